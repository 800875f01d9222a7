import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';
import { toLatinDigits } from './latin-digits.ts';

// The one phone parser of the product, run by the browser's forms and by the server alike
// (docs/decisions/007-phone-numbers.md). libphonenumber-js carries Google's numbering plans; its `min`
// metadata (≈20 kB gzipped) checks a number's country code, length and leading digits, which is what
// tells a real number from a typo, without the per-type patterns of `max` (twice the size), which would
// also refuse numbers of a new Yemeni operator until the library catches up.

/** The country a number typed without a country code belongs to: Yemen. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'YE';

/** An ISO 3166 region libphonenumber knows ('YE', 'SA'…). */
export type PhoneCountry = CountryCode;

/** A phone number read from what someone typed, in the forms the product stores, dials and shows. */
export interface ParsedPhone {
  /** The stored form: international digits without '+' (967777123456); wa.me takes it as it is. */
  e164Digits: string;
  /** E.164 with its '+' (+967777123456): what `tel:` links dial, from Yemen or from abroad. */
  e164: string;
  /** As dialled inside the country, grouped (0777 123 456). */
  national: string;
  /** As dialled from abroad, grouped (+967 777 123 456). */
  international: string;
  /** The number's region, when its country code has one (YE, SA…). */
  country: PhoneCountry | undefined;
}

// Copied text often carries bidi marks (RTL pages) and no-break spaces around a number.
const INVISIBLE = /[\u00a0\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// What people put between digits: spaces, dashes, dots, slashes and brackets, and one leading '+'.
const PHONE_TEXT = /^\(?\+?[\d\s\-./()]+$/;
// Longer than any notation of a 15-digit number; also bounds the work a request can ask for.
const MAX_TYPED_LENGTH = 32;

function present(phone: PhoneNumber): ParsedPhone {
  return {
    e164Digits: phone.number.slice(1),
    e164: phone.number,
    national: phone.formatNational(),
    international: phone.formatInternational(),
    country: phone.country,
  };
}

function validNumber(text: string, defaultCountry: PhoneCountry): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(text, defaultCountry);
  return phone?.isValid() ? phone : undefined;
}

/**
 * Reads a phone in any notation people type: +967 777 123 456, 00967…, (+967) 777-123-456, 0777123456,
 * 777123456, Arabic-Indic or Persian digits, a trunk 0 after the country code. A number without '+' or
 * '00' is read in `defaultCountry` first, then as international digits (the stored form, or a number
 * typed with its own country code), so 966551234567 is Saudi even with Yemen as the default. Returns
 * null for anything libphonenumber does not hold valid for its country: garbage, too short or too long,
 * and a country code typed twice (967967777123456), which is refused rather than guessed at: the person
 * typing it is there to correct it, and old rows with it are repaired by `repairDoubledCallingCode`.
 */
export function parsePhone(input: string, defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY): ParsedPhone | null {
  const text = toLatinDigits(input).replace(INVISIBLE, ' ').trim();
  if (text.length === 0 || text.length > MAX_TYPED_LENGTH || !PHONE_TEXT.test(text)) return null;
  // '00' is how people in Yemen and the Gulf dial abroad; read it so in any default country (the US one is 011).
  const typed = text.replace(/^(\(?)00/, '$1+');
  const phone = validNumber(typed, defaultCountry) ?? (typed.includes('+') ? undefined : validNumber(`+${typed}`, defaultCountry));
  return phone ? present(phone) : null;
}

/**
 * The number the old sign-up form stored when someone typed a country code into the local field: the
 * chosen dial code went first again (967 + 967777123456), or Yemen's, the form's default, went before
 * another country's number (967 + 966551234567). Such digits are no number, but without their first
 * country code they are one. Returns that number, or null when the digits are not this mistake. Only
 * for repairing stored rows: a form refuses such input instead.
 */
export function repairDoubledCallingCode(storedDigits: string): ParsedPhone | null {
  const digits = toLatinDigits(storedDigits).replace(/\D/g, '');
  const whole = parsePhoneNumberFromString(`+${digits}`);
  if (!whole || whole.isValid()) return null;
  const first = whole.countryCallingCode;
  const rest = validNumber(`+${digits.slice(first.length)}`, DEFAULT_PHONE_COUNTRY);
  // Another country's number after a code the form only put there when chosen is more likely some other
  // typo than this mistake: left alone.
  const isTheMistake = rest && (rest.countryCallingCode === first || first === getCountryCallingCode(DEFAULT_PHONE_COUNTRY));
  return isTheMistake ? present(rest) : null;
}
