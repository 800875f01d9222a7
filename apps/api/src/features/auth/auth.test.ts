import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testAppOfFile, testClock } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';
import { buildUser, makePng, TEST_PASSWORD } from '../../test/factories.ts';
import { users } from '../../db/schema/users.ts';

const clock = testClock();
const ctx = testAppOfFile({}, { clock: clock.now });

// Each test speaks from its own address unless it tests per-IP limits, so limits do not leak between tests.
const { call, latestCode, freshIp } = testApi(() => ctx);

let n = 0;
function newPerson() {
  n += 1;
  const digits = String(100000 + n).slice(-6);
  return { name: 'سارة أحمد', phone: `+967 771 ${digits.slice(0, 3)} ${digits.slice(3)}`, email: `Sara${n}@Example.test`, password: 'Strong@123' };
}

/** Signs a person up and confirms both channels: the e-mail's code, then the phone's (each has its own). */
async function registerAndVerify(person = newPerson()) {
  expect((await call('POST', '/auth/register', { body: person })).statusCode).toBe(201);
  const res = await call('POST', `/auth/verify-otp/${encodeURIComponent(person.email)}`, { body: { otp: await latestCode(person.email.toLowerCase()) } });
  expect(res.statusCode).toBe(200);
  const phone = await call('POST', `/auth/verify-otp/${encodeURIComponent(person.phone)}`, { body: { otp: await latestCode(person.phone) } });
  expect(phone.json().data.user.phoneConfirmed).toBe(true);
  return { person, token: res.json().data.token as string, user: phone.json().data.user };
}

