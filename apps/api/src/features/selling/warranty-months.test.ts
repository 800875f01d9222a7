import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductResponseSchema } from '@solar/shared/contract/products';
import { OwnProductResponseSchema } from '@solar/shared/contract/selling';
import { products } from '../../db/schema/products.ts';
import { testApi, type Method } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';

// The warranty in months (issue #18): a described listing field (contract/listing-fields.ts) that reached the
// database, the posting, the edit, the review and the public answer through its one description.

let ctx: TestContext;
let seller: string;
let admin: string;
const api = testApi(() => ctx);
const call = (method: Method, url: string, token?: string, body?: unknown, lang: 'ar' | 'en' = 'en') => api.call(method, url, { token, body, lang });

async function tokenFor(overrides: Parameters<typeof buildUser>[1] = {}) {
  const { email } = await buildUser(ctx.database.db, overrides);
  return (await call('POST', '/auth/login', undefined, { identifier: email, password: TEST_PASSWORD })).json().data.token as string;
}

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: testClock(new Date()).now });
  seller = await tokenFor();
  admin = await tokenFor({ role: 'admin' });
});
afterAll(() => ctx.close());

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Deye SUN-5K inverter',
  type: 'Accessory',
  condition: 'New',
  price: 720,
  currency: 'USD',
  description: 'Hybrid inverter, boxed.',
  governorate: 'aden',
  city: 'crater',
  phone: '777123456',
  ...overrides,
});

const rowOf = async (id: string) => (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const approve = async (id: string) => call('POST', `/admin/products/${id}/approve`, admin, { version: (await rowOf(id)).version });
const publicProduct = async (id: string) => ProductResponseSchema.parse((await call('GET', `/marketplace/getOneProduct/${id}`)).json()).data;

describe('a listing\'s warranty in months', () => {
  it('is posted, published, read back, edited through review and cleared', async () => {
    const posted = await call('POST', '/products/post', seller, listing({ warrantyMonths: 12 }));
    expect(posted.statusCode, posted.body).toBe(201);
    const { _id: id, warrantyMonths } = OwnProductResponseSchema.parse(posted.json()).data;
    expect(warrantyMonths).toBe(12);
    expect((await rowOf(id)).warrantyMonths).toBe(12);

    expect((await approve(id)).statusCode).toBe(200);
    expect((await publicProduct(id)).warrantyMonths).toBe(12);

    // A buyer reads the warranty as part of the listing: a change waits for review beside the approved
    // version (issue #46), and the admin sees it.
    const edited = await call('PATCH', `/products/update-product/${id}`, seller, { warrantyMonths: 24 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'approved', warrantyMonths: 12, pendingEdit: { status: 'pending', warrantyMonths: 24 } });
    expect((await publicProduct(id)).warrantyMonths).toBe(12);
    const queue = await call('GET', '/admin/products?status=pending&limit=50', admin);
    const shown = queue.json().data.find((p: { _id: string }) => p._id === id);
    expect(shown).toMatchObject({ warrantyMonths: 24, changedFields: ['warrantyMonths'] });
    expect((await approve(id)).statusCode).toBe(200);
    expect((await publicProduct(id)).warrantyMonths).toBe(24);

    // Emptied, the answer has none again.
    const cleared = await call('PATCH', `/products/update-product/${id}`, seller, { warrantyMonths: null });
    expect(cleared.json().data.pendingEdit.warrantyMonths).toBeNull();
  });

  it('is absent (null) when the seller gives none, and a listing reviewed before it existed reads as unchanged', async () => {
    const { _id: id } = (await call('POST', '/products/post', seller, listing())).json().data;
    expect((await rowOf(id)).warrantyMonths).toBeNull();
    expect((await approve(id)).statusCode).toBe(200);
    expect((await publicProduct(id)).warrantyMonths).toBeNull();

    // A snapshot written before the field existed has no warrantyMonths: an unrelated edit does not list it.
    const { warrantyMonths: _, ...olderSnapshot } = (await rowOf(id)).reviewedSnapshot!;
    await ctx.database.db.update(products).set({ reviewedSnapshot: olderSnapshot }).where(eq(products.id, id));
    await call('PATCH', `/products/update-product/${id}`, seller, { name: 'Deye SUN-5K hybrid inverter' });
    const queue = await call('GET', '/admin/products?status=pending&limit=50', admin);
    expect(queue.json().data.find((p: { _id: string }) => p._id === id).changedFields).toEqual(['name']);
  });

  it.each([
    [121, 'Warranty: a whole number of months, 0 to 120'],
    [-1, 'Warranty: a whole number of months, 0 to 120'],
    [6.5, 'Warranty: a whole number of months, 0 to 120'],
    ['abc', 'Enter a number'],
  ])('refuses %j with a message saying why, and changes nothing', async (value, message) => {
    const before = (await ctx.database.db.select().from(products)).length;
    const posted = await call('POST', '/products/post', seller, listing({ warrantyMonths: value }));
    expect(posted.statusCode).toBe(422);
    expect(posted.json().errors.warrantyMonths).toBe(message);
    expect((await ctx.database.db.select().from(products)).length).toBe(before);

    const { _id: id } = (await call('POST', '/products/post', seller, listing({ warrantyMonths: 6 }))).json().data;
    expect((await approve(id)).statusCode).toBe(200);
    const stored = await rowOf(id);
    const edited = await call('PATCH', `/products/update-product/${id}`, seller, { warrantyMonths: value });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.warrantyMonths).toBe(message);
    const after = await rowOf(id);
    expect(after).toMatchObject({ warrantyMonths: 6, version: stored.version, status: 'approved' });
  });

  it('reads a warranty sent as typed text, «١٢» too', async () => {
    const posted = await call('POST', '/products/post', seller, listing({ warrantyMonths: '١٢' }));
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await rowOf(posted.json().data._id)).warrantyMonths).toBe(12);
  });

  it('says why in Arabic to an Arabic caller', async () => {
    const posted = await call('POST', '/products/post', seller, listing({ warrantyMonths: 121 }), 'ar');
    expect(posted.json().errors.warrantyMonths).toBe('الضمان: عدد صحيح من الأشهر، من ٠ إلى ١٢٠');
  });
});
