import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorLinkCode } from '@solar/shared/domain/calculator-link';
import { queryRows } from '../../db/client.ts';
import { testApi } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildEngineer, buildProduct, buildShop } from '../../test/factories.ts';

// Issue #44 through the real app, its job runner and the development outbox (PGlite, or PostgreSQL with
// PG_TEST_URL). 2026-11-20 09:00 UTC is 12:00 in Aden: outside the SMS quiet hours.
const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
const { call, signedIn } = testApi(() => ctx);
let adminToken: string;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://solar.example' }, { clock: clock.now });
  adminToken = (await signedIn({ role: 'admin' })).token;
});
afterAll(() => ctx.close());


const listing = (overrides: Parameters<typeof buildProduct>[1]) =>
  buildProduct(ctx.database.db, { postedAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 60 * DAY), ...overrides });

const outbox = async (to: string) => ((await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' })).json().data as { text: string }[]);
const deliver = () => ctx.app.jobs.runDue();

const taizRequest = { title: 'منظومة لثلاجة وأربع لمبات ومروحة', governorate: 'taiz', city: 'taiz-city', budget: 1500, currency: 'SAR', installationWanted: true, openDays: 7 };
const calculatorCode = calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 5, governorate: 'taiz', batteryType: 'lithium' })!;