describe('sign-up with a one-time code', () => {
  it('creates an unverified account and sends a code by SMS and another by e-mail, in the caller language', async () => {
    const person = newPerson();
    const res = await call('POST', '/auth/register', { body: person, lang: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', message: 'We sent a verification code to your phone and e-mail' });
    expect(res.body).not.toMatch(/password|otp|\b\d{6}\b/i);

    const mail = (await call('GET', `/dev/outbox?to=${person.email.toLowerCase()}`, { ip: '127.0.0.1' })).json().data;
    const sms = (await call('GET', `/dev/outbox?to=${encodeURIComponent('00967771' + person.phone.slice(-7).replace(' ', ''))}`, { ip: '127.0.0.1' })).json().data;
    expect(mail).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(mail[0].code).toMatch(/^\d{6}$/);
    expect(sms[0].code).toMatch(/^\d{6}$/);
    expect(sms[0].text).toContain(sms[0].code);
    expect(mail[0].text).toContain(mail[0].code);
    expect(mail[0].text).toMatch(/valid for 10 minutes/);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ isVerified: false, phoneConfirmedAt: null, emailConfirmedAt: null, phone: `967771${person.phone.slice(-7).replace(' ', '')}` });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the code, signs the person in and never returns secrets', async () => {
    const person = newPerson();
    await call('POST', '/auth/register', { body: person });
    const res = await call('POST', `/auth/verify-otp/${encodeURIComponent(person.phone)}`, { body: { otp: await latestCode(person.phone) } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    // The SMS code confirms the phone; «موثّق» is an admin's to give (docs/decisions/016-trust-badges.md).
    expect(body.data.user).toMatchObject({ name: 'سارة أحمد', email: person.email, isVerified: false, phoneConfirmed: true, role: 'user' });
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon/);

    const profile = await call('GET', '/auth/profile', { token: body.data.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data._id).toBe(body.data.user._id);

    const again = await call('POST', `/auth/verify-otp/${encodeURIComponent(person.phone)}`, { body: { otp: '000000' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_VERIFIED');
  });

  it('says which field already exists (409), whatever the phone format or e-mail case', async () => {
    const { person } = await registerAndVerify();
    const local = person.phone.replace('+967 ', '');
    const byPhone = await call('POST', '/auth/register', { body: { ...newPerson(), phone: local } });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({ code: 'ALREADY_EXISTS', errors: { phone: 'هذا الرقم مسجّل مسبقاً' } });
    expect(byPhone.json().errors.email).toBeUndefined();

    const byEmail = await call('POST', '/auth/register', { body: { ...newPerson(), email: person.email.toUpperCase() }, lang: 'en' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().errors).toEqual({ email: 'This e-mail is already registered' });

    const both = await call('POST', '/auth/register', { body: { ...person } });
    expect(Object.keys(both.json().errors).sort()).toEqual(['email', 'phone']);
  });

  it('refuses a wrong code, burns it after 5 tries, and does not reset the count with a new code', async () => {
    const person = newPerson();
    await call('POST', '/auth/register', { body: person });
    const good = await latestCode(person.email.toLowerCase());
    const wrong = good === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i += 1) {
      const res = await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: wrong } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID', errors: { otp: 'رمز التحقق غير صحيح' } });
    }
    expect((await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: wrong } })).json().code).toBe('OTP_LOCKED');
    // The right code no longer works once burned.
    expect((await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: good } })).json().code).toBe('OTP_LOCKED');

    // Step past the per-identifier rate window each time, so only the daily cap is being tested.
    clock.advance(16 * 60_000);
    expect((await call('POST', '/auth/request-otp', { body: { identifier: person.email } })).statusCode).toBe(200);
    const fresh = await latestCode(person.email.toLowerCase());
    // Failures keep counting across codes: after 15 in a day even the right code is refused.
    for (let i = 0; i < 5; i += 1) await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: fresh === '111111' ? '222222' : '111111' } });
    clock.advance(16 * 60_000);
    await call('POST', '/auth/request-otp', { body: { identifier: person.email } });
    for (let i = 0; i < 5; i += 1) await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: '999999' === (await latestCode(person.email.toLowerCase())) ? '888888' : '999999' } });
    clock.advance(16 * 60_000);
    await call('POST', '/auth/request-otp', { body: { identifier: person.email } });
    const capped = await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: await latestCode(person.email.toLowerCase()) } });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('OTP_DAILY_LIMIT');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a code expire after 10 minutes and keeps only the latest code valid', async () => {
    const person = newPerson();
    await call('POST', '/auth/register', { body: person });
    const first = await latestCode(person.email.toLowerCase());
    clock.advance(10 * 60_000 + 1);
    const expired = await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: first } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OTP_EXPIRED');

    await call('POST', '/auth/request-otp', { body: { identifier: person.email } });
    const second = await latestCode(person.email.toLowerCase());
    if (first !== second) {
      expect((await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: first } })).json().code).toBe('OTP_INVALID');
    }
    expect((await call('POST', `/auth/verify-otp/${person.email}`, { body: { otp: second } })).statusCode).toBe(200);
  });

  it('enforces the 60 s resend cool-down on the server with Retry-After', async () => {
    const person = newPerson();
    await call('POST', '/auth/register', { body: person });
    clock.advance(20_000);
    const early = await call('POST', '/auth/request-otp', { body: { identifier: person.email } });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('RESEND_TOO_SOON');
    expect(early.headers['retry-after']).toBe('40');
    clock.advance(40_000);
    expect((await call('POST', '/auth/request-otp', { body: { identifier: person.email } })).statusCode).toBe(200);
  });

  it('keeps a leading zero: codes are strings end to end', async () => {
    const res = await call('POST', '/auth/verify-otp/someone@example.test', { body: { otp: 12345 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toBe('يرجى إدخال رمز التحقق كاملاً (6 أرقام)');
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['everything missing', {}, ['email', 'name', 'password', 'phone']],
    ['spaces only', { name: '   ', phone: '   ', email: '  ', password: 'Strong@123' }, ['email', 'name', 'phone']],
    ['10 kB strings', { name: 'ا'.repeat(10_000), phone: '7'.repeat(10_000), email: `${'a'.repeat(10_000)}@x.co`, password: 'A@1a'.repeat(2500) }, ['email', 'name', 'password', 'phone']],
    // A right-to-left override is stripped, not refused (docs/decisions/006-text-input.md); a control character is refused.
    ['a control character in the name', { name: 'ali\u0007saleh', phone: '777000111', email: 'bel@example.test', password: 'Strong@123' }, ['name']],
    ['wrong types', { name: 42, phone: 777123456, email: true, password: ['x'] }, ['email', 'name', 'password', 'phone']],
    ['weak password', { name: 'علي', phone: '777000112', email: 'weak@example.test', password: 'abcdef' }, ['password']],
    ['letters in the phone', { name: 'علي', phone: '77700abc1', email: 'p@example.test', password: 'Strong@123' }, ['phone']],
  ])('register with %s → 422 naming each bad field, nothing stored', async (_label, body, fields) => {
    const before = (await ctx.database.db.select({ id: users.id }).from(users)).length;
    const res = await call('POST', '/auth/register', { body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().errors).sort()).toEqual(fields);
    expect((await ctx.database.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('accepts emoji in a name and ignores fields a user may not set', async () => {
    const person = newPerson();
    const res = await call('POST', '/auth/register', { body: { ...person, name: 'سارة ☀️', role: 'admin', isVerified: true, isSuspended: true } });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ name: 'سارة ☀️', role: 'user', isVerified: false, phoneConfirmedAt: null, isSuspended: false });
  });

  it('refuses a body with __proto__ keys outright (400) and stores nothing', async () => {
    const person = newPerson();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"سارة","phone":"${person.phone}","email":"${person.email}","password":"Strong@123","__proto__":{"role":"admin"}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: '{"identifier": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await call('POST', '/auth/login', { body: { identifier: 'x'.repeat(300 * 1024), password: 'y' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('login', () => {
  it('finds the same account by e-mail in any case and by phone in any format', async () => {
    const { person } = await registerAndVerify();
    const digits = person.phone.replace(/\D/g, '');
    for (const identifier of [person.email.toUpperCase(), `  ${person.email} `, person.phone, `00${digits}`, digits.slice(3), `0${digits.slice(3)}`]) {
      const res = await call('POST', '/auth/login', { body: { identifier, password: person.password } });
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json().data.user.email).toBe(person.email);
    }
  });

  it('answers with the status codes of the spec catalogue', async () => {
    const { person } = await registerAndVerify();
    const wrong = await call('POST', '/auth/login', { body: { identifier: person.email, password: 'Wrong@123' }, lang: 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', errors: { identifier: 'The login details are incorrect', password: 'The login details are incorrect' } });

    const unknown = await call('POST', '/auth/login', { body: { identifier: 'nobody@example.test', password: 'Whatever1' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_REGISTERED', errors: { identifier: expect.any(String) } });

    const invalid = await call('POST', '/auth/login', { body: { identifier: ' a ', password: '123' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ identifier: 'يرجى إدخال بريد إلكتروني أو رقم هاتف صحيح', password: 'يجب أن تكون كلمة المرور 6 أحرف على الأقل' });
  });

  it('refuses an unverified account with 403 and sends it a new code', async () => {
    const person = newPerson();
    await call('POST', '/auth/register', { body: person });
    clock.advance(61_000);
    const res = await call('POST', '/auth/login', { body: { identifier: person.email, password: person.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    const mail = (await call('GET', `/dev/outbox?to=${person.email.toLowerCase()}`, { ip: '127.0.0.1' })).json().data;
    expect(mail).toHaveLength(2);
  });

  it('refuses a suspended account and ends its sessions at once', async () => {
    const { person, token } = await registerAndVerify();
    await ctx.database.db.update(users).set({ isSuspended: true }).where(eq(users.email, person.email));
    expect((await call('GET', '/auth/profile', { token })).statusCode).toBe(401);
    const res = await call('POST', '/auth/login', { body: { identifier: person.email, password: person.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('limits guesses per identifier and per address with 429 and Retry-After', async () => {
    const { person } = await registerAndVerify();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await call('POST', '/auth/login', { body: { identifier: person.email, password: 'Wrong@123' } })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await call('POST', '/auth/login', { body: { identifier: person.email, password: person.password } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(15 * 60_000 + 1000);
    expect((await call('POST', '/auth/login', { body: { identifier: person.email, password: person.password } })).statusCode).toBe(200);

    const ip = freshIp();
    const perIp: number[] = [];
    for (let i = 0; i < 31; i += 1) perIp.push((await call('POST', '/auth/login', { body: { identifier: `x${i}@example.test`, password: 'Wrong@123' }, ip })).statusCode);
    expect(perIp.at(-1)).toBe(429);
  });

  it('logout ends the session on the server', async () => {
    const { token } = await registerAndVerify();
    expect((await call('POST', '/auth/logout', { token })).statusCode).toBe(200);
    const after = await call('GET', '/auth/profile', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    expect((await call('POST', '/auth/logout')).statusCode).toBe(401);
  });

  it('expires a session left idle for 30 days', async () => {
    const { token } = await registerAndVerify();
    clock.advance(29 * 86_400_000);
    expect((await call('GET', '/auth/profile', { token })).statusCode).toBe(200);
    // Use slides the expiry: 29 more idle days are still fine, 31 are not.
    clock.advance(29 * 86_400_000);
    expect((await call('GET', '/auth/profile', { token })).statusCode).toBe(200);
    clock.advance(31 * 86_400_000);
    expect((await call('GET', '/auth/profile', { token })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('changes name and picture only; phone and e-mail sent along are ignored', async () => {
    const { token, person } = await registerAndVerify();
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=X' },
      payload: Buffer.concat([
        Buffer.from('--X\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n'),
        await makePng(400, 400),
        Buffer.from('\r\n--X--\r\n'),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const fileUrl = upload.json().data.fileUrl;
    const res = await call('PUT', '/auth/update-profile', { token, body: { name: '  سارة محمد  ', profileImageUrl: fileUrl, phone: '700000000', email: 'new@example.test', role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'سارة محمد', email: person.email, role: 'user', profileImageUrl: expect.stringMatching(/^\/uploads\/.+-320\.webp$/) });

    const other = await registerAndVerify();
    const stolen = await call('PUT', '/auth/update-profile', { token: other.token, body: { profileImageUrl: fileUrl } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().code).toBe('UPLOAD_NOT_OWNED');
    expect((await call('PUT', '/auth/update-profile', { token, body: { name: 'x' } })).json().errors.name).toBe('يجب أن يكون الاسم حرفين على الأقل');
  });

  it('needs a session', async () => {
    expect((await call('GET', '/auth/profile')).statusCode).toBe(401);
    expect((await call('GET', '/auth/profile', { token: 'not-a-real-token-but-long-enough' })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('resets with a code then a single-use token, ends every session and does not sign in', async () => {
    const { person, token } = await registerAndVerify();
    clock.advance(61_000);
    const sent = await call('POST', '/auth/forgot-password', { body: { identifier: person.phone } });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).not.toMatch(/\d{6}/);
    // Asked for by phone, the reset code goes by SMS.
    const code = await latestCode(person.phone);
    const verified = await call('POST', `/auth/verify-forgot-password/${encodeURIComponent(person.email)}`, { body: { otp: code } });
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.resetToken;
    expect(resetToken.length).toBeGreaterThanOrEqual(22);

    const weak = await call('POST', '/auth/reset-password', { body: { identifier: person.email, otp: resetToken, newPassword: 'weak' } });
    expect(weak.statusCode).toBe(422);
    const done = await call('POST', '/auth/reset-password', { body: { identifier: person.email, otp: resetToken, newPassword: 'Newer@456' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toBeNull();
    expect(done.body).not.toMatch(/token/i);

    expect((await call('GET', '/auth/profile', { token })).statusCode).toBe(401);
    const replay = await call('POST', '/auth/reset-password', { body: { identifier: person.email, otp: resetToken, newPassword: 'Other@789' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await call('POST', '/auth/login', { body: { identifier: person.email, password: person.password } })).statusCode).toBe(401);
    expect((await call('POST', '/auth/login', { body: { identifier: person.email, password: 'Newer@456' } })).statusCode).toBe(200);
  });

  it('lets a reset token expire after 15 minutes', async () => {
    const { person } = await registerAndVerify();
    clock.advance(61_000);
    await call('POST', '/auth/forgot-password', { body: { identifier: person.email } });
    const verified = await call('POST', `/auth/verify-forgot-password/${person.email}`, { body: { otp: await latestCode(person.email.toLowerCase()) } });
    clock.advance(15 * 60_000 + 1);
    const res = await call('POST', '/auth/reset-password', { body: { identifier: person.email, otp: verified.json().data.resetToken, newPassword: 'Newer@456' } });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown identifier with 404 and refuses a made-up token', async () => {
    expect((await call('POST', '/auth/forgot-password', { body: { identifier: 'ghost@example.test' } })).statusCode).toBe(404);
    const user = await buildUser(ctx.database.db);
    const res = await call('POST', '/auth/reset-password', { body: { identifier: user.email, otp: 'a'.repeat(43), newPassword: 'Newer@456' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the admin guard', () => {
  it('answers 401 signed out, 403 for a user, and lists users for an admin without password hashes', async () => {
    expect((await call('GET', '/admin/users')).statusCode).toBe(401);
    const { token } = await registerAndVerify();
    const forbidden = await call('GET', '/admin/users', { token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');

    const admin = await buildUser(ctx.database.db, { role: 'admin' });
    const login = await call('POST', '/auth/login', { body: { identifier: admin.email, password: TEST_PASSWORD } });
    const list = await call('GET', '/admin/users?limit=50', { token: login.json().data.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(3);
    expect(list.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
