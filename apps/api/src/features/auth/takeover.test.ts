import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, testAppOfFile, testClock } from '../../test/build-app.ts';
import { testApi, type CallOptions } from '../../test/api-client.ts';
import fs from 'node:fs/promises';
import { buildProduct, buildUpload, buildUser, productCountsOf, TEST_PASSWORD } from '../../test/factories.ts';
import { oneTimeCodes, uploads, users } from '../../db/schema/users.ts';
import { productImages } from '../../db/schema/products.ts';
import { queryRows } from '../../db/client.ts';
import { AUTH_RULES } from './auth.service.ts';

// The account-takeover findings of issue #12, each sent the way the outside attack sent it. The races
// run against whichever database the run uses; `.ci/run` runs this file on PostgreSQL too.

const clock = testClock();
const ctx = testAppOfFile({}, { clock: clock.now });

const { call, latestCode, freshIp } = testApi(() => ctx);

let n = 0;
function person(password = 'Victim@123') {
  n += 1;
  const digits = String(200000 + n).slice(-6);
  return { name: 'منى علي', phone: `+967 773 ${digits.slice(0, 3)} ${digits.slice(3)}`, email: `mona${n}@example.test`, password };
}

const userByEmail = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const login = (identifier: string, password: string, options: CallOptions = {}) =>
  call('POST', '/auth/login', { ...options, body: { identifier, password } });

describe('a sign-up waiting for its code cannot be hijacked', () => {
  it('re-registering with another password changes nothing, even past the cool-down; the victim keeps their own password', async () => {
    const victim = person('Victim@123');
    expect((await call('POST', '/auth/register', { body: victim })).statusCode).toBe(201);
    const before = await userByEmail(victim.email);

    // Within the cool-down (the 429 of the attack) and after it: neither may touch the pending sign-up.
    const attacker = { ...victim, name: 'Attacker', password: 'Attack@999' };
    const early = await call('POST', '/auth/register', { body: attacker, lang: 'en' });
    clock.advance(AUTH_RULES.resendCooldownMs + 1000);
    const late = await call('POST', '/auth/register', { body: attacker, lang: 'en' });
    for (const res of [early, late]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ALREADY_EXISTS', errors: { phone: expect.any(String), email: expect.any(String) } });
    }
    const after = await userByEmail(victim.email);
    expect(after).toEqual(before);

    const verified = await call('POST', `/auth/verify-otp/${victim.email}`, { body: { otp: await latestCode(victim.email) } });
    expect(verified.statusCode).toBe(200);
    expect((await login(victim.email, 'Attack@999')).statusCode).toBe(401);
    expect((await login(victim.email, 'Victim@123')).statusCode).toBe(200);
  });

  it('the person who chose the password may ask again: a new code, nothing else changed', async () => {
    const someone = person('Mine@1234');
    expect((await call('POST', '/auth/register', { body: someone })).statusCode).toBe(201);
    const first = await latestCode(someone.email);
    clock.advance(AUTH_RULES.resendCooldownMs + 1000);
    const again = await call('POST', '/auth/register', { body: { ...someone, name: 'Another Name' } });
    expect(again.statusCode).toBe(201);
    const second = await latestCode(someone.email);
    // One code per channel each time.
    const rows = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, (await userByEmail(someone.email)).id));
    expect(rows).toHaveLength(4);
    expect((await userByEmail(someone.email)).name).toBe('منى علي');
    // Only the latest code is valid.
    if (first !== second) expect((await call('POST', `/auth/verify-otp/${someone.email}`, { body: { otp: first } })).statusCode).toBe(400);
    expect((await call('POST', `/auth/verify-otp/${someone.email}`, { body: { otp: second } })).statusCode).toBe(200);
  });

  it('a squatter who signed up first with the victim\'s phone and e-mail never gets in: the victim resets and the account is theirs', async () => {
    const victim = person('Victim@123');
    expect((await call('POST', '/auth/register', { body: { ...victim, password: 'Squat@1234' } })).statusCode).toBe(201);
    expect((await call('POST', '/auth/register', { body: victim })).statusCode).toBe(409);
    clock.advance(AUTH_RULES.resendCooldownMs + 1000);

    expect((await call('POST', '/auth/forgot-password', { body: { identifier: victim.email } })).statusCode).toBe(200);
    const verify = await call('POST', `/auth/verify-forgot-password/${victim.email}`, { body: { otp: await latestCode(victim.email) } });
    const reset = await call('POST', '/auth/reset-password', { body: { identifier: victim.email, otp: verify.json().data.resetToken, newPassword: 'Victim@123' } });
    expect(reset.statusCode).toBe(200);
    // The reset code went to the e-mail: it confirms the e-mail, not the phone.
    expect(await userByEmail(victim.email)).toMatchObject({ emailConfirmedAt: expect.any(Date), phoneConfirmedAt: null });
    expect((await login(victim.email, 'Squat@1234')).statusCode).toBe(401);
    expect((await login(victim.email, 'Victim@123')).statusCode).toBe(200);
  });
});

