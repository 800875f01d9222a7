import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponseSchema, SellerProductPageSchema, SellerProfileResponseSchema } from '@solar/shared/contract/products';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

// A seller's public page and "other listings of this seller" (issue #17), and the trust marks every
// product shows of its seller (docs/decisions/016-trust-badges.md).

const DAY_MS = 24 * 3600 * 1000;
const clock = testClock(new Date());
let ctx: TestContext;
let seller: { id: string };
let plain: { id: string };
let ids: string[] = [];
let hidden: Record<'pending' | 'expired' | 'inactive', string>;

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
  const db = ctx.database.db;
  const joined = new Date(clock.now().getTime() - 400 * DAY_MS);
  seller = await buildUser(db, { name: 'مؤسسة النور', isVerified: true, createdAt: joined });
  plain = await buildUser(db, { name: 'بائع جديد', isVerified: false });
  // Seven public listings, newest last.
  ids = [];
  for (let i = 0; i < 7; i++) {
    ids.push((await buildProduct(db, { userId: seller.id, name: `لوح ${i}`, createdAt: new Date(clock.now().getTime() - (7 - i) * 3600_000) })).id);
  }
  hidden = {
    pending: (await buildProduct(db, { userId: seller.id, status: 'pending', postedAt: null, expiresAt: null })).id,
    expired: (await buildProduct(db, { userId: seller.id, expiresAt: new Date(clock.now().getTime() - 1000) })).id,
    inactive: (await buildProduct(db, { userId: seller.id, isActive: false })).id,
  };
  await buildProduct(db, { userId: plain.id, name: 'إعلان بائع آخر' });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('a seller on a product', () => {
  it('carries member-since and both trust marks: admin-verified and phone-confirmed apart', async () => {
    const verified = ProductDetailResponseSchema.parse((await get(`/marketplace/getOneProduct/${ids[0]}`)).json()).data.seller;
    expect(verified).toMatchObject({ name: 'مؤسسة النور', isVerified: true, phoneConfirmed: true });
    expect(new Date(verified.memberSince).getTime()).toBe(clock.now().getTime() - 400 * DAY_MS);

    const page = SellerProductPageSchema.parse((await get(`/marketplace/sellers/${plain.id}/products`)).json());
    expect(page.data[0]!.seller).toMatchObject({ name: 'بائع جديد', isVerified: false, phoneConfirmed: true });
  });
});

describe('GET /marketplace/sellers/{id}', () => {
  it('shows the seller with the count of their public listings only, and no private field', async () => {
    const res = await get(`/marketplace/sellers/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(SellerProfileResponseSchema.parse(res.json()).data).toMatchObject({ _id: seller.id, name: 'مؤسسة النور', isVerified: true, phoneConfirmed: true, listingsCount: 7 });
    expect(res.body).not.toMatch(/@example\.test|phone"|passwordHash/);
  });

  it('is 404 for an unknown id, a malformed one, a suspended seller and a sign-up still waiting for its code', async () => {
    const db = ctx.database.db;
    const suspended = await buildUser(db, { isSuspended: true });
    const pending = await buildUser(db, { isVerified: false, phoneConfirmedAt: null });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', suspended.id, pending.id]) {
      expect((await get(`/marketplace/sellers/${id}`)).statusCode, id).toBe(404);
      expect((await get(`/marketplace/sellers/${id}/products`)).statusCode, id).toBe(404);
    }
  });
});

describe('GET /marketplace/sellers/{id}/products', () => {
  it('pages the public listings newest first, leaving out pending, expired and inactive ones', async () => {
    const first = SellerProductPageSchema.parse((await get(`/marketplace/sellers/${seller.id}/products?limit=4`)).json());
    expect(first).toMatchObject({ total: 7, currentPage: 1, totalPages: 2 });
    expect(first.data.map((p) => p._id)).toEqual([ids[6], ids[5], ids[4], ids[3]]);
    const second = SellerProductPageSchema.parse((await get(`/marketplace/sellers/${seller.id}/products?limit=4&page=2`)).json());
    expect(second.data.map((p) => p._id)).toEqual([ids[2], ids[1], ids[0]]);
    const all = [...first.data, ...second.data].map((p) => p._id);
    for (const id of Object.values(hidden)) expect(all).not.toContain(id);
  });

  it('leaves out the listing being viewed', async () => {
    const page = SellerProductPageSchema.parse((await get(`/marketplace/sellers/${seller.id}/products?limit=6&exclude=${ids[6]}`)).json());
    expect(page.total).toBe(6);
    expect(page.data.map((p) => p._id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]]);
  });

  it('refuses a malformed exclude and a page past 1,000 rows', async () => {
    expect((await get(`/marketplace/sellers/${seller.id}/products?exclude=1;drop`)).statusCode).toBe(400);
    expect((await get(`/marketplace/sellers/${seller.id}/products?page=200&limit=10`)).statusCode).toBe(400);
  });
});
