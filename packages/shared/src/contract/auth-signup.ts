import { z } from 'zod';
import { EmailSchema, NameSchema, NewPasswordSchema } from './auth.ts';
import { successEnvelope } from './common.ts';
import { PhoneSchema } from './phone.ts';

// Sign-up is the one auth request with a phone: it lives apart from auth.ts so the other auth screens
// do not load the phone parser (see phone.ts).

/** `POST /auth/register`: name, phone in any notation, e-mail and a new password. */
export const RegisterBodySchema = z.object({ name: NameSchema, phone: PhoneSchema, email: EmailSchema, password: NewPasswordSchema });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** `POST /auth/register`: where the code was sent. */
export const RegisterResponseSchema = successEnvelope(z.object({ email: z.string(), phone: z.string() }));
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
