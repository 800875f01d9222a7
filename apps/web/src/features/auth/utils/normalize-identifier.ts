import { toLatinDigits } from '@solar/shared/domain/latin-digits';

/**
 * An e-mail or phone as typed into an identifier field: trimmed as typed (docs/product-brief.md §5) and with
 * Arabic-Indic digits made ASCII, which the server's phone matching needs.
 */
export function normalizeIdentifier(value: string): string {
  return toLatinDigits(value).trim();
}
