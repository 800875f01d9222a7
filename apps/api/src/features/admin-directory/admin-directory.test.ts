import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAdPageSchema, AdminEngineerPageSchema, AdminEngineerResponseSchema, AdminJoinRequestPageSchema, AdminJoinRequestResponseSchema,
  AdminShopPageSchema, AdminShopResponseSchema, type ShopInput,
} from '@solar/shared/contract/admin-directory';
import { AuditPageSchema } from '@solar/shared/contract/admin';
import { ShopResponseSchema } from '@solar/shared/contract/directory';
import { IMAGE_WIDTHS } from '@solar/shared/reference/limits';
import { engineers, joinRequests, shops } from '../../db/schema/directory.ts';
import { uploads } from '../../db/schema/users.ts';
import { testApi, type Method } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import {
  adInput, buildAd, buildEngineer, buildJoinRequest, buildShop, buildUser, engineerInput, makePng, shopInput,
} from '../../test/factories.ts';

let ctx: TestContext;
let adminToken: string;
let userToken: string;
let adminId: string;
let userId: string;
const clock = testClock();
// The clock moves on a second a call, so rows keep the order they were made in.
const { call, tokenOf, uploadPicture } = testApi(() => ctx, { lang: 'en', onCall: () => clock.advance(1000) });


beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
  const admin = await buildUser(ctx.database.db, { role: 'admin', name: 'مدير الدليل' });
  adminId = admin.id;
  adminToken = await tokenOf(admin.email);
  const user = await buildUser(ctx.database.db);
  userId = user.id;
  userToken = await tokenOf(user.email);
});
afterAll(() => ctx.close());


/** Uploads real image bytes through the public upload route, as the console does, and answers the fileUrl. */
async function upload(token: string, kind: 'png' | 'jpeg' = 'png'): Promise<string> {
  const bytes = kind === 'png' ? await makePng(600, 400) : await sharp({ create: { width: 500, height: 500, channels: 3, background: '#e0a020' } }).jpeg().toBuffer();
  const res = await uploadPicture(token, { file: bytes, name: `pic.${kind}`, type: `image/${kind}` });
  expect(res.statusCode).toBe(201);
  return res.json().data.fileUrl;
}

const keyOf = (url: string) => /\/uploads\/([a-z0-9-]+)-\d+\.webp$/.exec(url)![1]!;
const filesOf = async (key: string) => (await fs.readdir(path.join(ctx.dataDir, 'uploads'))).filter((f) => f.startsWith(`${key}-`));
const uploadRow = async (key: string) => (await ctx.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];

const NIL = '00000000-0000-0000-0000-000000000000';

const ROUTES: [Method, string, unknown?][] = [
  ['GET', '/admin/engineers'],
  ['GET', `/admin/engineers/${NIL}`],
  ['POST', '/admin/engineers', engineerInput()],
  ['PUT', `/admin/engineers/${NIL}`, engineerInput()],
  ['DELETE', `/admin/engineers/${NIL}`],
  ['GET', '/admin/shops'],
  ['GET', `/admin/shops/${NIL}`],
  ['POST', '/admin/shops', shopInput()],
  ['PUT', `/admin/shops/${NIL}`, shopInput()],
  ['DELETE', `/admin/shops/${NIL}`],
  ['GET', '/admin/ads'],
  ['GET', `/admin/ads/${NIL}`],
  ['POST', '/admin/ads', adInput()],
  ['PUT', `/admin/ads/${NIL}`, adInput()],
  ['DELETE', `/admin/ads/${NIL}`],
  ['GET', '/admin/join-requests'],
  ['GET', `/admin/join-requests/${NIL}`],
  ['POST', `/admin/join-requests/${NIL}/status`, { status: 'handled' }],
];

