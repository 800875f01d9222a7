import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { DEFAULT_SMS_POLICY, writeSetting, type SmsPolicy } from '../settings/settings.service.ts';

// Issue #39, item 4: 20 sign-ups from 20 addresses queued 20 SMS to four countries in under a second. SMS
// codes now go only to the countries of the `smsPolicy` setting, within an hourly budget per country and
// in all; a refused request sends and stores nothing. `.ci/run` runs this file on PostgreSQL too, where
// the race is real: the pool runs the requests in parallel.
const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
});
afterAll(() => ctx.close());

const { call } = testApi(() => ctx);
const db = () => ctx.database.db;

let n = 0;
const yemeni = () => `+967 775 ${String(100000 + ++n).slice(-6)}`;
const saudi = () => `+966 55 ${String(1000000 + ++n).slice(-7)}`;
const person = (phone: string) => ({ name: 'نور حسن', phone, email: `noor${++n}@example.test`, password: 'Strong@123' });
const register = (phone: string, lang: 'ar' | 'en' = 'en') => {
  const body = person(phone);
  return call('POST', '/auth/register', { body, lang }).then((res) => ({ res, body }));
};
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;
const accounts = () => count(sql`select count(*)::int as n from users`);
const smsSent = () => count(sql`select count(*)::int as n from outbox_messages where channel = 'sms'`);
const mailsTo = (email: string) => count(sql`select count(*)::int as n from outbox_messages where lower("to") = ${email.toLowerCase()}`);

async function usePolicy(policy: Partial<SmsPolicy>) {
  await writeSetting(db(), 'smsPolicy', { ...DEFAULT_SMS_POLICY, ...policy });
}

beforeEach(async () => {
  // Every test starts with full budgets: a new hour.
  clock.advance(3_600_000);
  await usePolicy({});
});

describe('countries SMS codes may go to', () => {
  it('refuses a sign-up with a number of another country, in the caller\'s language, and stores nothing', async () => {
    const [before, sent] = [await accounts(), await smsSent()];
    const { res, body } = await register('+60 12-345 6781');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'SMS_COUNTRY_NOT_ALLOWED',
      message: 'We cannot send text messages to numbers of this country yet. Use a number from Yemen or a nearby country.',
      errors: { phone: 'We cannot send text messages to this country yet: use a number from Yemen or a nearby country' },
    });
    const arabic = (await register('+60 12-345 6782', 'ar')).res.json();
    expect(arabic.code).toBe('SMS_COUNTRY_NOT_ALLOWED');
    expect(arabic.errors.phone).toMatch(/^لا يمكننا حالياً إرسال رسائل نصية/);
    expect(await accounts()).toBe(before);
    expect(await smsSent()).toBe(sent);
    expect(await mailsTo(body.email)).toBe(0);

    expect((await register(yemeni())).res.statusCode).toBe(201);
    expect((await register(saudi())).res.statusCode).toBe(201);
  });

  it('follows the setting: a country an admin adds is accepted, one removed is refused', async () => {
    await usePolicy({ countries: ['YE', 'MY'] });
    expect((await register('+60 12-345 6783')).res.statusCode).toBe(201);
    expect((await register(saudi())).res.json().code).toBe('SMS_COUNTRY_NOT_ALLOWED');
  });

  it('refuses a password reset by SMS to such a number, naming the identifier', async () => {
    const user = await buildUser(db(), { phone: '60123456784' });
    const res = await call('POST', '/auth/forgot-password', { body: { identifier: `+${user.phone}` }, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SMS_COUNTRY_NOT_ALLOWED', errors: { identifier: expect.any(String) } });
    // By e-mail it works.
    expect((await call('POST', '/auth/forgot-password', { body: { identifier: user.email } })).statusCode).toBe(200);
  });
});

describe('hourly SMS budgets', () => {
  it('refuses past a country\'s budget and past the overall one; a refusal spends and stores nothing', async () => {
    await usePolicy({ perCountryPerHour: 2, totalPerHour: 3 });
    expect((await register(saudi())).res.statusCode).toBe(201);
    expect((await register(saudi())).res.statusCode).toBe(201);
    const before = await accounts();
    const { res, body } = await register(saudi());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'SMS_BUDGET_EXHAUSTED', message: 'Too many codes are being sent by text message right now. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await accounts()).toBe(before);
    expect(await mailsTo(body.email)).toBe(0);
    // The refused Saudi sign-up did not spend the overall budget: Yemen has its third SMS.
    expect((await register(yemeni())).res.statusCode).toBe(201);
    const arabic = (await register(yemeni(), 'ar')).res;
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json()).toMatchObject({ code: 'SMS_BUDGET_EXHAUSTED', message: 'يُرسَل الآن عدد كبير من الرموز بالرسائل النصية. يرجى المحاولة لاحقاً.' });

    clock.advance(3_600_000);
    expect((await register(saudi())).res.statusCode).toBe(201);
  });

  it('counts resends and reset codes by SMS too, and a login still works when the budget is spent', async () => {
    const { body } = await register(yemeni());
    await usePolicy({ totalPerHour: 0 });
    clock.advance(61_000);
    const resend = await call('POST', '/auth/request-otp', { body: { identifier: body.phone }, lang: 'en' });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().code).toBe('SMS_BUDGET_EXHAUSTED');
    const user = await buildUser(db());
    expect((await call('POST', '/auth/forgot-password', { body: { identifier: `+${user.phone}` } })).json().code).toBe('SMS_BUDGET_EXHAUSTED');
    expect((await call('POST', '/auth/login', { body: { identifier: user.email, password: 'Test@1234' } })).statusCode).toBe(200);
  });

  it('holds under a burst: 12 sign-ups from 12 addresses at once send exactly the 5 SMS of the budget', async () => {
    await usePolicy({ perCountryPerHour: 100, totalPerHour: 5 });
    const [before, sent] = [await accounts(), await smsSent()];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => register(i % 2 ? saudi() : yemeni())));
    const statuses = answers.map(({ res }) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(answers.filter(({ res }) => res.statusCode === 429).every(({ res }) => res.json().code === 'SMS_BUDGET_EXHAUSTED')).toBe(true);
    expect(await smsSent()).toBe(sent + 5);
    expect(await accounts()).toBe(before + 5);
  });
});

describe('IPv6 callers count per /64', () => {
  it('addresses of one subscriber line share the per-address limits of sign-in', async () => {
    const line = (i: number) => `2a02:1234:5678:9abc:${i.toString(16)}::1`;
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await call('POST', '/auth/login', { body: { identifier: `ghost${i}@example.test`, password: 'Wrong@123' }, ip: line(i) }));
    expect(answers.slice(0, 30).every((r) => r.statusCode === 404)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    const otherLine = await call('POST', '/auth/login', { body: { identifier: 'ghost@example.test', password: 'Wrong@123' }, ip: '2a02:1234:5678:9abd::1' });
    expect(otherLine.statusCode).toBe(404);
  });

  it('and of sign-up', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call('POST', '/auth/register', { body: person(yemeni()), ip: `2001:db8:0:1:${i}::${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
