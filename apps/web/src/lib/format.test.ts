import { describe, expect, it } from 'vitest';
import { formatDate, formatMultiplier, formatNumber, formatPrice, formatRelativeTime } from './format.ts';
import { changeLanguage } from './i18n.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('format', () => {
  it('formats prices in the active language, each isolated as one unit', async () => {
    const ar = (value: number) => new Intl.NumberFormat('ar').format(value);
    // Arabic first: number, then the currency; the rials by their cities (RLI … PDI around it).
    expect(formatPrice(98, 'USD')).toBe(`\u2067${ar(98)}\u00a0$\u2069`);
    expect(formatPrice(27000, 'SAR')).toBe(`\u2067${ar(27000)}\u00a0ر.س\u2069`);
    expect(formatPrice(53000, 'YER')).toBe(`\u2067${ar(53000)}\u00a0ريال\u00a0صنعاء\u2069`);
    expect(formatPrice(6200000, 'YER_SOUTH')).toBe(`\u2067${ar(6200000)}\u00a0ريال\u00a0عدن\u2069`);
    expect(formatMultiplier(1.25)).toBe(`\u2067${ar(1.25)}×\u2069`);
    await changeLanguage('en');
    expect(formatPrice(98, 'USD')).toBe('\u2066$98\u2069');
    expect(formatPrice(27000, 'SAR')).toBe('\u2066SAR\u00a027,000\u2069');
    expect(formatPrice(53000, 'YER')).toBe("\u2066YER\u00a053,000\u00a0(Sana'a)\u2069");
    expect(formatPrice(6200000, 'YER_SOUTH')).toBe('\u2066YER\u00a06,200,000\u00a0(Aden)\u2069');
    expect(formatMultiplier(1.25)).toBe('\u20661.25×\u2069');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('tells how long ago in Arabic, from just now to months', () => {
    const rtf = new Intl.RelativeTimeFormat('ar', { numeric: 'auto' });
    expect(formatRelativeTime(ago(20_000), now)).toBe('الآن');
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe(rtf.format(-5, 'minute'));
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe(rtf.format(-3, 'hour'));
    expect(formatRelativeTime(ago(2 * DAY), now)).toBe(rtf.format(-2, 'day'));
    expect(formatRelativeTime(ago(15 * DAY), now)).toBe(rtf.format(-2, 'week'));
    expect(formatRelativeTime(ago(95 * DAY), now)).toBe(rtf.format(-3, 'month'));
  });

  it('tells how long ago in English', async () => {
    await changeLanguage('en');
    expect(formatRelativeTime(ago(10_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(1 * DAY), now)).toBe('yesterday');
    // A clock slightly ahead of the server's must not say "in 2 minutes".
    expect(formatRelativeTime(new Date(now.getTime() + 2 * MINUTE), now)).toBe('just now');
  });

  it('formats dates in the active language', async () => {
    const date = '2026-03-05T10:00:00Z';
    expect(formatDate(date)).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(date)));
    await changeLanguage('en');
    expect(formatDate(date)).toBe('Mar 5, 2026');
  });
});
