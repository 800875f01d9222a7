import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductPageSchema } from '@solar/shared/contract/admin';
import { OwnProductPageSchema, OwnProductResponseSchema } from '@solar/shared/contract/selling';
import { products } from '../../db/schema/products.ts';
import { testApi } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { shortProductCode } from '@solar/shared/domain/product-short-link';

// Issue #46: an edit of a public listing waits for review beside the approved version, which stays public
// (its page, its short link, search); the seller is told of each decision once, within quiet hours.
// 2026-11-20 09:00 UTC is 12:00 in Aden (UTC+3).
const clock = testClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
const { call, signedIn, uploadPicture } = testApi(() => ctx);
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://solar.example' }, { clock: clock.now });
  admin = (await signedIn({ role: 'admin' })).token;
});
afterAll(() => ctx.close());

const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

/** A picture uploaded as the app does; its address, for a listing's `images`. */
const upload = async (token: string) => (await uploadPicture(token)).json().data.fileUrl as string;

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jinko Tiger Neo 580 W panel',
  type: 'Panel',
  condition: 'New',
  brand: 'JinkoSolar',
  price: 120,
  currency: 'USD',
  description: 'Bifacial panel, unused, in its original box.',
  governorate: 'aden',
  city: 'crater',
  phone: '777123456',
  specifications: {},
  ...overrides,
});

const versionOf = async (id: string) => (await ctx.database.db.select({ version: products.version }).from(products).where(eq(products.id, id)))[0]!.version;
const approve = async (id: string, version?: number) => call('POST', `/admin/products/${id}/approve`, { token: admin, lang: 'en', body: { version: version ?? (await versionOf(id)) } });
const reject = async (id: string, reason: string, version?: number) =>
  call('POST', `/admin/products/${id}/reject`, { token: admin, lang: 'en', body: { reason, version: version ?? (await versionOf(id)) } });
