import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRequests } from '../../db/schema/directory.ts';
import { productReports, products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';

// Issue #12, item 13 (docs/decisions/006-text-input.md): free text is cleaned of invisible characters by
// the shared contract, and a control character is a field error, never a 500 from PostgreSQL.

const clock = testClock(new Date());
let ctx: TestContext;
let ipCounter = 0;
const freshIp = () => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
});
afterAll(() => ctx.close());

function call(method: 'POST' | 'PUT', url: string, options: { body: unknown; token?: string; lang?: 'ar' | 'en' }) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: freshIp(),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), 'accept-language': options.lang ?? 'en' },
    payload: options.body as object,
  });
}

async function tokenFor(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(ctx.database.db, overrides);
  const res = await call('POST', '/auth/login', { body: { identifier: user.email, password: TEST_PASSWORD } });
  return { user, token: res.json().data.token as string };
}

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: 'لوح شمسي 550 واط',
  type: 'Panel',
  condition: 'New',
  price: 95,
  currency: 'USD',
  description: 'لوح أحادي البلورة.\r\nضمان 10 سنوات.',
  governorate: 'aden',
  city: 'crater',
  phone: '777123456',
  specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null },
  ...overrides,
});

const INVALID_CHARACTERS = { ar: 'يحتوي هذا الحقل على رموز غير مسموح بها', en: 'This field contains characters that are not allowed' };

function expectFieldErrors(res: { statusCode: number; json(): unknown }, errors: Record<string, string>) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', errors });
}

describe('product text', () => {
  it('stores and returns a name without its right-to-left override, and keeps the description’s line breaks', async () => {
    const { token } = await tokenFor();
    const res = await call('POST', '/products/post', { token, body: listing({ name: 'لوح شمسي \u202Egpj.exe', brand: '\u200BJinko\u3164' }) });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    // Cleaned first, then stored in the known maker's one spelling (domain/brands.ts): the invisible
    // characters would otherwise have hidden that «Jinko» is JinkoSolar.
    expect(data).toMatchObject({ name: 'لوح شمسي gpj.exe', brand: 'JinkoSolar', description: 'لوح أحادي البلورة.\nضمان 10 سنوات.' });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, data._id));
    expect(row).toMatchObject({ name: 'لوح شمسي gpj.exe', brand: 'JinkoSolar', description: 'لوح أحادي البلورة.\nضمان 10 سنوات.' });
  });

  it('answers a NUL in the description with 422 on that field, not 500, and stores nothing', async () => {
    const { user, token } = await tokenFor();
    const res = await call('POST', '/products/post', { token, body: listing({ description: 'وصف\u0000مخفي' }) });
    expectFieldErrors(res, { description: INVALID_CHARACTERS.en });
    expect(await ctx.database.db.select().from(products).where(eq(products.userId, user.id))).toEqual([]);
  });

  it('refuses a name that is only invisible characters as required', async () => {
    const { token } = await tokenFor();
    const res = await call('POST', '/products/post', { token, body: listing({ name: '\u202E\u200B\u3164', description: '\u200B\n\u2066' }), lang: 'ar' });
    expectFieldErrors(res, { name: 'اسم المنتج مطلوب', description: 'وصف المنتج مطلوب' });
  });

  it('answers a NUL in a report with 422 and files no report', async () => {
    const product = await buildProduct(ctx.database.db);
    const res = await call('POST', `/marketplace/products/${product.id}/report`, { body: { reason: 'other', details: 'a\u0000b' }, lang: 'ar' });
    expectFieldErrors(res, { details: INVALID_CHARACTERS.ar });
    expect(await ctx.database.db.select().from(productReports).where(eq(productReports.productId, product.id))).toEqual([]);
  });

  it('answers a NUL in an admin’s take-down reason with 422 and leaves the listing up', async () => {
    const { token } = await tokenFor({ role: 'admin' });
    const product = await buildProduct(ctx.database.db);
    const res = await call('POST', `/admin/products/${product.id}/takedown`, { token, body: { reason: 'مخالف\u0000للشروط' } });
    expectFieldErrors(res, { reason: INVALID_CHARACTERS.en });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe('approved');
  });
});

describe('join requests', () => {
  it('answers a NUL in the message or the name with 422 naming each field, and stores nothing', async () => {
    const email = 'nul-join@example.test';
    const body = { fullName: 'أحمد\u0000علي', email, type: 'engineer', phoneNumber: '777 123 456', content: 'مهندس\u0000كهرباء' };
    const res = await call('POST', '/marketplace/request-join', { body, lang: 'en' });
    expectFieldErrors(res, { fullName: 'The name contains characters that are not allowed', content: INVALID_CHARACTERS.en });
    expect(await ctx.database.db.select().from(joinRequests).where(eq(joinRequests.email, email))).toEqual([]);
  });
});

describe('names of people', () => {
  it('collapses a line break in a sign-up name into one space', async () => {
    const email = 'newline-name@example.test';
    const res = await call('POST', '/auth/register', { body: { name: 'Ali\nSaleh\t', phone: '+967 771 999 001', email, password: 'Strong@123' } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.name).toBe('Ali Saleh');
  });

  it.each([
    ['ar', 'الاسم مطلوب'],
    ['en', 'Name is required'],
  ] as const)('refuses a profile name of Hangul fillers (%s) and changes nothing', async (lang, message) => {
    const { user, token } = await tokenFor({ name: 'سالم' });
    const res = await call('PUT', '/auth/update-profile', { token, lang, body: { name: '\u3164\u115F\u1160\uFFA0' } });
    expectFieldErrors(res, { name: message });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('سالم');
  });
});
