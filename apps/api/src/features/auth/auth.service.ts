import type { LoginBody } from '@solar/shared/contract/auth';
import type { RegisterBody } from '@solar/shared/contract/auth-signup';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { clearRateLimits, enforceRateLimits } from '../../lib/rate-limit.ts';
import { keyedHash, randomCode, randomToken, sameHash } from '../../lib/secrets.ts';
import { SESSION_IDLE_DAYS } from '../../plugins/authenticate.ts';
import {
  addFailedAttempt, consumeCode, countCodesSince, failedAttemptsSince, findUserByEmail, findUserById,
  findUserByPhone, insertCode, insertSession, insertUser, latestCode, lockUser, revokeAllSessions, revokeSession, updateUser,
  type CodePurpose, type UserRow,
} from './auth.repository.ts';
import { DEVICE_COOKIE, issueDeviceToken, readDeviceToken } from './device-token.ts';
import { presentUser } from './auth.presenter.ts';

export { revokeAllSessions } from './auth.repository.ts';
import { findOwnUpload, uploadKeyFromUrl } from '../uploads/uploads.service.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits of docs/product-decisions.md section 4, in one place. */
export const AUTH_RULES = {
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
  codeDailyFailures: 15,
  resendCooldownMs: 60_000,
  codesPerHourPerUser: 5,
  resetTokenTtlMs: 15 * MINUTE,
  /** Password tries on one account from browsers it never signed in on, per 15 minutes and per day. */
  loginUnknownDevicePer15Min: 10,
  loginUnknownDevicePerDay: 50,
  /** Password tries from one known browser per 15 minutes (its own bucket, so strangers cannot fill it). */
  loginKnownDevicePer15Min: 10,
} as const;

/** What the account services read of the request (lib/request-context.ts). */
export type AuthContext = Pick<
  RequestContext,
  'db' | 'jobs' | 'shared' | 'config' | 'notifier' | 'store' | 'now' | 'lang' | 'ip' | 'userAgent' | 'cookie'
>;

const isEmail = (identifier: string) => identifier.includes('@');

/** One way to find an account from what a person types: e-mail in any case, or a phone in any format. */
export async function findByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  return isEmail(value) ? findUserByEmail(db, value) : findUserByPhone(db, normalizePhone(value));
}

async function requireAccount(ctx: AuthContext, identifier: string) {
  const user = await findByIdentifier(ctx.db, identifier);
  if (!user) throw new AppError('NOT_REGISTERED', 404, { identifier: translate(ctx.lang, 'NOT_REGISTERED') });
  return user;
}

/** The one key an identifier's limits are counted under, whichever notation of it was typed. */
export function identifierKey(identifier: string): string {
  const value = identifier.trim();
  return isEmail(value) ? `email:${value.toLowerCase()}` : `phone:${normalizePhone(value)}`;
}

// Per-IP and per-identifier limits on every auth route make guessing expensive (docs/product-decisions.md section 4).
// Identifier limits count the canonical form, so 13 notations of one phone number share one bucket;
// login counts per account, once the account is known.
const ipRule = (route: string, ip: string, limit: number, windowSeconds = 900) => ({ key: `${route}:ip:${ip}`, limit, windowSeconds });
const idRule = (route: string, identifier: string, limit: number, windowSeconds = 900) => ({
  key: `${route}:id:${identifierKey(identifier)}`,
  limit,
  windowSeconds,
});
const accountKeys = (userId: string) => [`login:acct:${userId}`, `login-day:acct:${userId}`];

