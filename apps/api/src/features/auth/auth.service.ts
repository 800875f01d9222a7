import type { LoginBody } from '@solar/shared/contract/auth';
import type { RegisterBody } from '@solar/shared/contract/auth-signup';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { parsePhone } from '@solar/shared/domain/phone';
import { normalizePhone } from '../../lib/phone.ts';
import { clearRateLimits, enforceRateLimits, spendBudgets } from '../../lib/rate-limit.ts';
import { keyedHash, randomCode, randomToken, sameHash } from '../../lib/secrets.ts';
import { SESSION_IDLE_DAYS } from '../../plugins/authenticate.ts';
import {
  addFailedAttempt, confirmChannel, consumeCode, countIssuesSince, failedAttemptsSince, findEmailHolder, findPhoneHolder, findUserByEmail,
  findUserById, findUserByPhone, insertCode, insertSession, insertUser, latestCode, lockUser, revokeAllSessions, revokeSession, updateUser,
  type Channel, type CodePurpose, type UserRow,
} from './auth.repository.ts';
import { DEVICE_COOKIE, issueDeviceToken, readDeviceToken } from './device-token.ts';
import { presentUser } from './auth.presenter.ts';

export { revokeAllSessions } from './auth.repository.ts';
import { findOwnUpload, uploadKeyFromUrl } from '../uploads/uploads.service.ts';
import { visitorNetwork } from '../../lib/visitor-network.ts';
import { cachedSmsPolicy, type SmsPolicy } from '../settings/settings.service.ts';
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
/** The channel an identifier signs in with, and the one its codes go to. */
const channelOf = (identifier: string): Channel => (isEmail(identifier.trim()) ? 'email' : 'sms');
const CHANNELS: readonly Channel[] = ['sms', 'email'];
const isConfirmed = (user: UserRow, channel: Channel) => (channel === 'sms' ? user.phoneConfirmedAt : user.emailConfirmedAt) !== null;
/** A sign-up waiting for its codes: neither channel came back yet. */
const isPending = (user: UserRow) => !user.phoneConfirmedAt && !user.emailConfirmedAt;

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
// An IPv6 caller counts per /64 (one subscriber line), as views and reports do: per /128, one line has 2^64 addresses.
const ipRule = (route: string, ip: string, limit: number, windowSeconds = 900) => ({ key: `${route}:ip:${visitorNetwork(ip)}`, limit, windowSeconds });
const idRule = (route: string, identifier: string, limit: number, windowSeconds = 900) => ({
  key: `${route}:id:${identifierKey(identifier)}`,
  limit,
  windowSeconds,
});
const accountKeys = (userId: string) => [`login:acct:${userId}`, `login-day:acct:${userId}`];

/**
 * Refuses a phone SMS codes may not go to (the countries of the `smsPolicy` setting), before anything is
 * written; answers the policy and the phone's country for the budgets. `field` names the refused input.
 */
async function requireSmsCountry(ctx: AuthContext, phone: string, field = 'phone'): Promise<SmsRoute> {
  const policy = await cachedSmsPolicy(ctx.db);
  const country = parsePhone(`+${phone}`)?.country;
  if (!country || !policy.countries.includes(country)) {
    throw new AppError('SMS_COUNTRY_NOT_ALLOWED', 422, { [field]: translate(ctx.lang, 'auth:errors.smsCountryNotAllowed') });
  }
  return { policy, country };
}

/** Where an SMS code may go and what it spends, read before the transaction that sends it. */
interface SmsRoute {
  policy: Readonly<SmsPolicy>;
  country: string;
}

/**
 * Issues a fresh code on each channel (which makes every earlier one of that channel invalid) and queues
 * its message, inside `tx` and under the account's row lock. Any refusal throws, so the transaction rolls
 * back and nothing is sent, stored or spent. Returns the queued jobs, to run once `tx` commits.
 */
