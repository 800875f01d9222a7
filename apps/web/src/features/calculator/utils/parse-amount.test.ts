import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

describe('parseAmount', () => {
  it.each([
    ['5', 5],
    [' 3.5 ', 3.5],
    ['٣٫٥', 3.5],
    ['3,5', 3.5],
    ['.5', 0.5],
    ['', 0],
    ['-5', 0],
    ['abc', 0],
    ['1e9', 0],
    ['0', 0],
  ])('reads «%s» as %s (negative or non-numeric is 0)', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});
