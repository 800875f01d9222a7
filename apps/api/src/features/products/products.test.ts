import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageSchema } from '@solar/shared/contract/products';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

let ctx: TestContext;
let sellerId: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const seller = await buildUser(db, { name: 'بائع الاختبار', email: 'secret-seller@example.test' });
  sellerId = seller.id;
  // 12 public products, oldest first, the fifth featured and with pictures.
  for (let i = 0; i < 12; i += 1) {
    await buildProduct(db, {
      userId: seller.id,
      name: `منتج ${i}`,
      createdAt: new Date(Date.now() - (20 - i) * DAY),
      featured: i === 4,
      price: (i + 1) * 10,
      currency: 'USD',
      ...(i === 4 ? { imageCount: 2, store: ctx.app.imageStore } : {}),
    });
  }
  // None of these may ever appear publicly.
  await buildProduct(db, { userId: seller.id, name: 'pending', status: 'pending', postedAt: null, expiresAt: null });
  await buildProduct(db, { userId: seller.id, name: 'rejected', status: 'rejected', rejectionReason: 'x' });
  await buildProduct(db, { userId: seller.id, name: 'inactive', isActive: false });
  await buildProduct(db, { userId: seller.id, name: 'expired', expiresAt: new Date(Date.now() - DAY) });
  const suspended = await buildUser(db, { isSuspended: true });
  await buildProduct(db, { userId: suspended.id, name: 'suspended seller' });
});
afterAll(() => ctx.close());

const browse = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products${query}` });

describe('GET /api/v1/marketplace/browse-products', () => {
  it('returns a page of public products with the list envelope', async () => {
    const res = await browse('?page=1&limit=10');
    expect(res.statusCode).toBe(200);
    const body = ProductPageSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'success', total: 12, currentPage: 1, totalPages: 2 });
    expect(body.data).toHaveLength(10);
    expect(body.data.map((p) => p.name)).not.toEqual(expect.arrayContaining(['pending', 'rejected', 'inactive', 'expired', 'suspended seller']));
  });

  it('puts featured first, then the newest, and the second page holds the rest', async () => {
    const first = ProductPageSchema.parse((await browse('?limit=10')).json());
    expect(first.data[0]?.name).toBe('منتج 4');
    expect(first.data[1]?.name).toBe('منتج 11');
    const second = ProductPageSchema.parse((await browse('?page=2&limit=10')).json());
    expect(second.data.map((p) => p.name)).toEqual(['منتج 1', 'منتج 0']);
    expect(second.currentPage).toBe(2);
  });

  it('sorts by USD price when asked', async () => {
    const body = ProductPageSchema.parse((await browse('?sort=price_desc&limit=3')).json());
    expect(body.data.map((p) => p.price)).toEqual([120, 110, 100]);
  });

  it('shows seller name and verified flag but never private fields', async () => {
    const res = await browse('?limit=50');
    const text = res.body;
    expect(text).not.toContain('secret-seller@example.test');
    expect(text).not.toMatch(/password|passwordHash|searchText|search_text|userId/);
    const product = ProductPageSchema.parse(res.json()).data.find((p) => p.name === 'منتج 4')!;
    expect(product.seller).toEqual({ _id: sellerId, name: 'بائع الاختبار', isVerified: true, phoneConfirmed: true, memberSince: expect.any(String), profileImageUrl: null });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]?.url).toMatch(/^\/uploads\/[a-f0-9]+-640\.webp$/);
    // An 800 px picture: its 800 and 1280 widths are the same picture, offered once.
    expect(product.images[0]?.srcSet).toMatch(/^\/uploads\/[a-f0-9]+-200\.webp 200w, \/uploads\/[a-f0-9]+-320\.webp 320w, \/uploads\/[a-f0-9]+-640\.webp 640w, \/uploads\/[a-f0-9]+-800\.webp 800w$/);
  });

  it('serves the stored pictures as WebP with nosniff and a long cache', async () => {
    const product = ProductPageSchema.parse((await browse('?limit=1')).json()).data[0]!;
    const res = await ctx.app.inject({ method: 'GET', url: product.images[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('caps limit at 50 and defaults to page 1 with 10 items', async () => {
    const capped = ProductPageSchema.parse((await browse('?limit=500')).json());
    expect(capped.data).toHaveLength(12);
    expect(capped.totalPages).toBe(1);
    const defaults = ProductPageSchema.parse((await browse()).json());
    expect(defaults.data).toHaveLength(10);
    expect(defaults.currentPage).toBe(1);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?limit=0', '?limit=1.5', '?page=1e3', '?sort=random'])(
    'answers %s with 400 and a per-field error',
    async (query) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products${query}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', message: 'The submitted data is invalid' });
      const field = query.slice(1).split('=')[0]!;
      expect(Object.keys(body.errors)).toEqual([field]);
    },
  );

  it('filters by governorate and city, and refuses a city of another governorate', async () => {
    await buildProduct(ctx.database.db, { name: 'in mukalla', governorate: 'hadramaut', city: 'al-mukalla' });
    const body = ProductPageSchema.parse((await browse('?governorate=hadramaut&city=al-mukalla')).json());
    expect(body.data.map((p) => p.name)).toEqual(['in mukalla']);
    expect(ProductPageSchema.parse((await browse('?governorate=hadramaut')).json()).total).toBe(1);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?governorate=aden&city=al-mukalla' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { city: 'المدينة لا تتبع المحافظة المختارة' } });
    const orphan = await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?city=crater' });
    expect(orphan.statusCode).toBe(400);
  });

  it('answers a page past the end with an empty list, not an error', async () => {
    const body = ProductPageSchema.parse((await browse('?page=9')).json());
    expect(body.data).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(12);
  });
});
