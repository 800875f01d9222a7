import { formatDecimal, isDecimalOptions } from '@solar/shared/domain/decimal-format';
import { formatMultiplier as formatMultiplierIn, formatPrice as formatPriceIn } from '@solar/shared/domain/price-format';
import type { Language } from '@solar/shared/contract/common';
import type { PriceFormatOptions } from '@solar/shared/domain/price-format';
import type { Currency } from '@solar/shared/reference/catalog';
import { getLanguage, i18n } from './i18n.ts';

// Intl formatters are costly to build and a list formats the same way many times (the forms the first
// screens show are written without Intl: formatNumber, formatDate and timeAgo below).
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  build: () => T,
): T {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = build();
  cache.set(key, made);
  return made;
}

/**
 * A number in the active language. The plain decimal forms are written without Intl (shared
 * domain/decimal-format.ts: the page's first Intl format costs ICU's set-up while the page hydrates); a
 * percentage or other style goes through Intl.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const language = getLanguage();
  if (isDecimalOptions(options)) return formatDecimal(value, language, options);
  return cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options)).format(value);
}

/**
 * A price in the active language, isolated as one unit: "$98", "YER 53,000 (Sana'a)", «53,000 ريال صنعاء».
 * The rules live in the shared package (docs/product-decisions.md, "Prices people can read").
 */
export function formatPrice(amount: number, currency: Currency, options?: PriceFormatOptions): string {
  return formatPriceIn(amount, currency, getLanguage(), options);
}

/** Items as one phrase of the active language: "the panels and the inverter", «الألواح والإنفرتر». */
export function formatList(items: readonly string[]): string {
  const language = getLanguage();
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
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
  const own = ownDate(new Date(date), language, zoned);
  if (own !== undefined) return own;
  return cached(`d|${language}|${JSON.stringify(zoned)}`, () => new Intl.DateTimeFormat(language, zoned)).format(
    new Date(date),
  );
}

/** Yemen's clocks: UTC+3 all year (no daylight saving since 1950s), so the market's day is UTC's, shifted. */
const ADEN_OFFSET_MS = 3 * 3_600_000;
const MONTHS: Record<Language, readonly string[]> = {
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
/** Right-to-left mark: Intl's Arabic medium date puts one after the day and the month («05‏/03‏/2026»). */
const RLM = '\u200f';

/**
 * The two date forms the app shows, written as Intl writes them in the market's time zone, without Intl
 * (format.test.ts compares them with Intl): a medium date («05‏/03‏/2026», "Mar 5, 2026") and a month with
 * its year («مارس 2026», "March 2026"). Undefined for any other form or zone.
 */
function ownDate(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string | undefined {
  if (options.timeZone !== MARKET_TIME_ZONE || Number.isNaN(date.getTime())) return undefined;
  const keys = Object.keys(options).filter((key) => key !== 'timeZone').sort().join(',');
  const local = new Date(date.getTime() + ADEN_OFFSET_MS);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  if (year < 1000 || year > 9999) return undefined;
  if (keys === 'dateStyle' && options.dateStyle === 'medium') {
    const two = (n: number) => String(n).padStart(2, '0');
    return language === 'ar' ? `${two(day)}${RLM}/${two(month + 1)}${RLM}/${year}` : `${MONTHS.en[month]!.slice(0, 3)} ${day}, ${year}`;
  }
  if (keys === 'month,year' && options.month === 'long' && options.year === 'numeric') return `${MONTHS[language][month]} ${year}`;
  return undefined;
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
  const [unit, size]: [PastUnit, number] =
    elapsed < HOUR ? ['minute', MINUTE]
    : elapsed < DAY ? ['hour', HOUR]
    : elapsed < WEEK ? ['day', DAY]
    : elapsed < MONTH ? ['week', WEEK]
    : elapsed < YEAR ? ['month', MONTH]
    : ['year', YEAR];
  return timeAgo(Math.floor(elapsed / size), unit, language);
}

type PastUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * "n units ago" as `Intl.RelativeTimeFormat(language, { numeric: 'auto' })` says it (CLDR's words, format.test.ts
 * compares them for every count), without its ICU set-up: by the count's plural form (Intl.PluralRules,
 * which costs next to nothing), `#` standing for the count; `1`/`2` are CLDR's words for one and two back
 * («أمس», «أول أمس», "yesterday").
 */
const PAST: Record<Language, Record<PastUnit, PluralForms & { 1?: string; 2?: string }>> = {
  ar: {
    minute: { one: 'قبل دقيقة واحدة', two: 'قبل دقيقتين', few: 'قبل # دقائق', other: 'قبل # دقيقة' },
    hour: { one: 'قبل ساعة واحدة', two: 'قبل ساعتين', few: 'قبل # ساعات', other: 'قبل # ساعة' },
    day: { 1: 'أمس', 2: 'أول أمس', few: 'قبل # أيام', many: 'قبل # يومًا', other: 'قبل # يوم' },
    week: { 1: 'الأسبوع الماضي', two: 'قبل أسبوعين', few: 'قبل # أسابيع', many: 'قبل # أسبوعًا', other: 'قبل # أسبوع' },
    month: { 1: 'الشهر الماضي', two: 'قبل شهرين', few: 'قبل # أشهر', many: 'قبل # شهرًا', other: 'قبل # شهر' },
    year: { 1: 'السنة الماضية', two: 'قبل سنتين', few: 'قبل # سنوات', other: 'قبل # سنة' },
  },
  en: {
    minute: { one: '# minute ago', other: '# minutes ago' },
    hour: { one: '# hour ago', other: '# hours ago' },
    day: { 1: 'yesterday', other: '# days ago' },
    week: { 1: 'last week', other: '# weeks ago' },
    month: { 1: 'last month', other: '# months ago' },
    year: { 1: 'last year', other: '# years ago' },
  },
};

const pluralRules = new Map<Language, Intl.PluralRules>();

/** `count` (1 or more) `unit`s back, in `language`. */
export function timeAgo(count: number, unit: PastUnit, language: Language): string {
  const forms = PAST[language][unit];
  const exact = count === 1 || count === 2 ? forms[count] : undefined;
  if (exact) return exact;
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replace('#', formatDecimal(count, language, { maximumFractionDigits: 0 }));
}
