import { toLatinDigits } from '@solar/shared/domain/latin-digits';

/**
 * A number as people type it on Arabic or Latin keyboards (٣٫٥, 3,5, 3.5). Negative or non-numeric
 * input counts as 0 (spec section 5), so the submit button stays disabled.
 */
export function parseAmount(text: string): number {
  const latin = toLatinDigits(text).trim().replace(/[٫,]/g, '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(latin)) return 0;
  const value = Number(latin);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
