import { toLatinDigits } from './latin-digits.ts';

// Marks and spaces a phone keyboard or a paste may carry inside a number: left-to-right and right-to-left
// marks, the Arabic letter mark, directional isolates, and every kind of space.
const INVISIBLE = /[\u200e\u200f\u061c\u2066-\u2069\s\u00a0\u202f\u2009]/g;
/** Latin thousands in their exact places: 1,500 and 12,345,678.5, never 3,5. */
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;
/** One comma between digits that is not a thousands group: a decimal comma (3,5 and 12,75). */
const DECIMAL_COMMA = /^[-+]?\d+,\d+$/;
const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * A number as a person types it, read the same way on every screen and by the server
 * (docs/decisions/027-numbers-people-type.md): the calculator, the posting form's price and specifications,
 * the admin's settings and directory fields, the specification filters.
 *
 * - Arabic-Indic (٠–٩) and Persian (۰–۹) digits are digits; the Arabic decimal separator «٫» is a point
 *   and the Arabic thousands separator «٬» is dropped, so «١٬٥٠٠» is 1500 and «٣٫٥» is 3.5.
 * - A Latin comma in thousands places is a thousands separator ("1,500" is 1500, "1,500.5" is 1500.5);
 *   any other single comma between digits is a decimal comma, as many Arabic keyboards put it
 *   ("3,5" is 3.5). The Arabic comma «،» is read as a Latin one.
 * - A point is always the decimal point ("1.500" is 1.5).
 *
 * Returns null for empty text and NaN for text that is not a number; the caller decides what range is
 * allowed (a price must be positive, a setting has bounds).
 */
export function parseLocalizedNumber(text: string): number | null {
  let value = toLatinDigits(text).replace(INVISIBLE, '').replace(/\u066c/g, '').replace(/\u066b/g, '.').replace(/\u060c/g, ',');
  if (value === '') return null;
  if (GROUPED.test(value)) value = value.replace(/,/g, '');
  else if (DECIMAL_COMMA.test(value)) value = value.replace(',', '.');
  return PLAIN.test(value) ? Number(value) : Number.NaN;
}