async function postRequest(token: string, body: Record<string, unknown> = { ...taizRequest, calculatorCode }) {
  const res = await call('POST', '/wanted', { token, lang: 'en', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; items: { type: string; quantity: number; kwh?: number; powerW?: number }[]; status: string };
}

async function decide(id: string, body: Record<string, unknown>) {
  if (body.action !== 'takedown' && body.version === undefined) {
    const queue = (await call('GET', '/admin/wanted?status=pending&limit=50', { token: adminToken })).json().data as { _id: string; version: number }[];
    body = { ...body, version: queue.find((r) => r._id === id)!.version };
  }
  return call('POST', `/admin/wanted/${id}/decision`, { token: adminToken, lang: 'en', body });
}

const validUntil = '2026-12-01';
const offerBody = (lines: Record<string, unknown>[], currency = 'USD') => ({ lines, currency, delivery: true, installation: true, validUntil, message: 'جاهز للتركيب خلال يومين' });

describe('a request from a calculator result', () => {
  it('carries the result\'s shopping list, waits for review, and is public without the buyer\'s phone once approved', async () => {
    const { user, token } = await signedIn();
    const created = await postRequest(token);
    expect(created.status).toBe('pending');
    expect(created.items.map((i) => i.type)).toEqual(['Panel', 'Battery', 'Charging Devices']);
    expect(created.items.every((i) => i.quantity >= 1)).toBe(true);
    expect(created.items[1]!.kwh).toBeGreaterThan(0);

    // Pending: nobody else reads it, and it is not listed.
    expect((await call('GET', `/wanted/${created._id}`)).statusCode).toBe(404);
    expect((await call('GET', '/wanted?governorate=taiz')).json().data.map((r: { _id: string }) => r._id)).not.toContain(created._id);

    expect((await decide(created._id, { action: 'approve' })).statusCode).toBe(200);
    const pub = await call('GET', `/wanted/${created._id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toContain(user.phone);
    expect(pub.body).not.toContain(user.email);
    const list = (await call('GET', '/wanted?governorate=taiz&type=Battery')).json();
    expect(list.data.map((r: { _id: string }) => r._id)).toContain(created._id);
    expect((await call('GET', '/wanted?governorate=aden')).json().data.map((r: { _id: string }) => r._id)).not.toContain(created._id);
    expect((await call('GET', '/wanted?type=Accessory')).json().data.map((r: { _id: string }) => r._id)).not.toContain(created._id);
    // The audit log has the decision.
    const audit = await queryRows<{ action: string }>(ctx.database.db, sql`select action from audit_log where target_id = ${created._id}`);
    expect(audit.map((a) => a.action)).toEqual(['wanted.approve']);
  });

  it('needs a confirmed phone, and bad input gets a clear error in both languages and stores nothing', async () => {
    const unconfirmed = await signedIn({ phoneConfirmedAt: null, emailConfirmedAt: new Date() });
    const refused = await call('POST', '/wanted', { token: unconfirmed.token, lang: 'en', body: { ...taizRequest, calculatorCode } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PHONE_NOT_CONFIRMED');

    const { user, token } = await signedIn();
    const en = await call('POST', '/wanted', { token, lang: 'en', body: { ...taizRequest, city: 'crater', items: [] } });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({ city: expect.any(String), items: expect.stringContaining('at least one') });
    const days = { ...taizRequest, calculatorCode, openDays: 10 };
    expect((await call('POST', '/wanted', { token, lang: 'en', body: days })).json().errors.openDays).toBe('Choose 7, 14 or 30 days');
    expect((await call('POST', '/wanted', { token, lang: 'ar', body: days })).json().errors.openDays).toBe('اختر ٧ أو ١٤ أو ٣٠ يوماً');
    const badCode = await call('POST', '/wanted', { token, lang: 'en', body: { ...taizRequest, calculatorCode: 'zzz' } });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors.calculatorCode).toMatch(/calculator/);
    const [stored] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from wanted_requests where user_id = ${user.id}::uuid`);
    expect(stored!.n).toBe(0);
  });

  it('by type with key specifications: a typed battery of at least 5 kWh', async () => {
    const { token } = await signedIn();
    const created = await postRequest(token, { ...taizRequest, items: [{ type: 'Battery', quantity: 1, kwh: 5, voltage: 48, note: 'ليثيوم' }] });
    expect(created.items).toEqual([{ type: 'Battery', quantity: 1, kwh: 5, voltage: 48, note: 'ليثيوم' }]);
  });
});

describe('who is told', () => {
  it('sellers with matching public listings in the governorate and matching saved searches, not others; quiet hours wait', async () => {
    // 21:00 UTC is midnight in Aden: every SMS waits for 07:00.
    clock.advance(new Date('2026-11-21T21:00:00Z').getTime() - clock.now().getTime());
    const match = await signedIn();
    await listing({ userId: match.user.id, type: 'Battery', governorate: 'taiz', city: 'taiz-city', specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 200, usableKwh: 9.6, cycleLife: 6000, ageMonths: null, healthPct: null } });
    const elsewhere = await signedIn();
    await listing({ userId: elsewhere.user.id, type: 'Battery', governorate: 'aden' });
    const otherType = await signedIn();
    await listing({ userId: otherType.user.id, type: 'Accessory', governorate: 'taiz', city: 'taiz-city' });
    const suspended = await signedIn();
    await listing({ userId: suspended.user.id, type: 'Battery', governorate: 'taiz', city: 'taiz-city' });
    await ctx.database.db.execute(sql`update users set is_suspended = true where id = ${suspended.user.id}::uuid`);
    const searcher = await signedIn({ language: 'en' });
    expect((await call('POST', '/saved-searches', { token: searcher.token, body: { filters: { type: 'Battery', governorate: 'taiz' }, channel: 'email' } })).statusCode).toBe(201);

    const buyer = await signedIn();
    const created = await postRequest(buyer.token, { ...taizRequest, items: [{ type: 'Battery', quantity: 1, kwh: 5 }] });
    await decide(created._id, { action: 'approve' });
    await deliver();
    // The e-mail goes out at night; the seller's SMS waits for 07:00 in Aden.
    expect((await outbox(searcher.user.email)).map((m) => m.text).join()).toContain(`/wanted/${created._id}`);
    expect((await outbox(searcher.user.email))[0]!.text).toContain('Stop:');
    expect(await outbox(`+${match.user.phone}`)).toEqual([]);
    for (const other of [elsewhere, otherType, suspended]) expect(await outbox(`+${other.user.phone}`)).toEqual([]);
    clock.advance(new Date('2026-11-22T04:00:30Z').getTime() - clock.now().getTime());
    await deliver();
    const told = await outbox(`+${match.user.phone}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('تعز');
    for (const other of [elsewhere, otherType, suspended]) expect(await outbox(`+${other.user.phone}`)).toEqual([]);
  });
});

describe('offers', () => {
  async function openRequest() {
    const buyer = await signedIn({ language: 'en' });
    const created = await postRequest(buyer.token, { ...taizRequest, items: [{ type: 'Battery', quantity: 2, kwh: 5 }, { type: 'Panel', quantity: 4, powerW: 550 }] });
    await decide(created._id, { action: 'approve' });
    return { buyer, id: created._id };
  }

  it('one per answerer, even when sent in parallel; editable until accepted; accepting closes the request', async () => {
    const { buyer, id } = await openRequest();
    const seller = await signedIn();
    const own = await listing({ userId: seller.user.id, type: 'Battery', governorate: 'taiz', city: 'taiz-city', name: 'بطارية ليثيوم 2.4', specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 25.6, capacityAh: 100, usableKwh: 2.4, cycleLife: 6000, ageMonths: null, healthPct: null } });
    const body = offerBody([{ productId: own.id, quantity: 2, unitPrice: 400 }, { type: 'Panel', name: 'Jinko 550 W', quantity: 4, unitPrice: 90, powerW: 550 }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('POST', `/wanted/${id}/offers`, { token: seller.token, lang: 'en', body })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [rows] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from wanted_offers where request_id = ${id}::uuid`);
    expect(rows!.n).toBe(1);
    const offer = answers.find((a) => a.statusCode === 201)!.json().data;
    expect(offer.total).toBe(1160);
    // The 2.4 kWh battery is under the 5 kWh asked: marked; the panels cover theirs.
    expect(offer.coverage).toEqual(['undersized', 'covered']);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('OFFER_EXISTS');

    // The buyer is told of the new offer.
    await deliver();
    expect((await outbox(`+${buyer.user.phone}`)).map((m) => m.text).join()).toContain('New offer');

    const edited = await call('PUT', `/wanted-offers/${offer._id}`, { token: seller.token, body: offerBody([{ type: 'Battery', name: 'Pylontech 5 kWh', quantity: 2, unitPrice: 700, kwh: 5 }], 'SAR') });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.coverage).toEqual(['covered', 'missing']);

    const second = await signedIn();
    const other = await call('POST', `/wanted/${id}/offers`, { token: second.token, body: offerBody([{ type: 'Battery', name: 'Narada', quantity: 2, unitPrice: 150_000, kwh: 5 }], 'YER') });
    expect(other.statusCode).toBe(201);

    // The buyer sees both, each total also in USD at the admin's rates (1 USD = 3.75 SAR by default).
    const listed = (await call('GET', `/wanted/${id}/offers`, { token: buyer.token })).json().data;
    expect(listed.ratesPerUsd.SAR).toBe(3.75);
    const offers = listed.offers as { _id: string; totalUsd: number; total: number; answerer: { phone: string } }[];
    expect(offers).toHaveLength(2);
    // Both were sent at the same test-clock instant, so their order is not the point: find the edited one.
    const edited0 = offers.find((o) => o._id === offer._id)!;
    expect(edited0.totalUsd).toBeCloseTo(1400 / 3.75, 1);
    expect(edited0.answerer.phone).toBe(seller.user.phone);

    const accepted = await call('POST', `/wanted-offers/${offer._id}/accept`, { token: buyer.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'closed', acceptedOfferId: offer._id });
    expect((await call('GET', '/wanted?governorate=taiz')).json().data.map((r: { _id: string }) => r._id)).not.toContain(id);
    const locked = await call('PUT', `/wanted-offers/${offer._id}`, { token: seller.token, body: offerBody([{ type: 'Battery', name: 'x', quantity: 1, unitPrice: 1 }]) });
    expect(locked.json().code).toBe('OFFER_LOCKED');
    expect((await call('POST', `/wanted-offers/${other.json().data._id}/accept`, { token: buyer.token })).json().code).toBe('WANTED_CLOSED');
  });

  it('ownership: nobody else reads the offers or edits one (404); a listing not the answerer\'s is refused', async () => {
    const { buyer, id } = await openRequest();
    const seller = await signedIn();
    const offer = (await call('POST', `/wanted/${id}/offers`, { token: seller.token, body: offerBody([{ type: 'Battery', name: 'Narada', quantity: 2, unitPrice: 300, kwh: 5 }]) })).json().data;
    const stranger = await signedIn();
    expect((await call('GET', `/wanted/${id}/offers`, { token: stranger.token })).statusCode).toBe(404);
    expect((await call('GET', `/wanted/${id}/offers`)).statusCode).toBe(401);
    expect((await call('PUT', `/wanted-offers/${offer._id}`, { token: stranger.token, body: offerBody([{ type: 'Battery', name: 'x', quantity: 1, unitPrice: 1 }]) })).statusCode).toBe(404);
    expect((await call('POST', `/wanted-offers/${offer._id}/accept`, { token: seller.token })).statusCode).toBe(404);
    // The answerer reads only their own offer.
    const mine = (await call('GET', `/wanted/${id}/offers`, { token: seller.token })).json().data.offers;
    expect(mine.map((o: { _id: string }) => o._id)).toEqual([offer._id]);
    // The public request shows how many offers, never their prices.
    const pub = await call('GET', `/wanted/${id}`);
    expect(pub.json().data.offersCount).toBe(1);
    expect(pub.body).not.toContain('Narada');

    const someoneElses = await listing({ type: 'Battery', governorate: 'taiz', city: 'taiz-city' });
    const refused = await call('POST', `/wanted/${id}/offers`, { token: stranger.token, lang: 'ar', body: offerBody([{ productId: someoneElses.id, quantity: 1, unitPrice: 10 }]) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lines.0.productId']).toBe('يمكنك عرض إعلاناتك المنشورة فقط');
    expect((await call('POST', `/wanted/${id}/offers`, { token: buyer.token, body: offerBody([{ type: 'Battery', name: 'x', quantity: 1, unitPrice: 1 }]) })).json().code).toBe('OWN_REQUEST');
  });
});

describe('expiry, reports and take-down', () => {
  it('the job runner expires a request when its days run out', async () => {
    const { token } = await signedIn();
    const created = await postRequest(token);
    await decide(created._id, { action: 'approve' });
    clock.advance(7 * DAY + 60_000);
    // Past its days it is no longer public even before the round runs; the round marks it expired.
    expect((await call('GET', `/wanted/${created._id}`)).statusCode).toBe(404);
    await ctx.app.jobs.enqueue(ctx.database.db, 'expire-wanted', {});
    await ctx.app.jobs.runDue();
    const [row] = await queryRows<{ status: string }>(ctx.database.db, sql`select status from wanted_requests where id = ${created._id}::uuid`);
    expect(row!.status).toBe('expired');
  });

  it('reports as for listings, and an audited take-down of a request and of an offer', async () => {
    const { token } = await signedIn();
    const created = await postRequest(token);
    await decide(created._id, { action: 'approve' });
    const reporter = await signedIn();
    expect((await call('POST', `/wanted/${created._id}/report`, { token: reporter.token, body: { reason: 'spam' } })).statusCode).toBe(201);
    expect((await call('POST', `/wanted/${created._id}/report`, { token: reporter.token, body: { reason: 'spam' } })).json().code).toBe('REPORT_ALREADY_OPEN');
    const queue = (await call('GET', '/admin/wanted?status=approved&limit=50', { token: adminToken })).json().data as { _id: string; openReports: number }[];
    expect(queue.find((r) => r._id === created._id)!.openReports).toBe(1);

    const seller = await signedIn();
    const offer = (await call('POST', `/wanted/${created._id}/offers`, { token: seller.token, body: offerBody([{ type: 'Panel', name: 'Longi', quantity: 1, unitPrice: 80 }]) })).json().data;
    expect((await call('POST', `/admin/wanted-offers/${offer._id}/takedown`, { token: adminToken, body: { reason: 'سعر وهمي' } })).statusCode).toBe(200);
    expect((await call('GET', `/wanted/${created._id}/offers`, { token })).json().data.offers).toEqual([]);

    // Not the admin: 403; no reason: a clear error.
    expect((await call('POST', `/admin/wanted/${created._id}/decision`, { token, body: { action: 'takedown', reason: 'x' } })).statusCode).toBe(403);
    expect((await decide(created._id, { action: 'takedown' })).json().errors.reason).toBe('A rejection reason is required');
    expect((await decide(created._id, { action: 'takedown', reason: 'إعلان مكرر' })).statusCode).toBe(200);
    expect((await call('GET', `/wanted/${created._id}`)).statusCode).toBe(404);
    const audit = await queryRows<{ action: string }>(ctx.database.db, sql`select action from audit_log where target_id in (${created._id}, ${offer._id}) order by created_at, action`);
    expect(audit.map((a) => a.action).sort()).toEqual(['wanted.approve', 'wanted.offer.takedown', 'wanted.takedown']);
    const [report] = await queryRows<{ status: string }>(ctx.database.db, sql`select status from wanted_reports where request_id = ${created._id}::uuid`);
    expect(report!.status).toBe('actioned');
  });

  it('a rejected request stays with its buyer, with the reason', async () => {
    const { token } = await signedIn();
    const created = await postRequest(token);
    expect((await decide(created._id, { action: 'reject', reason: 'نص غير واضح' })).statusCode).toBe(200);
    const mine = (await call('GET', '/wanted/mine', { token })).json().data as { _id: string; status: string; rejectionReason: string }[];
    expect(mine.find((r) => r._id === created._id)).toMatchObject({ status: 'rejected', rejectionReason: 'نص غير واضح' });
  });
});

describe('directory shops and engineers answering as their entry', () => {
  const ownerOf = async (table: 'shops' | 'engineers', id: string) =>
    (await queryRows<{ owner_id: string | null }>(ctx.database.db, sql`select owner_id from ${sql.raw(table)} where id = ${id}::uuid`))[0]!.owner_id;

  it('an admin links an entry to an account by phone or e-mail and unlinks it (audited); nobody else may, and an unknown account changes nothing', async () => {
    // Daytime in Aden, so nothing waits for the quiet hours.
    clock.advance(new Date('2026-11-30T09:00:00Z').getTime() - clock.now().getTime());
    const shop = await buildShop(ctx.database.db, { governorate: 'taiz', city: 'taiz-city' });
    const owner = await signedIn();
    const notAdmin = await call('PUT', `/admin/shops/${shop.id}/owner`, { token: owner.token, body: { account: owner.user.phone } });
    expect(notAdmin.statusCode).toBe(403);
    const unknown = await call('PUT', `/admin/shops/${shop.id}/owner`, { token: adminToken, lang: 'en', body: { account: '+967 733 000 001' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', errors: { account: 'No account has this phone number or e-mail' } });
    const unknownAr = await call('PUT', `/admin/shops/${shop.id}/owner`, { token: adminToken, lang: 'ar', body: { account: 'nobody@example.test' } });
    expect(unknownAr.json().errors.account).toBe('لا يوجد حساب بهذا الرقم أو البريد الإلكتروني');
    expect(await ownerOf('shops', shop.id)).toBeNull();

    // The phone as people type it finds the account.
    const linked = await call('PUT', `/admin/shops/${shop.id}/owner`, { token: adminToken, body: { account: `0${owner.user.phone.slice(3)}` } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.owner).toMatchObject({ _id: owner.user.id, phone: owner.user.phone });
    expect((await call('GET', `/admin/shops/${shop.id}`, { token: adminToken })).json().data.owner._id).toBe(owner.user.id);
    expect((await call('DELETE', `/admin/shops/${shop.id}/owner`, { token: owner.token })).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/shops/${shop.id}/owner`, { token: adminToken })).json().data.owner).toBeNull();
    expect(await ownerOf('shops', shop.id)).toBeNull();
    expect((await call('PUT', `/admin/shops/${shop.id}/owner`, { token: adminToken, body: { account: owner.user.email.toUpperCase() } })).statusCode).toBe(200);
    expect(await ownerOf('shops', shop.id)).toBe(owner.user.id);
    const audit = await queryRows<{ action: string }>(ctx.database.db, sql`select action from audit_log where target_id = ${shop.id} order by created_at`);
    expect(audit.map((a) => a.action)).toEqual(['shop.owner', 'shop.owner', 'shop.owner']);
  });

  it('linked owners of the request\'s governorate are told, with a stop link; they answer as the entry, a non-owner cannot', async () => {
    const shopOwner = await signedIn();
    const shop = await buildShop(ctx.database.db, { governorate: 'taiz', city: 'taiz-city', name: 'محل النور للطاقة', isVerified: true });
    const adenOwner = await signedIn();
    const engineer = await buildEngineer(ctx.database.db, { governorate: 'aden', city: 'crater' });
    for (const [path, account] of [[`/admin/shops/${shop.id}/owner`, shopOwner.user.phone], [`/admin/engineers/${engineer.id}/owner`, adenOwner.user.phone]] as const) {
      expect((await call('PUT', path, { token: adminToken, body: { account } })).statusCode).toBe(200);
    }
    expect((await call('GET', '/wanted/my-entries', { token: shopOwner.token })).json().data).toEqual([
      { kind: 'shop', _id: shop.id, name: 'محل النور للطاقة', isVerified: true, governorate: 'taiz' },
    ]);

    const buyer = await signedIn();
    const created = await postRequest(buyer.token, { ...taizRequest, items: [{ type: 'Charging Devices', quantity: 1, powerW: 3000 }] });
    await decide(created._id, { action: 'approve' });
    await deliver();
    const told = await outbox(`+${shopOwner.user.phone}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('محل النور للطاقة');
    expect(told[0]!.text).toContain(`/wanted/${created._id}`);
    expect(await outbox(`+${adenOwner.user.phone}`)).toEqual([]);

    // The Aden engineer's owner cannot answer as the Taiz shop: a clear error, nothing stored.
    const body = { ...offerBody([{ type: 'Charging Devices', name: 'Growatt 3 kW', quantity: 1, unitPrice: 450, powerW: 3000 }]), asEntry: { kind: 'shop', id: shop.id } };
    const refused = await call('POST', `/wanted/${created._id}/offers`, { token: adenOwner.token, lang: 'en', body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ENTRY_NOT_YOURS', errors: { asEntry: 'This shop or engineer is not linked to your account' } });
    const [none] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from wanted_offers where request_id = ${created._id}::uuid`);
    expect(none!.n).toBe(0);

    const sent = await call('POST', `/wanted/${created._id}/offers`, { token: shopOwner.token, body });
    expect(sent.statusCode, sent.body).toBe(201);
    const offers = (await call('GET', `/wanted/${created._id}/offers`, { token: buyer.token })).json().data.offers;
    expect(offers[0].entry).toEqual({ kind: 'shop', _id: shop.id, name: 'محل النور للطاقة', isVerified: true, governorate: 'taiz' });
    // Unlinked, the shop no longer vouches for the offer.
    await call('DELETE', `/admin/shops/${shop.id}/owner`, { token: adminToken });
    expect((await call('GET', `/wanted/${created._id}/offers`, { token: buyer.token })).json().data.offers[0].entry).toBeNull();
  });

  it('the stop link in a seller\'s notice stops wanted notices only', async () => {
    const seller = await signedIn();
    await listing({ userId: seller.user.id, type: 'Charging Devices', governorate: 'ibb', city: 'ibb-city' });
    const buyer = await signedIn();
    const ibb = { ...taizRequest, governorate: 'ibb', city: 'ibb-city', items: [{ type: 'Charging Devices', quantity: 1 }] };
    const first = await postRequest(buyer.token, ibb);
    await decide(first._id, { action: 'approve' });
    await deliver();
    const [notice] = await outbox(`+${seller.user.phone}`);
    const token = /\/u\/([A-Za-z0-9_-]{45})/.exec(notice!.text)?.[1];
    expect(token, notice!.text).toBeDefined();

    // Opening it only says what it stops; the button stops it.
    expect((await call('GET', `/alerts/unsubscribe/${token}`)).json().data).toEqual({ kind: 'wanted', name: null, frequency: 'instant' });
    expect((await call('POST', `/alerts/unsubscribe/${token}`)).json().data.frequency).toBe('off');
    const [flags] = await queryRows<{ wanted_notices_stopped: boolean; alerts_stopped: boolean; favourites_frequency: string }>(
      ctx.database.db, sql`select wanted_notices_stopped, alerts_stopped, favourites_frequency from users where id = ${seller.user.id}::uuid`,
    );
    expect(flags).toEqual({ wanted_notices_stopped: true, alerts_stopped: false, favourites_frequency: 'daily' });
    // A forged token names nothing.
    expect((await call('GET', `/alerts/unsubscribe/${token!.slice(0, 23)}${'A'.repeat(22)}`)).statusCode).toBe(404);

    const second = await postRequest(buyer.token, ibb);
    await decide(second._id, { action: 'approve' });
    await deliver();
    expect(await outbox(`+${seller.user.phone}`)).toHaveLength(1);

    // My searches says so, and turns them back on; bad input changes nothing, in the caller's language.
    expect((await call('GET', '/saved-searches', { token: seller.token })).json().data.wantedNotices).toBe(false);
    expect((await call('PUT', '/saved-searches/wanted-notices', { body: { on: true } })).statusCode).toBe(401);
    for (const [lang, body] of [['en', { on: 'yes' }], ['ar', { on: true, channel: 'sms' }]] as const) {
      const refused = await call('PUT', '/saved-searches/wanted-notices', { token: seller.token, lang, body });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message).toMatch(lang === 'en' ? /[a-z]/ : /[\u0600-\u06ff]/);
    }
    expect((await call('GET', '/saved-searches', { token: seller.token })).json().data.wantedNotices).toBe(false);
    const on = await call('PUT', '/saved-searches/wanted-notices', { token: seller.token, body: { on: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({ on: true });
    const third = await postRequest(buyer.token, ibb);
    await decide(third._id, { action: 'approve' });
    await deliver();
    expect(await outbox(`+${seller.user.phone}`)).toHaveLength(2);
  });
});
