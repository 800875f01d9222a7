// Apart from the phone parser (domain/phone.ts) so that screens that only read digits (amounts, one-time
// codes, links of stored numbers) do not download the numbering plan of every country.

/** Replaces Arabic-Indic (٠–٩) and Persian (۰–۹) digits, which Arabic keyboards type, by ASCII ones. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
