import { z } from 'zod';
import { LIMITS } from '../reference/limits.ts';
import { successEnvelope } from './common.ts';

// One rule set for sign-up, shared by the web forms and the server (spec section 5, page variant, with the
// posting rule for phones): messages are translation keys of the `auth` namespace.

// Bidirectional-override and other invisible formatting characters are refused in names: they let one
// name display as another (CVE-style spoofing with U+202E).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/** Full name: trimmed, 2–50 characters, no bidi control characters. */
export const NameSchema = z
  .string({ message: 'auth:errors.nameRequired' })
  .trim()
  .min(1, { message: 'auth:errors.nameRequired' })
  .min(LIMITS.nameMin, { message: 'auth:errors.nameTooShort' })
  .max(LIMITS.nameMax, { message: 'auth:errors.nameTooLong' })
  .refine((v) => !BIDI_CONTROLS.test(v), { message: 'auth:errors.nameInvalid' });

/** Phone as typed: digits with optional +, spaces, dashes or brackets; 8–15 digits. */
export const PhoneSchema = z
  .string({ message: 'auth:errors.phoneRequired' })
  .trim()
  .min(1, { message: 'auth:errors.phoneRequired' })
  .max(25, { message: 'auth:errors.phoneInvalid' })
  .regex(/^\+?[\d\s\-()]+$/, { message: 'auth:errors.phoneInvalid' })
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= LIMITS.phoneMinDigits && digits <= LIMITS.phoneMaxDigits;
  }, { message: 'auth:errors.phoneInvalid' });

export const EmailSchema = z
  .string({ message: 'auth:errors.emailRequired' })
  .trim()
  .min(1, { message: 'auth:errors.emailRequired' })
  .max(254, { message: 'auth:errors.emailInvalid' })
  .pipe(z.email({ message: 'auth:errors.emailInvalid' }));

/** The checklist the forms show, one entry per rule. */
export const PASSWORD_RULES = {
  length: (v: string) => v.length >= LIMITS.passwordMin,
  uppercase: (v: string) => /[A-Z]/.test(v),
  lowercase: (v: string) => /[a-z]/.test(v),
  digit: (v: string) => /\d/.test(v),
  special: (v: string) => /[@$!%*?&]/.test(v),
} as const;

/** New password: at least 6, at most 128, with upper- and lower-case letters, a digit and one of @$!%*?&. */
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

export const RegisterBodySchema = z.object({ name: NameSchema, phone: PhoneSchema, email: EmailSchema, password: NewPasswordSchema });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

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
  isVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** `POST /auth/register`: where the code was sent. */
export const RegisterResponseSchema = successEnvelope(z.object({ email: z.string(), phone: z.string() }));
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export const AuthResponseSchema = successEnvelope(z.object({ token: z.string(), user: UserSchema }));
export const UserResponseSchema = successEnvelope(UserSchema);
export const MessageResponseSchema = successEnvelope(z.null()).extend({ message: z.string() });
export const ResetTokenResponseSchema = successEnvelope(z.object({ resetToken: z.string() }));
export const UploadResponseSchema = successEnvelope(z.object({ fileUrl: z.string(), _id: z.string(), width: z.number(), height: z.number() }));
