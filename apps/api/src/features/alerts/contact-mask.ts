import { parsePhone } from '@solar/shared/domain/phone';

// Where alerts go, as My searches shows it: enough for the owner to recognise their own phone or
// address, not enough for someone looking over their shoulder (or at a screenshot) to copy it.
const HIDDEN = '•';

/** `+967 ••• ••• 456`: the country code and the last three digits, the grouping of the international form. */
export function maskPhone(storedDigits: string): string {
  const parsed = parsePhone(`+${storedDigits}`);
  // A number the parser does not hold valid (the bootstrap admin's 000…) is still masked, ungrouped.
  const international = parsed?.international ?? `+${storedDigits}`;
  const [countryCode, ...rest] = international.split(' ');
  const local = rest.length ? rest.join(' ') : international.slice(1);
  const digitsShown = 3;
  let seen = local.replace(/\D/g, '').length;
  const masked = local.replace(/\d/g, (digit) => (seen-- > digitsShown ? HIDDEN : digit));
  return rest.length ? `${countryCode} ${masked}` : `+${masked}`;
}

/** `b•••@example.com`: the first letter of the mailbox and the whole domain (which tells "work" from "personal"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN.repeat(3);
  return `${email.slice(0, 1)}${HIDDEN.repeat(3)}${email.slice(at)}`;
}
