/**
 * One normal form for phone numbers so '+967 777 123 456', '00967777123456' and '777123456' are the
 * same account: digits only, international prefix without '+' or '00', Yemeni numbers given without
 * a country code get 967.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/[^\d]/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 10) digits = `967${digits.slice(1)}`;
  if (digits.length === 9 && /^7/.test(digits)) digits = `967${digits}`;
  // A local trunk 0 typed after the country code (+967 0771…) is not part of the number.
  if (/^9670\d{9}$/.test(digits)) digits = `967${digits.slice(4)}`;
  return digits;
}
