import type { Language } from '../contract/common.ts';

// Numbers as Intl.NumberFormat writes them for the app's two languages, without Intl: a page's first
// Intl number format costs the browser ICU's set-up, ~50 ms on a slow phone (4x CPU) and ~100 ms more with
// the relative-time and date formats, inside hydration, on every page that shows a price
// (docs/decisions/013-server-rendering.md, "Formatting without ICU"). Arabic and English both write Latin
// digits, "," between thousands and "." before decimals (CLDR's `latn` symbols for `ar`, what Intl gives in
// Node and Chromium); Arabic puts a left-to-right mark before the minus sign. decimal-format.test.ts
// compares every option below with Intl over many values. Anything else goes to Intl.

/** The options formatted here; any other (a style, a currency, a notation) goes to Intl. */
export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  maximumSignificantDigits?: number;
  useGrouping?: boolean;
}

/** The option names of `DecimalOptions`. */
export const DECIMAL_OPTION_KEYS: readonly string[] = ['minimumFractionDigits', 'maximumFractionDigits', 'maximumSignificantDigits', 'useGrouping'];

/** Whether Intl number options are only those formatted here (`useGrouping` as a boolean). */
export function isDecimalOptions(options: object): options is DecimalOptions {
  return Object.entries(options).every(([key, value]) => DECIMAL_OPTION_KEYS.includes(key) && (key !== 'useGrouping' || typeof value === 'boolean'));
}
const MINUS: Record<Language, string> = { ar: '\u200e-', en: '-' };

/** The digits of a non-negative finite number as a plain decimal string ("1.5e-7" → "0.00000015"). */
export function plainDigits(value: number): string {
  const text = String(value);
  const exponentAt = text.indexOf('e');
  if (exponentAt < 0) return text;
  const exponent = Number(text.slice(exponentAt + 1));
  const [whole = '', fraction = ''] = text.slice(0, exponentAt).split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Rounds the decimal `whole.fraction` half away from zero (Intl's `halfExpand`) to `keep` digits after the
 * point (negative: before it), on the digits themselves, as ICU does: 1.005 to two decimals is 1.01.
 */
function roundDigits(whole: string, fraction: string, keep: number): [string, string] {
  const digits = whole + fraction;
  const cut = whole.length + keep;
  if (cut >= digits.length) return [whole, fraction];
  if (cut < 0) return ['0', ''];
  const roundUp = digits.charCodeAt(cut) >= 53; // '5'
  const kept = digits.slice(0, cut).split('');
  if (roundUp) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') kept[i--] = '0';
    if (i >= 0) kept[i] = String(Number(kept[i]) + 1);
    else kept.unshift('1');
  }
  const grown = kept.length - cut; // 1 when 9.99 became 10.0
  const point = whole.length + grown;
  const padded = kept.join('').padEnd(point, '0');
  return [padded.slice(0, point) || '0', padded.slice(point)];
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` as `new Intl.NumberFormat(language, options).format(value)` writes it, for the options of
 * `DecimalOptions`; other options, and NaN or infinities, through Intl itself.
 */
export function formatDecimal(value: number, language: Language, options: DecimalOptions = {}): string {
  const { minimumFractionDigits: minimum = 0, maximumSignificantDigits: significant, useGrouping = true } = options;
  const maximum = options.maximumFractionDigits ?? Math.max(minimum, 3);
  const handled = isDecimalOptions(options);
  const valid = minimum >= 0 && maximum >= minimum && maximum <= 100 && (significant === undefined || (significant >= 1 && significant <= 21));
  if (!handled || !valid || !Number.isFinite(value)) return new Intl.NumberFormat(language, options).format(value);

  const negative = value < 0 || Object.is(value, -0);
  const [rawWhole = '0', rawFraction = ''] = plainDigits(Math.abs(value)).split('.');
  let whole: string;
  let fraction: string;
  if (significant !== undefined) {
    // Significant digits count from the first non-zero digit; trailing zeros of the fraction go.
    const firstDigit = rawFraction.search(/[1-9]/);
    const keep = rawWhole !== '0' ? significant - rawWhole.length : firstDigit < 0 ? 0 : firstDigit + significant;
    [whole, fraction] = roundDigits(rawWhole, rawFraction, keep);
    fraction = fraction.replace(/0+$/, '');
  } else {
    [whole, fraction] = roundDigits(rawWhole, rawFraction, maximum);
    fraction = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  const text = `${useGrouping ? group(whole) : whole}${fraction ? `.${fraction}` : ''}`;
  return negative ? `${MINUS[language]}${text}` : text;
}