async function issueCodes(ctx: AuthContext, tx: Db, user: UserRow, purpose: Exclude<CodePurpose, 'reset_token'>, channels: readonly Channel[], sms?: SmsRoute) {
  // The cool-down and the hourly cap are read and the codes written under the account's row lock, so a
  // burst of resends sends one code per channel, not one per request.
  await lockUser(tx, user.id);
  const latest = await latestCode(tx, user.id, purpose);
  if (latest) {
    const wait = latest.createdAt.getTime() + AUTH_RULES.resendCooldownMs - ctx.now.getTime();
    if (wait > 0) throw new AppError('RESEND_TOO_SOON', 429, undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });
  }
  if ((await countIssuesSince(tx, user.id, purpose, new Date(ctx.now.getTime() - HOUR))) >= AUTH_RULES.codesPerHourPerUser) {
    throw new AppError('TOO_MANY_REQUESTS', 429, undefined, { 'Retry-After': String(HOUR / 1000) });
  }
  if (channels.includes('sms')) {
    if (!sms) throw new Error('issueCodes: an SMS code needs its route (requireSmsCountry)');
    const { policy, country } = sms;
    // Against SMS pumping: every code SMS spends from its country's hourly budget and the overall one,
    // held by row locks until this transaction ends, so parallel sign-ups cannot overspend them.
    await spendBudgets(
      tx,
      ctx.now,
      [
        { key: `sms-budget:country:${country}`, limit: policy.perCountryPerHour, windowSeconds: HOUR / 1000 },
        { key: 'sms-budget:all', limit: policy.totalPerHour, windowSeconds: HOUR / 1000 },
      ],
      'SMS_BUDGET_EXHAUSTED',
    );
  }
  // The user's own language, not the caller's: a code may be resent from a login in another language.
  const lang = user.language;
  const kind = purpose === 'signup' ? 'signup' : 'reset';
  const subject = translate(lang, `auth:notify.${kind}Subject`);
  const queued: string[] = [];
  for (const channel of channels) {
    const code = randomCode();
    await insertCode(tx, {
      purpose,
      channel,
      destination: channel === 'sms' ? user.phone : user.email.toLowerCase(),
      userId: user.id,
      codeHash: keyedHash(ctx.config.secret, purpose, user.id, code),
      expiresAt: new Date(ctx.now.getTime() + AUTH_RULES.codeTtlMs),
      createdAt: ctx.now,
    });
    // Queued with the code, in its transaction: the request answers only once the sends are durable
    // (docs/decisions/021-background-jobs.md). Tried for the code's ten minutes at most.
    const message = { to: channel === 'sms' ? `+${user.phone}` : user.email, channel, subject, text: translate(lang, `auth:notify.${kind}Text`, { code }), code };
    const id = await ctx.jobs.enqueue(tx, 'send-message', message, { maxAttempts: CODE_SEND_ATTEMPTS });
    if (id) queued.push(id);
  }
  return queued;
}

/** Issues and sends fresh codes on these channels (issueCodes), after the per-address limit. */
async function sendCode(ctx: AuthContext, user: UserRow, purpose: Exclude<CodePurpose, 'reset_token'>, channels: readonly Channel[], field?: string) {
  // Read first: a read on ctx.db inside the transaction would wait for it on a one-connection database.
  const sms = channels.includes('sms') ? await requireSmsCountry(ctx, user.phone, field) : undefined;
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('send-code', ctx.ip, 20, 3600)]);
  const queued = await withTransaction(ctx.db, (tx) => issueCodes(ctx, tx, user, purpose, channels, sms));
  // Sent now; a send that fails is tried again in the background (5 s, 10 s, 20 s, 40 s later).
  await ctx.jobs.runNow(queued);
}

/** 1 + 4 retries at 5, 10, 20 and 40 s: all inside the code's ten minutes. */
const CODE_SEND_ATTEMPTS = 5;

type CodeOutcome = Channel | 'OTP_INVALID' | 'OTP_LOCKED' | 'OTP_EXPIRED' | 'OTP_DAILY_LIMIT';

/**
 * Checks a code against the latest one of its purpose on each of `channels`, counting failures, and
 * consumes the one it matches: the answer is the channel that code was sent on, the only one it proves.
 * The checks and the counting run under the account's row lock: a burst of 30 guesses is checked one at a
 * time, so the 5-tries-per-code and daily caps hold under any concurrency. The outcome is returned from
 * the transaction and thrown after it, so a counted failure is committed, not rolled back.
 */