/** Issues a fresh code (which makes every earlier one invalid) and sends it by SMS and e-mail. */
async function sendCode(ctx: AuthContext, user: UserRow, purpose: Exclude<CodePurpose, 'reset_token'>) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('send-code', ctx.ip, 20, 3600)]);
  const code = randomCode();
  // The cool-down and the hourly cap are read and the code written under the account's row lock, so a
  // burst of resends sends one code, not one per request.
  // The user's own language, not the caller's: a code may be resent from a login in another language.
  const lang = user.language;
  const kind = purpose === 'signup' ? 'signup' : 'reset';
  const subject = translate(lang, `auth:notify.${kind}Subject`);
  const text = translate(lang, `auth:notify.${kind}Text`, { code });
  const queued: string[] = [];
  const refusal = await withTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    const latest = await latestCode(tx, user.id, purpose);
    if (latest) {
      const wait = latest.createdAt.getTime() + AUTH_RULES.resendCooldownMs - ctx.now.getTime();
      if (wait > 0) return new AppError('RESEND_TOO_SOON', 429, undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });
    }
    if ((await countCodesSince(tx, user.id, purpose, new Date(ctx.now.getTime() - HOUR))) >= AUTH_RULES.codesPerHourPerUser) {
      return new AppError('TOO_MANY_REQUESTS', 429, undefined, { 'Retry-After': String(HOUR / 1000) });
    }
    await insertCode(tx, {
      purpose,
      destination: user.email.toLowerCase(),
      userId: user.id,
      codeHash: keyedHash(ctx.config.secret, purpose, user.id, code),
      expiresAt: new Date(ctx.now.getTime() + AUTH_RULES.codeTtlMs),
      createdAt: ctx.now,
    });
    // Queued with the code, in its transaction: the request answers only once both sends are durable
    // (docs/decisions/021-background-jobs.md). Tried for the code's ten minutes at most.
    const retries = { maxAttempts: CODE_SEND_ATTEMPTS };
    for (const message of [{ to: `+${user.phone}`, channel: 'sms' }, { to: user.email, channel: 'email' }] as const) {
      const id = await ctx.jobs.enqueue(tx, 'send-message', { ...message, subject, text, code }, retries);
      if (id) queued.push(id);
    }
    return undefined;
  });
  if (refusal) throw refusal;
  // Sent now; a send that fails is tried again in the background (5 s, 10 s, 20 s, 40 s later).
  await ctx.jobs.runNow(queued);
}

/** 1 + 4 retries at 5, 10, 20 and 40 s: all inside the code's ten minutes. */
const CODE_SEND_ATTEMPTS = 5;

type CodeOutcome = 'ok' | 'OTP_INVALID' | 'OTP_LOCKED' | 'OTP_EXPIRED' | 'OTP_DAILY_LIMIT';

/**
 * Checks a code against the latest one of its purpose, counting failures; consumes it on success. The
 * checks and the counting run under the account's row lock: a burst of 30 guesses is checked one at a
 * time, so the 5-tries-per-code and daily caps hold under any concurrency. The outcome is returned from
 * the transaction and thrown after it, so a counted failure is committed, not rolled back.
 */
async function checkCode(ctx: AuthContext, user: UserRow, purpose: CodePurpose, code: string) {
  const outcome = await withTransaction(ctx.db, async (tx): Promise<CodeOutcome> => {
    await lockUser(tx, user.id);
    if ((await failedAttemptsSince(tx, user.id, purpose, new Date(ctx.now.getTime() - DAY))) >= AUTH_RULES.codeDailyFailures) {
      return 'OTP_DAILY_LIMIT';
    }
    const latest = await latestCode(tx, user.id, purpose);
    if (!latest || latest.consumedAt) return 'OTP_INVALID';
    if (latest.attempts >= AUTH_RULES.codeMaxAttempts) return 'OTP_LOCKED';
    if (latest.expiresAt.getTime() <= ctx.now.getTime()) return 'OTP_EXPIRED';
    if (!sameHash(latest.codeHash, keyedHash(ctx.config.secret, purpose, user.id, code))) {
      await addFailedAttempt(tx, latest.id);
      return latest.attempts + 1 >= AUTH_RULES.codeMaxAttempts ? 'OTP_LOCKED' : 'OTP_INVALID';
    }
    return (await consumeCode(tx, latest.id, ctx.now)) ? 'ok' : 'OTP_INVALID';
  });
  if (outcome === 'ok') return;
  if (outcome === 'OTP_DAILY_LIMIT') throw new AppError('OTP_DAILY_LIMIT', 429, undefined, { 'Retry-After': String(DAY / 1000) });
  throw new AppError(outcome, 400, { otp: translate(ctx.lang, outcome) });
}

async function startSession(ctx: AuthContext, user: UserRow) {
  const token = randomToken();
  await insertSession(ctx.db, {
    userId: user.id,
    tokenHash: keyedHash(ctx.config.secret, 'session', token),
    createdAt: ctx.now,
    lastUsedAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + SESSION_IDLE_DAYS * DAY),
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    ip: ctx.ip,
  });
  return { token, user: presentUser(ctx.store, user) };
}

const alreadyExists = (ctx: AuthContext, fields: { phone?: boolean; email?: boolean }) => {
  const errors: Record<string, string> = {};
  if (fields.phone) errors.phone = translate(ctx.lang, 'auth:errors.phoneTaken');
  if (fields.email) errors.email = translate(ctx.lang, 'auth:errors.emailTaken');
  return new AppError('ALREADY_EXISTS', 409, errors);
};

