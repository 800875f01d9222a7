import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';

// Security issue #12, items 16 and 17: every notation of a phone is one account, and passwords take any symbol.
const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
});
afterAll(() => ctx.close());

const api = testApi(() => ctx);
const call = (method: 'GET' | 'POST', url: string, body?: object, lang: 'ar' | 'en' = 'en') => api.call(method, url, { body, lang });

let n = 0;
const person = (phone: string, password = 'Strong@123') => ({ name: 'سارة أحمد', phone, email: `phone${++n}@example.test`, password });
const storedPhone = async (email: string) => (await ctx.database.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)))[0]?.phone;

/** Signs up and confirms the phone with its SMS code, so the phone signs in and holds the number. */
async function registerAndVerify(body: ReturnType<typeof person>) {
  const registered = await call('POST', '/auth/register', body);
  expect(registered.statusCode, registered.body).toBe(201);
  const code = await api.latestCode(body.phone);
  expect((await call('POST', `/auth/verify-otp/${encodeURIComponent(body.phone)}`, { otp: code })).statusCode).toBe(200);
  expect((await call('POST', `/auth/verify-otp/${encodeURIComponent(body.email)}`, { otp: await api.latestCode(body.email) })).statusCode).toBe(200);
}

describe('sign-up phones', () => {
  it.each(['+967777123456', '967 777 123 456', '(+967) 777 123 456', '٧٧٧١٢٣٤٥٦', '00967777123456', '0777123456'])(
    'stores %j as 967777123456 and sends the code to +967777123456',
    async (typed) => {
      const body = person(typed);
      const res = await call('POST', '/auth/register', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.phone).toBe('+967777123456');
      expect(await storedPhone(body.email)).toBe('967777123456');
      expect((await api.call('GET', `/dev/outbox?to=${encodeURIComponent('+967 777 123 456')}`, { ip: '127.0.0.1' })).json().data[0]).toMatchObject({ channel: 'sms', to: '+967777123456' });
      // The next notation registers the same number afresh.
      await ctx.database.db.delete(users).where(eq(users.email, body.email));
    },
  );

  it('finds the account by phone in any other notation, at login and at sign-up', async () => {
    const body = person('+967 733 200 300');
    await registerAndVerify(body);
    for (const identifier of ['٠٧٣٣٢٠٠٣٠٠', '00967733200300', '733-200-300', '(+967) 733 200 300']) {
      const res = await call('POST', '/auth/login', { identifier, password: body.password });
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json().data.user.email).toBe(body.email);
    }
    const again = await call('POST', '/auth/register', person('0733200300'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.phone).toBe('This number is already registered');
  });

  it.each(['967967777123456', '+967967777123456', '77712', 'call me'])('refuses %j with 422 and stores nothing', async (typed) => {
    const body = person(typed);
    const res = await call('POST', '/auth/register', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone: 'Invalid phone number: check the digits and the country code' });
    expect(await storedPhone(body.email)).toBeUndefined();
  });

  it('speaks Arabic about a wrong phone by default', async () => {
    const res = await call('POST', '/auth/register', person('967967777123456'), 'ar');
    expect(res.json().errors.phone).toBe('رقم الهاتف غير صالح، تحقّق من الأرقام ورمز الدولة');
  });
});

describe('sign-up passwords', () => {
  it.each(['Sunny#2024Qw', 'Sunny 2024 Qw', 'كلمةSunny1!'])('accepts %j, and it signs in', async (password) => {
    const body = person(`+966 55 ${String(1_000_000 + n).slice(-7)}`, password);
    await registerAndVerify(body);
    expect(await storedPhone(body.email)).toMatch(/^96655\d{7}$/);
    expect((await call('POST', '/auth/login', { identifier: body.email, password })).statusCode).toBe(200);
  });

  it.each(['Sunny2024Qw', 'sunny#2024', 'كلمةسر1!'])('refuses the weak %j', async (password) => {
    const res = await call('POST', '/auth/register', person('+966 55 999 0000', password));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toMatch(/^Password needs at least 6 characters/);
  });
});
