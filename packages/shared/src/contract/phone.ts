import { z } from 'zod';
import { parsePhone } from '../domain/phone.ts';

// Phone fields of every form live here, apart from the auth contract, so the login, code and reset
// screens do not download the numbering plans (about 30 KB gzipped); only forms that take a phone do.

type PhoneForm = 'e164Digits' | 'international';

/** Reads a typed phone into one form of `ParsedPhone`, or records `invalid` (a codec's decoder, which has no `ctx`). */
const readPhone = (typed: string, payload: { issues: unknown[] }, invalid: string, as: PhoneForm): string => {
  const phone = parsePhone(typed);
  if (phone) return phone[as];
  payload.issues.push({ code: 'custom', message: invalid, input: typed });
  return typed;
};

/**
 * A phone field of any form, with the field's own messages: what people type in any notation (see
 * `parsePhone`), read with Yemen as the default country; its output is the stored form, international
 * digits without '+' (967777123456), so every way of typing one number is one account, one listing
 * contact, one link. `as: 'international'` outputs the grouped form people read (+967 777 123 456). A
 * codec, not a transform, so a schema that also describes a response can hold it (encoding keeps the value).
 */
export const phoneField = (messages: { required: string; invalid: string }, as: PhoneForm = 'e164Digits') =>
  z.codec(z.string({ message: messages.required }).trim().min(1, { message: messages.required }), z.string(), {
    decode: (typed, payload) => readPhone(typed, payload, messages.invalid, as),
    encode: (stored) => stored,
  });

/** An optional phone field: empty or missing is null, anything else must be a phone (see `phoneField`). */
export const optionalPhoneField = (invalid: string) =>
  z
    .codec(z.string({ message: invalid }).trim(), z.string().nullable(), {
      decode: (typed, payload) => (typed === '' ? null : readPhone(typed, payload, invalid, 'e164Digits')),
      encode: (stored) => stored ?? '',
    })
    .nullish()
    .transform((v) => v ?? null);

/**
 * An optional phone in the grouped form people read (+967 777 123 456), for a schema that is a request
 * and a response at once (the admin settings): a codec only, so a response can be encoded with it.
 * Empty or missing is null.
 */
export const optionalReadablePhoneField = (invalid: string) =>
  z.codec(z.string({ message: invalid }).trim().nullish(), z.string().nullable(), {
    decode: (typed, payload) => (typed ? readPhone(typed, payload, invalid, 'international') : null),
    encode: (stored) => stored,
  });

/** Phone of a person (sign-up, join requests, the directory): valid for its country, stored as 967777123456. */
export const PhoneSchema = phoneField({ required: 'auth:errors.phoneRequired', invalid: 'auth:errors.phoneInvalid' });
