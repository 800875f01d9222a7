import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMultiplier, formatNumber, formatPrice, formatRelativeTime, MARKET_TIME_ZONE, timeAgo } from './format.ts';
import { changeLanguage } from './i18n.ts';
import { keySpecText } from '@solar/shared/domain/spec-format';

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

  // Written without Intl (ICU's set-up would cost a slow phone ~100 ms while the page hydrates): what the
  // app writes must be what Intl writes, word for word, on the server and in the browser alike.
  it('says "n units ago" as Intl.RelativeTimeFormat does, for every count, in both languages', () => {
    for (const language of ['ar', 'en'] as const) {
      const intl = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      for (const unit of ['minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
        const wrong = Array.from({ length: 1500 }, (_, i) => i + 1).filter((count) => timeAgo(count, unit, language) !== intl.format(-count, unit));
        expect(wrong.slice(0, 3).map((count) => [language, unit, count, timeAgo(count, unit, language), intl.format(-count, unit)])).toEqual([]);
      }
    }
  });

  it("writes dates as Intl does in Yemen's time zone, in both languages", async () => {
    // Every day of four years, at an hour where UTC and Aden are on different days, and at noon.
    const moments = Array.from({ length: 4 * 366 }, (_, day) => Date.UTC(2024, 0, 1) + day * 86_400_000).flatMap((start) => [start + 22 * 3_600_000, start + 12 * 3_600_000]);
    for (const language of ['ar', 'en'] as const) {
      await changeLanguage(language);
      for (const options of [{ dateStyle: 'medium' }, { month: 'long', year: 'numeric' }] as const) {
        const intl = new Intl.DateTimeFormat(language, { timeZone: MARKET_TIME_ZONE, ...options });
        const wrong = moments.filter((moment) => formatDate(new Date(moment), options) !== intl.format(new Date(moment)));
        expect(wrong.slice(0, 3).map((moment) => [language, new Date(moment).toISOString(), formatDate(new Date(moment), options), intl.format(new Date(moment))])).toEqual([]);
      }
    }
  });

  it('writes counts in texts ({{count, number}}) as Intl does', async () => {
    const { i18n } = await import('./i18n.ts');
    expect(i18n.t('products:list.countAtLeast', { count: 1000 })).toBe(`أكثر من ${new Intl.NumberFormat('ar').format(1000)} منتج`);
    expect(i18n.t('products:list.count', { count: 12345 })).toContain(new Intl.NumberFormat('ar').format(12345));
    await changeLanguage('en');
    expect(i18n.t('products:list.count', { count: 12345 })).toContain('12,345');
    // Another form of number stays with Intl, its options whole.
    expect(i18n.t('common:none.such', { defaultValue: '{{share, number(style: percent)}}', share: 0.25 })).toBe(new Intl.NumberFormat('en', { style: 'percent' }).format(0.25));
  });

  it("builds no Intl number, date or relative-time formatter for what a listing's card and page show", async () => {
    const { i18n } = await import('./i18n.ts');
    const built = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'RelativeTimeFormat')];
    for (const language of ['ar', 'en'] as const) {
      await changeLanguage(language);
      formatPrice(1234.5, 'YER');
      formatPrice(45.678, 'USD', { significantDigits: 3 });
      formatNumber(48);
      formatNumber(2.84, { maximumFractionDigits: 2 });
      formatRelativeTime(ago(3 * HOUR), now);
      formatRelativeTime(ago(40 * DAY), now);
      formatDate('2026-03-05T10:00:00Z');
      formatDate('2026-03-05T10:00:00Z', { month: 'long', year: 'numeric' });
      i18n.t('products:list.count', { count: 12345 });
      // A card's key specification: «٢٠٠ أمبير ساعة ١٢ فولت».
      keySpecText({ kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 2.4, cycleLife: null, ageMonths: null, healthPct: null }, language);
    }
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
