import { describe, expect, it } from 'vitest';
import { formatDecimal, type DecimalOptions } from './decimal-format.ts';

// The formatter must write exactly what Intl writes (server and browser alike): compared here over values
// of every shape, with every option the app passes.

const OPTIONS: DecimalOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 3 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { useGrouping: false },
  { maximumSignificantDigits: 1 },
  { maximumSignificantDigits: 2 },
  { maximumSignificantDigits: 3 },
];

const EDGES = [0, -0, 1, -1, 0.5, 1.005, 2.675, 9.995, 99.95, 999.5, 999.9995, 1000, 1234.5, 12345.678, 0.1 + 0.2, 0.0004, 0.012345, 1e-7, 5e-324, 123456789.987, 2 ** 53 + 2, 1e21, 1.5e22, -1234.5678, -0.0004, 53000, 95000, 2290, 1115000];

/** A reproducible spread of values: integers, prices, fractions, tiny and huge, negative. */
function values(): number[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const out = [...EDGES];
  for (let i = 0; i < 1500; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 14 - 5);
    const value = random() * magnitude;
    out.push(value, Math.round(value), Math.round(value * 100) / 100, -value);
  }
  return out;
}

describe('formatDecimal', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const options of OPTIONS) {
      it(`writes what Intl writes in ${language} with ${JSON.stringify(options)}`, () => {
        const intl = new Intl.NumberFormat(language, options);
        const wrong = values().filter((value) => formatDecimal(value, language, options) !== intl.format(value));
        expect(wrong.slice(0, 5).map((value) => [value, formatDecimal(value, language, options), intl.format(value)])).toEqual([]);
      });
    }
  }

  it('leaves what it does not handle to Intl', () => {
    expect(formatDecimal(0.8, 'ar', { style: 'percent' } as DecimalOptions)).toBe(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.8));
    expect(formatDecimal(Number.NaN, 'en')).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY, 'ar')).toBe(new Intl.NumberFormat('ar').format(Number.POSITIVE_INFINITY));
    expect(() => formatDecimal(1, 'en', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
  });
});
