const YEMEN_DIAL_CODE = '967';

/** Replaces Arabic-Indic (٠–٩) and Persian (۰–۹) digits, which Arabic keyboards type, by ASCII ones. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** A phone as a dialer wants it: a leading `+` if there was one, then ASCII digits only. */
export function toDialable(phone: string): string {
  const latin = toLatinDigits(phone).trim();
  const digits = latin.replace(/\D/g, '');
  return latin.startsWith('+') ? `+${digits}` : digits;
}

/**
 * The international number wa.me needs (digits only), or null when there is none. Sellers often type a
 * local Yemeni mobile (7XXXXXXXX or 07XXXXXXXX), which wa.me cannot open without the country code.
 */
export function toWhatsAppNumber(phone: string): string | null {
  let digits = toLatinDigits(phone).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^07\d{8}$/.test(digits)) digits = digits.slice(1);
  if (/^7\d{8}$/.test(digits)) digits = `${YEMEN_DIAL_CODE}${digits}`;
  return digits.length >= 8 ? digits : null;
}

/**
 * The number sign-up sends: `+`, the dial code, then the local number's digits without the trunk `0`
 * people type at home (0771234567 in Yemen is +967771234567). A number typed with its own `+` or `00`
 * prefix is taken as already international.
 */
export function toInternationalPhone(dialCode: string, localNumber: string): string {
  const latin = toLatinDigits(localNumber).trim();
  const digits = latin.replace(/\D/g, '');
  if (latin.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+${dialCode}${digits.replace(/^0+/, '')}`;
}

/** A stored international number (digits only) as people read it: with its `+`. */
export function formatInternationalPhone(digits: string): string {
  return digits.startsWith('+') ? digits : `+${digits}`;
}