export async function register(ctx: AuthContext, body: RegisterBody) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('register', ctx.ip, 10, 3600)]);
  const phone = normalizePhone(body.phone);
  const [byPhone, byEmail] = await Promise.all([findUserByPhone(ctx.db, phone), findUserByEmail(ctx.db, body.email)]);
  const pending = byPhone && byEmail && byPhone.id === byEmail.id && !byPhone.phoneConfirmedAt ? byPhone : undefined;
  if (pending) {
    // A sign-up waiting for its code is never changed here: whoever holds the code will activate the
    // password chosen when it was made. Only the person who chose that password may ask again (a new code,
    // nothing else); anyone else is told the phone and e-mail are taken (login or reset from there).
    if (!(await verifyPassword(pending.passwordHash, body.password))) throw alreadyExists(ctx, { phone: true, email: true });
    await sendCode(ctx, pending, 'signup');
    return { message: translate(ctx.lang, 'auth:messages.codeSent'), data: { email: pending.email, phone: `+${pending.phone}` } };
  }
  if (byPhone || byEmail) throw alreadyExists(ctx, { phone: Boolean(byPhone), email: Boolean(byEmail) });
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(ctx.db, { name: body.name, phone, email: body.email, passwordHash, language: ctx.lang, createdAt: ctx.now, updatedAt: ctx.now });
  // A concurrent sign-up with the same phone or e-mail won the unique index.
  if (!user) throw alreadyExists(ctx, { phone: true, email: true });
  await sendCode(ctx, user, 'signup');
  return { message: translate(ctx.lang, 'auth:messages.codeSent'), data: { email: user.email, phone: `+${user.phone}` } };
}

export async function verifySignup(ctx: AuthContext, identifier: string, otp: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('verify-otp', ctx.ip, 30), idRule('verify-otp', identifier, 15)]);
  const user = await requireAccount(ctx, identifier);
  if (user.phoneConfirmedAt) throw new AppError('ALREADY_VERIFIED', 409);
  await checkCode(ctx, user, 'signup', otp);
  // The code confirms the phone and finishes the sign-up; «موثّق» (isVerified) is an admin's to give
  // (docs/decisions/016-trust-badges.md).
  const verified = await updateUser(ctx.db, user.id, { phoneConfirmedAt: ctx.now }, ctx.now);
  return {
    message: translate(ctx.lang, 'auth:messages.accountCreated'),
    data: await startSession(ctx, verified),
    deviceToken: issueDeviceToken(ctx.config.secret, user.id, ctx.now),
  };
}

export async function resendSignupCode(ctx: AuthContext, identifier: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('request-otp', ctx.ip, 20, 3600)]);
  const user = await requireAccount(ctx, identifier);
  if (user.phoneConfirmedAt) throw new AppError('ALREADY_VERIFIED', 409);
  await sendCode(ctx, user, 'signup');
  return { message: translate(ctx.lang, 'auth:messages.codeSent') };
}

export async function login(ctx: AuthContext, body: LoginBody) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('login', ctx.ip, 30)]);
  const user = await requireAccount(ctx, body.identifier);
  // Strangers' guesses are counted per account, whatever notation or address they come from; a browser
  // this account signed in on before has a bucket of its own, so those guesses never lock the owner out
  // of it, and a reset code clears the strangers' count (docs/decisions/005-account-takeover-defences.md).
  const device = readDeviceToken(ctx.config.secret, user.id, ctx.cookie(DEVICE_COOKIE), ctx.now);
  const [perWindow, perDay] = accountKeys(user.id);
  await enforceRateLimits(
    ctx.shared,
    ctx.now,
    device
      ? [{ key: `login:device:${device}`, limit: AUTH_RULES.loginKnownDevicePer15Min, windowSeconds: 900 }]
      : [
          { key: perWindow!, limit: AUTH_RULES.loginUnknownDevicePer15Min, windowSeconds: 900 },
          { key: perDay!, limit: AUTH_RULES.loginUnknownDevicePerDay, windowSeconds: 86_400 },
        ],
  );
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    const message = translate(ctx.lang, 'auth:errors.credentials');
    throw new AppError('INVALID_CREDENTIALS', 401, { identifier: message, password: message });
  }
  if (user.isSuspended) throw new AppError('ACCOUNT_SUSPENDED', 403);
  if (!user.phoneConfirmedAt) {
    // Re-send a code so the person can finish verifying; a recent code still counts.
    await sendCode(ctx, user, 'signup').catch((error: unknown) => {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    });
    throw new AppError('ACCOUNT_NOT_VERIFIED', 403);
  }
  return {
    message: translate(ctx.lang, 'auth:messages.loginSuccess'),
    data: await startSession(ctx, user),
    deviceToken: device ? undefined : issueDeviceToken(ctx.config.secret, user.id, ctx.now),
  };
}

