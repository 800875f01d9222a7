import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text.ts';

describe('clipText', () => {
  it('folds spaces and line breaks but keeps the no-break spaces of a price', () => {
    expect(clipText('Inverter\n\nfor  \u2066YER\u00a06,200,000\u00a0(Aden)\u2069', 160)).toBe('Inverter for \u2066YER\u00a06,200,000\u00a0(Aden)\u2069');
  });

  it('closes an isolate it cuts through, before the ellipsis', () => {
    expect(clipText('Panel \u2066YER\u00a06,200,000\u00a0(Aden)\u2069 in Aden', 14)).toBe('Panel \u2066YER\u00a06,\u2069…');
    expect(clipText('Panel \u2066$98\u2069 in Aden, like new', 15)).toBe('Panel \u2066$98\u2069 in…');
  });
});
