import { toLatinDigits } from '@solar/shared/domain/latin-digits';

// Links and labels of the phones the API returns. Every stored phone is in one form, international
// digits without '+' (967777123456): the server reads whatever people type with the shared parser
// (@solar/shared/domain/phone) before storing it, and rewrote older rows at start-up. So reading a stored
// phone needs no numbering plan, and the home page, whose cards carry these links, does not download the
// parser's metadata (about 30 kB gzipped): only the forms that read typed numbers do.

const digitsOf = (phone: string) => toLatinDigits(phone).replace(/\D/g, '');

/** What a `tel:` link dials for a stored phone: '+' and its international digits, so it connects from abroad too. */
export function toDialable(phone: string): string {
  const digits = digitsOf(phone);
  return digits ? `+${digits}` : '';
}

/** The international digits wa.me needs for a stored phone, or null when there is no number. */
export function toWhatsAppNumber(phone: string): string | null {
  const digits = digitsOf(phone);
  return digits.length >= 8 ? digits : null;
}

/** A stored phone as people read it: with its '+' (+967777123456). */
export function formatInternationalPhone(phone: string): string {
  return toDialable(phone);
}