/** The signed-in user's own requests: the session and account are those of the request. */
type SignedInContext = AuthContext & Pick<UserContext, 'user' | 'userId'>;

export async function logout(ctx: SignedInContext) {
  await revokeSession(ctx.db, ctx.user.sessionId, ctx.now);
  return { message: translate(ctx.lang, 'auth:messages.logoutSuccess') };
}

export async function getProfile(ctx: SignedInContext) {
  const user = await findUserById(ctx.db, ctx.userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401);
  return presentUser(ctx.store, user);
}

export async function updateProfile(ctx: SignedInContext, body: { name?: string; profileImageUrl?: string | null }) {
  const changes: { name?: string; profileImage?: { key: string; width: number; height: number } | null } = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.profileImageUrl === null) changes.profileImage = null;
  else if (body.profileImageUrl !== undefined) {
    const key = uploadKeyFromUrl(ctx.store, body.profileImageUrl);
    const upload = key ? await findOwnUpload(ctx.db, ctx.userId, key) : undefined;
    if (!upload) throw new AppError('UPLOAD_NOT_OWNED', 422, { profileImageUrl: translate(ctx.lang, 'UPLOAD_NOT_OWNED') });
    changes.profileImage = { key: upload.key, width: upload.width, height: upload.height };
  }
  const user = await updateUser(ctx.db, ctx.userId, changes, ctx.now);
  return { message: translate(ctx.lang, 'auth:messages.profileUpdated'), data: presentUser(ctx.store, user) };
}

export async function forgotPassword(ctx: AuthContext, identifier: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('forgot', ctx.ip, 20, 3600), idRule('forgot', identifier, 10, 3600)]);
  const user = await requireAccount(ctx, identifier);
  await sendCode(ctx, user, 'reset');
  return { message: translate(ctx.lang, 'auth:messages.resetCodeSent') };
}

export async function verifyForgotPassword(ctx: AuthContext, identifier: string, otp: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('verify-forgot', ctx.ip, 30), idRule('verify-forgot', identifier, 15)]);
  const user = await requireAccount(ctx, identifier);
  await checkCode(ctx, user, 'reset', otp);
  const resetToken = randomToken(32);
  await insertCode(ctx.db, {
    purpose: 'reset_token',
    destination: user.email.toLowerCase(),
    userId: user.id,
    codeHash: keyedHash(ctx.config.secret, 'reset_token', user.id, resetToken),
    expiresAt: new Date(ctx.now.getTime() + AUTH_RULES.resetTokenTtlMs),
    createdAt: ctx.now,
  });
  return { message: translate(ctx.lang, 'auth:messages.codeVerified'), data: { resetToken } };
}

export async function resetPassword(ctx: AuthContext, body: { identifier: string; otp: string; newPassword: string }) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('reset', ctx.ip, 20), idRule('reset', body.identifier, 10)]);
  const user = await findByIdentifier(ctx.db, body.identifier);
  const invalid = () => new AppError('RESET_TOKEN_INVALID', 400);
  if (!user) throw invalid();
  const token = await latestCode(ctx.db, user.id, 'reset_token');
  if (
    !token ||
    token.consumedAt ||
    token.expiresAt.getTime() <= ctx.now.getTime() ||
    !sameHash(token.codeHash, keyedHash(ctx.config.secret, 'reset_token', user.id, body.otp))
  ) {
    throw invalid();
  }
  if (!(await consumeCode(ctx.db, token.id, ctx.now))) throw invalid();
  // The reset code reached the account's phone or e-mail, which proves what a sign-up code proves.
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.newPassword), phoneConfirmedAt: user.phoneConfirmedAt ?? ctx.now }, ctx.now);
  await revokeAllSessions(ctx.db, user.id, ctx.now);
  // The owner may now be on a new phone: strangers' earlier guesses must not keep them waiting.
  await clearRateLimits(ctx.shared, accountKeys(user.id));
  return { message: translate(ctx.lang, 'auth:messages.passwordReset') };
}
