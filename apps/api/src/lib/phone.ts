import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { parsePhone } from '@solar/shared/domain/phone';

/**
 * The stored form of a phone, so '+967 777 123 456', '00967777123456', '٧٧٧١٢٣٤٥٦' and '777123456' are
 * one account: international digits without '+' (967777123456), read by the shared parser with Yemen as
 * the default country. Writes validate with the contract first, so only lookups (login, reset, the dev
 * outbox) reach the fallback: an input that is no phone becomes its digits, as the old normaliser did.
 * A lookup then finds nothing rather than throwing, except an old row the data migration could not read
 * (db/phone-migration.ts), which its owner can still reach by typing it as stored.
 */
export function normalizePhone(input: string): string {
  return parsePhone(input)?.e164Digits ?? toLatinDigits(input).replace(/\D/g, '');
}
