import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { testApi } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct } from '../../test/factories.ts';
import { readUnsubscribeToken, shortProductCode } from './alert-links.ts';
import { DAILY_MESSAGE_CAP } from './alert-schedule.ts';

// docs/decisions/023-saved-searches-and-alerts.md: the matcher, price drops, the digest and its limits,
// through the real app, its job runner and the development outbox, with the clock moved by hand.
// 2026-11-20 09:00 UTC is a Friday, 12:00 in Aden (UTC+3).
const HOUR = 3_600_000;
const clock = testClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
const { call, signedIn } = testApi(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://solar.example' }, { clock: clock.now });
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  const target = new Date(iso).getTime();
  clock.advance(target - clock.now().getTime());
};


async function save(token: string, body: Record<string, unknown>) {
  const res = await call('POST', '/saved-searches', { token, lang: 'en', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** A listing that became public at the clock's now (plus `offsetMs`). */
const listing = (overrides: Parameters<typeof buildProduct>[1] = {}, offsetMs = 1) =>
  buildProduct(ctx.database.db, { postedAt: new Date(clock.now().getTime() + offsetMs), expiresAt: new Date(clock.now().getTime() + 60 * 24 * HOUR), ...overrides });

/** One alert round, then every message it queued is delivered (into the outbox). */
async function round() {
  const result = await ctx.app.runAlertRound();
  await ctx.app.jobs.runDue();
  return result;
}

const outbox = async (to: string) =>
  ((await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' })).json().data as { channel: string; text: string }[]);

const itemsOf = async (searchId: string) =>
  (await queryRows<{ product_id: string }>(ctx.database.db, sql`select product_id from alert_items where saved_search_id = ${searchId}::uuid and kind = 'new' order by created_at`)).map((r) => r.product_id).sort();

describe('the matcher', () => {
  it('finds exactly the listings that became public after the last run and match every filter, a price bound in another currency included', async () => {
    at('2026-11-20T09:00:00Z');
    const { user, token } = await signedIn({ language: 'en' });
    const before = await listing({ type: 'Panel', governorate: 'aden', price: 150, currency: 'USD' }, -HOUR);
    const search = await save(token, { filters: { category: 'solar', governorate: 'aden', maxPrice: 200, currency: 'USD' } });

    const inUsd = await listing({ name: 'Jinko 550 W', type: 'Panel', governorate: 'aden', price: 150, currency: 'USD' });
    // 100,000 riyals is 186.9 USD at the default rate (535): inside a 200 USD bound; 120,000 is 224 USD.
    const inRiyals = await listing({ name: 'Longi 450 W', type: 'Panel', governorate: 'aden', price: 100_000, currency: 'YER' });
    const tooDear = await listing({ type: 'Panel', governorate: 'aden', price: 120_000, currency: 'YER' });
    const elsewhere = await listing({ type: 'Panel', governorate: 'taiz', city: 'taiz-city', price: 100, currency: 'USD' });
    const battery = await listing({ type: 'Battery', governorate: 'aden', price: 100, currency: 'USD' });
    const pending = await listing({ type: 'Panel', governorate: 'aden', price: 100, currency: 'USD', status: 'pending' });
    const own = await listing({ type: 'Panel', governorate: 'aden', price: 100, currency: 'USD', userId: user.id });

    clock.advance(60_000);
    expect((await round()).matches).toBe(2);
    expect(await itemsOf(search)).toEqual([inUsd.id, inRiyals.id].sort());
    for (const other of [before, tooDear, elsewhere, battery, pending, own]) expect(await itemsOf(search)).not.toContain(other.id);

    // The next run looks only after this one: a listing approved later is found then, the others not again.
    const later = await listing({ type: 'Panel', governorate: 'aden', price: 199, currency: 'USD' });
    clock.advance(60_000);
    expect((await round()).matches).toBe(1);
    expect(await itemsOf(search)).toEqual([inUsd.id, inRiyals.id, later.id].sort());

    // A daily search is told at 08:00 in Aden the next morning, in one message with a short link per listing.
    expect(await outbox(`+${user.phone}`)).toEqual([]);
    at('2026-11-21T04:59:00Z');
    await round();
    expect(await outbox(`+${user.phone}`)).toEqual([]);
    at('2026-11-21T05:00:30Z');
    await round();
    const [message, ...more] = await outbox(`+${user.phone}`);
    expect(more).toEqual([]);
    expect(message!.channel).toBe('sms');
    const text = message!.text;
    expect(text).toContain('New in "Solar panels in Aden up to $200":');
    expect(text).toContain(`• Jinko 550 W, $150 https://solar.example/p/${shortProductCode(inUsd.id)}`);
    expect(text).toContain(`• Longi 450 W, YER 100,000 (Sana'a) https://solar.example/p/${shortProductCode(inRiyals.id)}`);
    const stop = /Stop "Solar panels in Aden up to \$200": https:\/\/solar\.example\/u\/(\S+)/.exec(text)?.[1];
    expect(readUnsubscribeToken(ctx.app.config.unsubscribeSecret, stop!)).toEqual({ kind: 'search', id: search });
    // Short: three listings, a header and a stop line.
    expect(text.split('\n')).toHaveLength(6);

    // Sent once: later rounds send nothing more for them.
    clock.advance(24 * HOUR);
    await round();
    expect(await outbox(`+${user.phone}`)).toHaveLength(1);
  });
});

describe('price drops', () => {
  it('a lower price going public alerts whoever liked the listing, with the old and the new price; a rise alerts nobody', async () => {
    at('2026-11-22T09:00:00Z');
    const seller = await signedIn();
    const buyer = await signedIn({ language: 'ar' });
    const watcher = await signedIn({ language: 'en' });
    await call('PUT', '/saved-searches/favourites-alert', { token: buyer.token, body: { frequency: 'instant' } });
    const product = await listing({ userId: seller.user.id, name: 'بطارية ليثيوم 5 كيلو', type: 'Battery', price: 900, currency: 'USD', publishedPrice: 900, publishedCurrency: 'USD' }, -HOUR);
    expect((await call('POST', `/products/${product.id}/like`, { token: buyer.token })).statusCode).toBe(200);
    // A search the old price was outside of: the drop brings the listing into it.
    const search = await save(watcher.token, { filters: { category: 'batteries', maxPrice: 800, currency: 'USD' }, frequency: 'instant', channel: 'email' });

    const rise = await call('PATCH', `/products/update-product/${product.id}`, { token: seller.token, body: { price: 950 } });
    expect(rise.statusCode, rise.body).toBe(200);
    clock.advance(60_000);
    expect((await round()).drops).toBe(0);

    const drop = await call('PATCH', `/products/update-product/${product.id}`, { token: seller.token, body: { price: 750 } });
    expect(drop.json().data.status).toBe('approved');
    clock.advance(60_000);
    expect((await round()).drops).toBe(2);

    const [sms, ...moreSms] = await outbox(`+${buyer.user.phone}`);
    expect(moreSms).toEqual([]);
    expect(sms!.text).toContain('انخفض السعر:');
    expect(sms!.text).toContain(`• بطارية ليثيوم 5 كيلو: ${new Intl.NumberFormat('ar').format(950)}\u00a0$ ← ${new Intl.NumberFormat('ar').format(750)}\u00a0$ https://solar.example/p/${shortProductCode(product.id)}`);
    expect(sms!.text).toMatch(/إيقاف تنبيهات المفضلة: https:\/\/solar\.example\/u\/\S+/);
    const [mail] = await outbox(watcher.user.email);
    expect(mail!.text).toContain('• بطارية ليثيوم 5 كيلو: $950 → $750');
    expect(mail!.text).toContain(`Stop "Batteries up to $800"`);
    expect(await itemsOf(search)).toEqual([]);

    // The same drop is never told twice, and another rise tells nobody.
    await call('PATCH', `/products/update-product/${product.id}`, { token: seller.token, body: { price: 800 } });
    clock.advance(60_000);
    await round();
    expect(await outbox(`+${buyer.user.phone}`)).toHaveLength(1);
    expect(await outbox(watcher.user.email)).toHaveLength(1);
  });

  it('a lower price sent with an edit that waits for review is public at once and alerts once; the approval records no second drop', async () => {
    at('2026-11-22T10:00:00Z');
    const seller = await signedIn();
    const buyer = await signedIn({ language: 'en', favouritesFrequency: 'instant', favouritesChannel: 'email' });
    const admin = await signedIn({ role: 'admin' });
    const product = await listing({ userId: seller.user.id, name: 'Growatt 5 kW', type: 'Charging Devices', price: 500_000, currency: 'YER', publishedPrice: 500_000, publishedCurrency: 'YER' }, -HOUR);
    await call('POST', `/products/${product.id}/like`, { token: buyer.token });

    // Issue #46: the name waits for review beside the approved version; the price is live at once.
    const edit = await call('PATCH', `/products/update-product/${product.id}`, { token: seller.token, body: { name: 'Growatt 5 kW inverter', price: 450_000 } });
    expect(edit.json().data).toMatchObject({ status: 'approved', price: 450_000, pendingEdit: { status: 'pending', name: 'Growatt 5 kW inverter' } });
    clock.advance(60_000);
    expect((await round()).drops).toBe(1);
    const [mail] = await outbox(buyer.user.email);
    expect(mail!.text).toContain("• Growatt 5 kW: YER 500,000 (Sana'a) → YER 450,000 (Sana'a)");
    const version = (await queryRows<{ version: number }>(ctx.database.db, sql`select version from products where id = ${product.id}::uuid`))[0]!.version;
    const approved = await call('POST', `/admin/products/${product.id}/approve`, { token: admin.token, body: { version } });
    expect(approved.statusCode, approved.body).toBe(200);
    clock.advance(60_000);
    expect((await round()).drops).toBe(0);
  });
});

describe('the digest', () => {
  it('gathers everything due for one user into one message, and each user gets their own', async () => {
    at('2026-11-23T09:00:00Z');
    const first = await signedIn({ language: 'en' });
    const second = await signedIn({ language: 'ar' });
    const panels = await save(first.token, { filters: { category: 'solar', governorate: 'hadramaut' } });
    clock.advance(1000);
    await save(first.token, { filters: { category: 'batteries', governorate: 'hadramaut' } });
    await save(second.token, { filters: { category: 'solar', governorate: 'hadramaut' } });
    await listing({ name: 'Panel A', type: 'Panel', governorate: 'hadramaut', city: 'al-mukalla' });
    await listing({ name: 'Battery B', type: 'Battery', governorate: 'hadramaut', city: 'al-mukalla' });
    clock.advance(60_000);
    await round();
    at('2026-11-24T05:01:00Z');
    await round();

    const [message, ...more] = await outbox(`+${first.user.phone}`);
    expect(more).toEqual([]);
    expect(message!.text).toMatch(/New in "Solar panels in Hadramaut":\n• Panel A, .*\nNew in "Batteries in Hadramaut":\n• Battery B, /);
    expect(message!.text.match(/Stop "/g)).toHaveLength(2);
    const [theirs, ...theirMore] = await outbox(`+${second.user.phone}`);
    expect(theirMore).toEqual([]);
    expect(theirs!.text).toContain('• Panel A');
    expect(theirs!.text).not.toContain('Battery B');
    expect(theirs!.text).not.toContain(panels);
  });

  it('sends no SMS between 22:00 and 07:00 in Aden: an instant alert found at night goes at 07:00', async () => {
    at('2026-11-25T19:30:00Z'); // 22:30 in Aden
    const { user, token } = await signedIn({ language: 'en' });
    await save(token, { filters: { category: 'solar', governorate: 'ibb' }, frequency: 'instant' });
    await listing({ name: 'Night panel', type: 'Panel', governorate: 'ibb', city: 'ibb-city' });
    clock.advance(60_000);
    expect((await round()).messages).toEqual([]);
    at('2026-11-26T03:59:00Z'); // 06:59
    expect((await round()).messages).toEqual([]);
    expect(await outbox(`+${user.phone}`)).toEqual([]);
    at('2026-11-26T04:00:00Z'); // 07:00
    await round();
    expect((await outbox(`+${user.phone}`)).map((m) => m.text)).toEqual([expect.stringContaining('• Night panel')]);
  });

  it(`sends at most ${DAILY_MESSAGE_CAP} messages a day to one user; the rest wait for the next day in Aden`, async () => {
    at('2026-11-27T06:00:00Z'); // 09:00 in Aden
    const { user, token } = await signedIn({ language: 'en' });
    await save(token, { filters: { category: 'solar', governorate: 'marib' }, frequency: 'instant', channel: 'email' });
    for (let i = 1; i <= DAILY_MESSAGE_CAP + 2; i += 1) {
      await listing({ name: `Marib panel ${i}`, type: 'Panel', governorate: 'marib', city: 'marib-city' });
      clock.advance(HOUR);
      await round();
    }
    const today = await outbox(user.email);
    expect(today).toHaveLength(DAILY_MESSAGE_CAP);
    expect(today.map((m) => /• (Marib panel \d)/.exec(m.text)?.[1]).sort()).toEqual(['Marib panel 1', 'Marib panel 2', 'Marib panel 3', 'Marib panel 4', 'Marib panel 5']);
    at('2026-11-27T21:00:30Z'); // 00:00:30 the next day in Aden
    await round();
    const next = await outbox(user.email);
    expect(next).toHaveLength(DAILY_MESSAGE_CAP + 1);
    expect(next[0]!.text).toContain('• Marib panel 6');
    expect(next[0]!.text).toContain('• Marib panel 7');
  });

  it('an admin can stop a user receiving alerts; what was waiting is not sent', async () => {
    at('2026-11-28T09:00:00Z');
    const { user, token } = await signedIn({ language: 'en' });
    const admin = await signedIn({ role: 'admin' });
    await save(token, { filters: { category: 'solar', governorate: 'sanaa' }, frequency: 'instant', channel: 'email' });
    await listing({ type: 'Panel', governorate: 'sanaa', city: 'bani-hushaysh' });
    const stopped = await call('POST', `/admin/users/${user.id}/alerts`, { token: admin.token, body: { alertsStopped: true } });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.alertsStopped).toBe(true);
    clock.advance(60_000);
    await round();
    expect(await outbox(user.email)).toEqual([]);
    expect((await call('GET', '/saved-searches', { token })).json().data.alertsStopped).toBe(true);

    const dashboard = await call('GET', '/admin/dashboard', { token: admin.token });
    expect(dashboard.json().data.alerts.sentToday).toBeGreaterThanOrEqual(1);
    expect(dashboard.json().data.alerts.failedToday).toBe(0);
  });
});