describe('one-time-code limits hold under concurrency', () => {
  // 30 wrong codes and the right one at once, from 31 addresses and several notations of the identifier
  // (the attack's way around the per-identifier limit): at most 5 may ever be compared with the code.
  async function burst(url: (identifier: string) => string, account: ReturnType<typeof person>, right: string) {
    const local = account.phone.replace('+967 ', '0').replace(/ /g, '');
    const notations = [account.email, account.email.toUpperCase(), account.phone, account.phone.replace(/ /g, ''), local, `00${account.phone.slice(1).replace(/ /g, '')}`];
    const wrong = right === '000000' ? '111111' : '000000';
    const codes = [...Array<string>(15).fill(wrong), right, ...Array<string>(15).fill(wrong)];
    return Promise.all(codes.map((otp, i) => call('POST', url(encodeURIComponent(notations[i % notations.length]!)), { body: { otp } })));
  }
  // Once the right code is used, later guesses are refused without a comparison (the code is spent), so
  // what counts is the attempt counter: the wrong codes actually compared, which may never pass 5.
  const accepted = (answers: Awaited<ReturnType<typeof call>>[]) => answers.filter((r) => r.statusCode === 200);

  it('sign-up code: 31 guesses at once, no more than 5 compared and counted', async () => {
    const account = person();
    await call('POST', '/auth/register', { body: account });
    const answers = await burst((id) => `/auth/verify-otp/${id}`, account, await latestCode(account.email));
    // 409: the account was verified by the right code before this guess was read.
    expect(answers.every((r) => [200, 400, 409, 429].includes(r.statusCode))).toBe(true);
    expect(accepted(answers).length).toBeLessThanOrEqual(1);
    const [code] = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, (await userByEmail(account.email)).id));
    expect(code!.attempts).toBeLessThanOrEqual(AUTH_RULES.codeMaxAttempts);
  });

  it('reset code: 31 guesses at once, no more than 5 compared and counted', async () => {
    const user = await buildUser(ctx.database.db, { email: `reset${++n}@example.test` });
    await call('POST', '/auth/forgot-password', { body: { identifier: user.email } });
    const phone = `+${user.phone.slice(0, 3)} ${user.phone.slice(3, 6)} ${user.phone.slice(6, 9)} ${user.phone.slice(9)}`;
    const answers = await burst((id) => `/auth/verify-forgot-password/${id}`, { name: '', password: '', email: user.email, phone }, await latestCode(user.email));
    expect(accepted(answers).length).toBeLessThanOrEqual(1);
    const [code] = await ctx.database.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'reset')));
    expect(code!.attempts).toBeLessThanOrEqual(AUTH_RULES.codeMaxAttempts);
  });

  it('a burst of 30 resends sends one code', async () => {
    const account = person();
    await call('POST', '/auth/register', { body: account });
    clock.advance(AUTH_RULES.resendCooldownMs + 1000);
    const answers = await Promise.all(Array.from({ length: 30 }, () => call('POST', '/auth/request-otp', { body: { identifier: account.email } })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The sign-up's pair of codes and one more pair (SMS and e-mail).
    const rows = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, (await userByEmail(account.email)).id));
    expect(rows).toHaveLength(4);
  });
});

