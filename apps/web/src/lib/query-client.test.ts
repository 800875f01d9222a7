import { describe, expect, it } from 'vitest';
import { politeWaitMs } from './query-client.ts';

describe('waiting before asking a busy server again', () => {
  it('waits at least Retry-After, doubles for refusals in a row up to four times, and spreads phones over half again', () => {
    const least = () => 0;
    const most = () => 0.999;
    expect([0, 1, 2, 3, 5].map((attempt) => politeWaitMs(2, attempt, least))).toEqual([2000, 4000, 8000, 8000, 8000]);
    expect(politeWaitMs(2, 0, most)).toBe(2999);
    const spread = new Set(Array.from({ length: 50 }, () => politeWaitMs(2, 0)));
    expect(spread.size).toBeGreaterThan(10);
    for (const wait of spread) expect(wait).toBeGreaterThanOrEqual(2000);
  });
});
