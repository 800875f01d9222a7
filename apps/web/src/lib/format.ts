import { formatMultiplier as formatMultiplierIn, formatPrice as formatPriceIn } from '@solar/shared/domain/price-format';
import type { PriceFormatOptions } from '@solar/shared/domain/price-format';
import type { Currency } from '@solar/shared/reference/catalog';
import { getLanguage, i18n } from './i18n.ts';

// Intl formatters are costly to build and a list formats the same way many times.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  build: () => T,
): T {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = build();
  cache.set(key, made);
  return made;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const language = getLanguage();
  return cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options)).format(value);
}

/**
 * A price in the active language, isolated as one unit: "$98", "YER 53,000 (Sana'a)", «53,000 ريال صنعاء».
 * The rules live in the shared package (docs/product-decisions.md, "Prices people can read").
 */
export function formatPrice(amount: number, currency: Currency, options?: PriceFormatOptions): string {
  return formatPriceIn(amount, currency, getLanguage(), options);
}

/** A factor ("1.25×") in the active language, its sign after the number in reading order. */
export function formatMultiplier(value: number, maximumFractionDigits?: number): string {
  return formatMultiplierIn(value, getLanguage(), maximumFractionDigits);
}

/**
 * Dates are Yemen's dates, whatever the reader's device or the server's clock zone: the server renders the
 * same day the browser then shows, and a listing posted at 01:00 in Aden is posted on that day.
 */
export const MARKET_TIME_ZONE = 'Asia/Aden';

export function formatDate(date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const language = getLanguage();
  const zoned = { timeZone: MARKET_TIME_ZONE, ...options };
  return cached(`d|${language}|${JSON.stringify(zoned)}`, () => new Intl.DateTimeFormat(language, zoned)).format(
    new Date(date),
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago `date` was, in the active language: "just now" under a minute, then minutes, hours,
 * days, weeks, months and years ("قبل 3 ساعات", "3 hours ago").
 */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime());
  if (elapsed < MINUTE) return i18n.t('common:time.justNow');
  const language = getLanguage();
  const format = cached(`r|${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] =
    elapsed < HOUR ? ['minute', MINUTE]
    : elapsed < DAY ? ['hour', HOUR]
    : elapsed < WEEK ? ['day', DAY]
    : elapsed < MONTH ? ['week', WEEK]
    : elapsed < YEAR ? ['month', MONTH]
    : ['year', YEAR];
  return format.format(-Math.floor(elapsed / size), unit);
}
