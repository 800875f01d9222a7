import { DEFAULT_PHONE_COUNTRY, parsePhone } from '@solar/shared/domain/phone';
import { DIAL_CODES } from '../config/dial-codes.ts';

/**
 * The number sign-up sends, +E.164 (+967771234567), or null when it is no phone. The local field is read
 * in the country of the chosen dial code (0771234567 is +967771234567 when Yemen is chosen), but a number
 * typed with its own country code, with or without '+', '00' or brackets, keeps it and never gets the dial
 * code twice: 967771234567 and +966551234567 are read as they are, whichever country is chosen.
 */
export function toInternationalPhone(dialCode: string, localNumber: string): string | null {
  const country = DIAL_CODES.find((entry) => entry.code === dialCode)?.region ?? DEFAULT_PHONE_COUNTRY;
  return parsePhone(localNumber, country)?.e164 ?? null;
}
