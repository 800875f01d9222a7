import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { ensureAdmin } from '../../boot.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';
import { buildProduct } from '../../test/factories.ts';

// Issue #39, item 2: sign-up sent one code by SMS and e-mail and either copy confirmed the phone, so whoever
// owned an e-mail could sign up with someone else's number and show «رقم مؤكد» on it. Each channel now has
// its own code, and a code confirms only the channel it was sent on.
const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
});
afterAll(() => ctx.close());

const { call, latestCode } = testApi(() => ctx);

let n = 0;
function person(overrides: { phone?: string; email?: string } = {}) {
  n += 1;
  const digits = String(300000 + n).slice(-6);
  return { name: 'خالد سعيد', phone: `+967 774 ${digits.slice(0, 3)} ${digits.slice(3)}`, email: `khaled${n}@example.test`, password: 'Strong@123', ...overrides };
}
const register = (body: ReturnType<typeof person>) => call('POST', '/auth/register', { body, lang: 'en' });
const verify = (identifier: string, otp: string) => call('POST', `/auth/verify-otp/${encodeURIComponent(identifier)}`, { body: { otp }, lang: 'en' });
const login = (identifier: string, password = 'Strong@123') => call('POST', '/auth/login', { body: { identifier, password }, lang: 'en' });

describe('each channel has its own code', () => {
  it('someone who signs up with another person\'s number and verifies by e-mail never confirms it; the owner signs up with it', async () => {
    const owner = person();
    const attacker = person({ phone: owner.phone });
    expect((await register(attacker)).statusCode).toBe(201);
    const smsCode = await latestCode(owner.phone);
    const mailCode = await latestCode(attacker.email);
    expect(smsCode).toMatch(/^\d{6}$/);

    // The attacker types the e-mail's code against the phone: it finishes the account, by e-mail only.
    const verified = await verify(owner.phone, mailCode);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ email: attacker.email, phoneConfirmed: false });
    const token = verified.json().data.token;
    expect((await call('GET', '/auth/profile', { token })).json().data.phoneConfirmed).toBe(false);
    // No «رقم مؤكد» on their listings.
    const listing = await buildProduct(ctx.database.db, { userId: verified.json().data.user._id });
    expect((await call('GET', `/marketplace/getOneProduct/${listing.id}`)).json().data.seller.phoneConfirmed).toBe(false);
    // The number does not sign them in: its code goes to the number's owner.
    const byPhone = await login(owner.phone);
    expect(byPhone.statusCode).toBe(403);
    expect(byPhone.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    expect((await login(attacker.email)).statusCode).toBe(200);

    // The owner signs up with their number and confirms it with the SMS code.
    clock.advance(61_000);
    const signedUp = await register(owner);
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const confirmed = await verify(owner.phone, await latestCode(owner.phone));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({ email: owner.email, phoneConfirmed: true });
    const ownerLogin = await login(owner.phone);
    expect(ownerLogin.statusCode).toBe(200);
    expect(ownerLogin.json().data.user.email).toBe(owner.email);
    // Once confirmed, the number is taken for anyone else.
    const third = await register(person({ phone: owner.phone }));
    expect(third.statusCode).toBe(409);
    expect(third.json().errors).toEqual({ phone: 'This number is already registered' });
    expect((await call('GET', `/marketplace/getOneProduct/${listing.id}`)).json().data.seller.phoneConfirmed).toBe(false);
  });

  it('an SMS code never confirms the e-mail: its owner signs up with it, and so can the admin', async () => {
    const owner = person();
    const attacker = person({ email: owner.email });
    expect((await register(attacker)).statusCode).toBe(201);
    const verified = await verify(owner.email, await latestCode(attacker.phone));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.phoneConfirmed).toBe(true);
    const byEmail = await login(owner.email);
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json().code).toBe('ACCOUNT_NOT_VERIFIED');

    clock.advance(61_000);
    expect((await register(owner)).statusCode).toBe(201);
    const confirmed = await verify(owner.email, await latestCode(owner.email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({ phone: owner.phone.replace(/\D/g, ''), phoneConfirmed: false });
    expect((await login(owner.email)).json().data.user.phone).toBe(owner.phone.replace(/\D/g, ''));

    // The admin bootstrap is not blocked by an account that only names the address.
    const adminEmail = person().email;
    const squatter = person({ email: adminEmail });
    await register(squatter);
    expect((await verify(squatter.phone, await latestCode(squatter.phone))).statusCode).toBe(200);
    await ensureAdmin(ctx.database.db, { email: adminEmail, password: 'Admin@Pass123' });
    const admin = await login(adminEmail, 'Admin@Pass123');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.user.role).toBe('admin');
  });

  it('a code only confirms the channel it was sent to: the other channel confirms later with its own code', async () => {
    const someone = person();
    await register(someone);
    const smsCode = await latestCode(someone.phone);
    const mailCode = await latestCode(someone.email);
    expect((await verify(someone.email, mailCode)).json().data.user.phoneConfirmed).toBe(false);
    // The e-mail is confirmed: nothing more to verify for it.
    expect((await verify(someone.email, smsCode)).json().code).toBe('ALREADY_VERIFIED');
    const phone = await verify(someone.phone, smsCode);
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.user.phoneConfirmed).toBe(true);
    expect((await login(someone.phone)).statusCode).toBe(200);
  });

  it('a password reset asked for by phone goes by SMS and confirms the phone only', async () => {
    const someone = person();
    await register(someone);
    expect((await verify(someone.email, await latestCode(someone.email))).statusCode).toBe(200);
    clock.advance(61_000);
    const mailBefore = (await call('GET', `/dev/outbox?to=${someone.email}`, { ip: '127.0.0.1' })).json().data.length;
    expect((await call('POST', '/auth/forgot-password', { body: { identifier: someone.phone } })).statusCode).toBe(200);
    expect((await call('GET', `/dev/outbox?to=${someone.email}`, { ip: '127.0.0.1' })).json().data).toHaveLength(mailBefore);
    const checked = await call('POST', `/auth/verify-forgot-password/${encodeURIComponent(someone.phone)}`, { body: { otp: await latestCode(someone.phone) } });
    expect(checked.statusCode).toBe(200);
    const reset = await call('POST', '/auth/reset-password', { body: { identifier: someone.phone, otp: checked.json().data.resetToken, newPassword: 'Newer@456' } });
    expect(reset.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, someone.email));
    expect(row!.phoneConfirmedAt).not.toBeNull();
    expect((await login(someone.phone, 'Newer@456')).statusCode).toBe(200);
  });
});
