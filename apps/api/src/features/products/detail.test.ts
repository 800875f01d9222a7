import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponseSchema } from '@solar/shared/contract/products';
import { productLikes } from '../../db/schema/products.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';

const clock = testClock(new Date());
let ctx: TestContext;
const tokens: Record<string, string> = {};
let ids: Record<'public' | 'pending' | 'rejected' | 'expired', string>;
let ownerId: string;

async function login(email: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: email, password: TEST_PASSWORD } });
  return res.json().data.token as string;
}

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
  const db = ctx.database.db;
  const owner = await buildUser(db, { name: 'صاحب الإعلان', email: 'owner@example.test' });
  ownerId = owner.id;
  const stranger = await buildUser(db, { email: 'stranger@example.test' });
  const admin = await buildUser(db, { email: 'admin@example.test', role: 'admin' });
  ids = {
    public: (await buildProduct(db, { userId: owner.id, name: 'لوح معروض', imageCount: 2, store: ctx.app.imageStore, views: 7 })).id,
    pending: (await buildProduct(db, { userId: owner.id, name: 'قيد المراجعة', status: 'pending', postedAt: null, expiresAt: null })).id,
    rejected: (await buildProduct(db, { userId: owner.id, name: 'مرفوض', status: 'rejected', rejectionReason: 'الصور غير واضحة' })).id,
    expired: (await buildProduct(db, { userId: owner.id, name: 'منتهي', expiresAt: new Date(clock.now().getTime() - 1000) })).id,
  };
  await db.insert(productLikes).values({ userId: stranger.id, productId: ids.public });
  tokens.owner = await login(owner.email);
  tokens.stranger = await login(stranger.email);
  tokens.admin = await login(admin.email);
});
afterAll(() => ctx.close());

const get = (id: string, who?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/getOneProduct/${id}`, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

describe('getOneProduct', () => {
  it('shows a public product with seller, pictures and likes, and likedByMe only when signed in', async () => {
    const anonymous = ProductDetailResponseSchema.parse((await get(ids.public)).json()).data;
    expect(anonymous).toMatchObject({ name: 'لوح معروض', likesCount: 0, views: 7, seller: { _id: ownerId, name: 'صاحب الإعلان', isVerified: true } });
    expect(anonymous.images).toHaveLength(2);
    expect(anonymous.likedByMe).toBeUndefined();
    expect((await get(ids.public)).body).not.toMatch(/owner@example\.test|passwordHash|rejectionReason/);
    expect(ProductDetailResponseSchema.parse((await get(ids.public, 'stranger')).json()).data.likedByMe).toBe(true);
    expect(ProductDetailResponseSchema.parse((await get(ids.public, 'owner')).json()).data.likedByMe).toBe(false);
  });

  it.each(['pending', 'rejected', 'expired'] as const)('hides a %s product from everyone but its owner and admins', async (kind) => {
    expect((await get(ids[kind])).statusCode).toBe(404);
    expect((await get(ids[kind], 'stranger')).statusCode).toBe(404);
    expect((await get(ids[kind], 'owner')).statusCode).toBe(200);
    expect((await get(ids[kind], 'admin')).statusCode).toBe(200);
  });

  it('shows the owner why a listing was rejected', async () => {
    expect((await get(ids.rejected, 'owner')).json().data.rejectionReason).toBe('الصور غير واضحة');
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"])('answers %s with 404 in the envelope', async (id) => {
    const res = await get(encodeURIComponent(id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});

describe('view counting', () => {
  const view = (id: string, ip: string, who?: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/marketplace/products/${id}/view`, remoteAddress: ip, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

  it('counts once per visitor per product per hour', async () => {
    const before = (await get(ids.public)).json().data.views;
    expect((await view(ids.public, '10.9.0.1')).json().data.counted).toBe(true);
    expect((await view(ids.public, '10.9.0.1')).json().data.counted).toBe(false);
    expect((await view(ids.public, '10.9.0.2')).json().data.counted).toBe(true);
    expect((await view(ids.public, '10.9.0.3', 'stranger')).json().data.counted).toBe(true);
    // The same signed-in person from another address is the same visitor.
    expect((await view(ids.public, '10.9.0.4', 'stranger')).json().data.counted).toBe(false);
    clock.advance(3_600_000);
    expect((await view(ids.public, '10.9.0.1')).json().data.counted).toBe(true);
    expect((await get(ids.public)).json().data.views).toBe(before + 4);
  });

  it('does not count views of products that are not public', async () => {
    expect((await view(ids.pending, '10.9.0.9')).statusCode).toBe(404);
  });
});

describe('reporting a listing', () => {
  const report = (id: string, body: unknown, ip = '10.8.0.1') =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/marketplace/products/${id}/report`, remoteAddress: ip, payload: body as object, headers: { 'accept-language': 'en' } });

  it('files one open report per visitor and product', async () => {
    const first = await report(ids.public, { reason: 'fraud', details: 'asks for payment before delivery' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thank you. Your report has reached our team for review.');
    const again = await report(ids.public, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPORT_ALREADY_OPEN');
    expect((await report(ids.public, { reason: 'sold' }, '10.8.0.2')).statusCode).toBe(201);
  });

  it('validates the reason and the length of the text', async () => {
    expect((await report(ids.public, { reason: 'boring' }, '10.8.0.3')).json().errors).toHaveProperty('reason');
    expect((await report(ids.public, { reason: 'other', details: 'x'.repeat(501) }, '10.8.0.3')).json().errors).toHaveProperty('details');
    expect((await report(ids.pending, { reason: 'spam' }, '10.8.0.3')).statusCode).toBe(404);
  });

  it('limits how often one visitor reports', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await report(ids.public, { reason: 'spam' }, '10.8.0.7')).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
