import { describe, expect, it } from 'vitest';
import { parseLocalizedNumber } from './localized-number.ts';

describe('parseLocalizedNumber', () => {
  it.each([
    ['١٬٥٠٠', 1500],
    ['1,500', 1500],
    ['3,5', 3.5],
    ['٣٫٥', 3.5],
    ['٣,٥', 3.5],
    ['٣،٥', 3.5],
    ['1,500.5', 1500.5],
    ['12,345,678', 12345678],
    ['12,75', 12.75],
    ['1.500', 1.5],
    ['۲۵۰', 250],
    [' 250 ', 250],
    ['\u200f٢٥٠\u200f', 250],
    ['1 500', 1500],
    ['1\u00a0500', 1500],
    ['.5', 0.5],
    ['7.', 7],
    ['-4', -4],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseLocalizedNumber(text)).toBe(expected);
  });

  it.each(['', '   ', '\u200f'])('empty text %j is no number at all', (text) => {
    expect(parseLocalizedNumber(text)).toBeNull();
  });

  it.each(['abc', '1,2,3', '1,50,0', '3,5,', '1..5', '1.5.5', '12a', '--3', ',5', '1e5', 'Infinity', '٣٫٥٫١'])('%j is not a number', (text) => {
    expect(parseLocalizedNumber(text)).toBeNaN();
  });
});
