import { toLatinDigits } from '@solar/shared/domain/latin-digits';

/**
 * Text typed into a number box as an Arabic keyboard may give it, in ASCII: Arabic-Indic and Persian
 * digits, the Arabic decimal separator (٫) as a point, no Arabic thousands separators (٬) or spaces.
 */
export function normalizeNumericText(text: string): string {
  return toLatinDigits(text).replace(/\u066b/g, '.').replace(/[\u066c\s]/g, '');
}

/**
 * The number a box holds: null when it is empty, NaN when it is not a number. English thousands
 * separators are read only in their exact places (1,500), never as a decimal comma.
 */
export function parseNumericText(text: string): number | null {
  let value = normalizeNumericText(text);
  if (value === '') return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}

/** A number as the box shows it: digits as the API stores them, nothing for null. */
export const numericText = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
