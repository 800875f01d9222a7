import { toLatinDigits } from './latin-digits.ts';

// The one place a `tel:` or wa.me link is built from a phone the API returns (docs/decisions/007-phone-numbers.md).
// Every stored phone is in one form, international digits without '+' (967777123456): the server reads
// whatever people type with the shared parser (./phone.ts) before storing it, and rewrote older rows at
// start-up. So reading a stored phone needs no numbering plan, and the pages whose cards carry these
// links do not download the parser's metadata (about 30 kB gzipped): only the forms that read typed numbers do.

/** Yemen's country calling code: the country of a number written the local way. */
const YEMEN_CALLING_CODE = '967';

/**
 * The international digits of a phone as the API returns it. A value still written the local Yemeni way
 * (a row the start-up migration could not read, a number typed in a free-text field) gets Yemen's code:
 * a trunk `0` (0777123456, 01234567), or a bare nine-digit mobile (777123456), which no international
 * number can be (the only calling code starting with 7 is +7, followed by ten digits).
 */
function internationalDigits(phone: string): string {
  const digits = toLatinDigits(phone).replace(/\D/g, '');
  if (/^0[1-9]/.test(digits)) return `${YEMEN_CALLING_CODE}${digits.slice(1)}`;
  if (/^7\d{8}$/.test(digits)) return `${YEMEN_CALLING_CODE}${digits}`;
  return digits;
}

/** E.164 with its '+' (+967777123456): dials from Yemen and from abroad alike; '' when there is no number. */
export function toDialable(phone: string): string {
  const digits = internationalDigits(phone);
  return digits ? `+${digits}` : '';
}

/** The international digits wa.me needs (967777123456), or null when there is no number to chat with. */
export function toWhatsAppNumber(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits.length >= 8 ? digits : null;
}

/** A stored phone as people read it on the page: with its '+' (+967777123456). */
export function formatInternationalPhone(phone: string): string {
  return toDialable(phone);
}

/** The `tel:` link of a phone, always E.164 (tel:+967777123456, never tel:777123456). Callers check that there is a phone. */
export function telHref(phone: string): string {
  return `tel:${toDialable(phone)}`;
}

/**
 * The wa.me chat link of a phone (wa.me/967777123456), with `text` prefilled; callers check
 * `toWhatsAppNumber` first. encodeURIComponent, not URLSearchParams: WhatsApp shows a `+` for a form-encoded space.
 */
export function whatsappHref(phone: string, text?: string): string {
  const digits = toWhatsAppNumber(phone) ?? '';
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** wa.me without a number: the visitor picks the chat to share `text` with. */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * Text for a WhatsApp message without the characters WhatsApp reads as formatting (*bold*, _italic_,
 * ~strike~, `code`): a listing named "Panel_550W" would otherwise turn the rest of a line italic.
 */
export function withoutWhatsAppFormatting(text: string): string {
  return text.replace(/[*_~`]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * A link for a WhatsApp message, its formatting markers percent-encoded (a listing's short code is base64url
 * and may hold `_`, which WhatsApp reads as italics and which then breaks the link). The server reads
 * `%5F` in a path as `_`, so the link opens the same page.
 */
export function linkForWhatsApp(url: string): string {
  return url.replace(/[*_~`]/g, (marker) => `%${marker.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
