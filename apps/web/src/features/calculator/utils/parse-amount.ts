import { parseLocalizedNumber } from '@solar/shared/domain/localized-number';

/**
 * A number as people type it on Arabic or Latin keyboards (٣٫٥, 3,5, 1,500), read as every screen reads
 * it (`parseLocalizedNumber`). Negative, empty or non-numeric input counts as 0 (docs/product-brief.md §5), so the
 * submit button stays disabled.
 */
export function parseAmount(text: string): number {
  const value = parseLocalizedNumber(text);
  return value !== null && Number.isFinite(value) && value > 0 ? value : 0;
}