async function checkCode(ctx: AuthContext, user: UserRow, purpose: CodePurpose, code: string, channels: readonly Channel[]): Promise<Channel> {
  const outcome = await withTransaction(ctx.db, async (tx): Promise<CodeOutcome> => {
    await lockUser(tx, user.id);
    if ((await failedAttemptsSince(tx, user.id, purpose, new Date(ctx.now.getTime() - DAY))) >= AUTH_RULES.codeDailyFailures) {
      return 'OTP_DAILY_LIMIT';
    }
    const latest = (await Promise.all(channels.map((channel) => latestCode(tx, user.id, purpose, channel)))).filter((c) => c && !c.consumedAt);
    if (!latest.length) return 'OTP_INVALID';
    const live = latest.filter((c) => c!.attempts < AUTH_RULES.codeMaxAttempts && c!.expiresAt.getTime() > ctx.now.getTime());
    if (!live.length) return latest.some((c) => c!.attempts >= AUTH_RULES.codeMaxAttempts) ? 'OTP_LOCKED' : 'OTP_EXPIRED';
    const guess = keyedHash(ctx.config.secret, purpose, user.id, code);
    const match = live.find((c) => sameHash(c!.codeHash, guess));
    if (match) return (await consumeCode(tx, match.id, ctx.now)) ? match.channel : 'OTP_INVALID';
    // The guess was compared with every live code: each counts it.
    for (const c of live) await addFailedAttempt(tx, c!.id);
    return live.every((c) => c!.attempts + 1 >= AUTH_RULES.codeMaxAttempts) ? 'OTP_LOCKED' : 'OTP_INVALID';
  });
  if (outcome === 'sms' || outcome === 'email') return outcome;
  if (outcome === 'OTP_DAILY_LIMIT') throw new AppError('OTP_DAILY_LIMIT', 429, undefined, { 'Retry-After': String(DAY / 1000) });
  throw new AppError(outcome, 400, { otp: translate(ctx.lang, outcome) });
}

/** Marks the channel a code proved; 409 when another account holds that phone or e-mail already. */
async function confirm(ctx: AuthContext, user: UserRow, channel: Channel): Promise<UserRow> {
  if (isConfirmed(user, channel)) return user;
  const confirmed = await confirmChannel(ctx.db, user.id, channel, ctx.now);
  if (!confirmed) throw alreadyExists(ctx, channel === 'sms' ? { phone: true } : { email: true });
  return confirmed;
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
  const sms = await requireSmsCountry(ctx, phone);
  // Only who holds a value blocks it: an account that signed up with someone else's number and finished
  // by e-mail never confirmed it, and the number's owner may sign up with it.
  const [byPhone, byEmail] = await Promise.all([findPhoneHolder(ctx.db, phone), findEmailHolder(ctx.db, body.email)]);
  const pending = byPhone && byEmail && byPhone.id === byEmail.id && isPending(byPhone) ? byPhone : undefined;
  const codeSent = { message: translate(ctx.lang, 'auth:messages.codeSent') };
  if (pending) {
    // A sign-up waiting for its code is never changed here: whoever holds the code will activate the
    // password chosen when it was made. Only the person who chose that password may ask again (new codes,
    // nothing else); anyone else is told the phone and e-mail are taken (login or reset from there).
    if (!(await verifyPassword(pending.passwordHash, body.password))) throw alreadyExists(ctx, { phone: true, email: true });
    await sendCode(ctx, pending, 'signup', CHANNELS);
    return { ...codeSent, data: { email: pending.email, phone: `+${pending.phone}` } };
  }
  if (byPhone || byEmail) throw alreadyExists(ctx, { phone: Boolean(byPhone), email: Boolean(byEmail) });
  const passwordHash = await hashPassword(body.password);
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('send-code', ctx.ip, 20, 3600)]);
  // The account and its codes commit together: a refused SMS (budget spent) leaves no account behind.
  const { user, queued } = await withTransaction(ctx.db, async (tx) => {
    const row = await insertUser(tx, { name: body.name, phone, email: body.email, passwordHash, language: ctx.lang, createdAt: ctx.now, updatedAt: ctx.now });
    // A concurrent sign-up with the same phone or e-mail won the unique index.
    if (!row) throw alreadyExists(ctx, { phone: true, email: true });
    return { user: row, queued: await issueCodes(ctx, tx, row, 'signup', CHANNELS, sms) };
  });
  await ctx.jobs.runNow(queued);
  return { ...codeSent, data: { email: user.email, phone: `+${user.phone}` } };
}

