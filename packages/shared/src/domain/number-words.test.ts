import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './arabic-search.ts';
import { fractionWordValue, readNumberWords } from './number-words.ts';

const read = (text: string) => readNumberWords(normalizeArabic(text).split(' '), 0);

describe('readNumberWords', () => {
  it.each([
    ['خمسة', 5, 1],
    ['خمسه كيلو', 5, 1],
    ['ستة', 6, 1],
    ['عشرة', 10, 1],
    ['حداش', 11, 1],
    ['ثلاثة عشر', 13, 2],
    ['احد عشر', 11, 2],
    ['ستين', 60, 1],
    ['مية', 100, 1],
    ['مائة', 100, 1],
    ['ميتين', 200, 1],
    ['مئتين', 200, 1],
    ['خمسمية وخمسين', 550, 2],
    ['ثلاث مية', 300, 2],
    ['مية وخمسين', 150, 2],
    ['ألف وخمسمية', 1500, 2],
    ['خمسة آلاف', 5000, 2],
    ['ثلاثة وعشرين', 23, 2],
  ])('«%s» is %d in %d words', (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it('reads only whole words, and no other word', () => {
    expect(read('لستة')).toBeUndefined();
    expect(read('السبعين')).toBeUndefined();
    expect(read('احد')).toBeUndefined();
    expect(read('بطارية')).toBeUndefined();
  });

  it('reads a half and a quarter, after «و» only where asked', () => {
    expect(fractionWordValue('ونص', true)).toBe(0.5);
    expect(fractionWordValue(normalizeArabic('ونصف'), true)).toBe(0.5);
    expect(fractionWordValue('وربع', true)).toBe(0.25);
    expect(fractionWordValue('نص', false)).toBe(0.5);
    expect(fractionWordValue('نص', true)).toBeUndefined();
  });
});