const edit = (id: string, token: string, body: Record<string, unknown>) => call('PATCH', `/products/update-product/${id}`, { token, lang: 'en', body });
const publicPage = (id: string) => call('GET', `/marketplace/getOneProduct/${id}`);
const searchIds = async (word: string) => ((await call('GET', `/marketplace/search-products?search_keyword=${word}&limit=50`, { headers: { 'cache-control': 'no-cache' } })).json().data as { _id: string }[]).map((p) => p._id);
const mine = async (token: string) => OwnProductPageSchema.parse((await call('GET', '/products/user-products?limit=50', { token })).json()).data;
const queue = async (status: 'pending' | 'rejected') => AdminProductPageSchema.parse((await call('GET', `/admin/products?status=${status}&limit=50`, { token: admin })).json()).data;
const outbox = async (to: string) => (await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' })).json().data as { channel: string; text: string }[];

/** A seller's listing, posted and approved through the API; the messages its approval queued are sent. */
async function liveListing(token: string, overrides: Record<string, unknown> = {}) {
  const posted = await call('POST', '/products/post', { token, lang: 'en', body: listing(overrides) });
  expect(posted.statusCode, posted.body).toBe(201);
  const id = posted.json().data._id as string;
  expect((await approve(id)).statusCode).toBe(200);
  await ctx.app.jobs.runDue();
  return id;
}

describe('an edit of a public listing', () => {
  it('keeps the approved version public (page, short link, search) while the edit waits; the price goes live at once', async () => {
    at('2026-11-20T09:00:00Z');
    const { token } = await signedIn();
    const id = await liveListing(token);
    clock.advance(60_000);

    const edited = await edit(id, token, { price: 99, description: 'Bifacial panel, unused, in its original box. Mounting clamps included (kangaroo).' });
    expect(edited.statusCode, edited.body).toBe(200);
    const own = OwnProductResponseSchema.parse(edited.json());
    expect(own.message).toBe('Changes sent for review. Buyers keep seeing the approved version until they are approved.');
    expect(own.data).toMatchObject({ status: 'approved', price: 99, description: 'Bifacial panel, unused, in its original box.' });
    expect(own.data.pendingEdit).toMatchObject({ status: 'pending', rejectionReason: null, description: expect.stringContaining('kangaroo') });

    const page = await publicPage(id);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ price: 99, description: 'Bifacial panel, unused, in its original box.' });
    const short = await ctx.app.inject({ method: 'GET', url: `/p/${shortProductCode(id)}` });
    expect(short.statusCode).toBe(301);
    expect(short.headers.location).toContain(id);
    expect(await searchIds('bifacial')).toContain(id);
    expect(await searchIds('kangaroo')).not.toContain(id);

    // My products shows both: the live version and the edit waiting.
    const shown = (await mine(token)).find((p) => p._id === id)!;
    expect(shown).toMatchObject({ status: 'approved', price: 99, pendingEdit: { status: 'pending' } });
  });

  it('a price-only edit stays live with no review, as before', async () => {
    const { token } = await signedIn();
    const id = await liveListing(token);
    const priced = await edit(id, token, { price: 110, isNegotiable: false });
    expect(priced.json()).toMatchObject({ message: 'Product updated', data: { status: 'approved', price: 110, isNegotiable: false, pendingEdit: null } });
    expect((await queue('pending')).map((p) => p._id)).not.toContain(id);
  });

  it('shows the admin the edit under review; approving makes it public, its search text and pictures included', async () => {
    const { token } = await signedIn();
    const first = await upload(token);
    const id = await liveListing(token, { images: [first] });
    const second = await upload(token);
    await edit(id, token, { description: 'Bifacial panel with its wombat clamps.', images: [second, first] });

    const waiting = (await queue('pending')).find((p) => p._id === id)!;
    expect(waiting).toMatchObject({ isLiveEdit: true, isResubmission: true, status: 'pending', description: 'Bifacial panel with its wombat clamps.', version: await versionOf(id) });
    expect(waiting.changedFields.sort()).toEqual(['description', 'images']);
    expect(waiting.images).toHaveLength(2);
    expect((await publicPage(id)).json().data.images).toHaveLength(1);

    const approved = await approve(id, waiting.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', description: 'Bifacial panel with its wombat clamps.', pendingEdit: null });
    const page = (await publicPage(id)).json().data;
    expect(page.description).toBe('Bifacial panel with its wombat clamps.');
    expect(page.images).toHaveLength(2);
    expect(await searchIds('wombat')).toContain(id);
    expect((await queue('pending')).map((p) => p._id)).not.toContain(id);
  });

  it('rejecting leaves the approved version public and the edit, with the reason, for the seller', async () => {
    const { token } = await signedIn();
    const id = await liveListing(token);
    await edit(id, token, { name: 'Jinko Tiger Neo 580 W — call for wholesale' });
    const rejected = await reject(id, 'No wholesale offers in the name');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'approved', name: 'Jinko Tiger Neo 580 W panel', pendingEdit: { status: 'rejected', rejectionReason: 'No wholesale offers in the name' } });
    expect((await publicPage(id)).json().data.name).toBe('Jinko Tiger Neo 580 W panel');
    expect((await queue('pending')).map((p) => p._id)).not.toContain(id);
    expect((await queue('rejected')).find((p) => p._id === id)).toMatchObject({ isLiveEdit: true, rejectionReason: 'No wholesale offers in the name' });

    // Fixing the edit sends it back to review; the listing stays public all along.
    const fixed = await edit(id, token, { name: 'Jinko Tiger Neo 580 W' });
    expect(fixed.json().data).toMatchObject({ status: 'approved', pendingEdit: { status: 'pending', name: 'Jinko Tiger Neo 580 W', rejectionReason: null } });
    expect((await publicPage(id)).statusCode).toBe(200);
  });

  it('a second edit during review replaces the pending one, and a decision on the first version is refused', async () => {
    const { token } = await signedIn();
    const id = await liveListing(token);
    await edit(id, token, { description: 'First change of the text.' });
    const read = (await queue('pending')).find((p) => p._id === id)!;
    await edit(id, token, { name: 'Jinko Tiger Neo 580 W (two left)' });

    const own = (await mine(token)).find((p) => p._id === id)!;
    expect(own.pendingEdit).toMatchObject({ name: 'Jinko Tiger Neo 580 W (two left)', description: 'First change of the text.' });
    expect((await queue('pending')).filter((p) => p._id === id)).toHaveLength(1);

    const stale = await approve(id, read.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('LISTING_CHANGED');
    expect((await reject(id, 'Too late', read.version)).statusCode).toBe(409);
    expect((await publicPage(id)).json().data.name).toBe('Jinko Tiger Neo 580 W panel');

    expect((await approve(id)).statusCode).toBe(200);
    expect((await publicPage(id)).json().data).toMatchObject({ name: 'Jinko Tiger Neo 580 W (two left)', description: 'First change of the text.' });
  });

  it('an edit taken back to the approved text leaves nothing to review', async () => {
    const { token } = await signedIn();
    const id = await liveListing(token);
    await edit(id, token, { description: 'Something else.' });
    const back = await edit(id, token, { description: 'Bifacial panel, unused, in its original box.' });
    expect(back.json().data.pendingEdit).toBeNull();
    expect((await queue('pending')).map((p) => p._id)).not.toContain(id);
  });
});

