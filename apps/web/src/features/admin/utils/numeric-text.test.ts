import { describe, expect, it } from 'vitest';
import { parseNumericText } from './numeric-text.ts';

describe('parseNumericText', () => {
  it('reads digits typed on an Arabic keyboard', () => {
    expect(parseNumericText('١٢')).toBe(12);
    expect(parseNumericText('۴۵')).toBe(45);
    expect(parseNumericText('٤٫٥')).toBe(4.5);
    expect(parseNumericText('١٬٥٠٠')).toBe(1500);
  });

  it('answers null for an empty box and NaN for text that is no number', () => {
    expect(parseNumericText('  ')).toBeNull();
    expect(parseNumericText('abc')).toBeNaN();
    expect(parseNumericText('1.2.3')).toBeNaN();
    expect(parseNumericText('1,2,3')).toBeNaN();
  });

  it('reads a comma as every other screen does: thousands in thousands places, else a decimal comma', () => {
    expect(parseNumericText('1,500')).toBe(1500);
    expect(parseNumericText('1,5')).toBe(1.5);
    expect(parseNumericText('3,5')).toBe(3.5);
  });
});
