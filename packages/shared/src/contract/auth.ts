import { z } from 'zod';
import { LIMITS } from '../reference/limits.ts';
import { successEnvelope } from './common.ts';
import { singleLineText } from './text.ts';

// One rule set for sign-up, shared by the web forms and the server (docs/product-brief.md section 5, page variant, with the
// posting rule for phones): messages are translation keys of the `auth` namespace.

/**
 * Full name: one line, 2–50 characters once invisible characters (bidi overrides, zero-width and Hangul
 * fillers) are stripped, so a name can neither display as another nor show nothing; control characters refused.
 */
export const NameSchema = singleLineText({
  min: LIMITS.nameMin,
  max: LIMITS.nameMax,
  required: 'auth:errors.nameRequired',
  tooShort: 'auth:errors.nameTooShort',
  tooLong: 'auth:errors.nameTooLong',
  invalidCharacters: 'auth:errors.nameInvalid',
});

export const EmailSchema = z
  .string({ message: 'auth:errors.emailRequired' })
  .trim()
  .min(1, { message: 'auth:errors.emailRequired' })
  .max(254, { message: 'auth:errors.emailInvalid' })
  .pipe(z.email({ message: 'auth:errors.emailInvalid' }));

/**
 * The checklist the forms show, one entry per rule. Any character may be part of a password (NIST SP
 * 800-63B: spaces, punctuation, Arabic letters, emoji): a symbol is anything that is neither a letter
 * (with its marks) nor a digit, so `#`, `^`, `~`, `-`, `_`, `.`, `,` and a space all count. Upper- and
 * lower-case mean cased letters of any script. Arabic letters have no case: they count as letters (for
 * length and strength) but satisfy neither case rule, so a password still needs one upper- and one
 * lower-case letter (كلمةSunny1! passes, كلمةسر1! does not): one rule, explained by the checklist, instead
 * of a second rule set for Arabic passwords. Length counts characters, not UTF-16 units (an emoji is one).
 */
export const PASSWORD_RULES = {
  length: (v: string) => [...v].length >= LIMITS.passwordMin,
  uppercase: (v: string) => /\p{Lu}/u.test(v),
  lowercase: (v: string) => /\p{Ll}/u.test(v),
  digit: (v: string) => /\p{Nd}/u.test(v),
  special: (v: string) => /[^\p{L}\p{M}\p{N}]/u.test(v),
} as const;

/** New password: at least 6 characters, at most 128, with an upper- and a lower-case letter, a digit and a symbol. */
export const NewPasswordSchema = z
  .string({ message: 'auth:errors.passwordRequired' })
  .min(1, { message: 'auth:errors.passwordRequired' })
  .max(LIMITS.passwordMax, { message: 'auth:errors.passwordTooLong' })
  .refine((v) => Object.values(PASSWORD_RULES).every((rule) => rule(v)), { message: 'auth:errors.passwordWeak' });

/** Login identifier: an e-mail or a phone, at least 3 characters after trim. */
export const IdentifierSchema = z
  .string({ message: 'auth:errors.identifierInvalid' })
  .trim()
  .min(LIMITS.identifierMin, { message: 'auth:errors.identifierInvalid' })
  .max(254, { message: 'auth:errors.identifierInvalid' });

/** Six digits, kept as a string (a leading zero is a digit). */
export const OtpSchema = z
  .string({ message: 'auth:errors.otpIncomplete' })
  .trim()
  .regex(/^\d{6}$/, { message: 'auth:errors.otpIncomplete' });


export const LoginBodySchema = z.object({
  identifier: IdentifierSchema,
  password: z
    .string({ message: 'auth:errors.passwordRequired' })
    .min(LIMITS.passwordMin, { message: 'auth:errors.passwordTooShort' })
    .max(LIMITS.passwordMax, { message: 'auth:errors.passwordTooLong' }),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const IdentifierBodySchema = z.object({ identifier: IdentifierSchema });
export const OtpBodySchema = z.object({ otp: OtpSchema });
export const IdentifierParamsSchema = z.object({ identifier: IdentifierSchema });

export const ResetPasswordBodySchema = z.object({
  identifier: IdentifierSchema,
  // The spec's field name for the reset token.
  otp: z.string({ message: 'auth:errors.resetTokenInvalid' }).min(20, { message: 'auth:errors.resetTokenInvalid' }).max(200),
  newPassword: NewPasswordSchema,
});

/** Only name and picture can change here; phone and e-mail are silently ignored if sent. */
export const UpdateProfileBodySchema = z.object({
  name: NameSchema.optional(),
  profileImageUrl: z.string().max(300).nullable().optional(),
});

/** The signed-in user as they see themselves. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  governorate: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** «موثّق»: given by an admin only (docs/decisions/016-trust-badges.md). */
  isVerified: z.boolean(),
  /** The sign-up code sent to the account came back: «رقم مؤكد». */
  phoneConfirmed: z.boolean(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = successEnvelope(z.object({ token: z.string(), user: UserSchema }));
export const UserResponseSchema = successEnvelope(UserSchema);
export const ResetTokenResponseSchema = successEnvelope(z.object({ resetToken: z.string() }));
export const UploadResponseSchema = successEnvelope(z.object({ fileUrl: z.string(), _id: z.string(), width: z.number(), height: z.number() }));
