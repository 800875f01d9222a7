import type { Language } from '../contract/common.ts';
import type { Currency } from '../reference/catalog.ts';
import { formatDecimal } from './decimal-format.ts';

// The one place prices become text, for the web app, its server-rendered pages and meta descriptions
// (docs/product-decisions.md, "Prices people can read"). Type-only imports: a card's first screen loads no zod.

/** Left-to-right and right-to-left isolates and their end (Unicode bidi, UAX #9). */
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';
/** No-break space: the number and its currency never part at a line end. */
const NBSP = '\u00a0';

export const PRICE_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { ar: 'rtl', en: 'ltr' };

/**
 * How each currency reads around its number. English puts the sign or code first ("$98", "SAR 27,000");
 * Arabic puts the number first («98 $», «27,000 ر.س»). The two Yemeni rials are different money (the
 * Aden rial trades at about three times the Sana'a rial per dollar), so each names its city in both
 * languages: a Yemeni reader knows them as "Sana'a rial" and "Aden rial", where the ﷼ sign or a north/south
 * letter («﷼ ج») meant nothing.
 */
const AFFIXES: Record<Language, Record<Currency, { before: string; after: string }>> = {
  en: {
    USD: { before: '$', after: '' },
    SAR: { before: `SAR${NBSP}`, after: '' },
    YER: { before: `YER${NBSP}`, after: `${NBSP}(Sana'a)` },
    YER_SOUTH: { before: `YER${NBSP}`, after: `${NBSP}(Aden)` },
  },
  ar: {
    USD: { before: '', after: `${NBSP}$` },
    SAR: { before: '', after: `${NBSP}ر.س` },
    YER: { before: '', after: `${NBSP}ريال${NBSP}صنعاء` },
    YER_SOUTH: { before: '', after: `${NBSP}ريال${NBSP}عدن` },
  },
};

/** Wraps text in an isolate of the language's direction, so a sentence of the other direction cannot reorder it. */
export function isolateIn(text: string, language: Language): string {
  return `${language === 'ar' ? RLI : LRI}${text}${PDI}`;
}

export interface PriceFormatOptions {
  /** Rounds to this many significant digits: for an approximate value, where cents would claim a precision it lacks. */
  significantDigits?: number;
}

/**
 * A price in `language`, number and currency isolated as one unit: "$98", "SAR 27,000", "YER 53,000 (Sana'a)",
 * «98 $», «53,000 ريال صنعاء». Digits are those Intl writes for the language (decimal-format.ts), like every other number of the app.
 */
export function formatPrice(amount: number, currency: Currency, language: Language, options: PriceFormatOptions = {}): string {
  const number = formatDecimal(amount, language, options.significantDigits ? { maximumSignificantDigits: options.significantDigits } : { maximumFractionDigits: 2 });
  const { before, after } = AFFIXES[language][currency];
  return isolateIn(`${before}${number}${after}`, language);
}

/** The currency's mark alone, for a field's unit ("YER (Aden)", «ريال عدن»). */
export function currencyUnit(currency: Currency, language: Language): string {
  const { before, after } = AFFIXES[language][currency];
  return `${before}${after}`.replace(/\u00a0+/g, ' ').trim();
}

/**
 * A factor such as the inverter's safety margin: the number, then "×", in both languages ("1.25×",
 * «1.25×» read right to left), like every unit of the app follows its number. Isolated in the language's
 * direction, so in Arabic the sign sits on the number's left, where an Arabic reader meets it last.
 */
export function formatMultiplier(value: number, language: Language, maximumFractionDigits = 2): string {
  return isolateIn(`${formatDecimal(value, language, { maximumFractionDigits })}×`, language);
}

/**
 * `amount` of `from` in `to`, through the rates in units per US dollar (the admin's exchange rates, the
 * same the API sorts and filters by). Null when a rate is missing or not positive.
 */
export function convertPrice(amount: number, from: Currency, to: Currency, ratesPerUsd: Partial<Record<Currency, number>>): number | null {
  if (from === to) return amount;
  const fromRate = ratesPerUsd[from];
  const toRate = ratesPerUsd[to];
  if (!fromRate || !toRate || fromRate <= 0 || toRate <= 0) return null;
  return (amount / fromRate) * toRate;
}