/**
 * `POST /auth/verify-otp/{identifier}`: the code of either channel is accepted and confirms the channel it
 * was sent on, never the other (issue #39: an e-mail code must not confirm a phone). The account is
 * finished once any channel is confirmed; a channel already confirmed for this identifier has nothing to verify.
 */
export async function verifySignup(ctx: AuthContext, identifier: string, otp: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('verify-otp', ctx.ip, 30), idRule('verify-otp', identifier, 15)]);
  const user = await requireAccount(ctx, identifier);
  if (isConfirmed(user, channelOf(identifier))) throw new AppError('ALREADY_VERIFIED', 409);
  const channel = await checkCode(ctx, user, 'signup', otp, CHANNELS.filter((c) => !isConfirmed(user, c)));
  // «موثّق» (isVerified) is an admin's to give (docs/decisions/016-trust-badges.md).
  const verified = await confirm(ctx, user, channel);
  return {
    message: translate(ctx.lang, 'auth:messages.accountCreated'),
    data: await startSession(ctx, verified),
    deviceToken: issueDeviceToken(ctx.config.secret, user.id, ctx.now),
  };
}

/** New sign-up codes: on both channels while the sign-up waits, else on the identifier's own channel. */
export async function resendSignupCode(ctx: AuthContext, identifier: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('request-otp', ctx.ip, 20, 3600)]);
  const user = await requireAccount(ctx, identifier);
  const channel = channelOf(identifier);
  if (isConfirmed(user, channel)) throw new AppError('ALREADY_VERIFIED', 409);
  await sendCode(ctx, user, 'signup', isPending(user) ? CHANNELS : [channel], 'identifier');
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
  // An account signs in by a channel it confirmed: an e-mail code does not open the phone's door.
  const channel = channelOf(body.identifier);
  if (!isConfirmed(user, channel)) {
    // Send a code on that channel so the person can confirm it; a recent code still counts, and a
    // refused SMS (country, budget) leaves the person the other channel.
    await sendCode(ctx, user, 'signup', isPending(user) ? CHANNELS : [channel]).catch((error: unknown) => {
      if (!(error instanceof AppError && (error.statusCode === 429 || error.code === 'SMS_COUNTRY_NOT_ALLOWED'))) throw error;
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
  // The code goes where the person said they are: the phone by SMS, the e-mail by mail.
  await sendCode(ctx, user, 'reset', [channelOf(identifier)], 'identifier');
  return { message: translate(ctx.lang, 'auth:messages.resetCodeSent') };
}

export async function verifyForgotPassword(ctx: AuthContext, identifier: string, otp: string) {
  await enforceRateLimits(ctx.shared, ctx.now, [ipRule('verify-forgot', ctx.ip, 30), idRule('verify-forgot', identifier, 15)]);
  const user = await requireAccount(ctx, identifier);
  const channel = await checkCode(ctx, user, 'reset', otp, CHANNELS);
  const resetToken = randomToken(32);
  // The token remembers which channel its code proved; the reset confirms that one.
  await insertCode(ctx.db, {
    purpose: 'reset_token',
    channel,
    destination: channel === 'sms' ? user.phone : user.email.toLowerCase(),
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
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(body.newPassword) }, ctx.now);
  // The reset code reached the phone or the e-mail it was sent to, which proves what a sign-up code sent
  // there proves; held by another account already, it stays unconfirmed here and the reset still counts.
  await confirmChannel(ctx.db, user.id, token.channel, ctx.now);
  await revokeAllSessions(ctx.db, user.id, ctx.now);
  // The owner may now be on a new phone: strangers' earlier guesses must not keep them waiting.
  await clearRateLimits(ctx.shared, accountKeys(user.id));
  return { message: translate(ctx.lang, 'auth:messages.passwordReset') };
}