describe('the admin guard on the directory console', () => {
  it.each(ROUTES)('%s %s: 401 signed out, 403 for a user, never cached', async (method, url, body) => {
    const before = await ctx.database.db.select({ id: shops.id }).from(shops);
    const anonymous = await call(method, url, { body });
    expect(anonymous.statusCode).toBe(401);
    const user = await call(method, url, { token: userToken, body });
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe('FORBIDDEN');
    expect(user.headers['cache-control']).toBe('no-store');
    expect(await ctx.database.db.select({ id: shops.id }).from(shops)).toEqual(before);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const kind of ['engineers', 'shops', 'ads', 'join-requests']) {
      expect((await call('GET', `/admin/${kind}/${NIL}`, { token: adminToken })).statusCode).toBe(404);
      expect((await call('GET', `/admin/${kind}/not-a-uuid`, { token: adminToken })).statusCode).toBe(404);
    }
    expect((await call('PUT', '/admin/shops/not-a-uuid', { token: adminToken, body: shopInput() })).statusCode).toBe(404);
    expect((await call('PUT', `/admin/engineers/${NIL}`, { token: adminToken, body: engineerInput() })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/ads/${NIL}`, { token: adminToken })).json().code).toBe('NOT_FOUND');
    expect((await call('POST', '/admin/join-requests/nope/status', { token: adminToken, body: { status: 'dismissed' } })).statusCode).toBe(404);
  });
});

describe('a shop an admin adds, edits and deletes', () => {
  it('is public with its logo, found by an Arabic word in any spelling, changes when edited, and leaves no files when deleted', async () => {
    const logoUrl = await upload(adminToken, 'png');
    const galleryUrl = await upload(adminToken, 'jpeg');
    const logoKey = keyOf(logoUrl);
    const galleryKey = keyOf(galleryUrl);

    const created = await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ logo: logoUrl, images: [galleryUrl] }) });
    expect(created.statusCode).toBe(201);
    const shop = AdminShopResponseSchema.parse(created.json()).data;
    expect(shop).toMatchObject({
      name: 'محلات النخلة الذهبية للطاقة',
      phone: '967777888999',
      whatsappPhone: null,
      adminNotes: 'Visited the shop in person',
      location: { latitude: 12.78, longitude: 45.03 },
      socialMedia: { facebook: 'https://facebook.com/palm-solar' },
    });
    expect(shop.logoUrl).toBe(`/uploads/${logoKey}-320.webp`);
    expect(shop.images.map((i) => i.url)).toEqual([`/uploads/${galleryKey}-640.webp`]);
    expect(shop.images[0]).toMatchObject({ width: 500, height: 500 });

    // The public sees it like any other shop: in the list, by a word of its name, on its own page.
    const all = (await call('GET', '/marketplace/getAllShops?limit=50')).json().data.map((s: { _id: string }) => s._id);
    expect(all).toContain(shop._id);
    for (const word of ['النخلة', 'النخله', 'نخلة']) {
      const found = await call('GET', `/marketplace/filters-shop?search_keyword=${encodeURIComponent(word)}`);
      expect(found.json().data.map((s: { _id: string }) => s._id)).toEqual([shop._id]);
    }
    // …and by its place in the other language, like a seeded shop.
    expect((await call('GET', '/marketplace/filters-shop?search_keyword=Crater')).json().data.map((s: { _id: string }) => s._id)).toContain(shop._id);
    const detail = await call('GET', `/marketplace/getOneShop/${shop._id}`);
    expect(detail.statusCode).toBe(200);
    const publicShop = ShopResponseSchema.parse(detail.json()).data;
    expect(publicShop.logoUrl).toBe(`/uploads/${logoKey}-320.webp`);
    expect(detail.body).not.toMatch(/Visited the shop|adminNotes|searchText|createdBy/);
    expect(await filesOf(logoKey)).toHaveLength(IMAGE_WIDTHS.length);

    // The edit keeps the logo (sent back as shown), drops the gallery picture and renames the shop.
    const edited = await call('PUT', `/admin/shops/${shop._id}`, { token: adminToken, body: shopInput({ name: 'محلات السنبلة الخضراء', logo: shop.logoUrl, images: [] }) });
    expect(edited.statusCode).toBe(200);
    expect(AdminShopResponseSchema.parse(edited.json()).data).toMatchObject({ name: 'محلات السنبلة الخضراء', logoUrl: `/uploads/${logoKey}-320.webp`, images: [] });
    expect((await call('GET', `/marketplace/getOneShop/${shop._id}`)).json().data.name).toBe('محلات السنبلة الخضراء');
    expect((await call('GET', `/marketplace/filters-shop?search_keyword=${encodeURIComponent('النخلة')}`)).json().data).toEqual([]);
    expect((await call('GET', `/marketplace/filters-shop?search_keyword=${encodeURIComponent('السنبله')}`)).json().data.map((s: { _id: string }) => s._id)).toEqual([shop._id]);
    expect(await filesOf(galleryKey)).toEqual([]);
    expect(await uploadRow(galleryKey)).toBeUndefined();
    expect(await filesOf(logoKey)).toHaveLength(IMAGE_WIDTHS.length);
    expect(await uploadRow(logoKey)).toBeDefined();

    const deleted = await call('DELETE', `/admin/shops/${shop._id}`, { token: adminToken });
    expect(deleted.json()).toEqual({ status: 'success', data: { _id: shop._id } });
    expect((await call('GET', `/marketplace/getOneShop/${shop._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/admin/shops/${shop._id}`, { token: adminToken })).statusCode).toBe(404);
    expect((await call('GET', '/marketplace/getAllShops?limit=50')).json().data.map((s: { _id: string }) => s._id)).not.toContain(shop._id);
    expect(await filesOf(logoKey)).toEqual([]);
    expect(await uploadRow(logoKey)).toBeUndefined();

    // Every step is in the audit log with who did it and the record before and after.
    const audit = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=shop&limit=50', { token: adminToken })).json()).data.filter((e) => e.targetId === shop._id);
    const byAction = Object.fromEntries(audit.map((e) => [e.action, e]));
    expect(Object.keys(byAction).sort()).toEqual(['shop.create', 'shop.delete', 'shop.update']);
    for (const entry of audit) expect(entry.actor).toEqual({ _id: adminId, name: 'مدير الدليل' });
    expect(byAction['shop.create']).toMatchObject({ before: null, after: { _id: shop._id, name: 'محلات النخلة الذهبية للطاقة', adminNotes: 'Visited the shop in person' } });
    expect(byAction['shop.update']).toMatchObject({ before: { name: 'محلات النخلة الذهبية للطاقة' }, after: { name: 'محلات السنبلة الخضراء', images: [] } });
    expect(byAction['shop.delete']).toMatchObject({ before: { name: 'محلات السنبلة الخضراء' }, after: null });
    expect(JSON.stringify(audit)).not.toMatch(/searchText|search_text/);
  });

  it('keeps a picture another entry still shows when one of them is deleted', async () => {
    const logoUrl = await upload(adminToken);
    const first = (await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ name: 'فرع أول للاختبار', logo: logoUrl }) })).json().data;
    const second = (await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ name: 'فرع ثان للاختبار', logo: logoUrl }) })).json().data;
    expect((await call('DELETE', `/admin/shops/${first._id}`, { token: adminToken })).statusCode).toBe(200);
    expect(await filesOf(keyOf(logoUrl))).toHaveLength(IMAGE_WIDTHS.length);
    expect((await call('GET', `/marketplace/getOneShop/${second._id}`)).json().data.logoUrl).toBe(`/uploads/${keyOf(logoUrl)}-320.webp`);
    expect((await call('DELETE', `/admin/shops/${second._id}`, { token: adminToken })).statusCode).toBe(200);
    expect(await filesOf(keyOf(logoUrl))).toEqual([]);
  });

  it('lets an edit keep the pictures of a seeded entry, which have no upload row', async () => {
    const store = ctx.app.imageStore;
    const variants = new Map([[320, await sharp(await makePng(320, 320)).webp().toBuffer()]]);
    const key = await store.save(variants, 'seed-');
    const seeded = await buildShop(ctx.database.db, { logo: { key, width: 320, height: 320 } });
    const res = await call('PUT', `/admin/shops/${seeded.id}`, { token: adminToken, body: shopInput({ name: 'محل مزروع معدل', logo: store.url(key, 320) }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logoUrl).toBe(`/uploads/${key}-320.webp`);
    expect(await filesOf(key)).toHaveLength(1);
  });
});

describe('bad input', () => {
  const shopCount = async () => (await ctx.database.db.select({ id: shops.id }).from(shops)).length;
  const engineerCount = async () => (await ctx.database.db.select({ id: engineers.id }).from(engineers)).length;

  it.each([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a city outside the governorate', { governorate: 'aden', city: 'taiz-city' }, 'city', 'The city is not in the chosen governorate'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', undefined],
    ['an unknown service', { services: ['sales', 'teleportation'] }, 'services.1', 'Invalid choice'],
    ['a script link', { website: 'javascript:alert(1)' }, 'website', undefined],
    ['a latitude without a longitude', { longitude: null }, 'longitude', undefined],
  ] as [string, Partial<ShopInput>, string, string | undefined][])('refuses a shop with %s (422, field error) and stores nothing', async (_label, overrides, field, message) => {
    const before = await shopCount();
    const res = await call('POST', '/admin/shops', { token: adminToken, body: shopInput(overrides) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().errors)).toContain(field);
    if (message) expect(res.json().errors[field]).toBe(message);
    expect(await shopCount()).toBe(before);
  });

  it('refuses pictures that are not this admin\'s uploads and changes nothing', async () => {
    const theirs = await upload(userToken);
    const before = await shopCount();
    const res = await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ logo: theirs, images: ['/uploads/0123456789abcdef0123456789abcdef-640.webp', 'https://evil.example/x.png'] }) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_NOT_OWNED', errors: { logo: 'This image was not found or is not yours. Upload it again.', images: expect.any(String) } });
    expect(await shopCount()).toBe(before);
    expect(await filesOf(keyOf(theirs))).toHaveLength(IMAGE_WIDTHS.length);
    expect((await uploadRow(keyOf(theirs)))?.userId).toBe(userId);

    const engineers = await engineerCount();
    const own = await upload(adminToken);
    const mixed = await call('POST', '/admin/engineers', { token: adminToken, body: engineerInput({ profileImage: own, portfolioImages: [own, theirs] }) });
    expect(mixed.statusCode).toBe(422);
    expect(Object.keys(mixed.json().errors)).toEqual(['portfolioImages']);
    expect(await engineerCount()).toBe(engineers);

    // An edit may not slip someone else's picture in either; the entry stays as it was.
    const ad = (await call('POST', '/admin/ads', { token: adminToken, body: adInput({ image: own }) })).json().data;
    const edit = await call('PUT', `/admin/ads/${ad._id}`, { token: adminToken, body: adInput({ title: 'عنوان جديد', image: theirs }) });
    expect(edit.json()).toMatchObject({ code: 'UPLOAD_NOT_OWNED', errors: { image: expect.any(String) } });
    expect((await call('GET', `/admin/ads/${ad._id}`, { token: adminToken })).json().data).toMatchObject({ title: ad.title, image: { url: `/uploads/${keyOf(own)}-640.webp` } });
  });

  it('refuses eleven portfolio pictures', async () => {
    const before = await engineerCount();
    const url = await upload(adminToken);
    const res = await call('POST', '/admin/engineers', { token: adminToken, body: engineerInput({ portfolioImages: Array.from({ length: 11 }, () => url) }) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['portfolioImages']);
    expect(await engineerCount()).toBe(before);
  });

  it('ignores fields a body may not set: the creator, the search text', async () => {
    const res = await call('POST', '/admin/shops', { token: adminToken, body: { ...shopInput({ name: 'محل الحقول المجهولة' }), createdBy: userId, searchText: 'zzzsecret', id: 'x', createdAt: '2001-01-01T00:00:00Z' } });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(shops).where(eq(shops.id, res.json().data._id));
    expect(row!.createdBy).toBe(adminId);
    expect(row!.searchText).not.toContain('zzzsecret');
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
    expect((await call('GET', '/marketplace/filters-shop?search_keyword=zzzsecret')).json().data).toEqual([]);
  });
});

describe('engineers', () => {
  it('an engineer with pictures is public, searchable and editable; the console lists newest first with a search', async () => {
    const avatar = await upload(adminToken);
    const work = [await upload(adminToken, 'jpeg'), await upload(adminToken)];
    const created = await call('POST', '/admin/engineers', { token: adminToken, body: engineerInput({ name: 'م. هشام الشرعبي', profileImage: avatar, portfolioImages: work }) });
    expect(created.statusCode).toBe(201);
    const engineer = AdminEngineerResponseSchema.parse(created.json()).data;
    expect(engineer).toMatchObject({
      phone: '967777123456',
      whatsappPhone: '967777123456',
      profileImageUrl: `/uploads/${keyOf(avatar)}-320.webp`,
      certifications: [{ name: 'PV Installer', issuedBy: 'NABCEP', issuedDate: '2020-01-01', expiryDate: null }],
      adminNotes: 'Called him twice, reliable',
    });
    expect(engineer.portfolioImages.map((i) => i.url)).toEqual(work);

    const search = await call('GET', `/marketplace/filters-engineer?search_keyword=${encodeURIComponent('الشرعبي')}`);
    expect(search.json().data.map((e: { _id: string }) => e._id)).toEqual([engineer._id]);
    const publicProfile = await call('GET', `/marketplace/getOneEngineer/${engineer._id}`);
    expect(publicProfile.json().data.portfolioImages).toHaveLength(2);
    expect(publicProfile.body).not.toContain('Called him twice');

    // Full replace: one portfolio picture dropped, availability changed; a joinRequestId on PUT is ignored.
    const waiting = await buildJoinRequest(ctx.database.db, { type: 'engineer' });
    const edited = await call('PUT', `/admin/engineers/${engineer._id}`, { token: adminToken, body: engineerInput({
      name: 'م. هشام الشرعبي', profileImage: engineer.profileImageUrl, portfolioImages: [work[1]!], availabilityStatus: 'busy', joinRequestId: waiting.id,
    }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.availability.status).toBe('busy');
    expect((await call('GET', `/marketplace/getOneEngineer/${engineer._id}`)).json().data.portfolioImages.map((i: { url: string }) => i.url)).toEqual([work[1]]);
    expect(await filesOf(keyOf(work[0]!))).toEqual([]);
    expect(await filesOf(keyOf(avatar))).toHaveLength(IMAGE_WIDTHS.length);
    expect((await call('GET', `/admin/join-requests/${waiting.id}`, { token: adminToken })).json().data).toMatchObject({ status: 'new', entryId: null });

    await buildEngineer(ctx.database.db, { name: 'مهندس أحدث من هشام', createdAt: new Date(clock.now().getTime() + 60_000) });
    const list = AdminEngineerPageSchema.parse((await call('GET', '/admin/engineers?limit=2', { token: adminToken })).json());
    expect(list.data.map((e) => e.name)).toEqual(['مهندس أحدث من هشام', 'م. هشام الشرعبي']);
    expect(list.data[1]?.adminNotes).toBe('Called him twice, reliable');
    const found = AdminEngineerPageSchema.parse((await call('GET', `/admin/engineers?q=${encodeURIComponent('هشام الشرعبى')}`, { token: adminToken })).json());
    expect(found.data.map((e) => e._id)).toEqual([engineer._id]);
    expect(found.total).toBe(1);

    expect((await call('DELETE', `/admin/engineers/${engineer._id}`, { token: adminToken })).statusCode).toBe(200);
    expect((await call('GET', `/marketplace/getOneEngineer/${engineer._id}`)).statusCode).toBe(404);
    expect(await filesOf(keyOf(avatar))).toEqual([]);
    expect(await filesOf(keyOf(work[1]!))).toEqual([]);
    const actions = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=engineer&limit=50', { token: adminToken })).json()).data
      .filter((e) => e.targetId === engineer._id);
    expect(actions.map((e) => e.action).sort()).toEqual(['engineer.create', 'engineer.delete', 'engineer.update']);
    expect(actions.find((e) => e.action === 'engineer.update')).toMatchObject({
      actor: { _id: adminId },
      before: { availability: { status: 'available' } },
      after: { availability: { status: 'busy' } },
    });
  });
});

describe('ads', () => {
  it('the console lists inactive ads too; the public only sees active ones', async () => {
    const image = await upload(adminToken);
    const live = (await call('POST', '/admin/ads', { token: adminToken, body: adInput({ title: 'عرض ألواح حي', image }) })).json().data;
    const paused = (await call('POST', '/admin/ads', { token: adminToken, body: adInput({ title: 'عرض موقوف', active: false }) })).json().data;
    await buildAd(ctx.database.db, { title: 'عرض قديم', active: false, createdAt: new Date('2020-01-01') });

    const listed = AdminAdPageSchema.parse((await call('GET', '/admin/ads?limit=50', { token: adminToken })).json());
    expect(listed.data.map((a) => a.title).slice(0, 2)).toEqual(['عرض موقوف', 'عرض ألواح حي']);
    expect(listed.data.map((a) => a.title)).toContain('عرض قديم');
    const publicAds = (await call('GET', '/marketplace/getAllAds?limit=50')).json().data.map((a: { _id: string }) => a._id);
    expect(publicAds).toContain(live._id);
    expect(publicAds).not.toContain(paused._id);

    const resumed = await call('PUT', `/admin/ads/${paused._id}`, { token: adminToken, body: adInput({ title: 'عرض موقوف', active: true }) });
    expect(resumed.json().data.active).toBe(true);
    expect((await call('GET', '/marketplace/getAllAds?limit=50')).json().data.map((a: { _id: string }) => a._id)).toContain(paused._id);
    expect((await call('GET', `/admin/ads?q=${encodeURIComponent('الواح')}`, { token: adminToken })).json().data.map((a: { _id: string }) => a._id)).toEqual([live._id]);

    expect((await call('DELETE', `/admin/ads/${live._id}`, { token: adminToken })).statusCode).toBe(200);
    expect((await call('GET', '/marketplace/getAllAds?limit=50')).json().data.map((a: { _id: string }) => a._id)).not.toContain(live._id);
    expect(await filesOf(keyOf(image))).toEqual([]);
    const audit = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=ad&limit=50', { token: adminToken })).json()).data;
    expect(audit.filter((e) => e.targetId === live._id).map((e) => e.action).sort()).toEqual(['ad.create', 'ad.delete']);
    expect(audit.find((e) => e.targetId === paused._id && e.action === 'ad.update')).toMatchObject({ before: { active: false }, after: { active: true } });
  });
});

describe('join requests', () => {
  it('the inbox is a queue of new requests, filtered by type; status changes are recorded and reversible', async () => {
    const t = clock.now().getTime();
    const older = await buildJoinRequest(ctx.database.db, { type: 'engineer', fullName: 'أقدم طلب', createdAt: new Date(t - 3_000_000) });
    const newer = await buildJoinRequest(ctx.database.db, { type: 'engineer', fullName: 'أحدث طلب', createdAt: new Date(t - 1_000_000) });
    const shopRequest = await buildJoinRequest(ctx.database.db, { type: 'shop', fullName: 'طلب محل', createdAt: new Date(t - 2_000_000) });

    const inbox = AdminJoinRequestPageSchema.parse((await call('GET', '/admin/join-requests?limit=50', { token: adminToken })).json());
    const ids = inbox.data.map((r) => r._id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(shopRequest.id));
    expect(ids.indexOf(shopRequest.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(inbox.data.find((r) => r._id === older.id)).toMatchObject({ status: 'new', handledBy: null, handledAt: null, entryId: null, type: 'engineer' });
    const shopsOnly = (await call('GET', '/admin/join-requests?type=shop&limit=50', { token: adminToken })).json().data.map((r: { _id: string }) => r._id);
    expect(shopsOnly).toContain(shopRequest.id);
    expect(shopsOnly).not.toContain(older.id);
    expect((await call('GET', '/admin/join-requests?status=archived', { token: adminToken })).statusCode).toBe(400);

    const dismissed = await call('POST', `/admin/join-requests/${older.id}/status`, { token: adminToken, body: { status: 'dismissed' } });
    expect(AdminJoinRequestResponseSchema.parse(dismissed.json()).data).toMatchObject({ status: 'dismissed', handledBy: { _id: adminId, name: 'مدير الدليل' }, handledAt: expect.any(String) });
    await call('POST', `/admin/join-requests/${newer.id}/status`, { token: adminToken, body: { status: 'dismissed' } });
    // Closed requests: the most recently closed first.
    const closed = (await call('GET', '/admin/join-requests?status=dismissed&limit=50', { token: adminToken })).json().data.map((r: { _id: string }) => r._id);
    expect(closed.indexOf(newer.id)).toBeLessThan(closed.indexOf(older.id));
    expect((await call('GET', '/admin/join-requests?limit=50', { token: adminToken })).json().data.map((r: { _id: string }) => r._id)).not.toContain(older.id);

    const reopened = await call('POST', `/admin/join-requests/${older.id}/status`, { token: adminToken, body: { status: 'new' } });
    expect(reopened.json().data).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
    expect((await call('POST', `/admin/join-requests/${older.id}/status`, { token: adminToken, body: { status: 'closed' } })).statusCode).toBe(422);

    const audit = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=joinRequest&limit=50', { token: adminToken })).json()).data.filter((e) => e.targetId === older.id);
    expect(audit).toHaveLength(2);
    expect(audit.every((e) => e.action === 'joinRequest.status' && e.actor?._id === adminId)).toBe(true);
    expect(audit.map((e) => [(e.before as { status: string }).status, (e.after as { status: string }).status]).sort()).toEqual([['dismissed', 'new'], ['new', 'dismissed']]);
  });

  it('creating an engineer from a request handles it once; a second attempt and the wrong type are refused', async () => {
    const request = await buildJoinRequest(ctx.database.db, { type: 'engineer', fullName: 'نبيل المخلافي' });
    const count = async () => (await ctx.database.db.select({ id: engineers.id }).from(engineers)).length;

    // A shop from an engineer's request: refused, nothing made, the request still waits.
    const shopsBefore = (await ctx.database.db.select({ id: shops.id }).from(shops)).length;
    const mismatch = await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ joinRequestId: request.id }) });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ code: 'JOIN_REQUEST_TYPE_MISMATCH', errors: { joinRequestId: expect.any(String) } });
    expect((await ctx.database.db.select({ id: shops.id }).from(shops)).length).toBe(shopsBefore);
    expect((await call('GET', `/admin/join-requests/${request.id}`, { token: adminToken })).json().data).toMatchObject({ status: 'new', handledBy: null, entryId: null });

    const before = await count();
    const created = await call('POST', '/admin/engineers', { token: adminToken, body: engineerInput({ name: 'نبيل المخلافي', joinRequestId: request.id }) });
    expect(created.statusCode).toBe(201);
    const engineerId = created.json().data._id;
    const handled = AdminJoinRequestResponseSchema.parse((await call('GET', `/admin/join-requests/${request.id}`, { token: adminToken })).json()).data;
    expect(handled).toMatchObject({ status: 'handled', handledBy: { _id: adminId }, entryId: engineerId });
    expect(handled.handledAt).toBe(created.json().data.updatedAt);

    const again = await call('POST', '/admin/engineers', { token: adminToken, body: engineerInput({ name: 'نبيل المخلافي', joinRequestId: request.id }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'JOIN_REQUEST_CLOSED', message: 'This join request has already been handled or dismissed', errors: { joinRequestId: expect.any(String) } });
    expect(await count()).toBe(before + 1);

    const unknown = await call('POST', '/admin/engineers', { token: adminToken, body: engineerInput({ joinRequestId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'JOIN_REQUEST_NOT_FOUND', errors: { joinRequestId: 'This join request was not found' } });
    expect(await count()).toBe(before + 1);

    const audit = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=joinRequest&limit=50', { token: adminToken })).json()).data.filter((e) => e.targetId === request.id);
    expect(audit).toMatchObject([{ action: 'joinRequest.status', before: { status: 'new', entryId: null }, after: { status: 'handled', entryId: engineerId } }]);

    // Deleting the entry later keeps the request handled; it just stops naming the entry.
    await call('DELETE', `/admin/engineers/${engineerId}`, { token: adminToken });
    const [row] = await ctx.database.db.select().from(joinRequests).where(inArray(joinRequests.id, [request.id]));
    expect(row).toMatchObject({ status: 'handled', handledBy: adminId, entryId: null });
  });

  it('two admins making an entry from one request at the same moment: one wins, the other hears 409', async () => {
    const request = await buildJoinRequest(ctx.database.db, { type: 'shop', fullName: 'طلب متزامن' });
    const body = shopInput({ name: 'محل الطلب المتزامن', joinRequestId: request.id });
    const answers = await Promise.all([call('POST', '/admin/shops', { token: adminToken, body }), call('POST', '/admin/shops', { token: adminToken, body })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = await ctx.database.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'محل الطلب المتزامن'));
    expect(made).toHaveLength(1);
    expect((await call('GET', `/admin/join-requests/${request.id}`, { token: adminToken })).json().data.entryId).toBe(made[0]!.id);
  });

  it('a shop made from a shop request marks it handled with the new shop', async () => {
    const request = await buildJoinRequest(ctx.database.db, { type: 'shop' });
    const created = await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ name: 'محل من طلب انضمام', joinRequestId: request.id }) });
    expect(created.statusCode).toBe(201);
    expect((await call('GET', `/admin/join-requests/${request.id}`, { token: adminToken })).json().data).toMatchObject({ status: 'handled', entryId: created.json().data._id });
    expect(AdminShopPageSchema.parse((await call('GET', `/admin/shops?q=${encodeURIComponent('انضمام')}`, { token: adminToken })).json()).data.map((s) => s._id)).toEqual([created.json().data._id]);
  });
});
