import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { parseLocalizedNumber } from '@solar/shared/domain/localized-number';

/**
 * Text typed into a number box as an Arabic keyboard may give it, in ASCII: Arabic-Indic and Persian
 * digits, the Arabic decimal separator (٫) as a point, no Arabic thousands separators (٬) or spaces.
 */
export function normalizeNumericText(text: string): string {
  return toLatinDigits(text).replace(/\u066b/g, '.').replace(/[\u066c\s]/g, '');
}

/** The number a box holds: null when it is empty, NaN when it is not a number (`parseLocalizedNumber`). */
export function parseNumericText(text: string): number | null {
  return parseLocalizedNumber(text);
}

/** A number as the box shows it: digits as the API stores them, nothing for null. */
export const numericText = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
