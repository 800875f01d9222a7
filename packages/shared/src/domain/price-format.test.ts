import { describe, expect, it } from 'vitest';
import { convertPrice, currencyUnit, formatMultiplier, formatPrice } from './price-format.ts';

// Exact strings, isolates included: LRI (U+2066) or RLI (U+2067) … PDI (U+2069) around each price, no-break
// spaces (U+00A0) inside it. The digits are Intl's for the language, whichever the runtime's data gives.
const ar = (value: number) => new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(value);

describe('formatPrice', () => {
  it('writes English prices sign or code first, each rial with its city', () => {
    expect(formatPrice(98, 'USD', 'en')).toBe('\u2066$98\u2069');
    expect(formatPrice(27000, 'SAR', 'en')).toBe('\u2066SAR\u00a027,000\u2069');
    expect(formatPrice(53000, 'YER', 'en')).toBe("\u2066YER\u00a053,000\u00a0(Sana'a)\u2069");
    expect(formatPrice(6200000, 'YER_SOUTH', 'en')).toBe('\u2066YER\u00a06,200,000\u00a0(Aden)\u2069');
    expect(formatPrice(99.99, 'USD', 'en')).toBe('\u2066$99.99\u2069');
  });

  it('writes Arabic prices number first, the rials by their cities in words', () => {
    expect(formatPrice(98, 'USD', 'ar')).toBe(`\u2067${ar(98)}\u00a0$\u2069`);
    expect(formatPrice(27000, 'SAR', 'ar')).toBe(`\u2067${ar(27000)}\u00a0ر.س\u2069`);
    expect(formatPrice(53000, 'YER', 'ar')).toBe(`\u2067${ar(53000)}\u00a0ريال\u00a0صنعاء\u2069`);
    expect(formatPrice(6200000, 'YER_SOUTH', 'ar')).toBe(`\u2067${ar(6200000)}\u00a0ريال\u00a0عدن\u2069`);
    expect(formatPrice(1250.5, 'YER', 'ar')).toBe(`\u2067${ar(1250.5)}\u00a0ريال\u00a0صنعاء\u2069`);
  });

  it('never shows the cryptic signs of before', () => {
    for (const language of ['ar', 'en'] as const) {
      for (const currency of ['USD', 'SAR', 'YER', 'YER_SOUTH'] as const) {
        expect(formatPrice(100, currency, language)).not.toMatch(/﷼|\(\(|\)\)/);
      }
    }
    // The English page never carries Arabic letters in a price.
    expect(formatPrice(27000, 'SAR', 'en')).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('rounds an approximate value to significant digits', () => {
    expect(formatPrice(45.678, 'USD', 'en', { significantDigits: 2 })).toBe('\u2066$46\u2069');
    expect(formatPrice(6196345, 'YER_SOUTH', 'en', { significantDigits: 3 })).toBe('\u2066YER\u00a06,200,000\u00a0(Aden)\u2069');
  });
});

describe('currencyUnit', () => {
  it('names the currency alone for a field', () => {
    expect(currencyUnit('YER_SOUTH', 'en')).toBe('YER (Aden)');
    expect(currencyUnit('SAR', 'en')).toBe('SAR');
    expect(currencyUnit('YER', 'ar')).toBe('ريال صنعاء');
    expect(currencyUnit('USD', 'ar')).toBe('$');
  });
});

describe('formatMultiplier', () => {
  it('puts the sign after the number in reading order, isolated in the language', () => {
    expect(formatMultiplier(1.25, 'en')).toBe('\u20661.25×\u2069');
    expect(formatMultiplier(1.25, 'ar')).toBe(`\u2067${ar(1.25)}×\u2069`);
  });
});

describe('convertPrice', () => {
  const rates = { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 };

  it('converts through the dollar rates, as the API sorts', () => {
    expect(convertPrice(53500, 'YER', 'USD', rates)).toBe(100);
    expect(convertPrice(100, 'USD', 'YER_SOUTH', rates)).toBe(163000);
    expect(convertPrice(375, 'SAR', 'YER', rates)).toBeCloseTo(53500);
    expect(convertPrice(42, 'SAR', 'SAR', rates)).toBe(42);
  });

  it('gives no value without a usable rate', () => {
    expect(convertPrice(100, 'USD', 'YER', { USD: 1 })).toBeNull();
    expect(convertPrice(100, 'USD', 'YER', { USD: 1, YER: 0 })).toBeNull();
  });
});