describe('password guessing is expensive for strangers and never locks the owner out', () => {
  it('counts every notation of one phone number against one account: 13 notations give at most 10 tries', async () => {
    const user = await buildUser(ctx.database.db);
    const d = user.phone.slice(3); // 9 local digits
    const notations = [
      `+967${d}`, `00967${d}`, `967${d}`, `0${d}`, d, `+967 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `(+967) ${d}`,
      `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `0${d.slice(0, 3)} ${d.slice(3)}`, `+967-${d}`, ` ${d} `, `967 ${d}`, `00 967 ${d}`,
    ];
    const answers = [];
    for (let round = 0; round < 2; round += 1) {
      for (const identifier of notations) answers.push(await login(identifier, 'Wrong@1234'));
    }
    expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(AUTH_RULES.loginUnknownDevicePer15Min);
    const limited = answers.find((r) => r.statusCode === 429);
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('the owner signs in from a known browser while strangers are limited, and a reset code clears the strangers\' count', async () => {
    const user = await buildUser(ctx.database.db, { email: `owner${++n}@example.test` });
    const first = await login(user.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^sm_device=[\w-]+\.\d+\.[0-9a-f]{64}; Path=\/api\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const device = { cookie: cookie.split(';')[0]! };

    for (let i = 0; i < 12; i += 1) await login(user.email, 'Wrong@1234');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    const owner = await login(user.email, TEST_PASSWORD, { headers: device });
    expect(owner.statusCode).toBe(200);
    // A cookie issued for another account, or tampered with, is a stranger's.
    const forged = { cookie: device.cookie.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    expect((await login(user.email, TEST_PASSWORD, { headers: forged })).statusCode).toBe(429);

    // On a new phone: the owner resets with a code and signs in at once.
    clock.advance(AUTH_RULES.resendCooldownMs + 1000);
    await call('POST', '/auth/forgot-password', { body: { identifier: user.email } });
    const verify = await call('POST', `/auth/verify-forgot-password/${user.email}`, { body: { otp: await latestCode(user.email) } });
    await call('POST', '/auth/reset-password', { body: { identifier: user.email, otp: verify.json().data.resetToken, newPassword: 'Fresh@2026x' } });
    expect((await login(user.email, 'Fresh@2026x')).statusCode).toBe(200);
  });
});

describe('the development outbox answers this machine only', () => {
  it('is 404 for any other address, whatever the forwarded headers say', async () => {
    const far = await call('GET', '/dev/outbox?to=seller@example.test', { ip: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(far.statusCode).toBe(404);
    expect(far.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    expect((await call('GET', '/dev/outbox?to=seller@example.test', { ip: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    expect((await call('GET', '/dev/outbox?to=seller@example.test', { ip: '::1' })).statusCode).toBe(200);
  });
});

describe('a NUL character is bad input, never a 500', () => {
  it('answers 400 or 422 in the envelope on public and signed-in routes, and stores nothing', async () => {
    const product = await buildProduct(ctx.database.db);
    const { token } = (await login((await buildUser(ctx.database.db)).email, TEST_PASSWORD)).json().data;
    const before = await queryRows<{ n: number }>(ctx.database.db, sql`select (select count(*) from users)::int + (select count(*) from product_reports)::int + (select count(*) from join_requests)::int as n`);
    const answers = await Promise.all([
      login('a\u0000@example.test', 'Strong@123'),
      login('seller@example.test', 'Strong\u0000@123'),
      call('POST', '/auth/register', { body: { ...person(), name: 'Nul\u0000Name' } }),
      call('POST', '/auth/register', { body: { ...person(), email: 'nul\u0000@example.test' } }),
      call('POST', '/auth/forgot-password', { body: { identifier: '777\u0000123456' } }),
      call('POST', '/auth/request-otp', { body: { identifier: 'x\u0000y@example.test' } }),
      call('POST', `/marketplace/products/${product.id}/report`, { body: { reason: 'spam', details: 'bad\u0000' } }),
      call('POST', '/marketplace/request-join', { body: { fullName: 'Ali\u0000', email: 'ali@example.test', type: 'engineer', phoneNumber: '777123456', content: 'x' } }),
      call('GET', '/marketplace/search-products?search_keyword=%00'),
      call('GET', '/marketplace/browse-products?city=%00'),
      call('GET', '/marketplace/getAllEngineer?search_keyword=%00'),
      call('PUT', '/auth/update-profile', { token, body: { name: 'Ali\u0000' } }),
    ]);
    for (const res of answers) {
      expect([400, 404, 422]).toContain(res.statusCode);
      expect(res.json().status).toBe('error');
    }
    const after = await queryRows<{ n: number }>(ctx.database.db, sql`select (select count(*) from users)::int + (select count(*) from product_reports)::int + (select count(*) from join_requests)::int as n`);
    expect(after).toEqual(before);
  });
});

describe('who calls is checked before what they sent', () => {
  it('a visitor gets 401 and a user 403 from a selling or admin route, not the field rules', async () => {
    const { token } = (await login((await buildUser(ctx.database.db)).email, TEST_PASSWORD)).json().data;
    const product = await buildProduct(ctx.database.db);
    const cases = [
      { method: 'POST' as const, url: '/products/post', body: { nonsense: true } },
      { method: 'PATCH' as const, url: `/products/update-product/${product.id}`, body: { price: 'free' } },
      { method: 'POST' as const, url: `/admin/products/${product.id}/reject`, body: {} },
      { method: 'PUT' as const, url: '/admin/settings', body: { exchangeRates: 'x' } },
      { method: 'POST' as const, url: '/admin/engineers', body: {} },
      { method: 'PUT' as const, url: '/auth/update-profile', body: { name: '' } },
    ];
    for (const c of cases) {
      const visitor = await call(c.method, c.url, { body: c.body });
      expect(visitor.statusCode, `${c.url} as a visitor`).toBe(401);
      expect(visitor.json().errors).toBeUndefined();
    }
    for (const c of cases.filter((x) => x.url.startsWith('/admin'))) {
      const user = await call(c.method, c.url, { body: c.body, token });
      expect(user.statusCode, `${c.url} as a user`).toBe(403);
      expect(user.json().errors).toBeUndefined();
    }
  });
});

describe('views and reports count people, not User-Agent strings', () => {
  it('25 views and 15 reports from one address with 25 browsers count once', async () => {
    const product = await buildProduct(ctx.database.db);
    const ip = freshIp();
    for (let i = 0; i < 25; i += 1) {
      await call('POST', `/marketplace/products/${product.id}/view`, { ip, headers: { 'user-agent': `Browser/${i}` } });
    }
    const reports = [];
    for (let i = 0; i < 15; i += 1) {
      reports.push(await call('POST', `/marketplace/products/${product.id}/report`, { ip, headers: { 'user-agent': `Browser/${i}` }, body: { reason: 'spam' } }));
    }
    expect((await productCountsOf(ctx.database.db, product.id)).views).toBe(1);
    const [filed] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from product_reports where product_id = ${product.id}`);
    expect(filed!.n).toBe(1);
    expect(reports.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });

  it('one IPv6 subscriber line (/64) is one visitor', async () => {
    const product = await buildProduct(ctx.database.db);
    for (const ip of ['2a02:1234:5678:9abc::1', '2a02:1234:5678:9abc:ffff::2', '2a02:1234:5678:9abc:1:2:3:4']) {
      await call('POST', `/marketplace/products/${product.id}/view`, { ip });
    }
    await call('POST', `/marketplace/products/${product.id}/view`, { ip: '2a02:1234:5678:9abd::1' });
    expect((await productCountsOf(ctx.database.db, product.id)).views).toBe(2);
  });
});

describe('nothing sensitive in the log', () => {
  it('a failing insert logs the query without its parameters or the failing row', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { clock: clock.now, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      // Make every new account fail at the database, after the password was hashed.
      await logged.database.db.execute(sql`alter table users add constraint no_new_users check (created_at < '2000-01-01') not valid`);
      const secret = person('Secret@Pass1');
      const res = await logged.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: secret, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(500);
      await logged.app.inject({ method: 'POST', url: `/api/v1/auth/verify-otp/${encodeURIComponent(secret.email)}`, payload: { otp: '123456' } });
      const log = lines.join('\n');
      expect(log).toMatch(/unexpected error/);
      expect(log).toMatch(/no_new_users/);
      expect(log).not.toContain(secret.email);
      expect(log).not.toContain(secret.phone.replace(/\D/g, ''));
      expect(log).not.toContain('argon2');
      expect(log).not.toContain('Secret@Pass1');
      expect(log).not.toContain('منى');
    } finally {
      await logged.close();
    }
  });
});

describe('what only grows is cleaned up', () => {
  it('drops stale counters, old codes and pictures nobody attached, and keeps what is fresh or used', async () => {
    const count = async (table: string) => (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
    for (let i = 0; i < 40; i += 1) await call('POST', '/auth/forgot-password', { body: { identifier: `nobody${i}@example.test` } });
    const stale = await count('rate_limits');
    expect(stale).toBeGreaterThanOrEqual(40);
    const codesBefore = await count('one_time_codes');
    expect(codesBefore).toBeGreaterThan(0);

    clock.advance(3 * 86_400_000);
    await call('POST', '/auth/forgot-password', { body: { identifier: 'fresh@example.test' } });
    const owner = await buildUser(ctx.database.db);
    const orphan = await buildUpload(ctx.database.db, ctx.app.imageStore, owner.id);
    const used = await buildUpload(ctx.database.db, ctx.app.imageStore, owner.id);
    const product = await buildProduct(ctx.database.db, { userId: owner.id });
    await ctx.database.db.insert(productImages).values({ productId: product.id, uploadId: used.id, position: 0 });
    const dayAndMore = new Date(clock.now().getTime() - 2 * 86_400_000);
    await ctx.database.db.update(uploads).set({ createdAt: dayAndMore });
    const fresh = await buildUpload(ctx.database.db, ctx.app.imageStore, owner.id);
    await ctx.database.db.update(uploads).set({ createdAt: clock.now() }).where(eq(uploads.id, fresh.id));
    const files = () => fs.readdir(ctx.app.imageStore.localRoot!);

    const summary = await ctx.app.runCleanup();
    expect(summary.rateLimits).toBeGreaterThanOrEqual(stale);
    expect(summary.codes).toBe(codesBefore);
    expect(summary.uploads).toBe(1);
    expect(await count('rate_limits')).toBeLessThan(5);
    expect(await count('one_time_codes')).toBe(0);
    const keys = (await ctx.database.db.select({ key: uploads.key }).from(uploads)).map((r) => r.key);
    expect(keys).toContain(used.key);
    expect(keys).toContain(fresh.key);
    expect(keys).not.toContain(orphan.key);
    expect((await files()).some((f) => f.startsWith(orphan.key))).toBe(false);
    expect((await files()).some((f) => f.startsWith(used.key))).toBe(true);
  });
});
