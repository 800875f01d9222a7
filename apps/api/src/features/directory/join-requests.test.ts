import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoinRequestResponseSchema } from '@solar/shared/contract/directory';
import { joinRequests } from '../../db/schema/directory.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildJoinRequest } from '../../test/factories.ts';
import { JOIN_REQUESTS_PER_IP_PER_HOUR } from './directory.service.ts';

let ctx: TestContext;
const clock = testClock();
let ipSequence = 0;
/** Each test speaks from its own address, so the per-IP limit of one does not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
});
afterAll(() => ctx.close());

const validBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'أحمد علي السقاف',
  email: `ahmed${++ipSequence}@example.test`,
  type: 'engineer',
  phoneNumber: '777 123 456',
  content: 'مهندس كهرباء بخبرة 6 سنوات في المنظومات الهجينة',
  ...overrides,
});

const send = (payload: unknown, { ip = freshIp(), lang = 'ar' } = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/marketplace/request-join', payload: payload as object, remoteAddress: ip, headers: { 'accept-language': lang } });

const stored = (id: string) => ctx.database.db.select().from(joinRequests).where(eq(joinRequests.id, id)).then((rows) => rows[0]);

describe('POST /marketplace/request-join', () => {
  it('stores a valid request for the admins and answers 201', async () => {
    const body = validBody({ email: 'Ahmed.Saqqaf@Example.test' });
    const res = await send(body, { ip: '10.9.9.9' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = JoinRequestResponseSchema.parse(res.json());
    expect(data.type).toBe('engineer');
    const row = await stored(data._id);
    expect(row).toMatchObject({
      fullName: 'أحمد علي السقاف',
      email: 'Ahmed.Saqqaf@Example.test',
      type: 'engineer',
      phoneNumber: '967777123456',
      content: 'مهندس كهرباء بخبرة 6 سنوات في المنظومات الهجينة',
      status: 'new',
      ip: '10.9.9.9',
      handledBy: null,
    });
    expect(row?.createdAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('takes the message as optional and trims what is typed', async () => {
    for (const content of [undefined, '', '   ', null]) {
      const res = await send(validBody({ content, fullName: '  سالم  ', type: 'shop' }));
      expect(res.statusCode, res.body).toBe(201);
      const row = await stored(res.json().data._id);
      expect(row).toMatchObject({ content: null, fullName: 'سالم', type: 'shop' });
    }
  });

  it('never lets the sender set the status, the handler or the address', async () => {
    const res = await send({ ...validBody(), status: 'handled', handledBy: '00000000-0000-4000-8000-000000000000', ip: '1.2.3.4' }, { ip: '10.7.7.7' });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().data._id)).toMatchObject({ status: 'new', handledBy: null, ip: '10.7.7.7' });
  });

  it('refuses an empty form with a message on every required field, in the caller’s language', async () => {
    const res = await send({}, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'fullName', 'phoneNumber', 'type']);
    expect(body.errors.email).toBe('E-mail is required');
    expect(body.errors.fullName).toBe('Name is required');
    expect(body.errors.phoneNumber).toBe('Phone number is required');
    expect(body.errors.type).toBe('This field is required');
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid e-mail'],
    ['a blank name', { fullName: '   ' }, 'fullName', 'Name is required'],
    ['a one-letter name', { fullName: 'A' }, 'fullName', 'Name must be at least 2 characters'],
    ['an unknown type', { type: 'admin' }, 'type', 'This field is required'],
    ['letters in the phone', { phoneNumber: '77abc1234' }, 'phoneNumber', 'Invalid phone number: check the digits and the country code'],
    ['a short phone', { phoneNumber: '12345' }, 'phoneNumber', 'Invalid phone number: check the digits and the country code'],
    ['a country code typed twice', { phoneNumber: '967967777123456' }, 'phoneNumber', 'Invalid phone number: check the digits and the country code'],
    ['a phone as a number', { phoneNumber: 777123456 }, 'phoneNumber', expect.any(String)],
    ['a message over 1000 characters', { content: 'x'.repeat(1001) }, 'content', 'This value is above the allowed maximum'],
  ])('refuses %s with a message on that field', async (_label, overrides, field, message) => {
    const res = await send(validBody(overrides), { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('answers the Arabic messages by default', async () => {
    const res = await send(validBody({ email: 'x@' }));
    expect(res.json().errors.email).toBe('يرجى إدخال بريد إلكتروني صحيح');
  });

  it('answers 409 to a second request of the same type from the same e-mail while the first waits', async () => {
    const email = 'twice@example.test';
    expect((await send(validBody({ email }))).statusCode).toBe(201);
    const again = await send(validBody({ email: ' TWICE@example.TEST ' }), { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'error', code: 'JOIN_REQUEST_DUPLICATE', message: expect.stringContaining('already sent a request') });
    // Another type is another request; so is one after the first was handled.
    expect((await send(validBody({ email, type: 'shop' }))).statusCode).toBe(201);
    await ctx.database.db.update(joinRequests).set({ status: 'handled' }).where(eq(joinRequests.email, email));
    expect((await send(validBody({ email }))).statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(joinRequests).where(eq(joinRequests.email, email));
    expect(rows.map((r) => `${r.type}:${r.status}`).sort()).toEqual(['engineer:handled', 'engineer:new', 'shop:handled']);
  });

  it('counts a request an admin already holds as pending too', async () => {
    await buildJoinRequest(ctx.database.db, { email: 'held@example.test', type: 'shop' });
    expect((await send(validBody({ email: 'held@example.test', type: 'shop' }))).statusCode).toBe(409);
  });

  it('stores one request when the same one arrives twice at once (a double tap on a slow network)', async () => {
    const body = validBody({ email: 'doubletap@example.test' });
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.database.db.select().from(joinRequests).where(eq(joinRequests.email, 'doubletap@example.test'));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${JOIN_REQUESTS_PER_IP_PER_HOUR} requests an hour from one address, then 429 with Retry-After`, async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < JOIN_REQUESTS_PER_IP_PER_HOUR; i += 1) {
      expect((await send(validBody(), { ip })).statusCode).toBe(201);
    }
    const limited = await send(validBody(), { ip, lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again shortly.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is not affected; the same one may send again once the hour has passed.
    expect((await send(validBody(), { ip: '10.200.0.2' })).statusCode).toBe(201);
    clock.advance(3600 * 1000 + 1000);
    expect((await send(validBody(), { ip })).statusCode).toBe(201);
  });

  it('does not count refused forms against the limit, and refuses an oversized body', async () => {
    const ip = '10.201.0.1';
    for (let i = 0; i < JOIN_REQUESTS_PER_IP_PER_HOUR + 2; i += 1) expect((await send({}, { ip })).statusCode).toBe(422);
    expect((await send(validBody(), { ip })).statusCode).toBe(201);
    const huge = await send(validBody({ content: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
  });
});