describe('the seller is told of a decision', () => {
  it('once, by SMS in their language, with the short link; a rejection with its reason', async () => {
    at('2026-11-21T09:00:00Z');
    const { user, token } = await signedIn({ language: 'en' });
    const posted = await call('POST', '/products/post', { token, lang: 'en', body: listing() });
    const id = posted.json().data._id as string;
    const version = await versionOf(id);
    expect((await approve(id, version)).statusCode).toBe(200);
    // The same decision again (a double click, a retry) queues nothing more.
    expect((await approve(id, version)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    const sent = await outbox(`+${user.phone}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms' });
    expect(sent[0]!.text).toContain('was approved');
    expect(sent[0]!.text).toContain(`https://solar.example/p/${shortProductCode(id)}`);

    await edit(id, token, { description: 'Now with a broken corner.' });
    expect((await reject(id, 'Say how big the damage is')).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const after = await outbox(`+${user.phone}`);
    expect(after).toHaveLength(2);
    expect(after[0]!.text).toContain('Reason: Say how big the damage is');
    expect(after[0]!.text).toContain(`/p/${shortProductCode(id)}`);
  });

  it('in Arabic to an Arabic speaker, by e-mail when only the e-mail is confirmed', async () => {
    at('2026-11-22T09:00:00Z');
    const { user, token } = await signedIn({ language: 'ar', phoneConfirmedAt: new Date(), emailConfirmedAt: new Date() });
    const { user: mailed, token: mailedToken } = await signedIn({ language: 'ar', favouritesChannel: 'sms' });
    await ctx.database.db.execute(`update users set phone_confirmed_at = null where id = '${mailed.id}'`);
    await liveListing(token);
    await liveListing(mailedToken);
    const sms = await outbox(`+${user.phone}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('تمت الموافقة على إعلانك');
    const mail = await outbox(mailed.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email' });
  });

  it('approved at night, the SMS waits for the end of quiet hours (07:00 in Aden)', async () => {
    // 23:30 in Aden.
    at('2026-11-23T20:30:00Z');
    const { user, token } = await signedIn({ language: 'en' });
    const id = (await call('POST', '/products/post', { token, lang: 'en', body: listing() })).json().data._id as string;
    expect((await approve(id)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(await outbox(`+${user.phone}`)).toHaveLength(0);

    at('2026-11-24T03:59:00Z');
    await ctx.app.jobs.runDue();
    expect(await outbox(`+${user.phone}`)).toHaveLength(0);
    at('2026-11-24T04:00:00Z');
    await ctx.app.jobs.runDue();
    expect(await outbox(`+${user.phone}`)).toHaveLength(1);
  });
});
