// The price history and the weekly price indexes (issue #45; docs/decisions/036-price-index.md): figures
// worked by hand for a small catalogue, on PGlite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import zlib from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { ProductSpecsInputSchema, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import { PriceIndexesResponseSchema, type PriceIndexes } from '@solar/shared/contract/prices';
import { DEFAULT_RATES_PER_USD, type Currency } from '@solar/shared/reference/catalog';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';
import { buildProduct } from '../../test/factories.ts';
import { priceHistory, priceIndexes } from '../../db/schema/prices.ts';

const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-03T09:00:00Z'));
let ctx: TestContext;
const api = testApi(() => ctx);
let sellerToken: string;
let sellerId: string;
let adminToken: string;
const ids: Record<string, string> = {};

const panel = (powerW: number): ProductSpecsInput => ({
  kind: 'panel', powerW, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null,
});
const lithium = (voltageV: number, capacityAh: number): ProductSpecsInput => ({
  kind: 'battery', chemistry: 'lifepo4', voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null,
});

async function listing(key: string, values: { price: number; currency?: Currency; governorate?: string; specs?: ProductSpecsInput | null; type?: 'Panel' | 'Battery'; status?: 'pending' | 'approved'; condition?: 'New' | 'Used'; expiresAt?: Date }) {
  const at = clock.now();
  const governorate = values.governorate ?? 'aden';
  const row = await buildProduct(ctx.database.db, {
    userId: sellerId,
    name: key,
    type: values.type ?? 'Panel',
    governorate,
    city: governorate === 'aden' ? 'crater' : 'at-tahrir',
    condition: values.condition ?? 'New',
    price: values.price,
    currency: values.currency ?? 'USD',
    specs: values.specs === undefined ? ProductSpecsInputSchema.parse(panel(500)) : values.specs && ProductSpecsInputSchema.parse(values.specs),
    createdAt: at,
    updatedAt: at,
    postedAt: at,
    expiresAt: values.expiresAt ?? new Date(at.getTime() + 60 * DAY),
    ...(values.status === 'pending' ? { status: 'pending' as const, adminReviewed: false, postedAt: null } : {}),
  });
  ids[key] = row.id;
  return row;
}

const historyOf = (key: string) =>
  ctx.database.db.select().from(priceHistory).where(eq(priceHistory.productId, ids[key]!)).orderBy(asc(priceHistory.id));

async function indexes(query = '') {
  const res = await api.call('GET', `/prices/indexes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return PriceIndexesResponseSchema.parse(res.json()).data;
}
const series = (data: PriceIndexes, metric: string, variant = '') => data.indexes.find((i) => i.metric === metric && i.variant === variant);
const week = (data: PriceIndexes, metric: string, start: string, variant = '') => series(data, metric, variant)?.weeks.find((w) => w.week === start);

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
  const seller = await api.signedIn();
  sellerToken = seller.token;
  sellerId = seller.user.id;
  adminToken = (await api.signedIn({ role: 'admin' })).token;
});
afterAll(() => ctx.close());

describe('price history', () => {
  it('keeps a row when a listing goes public and when its price or currency changes while public; none while pending or rejected', async () => {
    await listing('approved', { price: 400, governorate: 'taiz', specs: null, status: 'pending' });
    await listing('rejected', { price: 500, governorate: 'taiz', specs: null, status: 'pending' });
    expect(await historyOf('approved')).toHaveLength(0);

    const approve = await api.call('POST', `/admin/products/${ids.approved}/approve`, { token: adminToken, body: { version: 1 } });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await api.call('POST', `/admin/products/${ids.rejected}/reject`, { token: adminToken, body: { version: 1, reason: 'Photos are not of the product' } });
    expect(reject.statusCode, reject.body).toBe(200);

    clock.advance(DAY);
    expect((await api.call('PATCH', `/products/update-product/${ids.approved}`, { token: sellerToken, body: { price: 380 } })).statusCode).toBe(200);
    clock.advance(DAY);
    expect((await api.call('PATCH', `/products/update-product/${ids.approved}`, { token: sellerToken, body: { price: 1500, currency: 'SAR' } })).statusCode).toBe(200);
    // Neither the negotiable flag nor a rejected listing's edit is a public price.
    expect((await api.call('PATCH', `/products/update-product/${ids.approved}`, { token: sellerToken, body: { isNegotiable: false } })).statusCode).toBe(200);
    expect((await api.call('PATCH', `/products/update-product/${ids.rejected}`, { token: sellerToken, body: { price: 450 } })).statusCode).toBe(200);

    const rows = await historyOf('approved');
    expect(rows.map((r) => ({ price: r.price, currency: r.currency, priceUsd: r.priceUsd, isPublic: r.isPublic, governorate: r.governorate, at: r.recordedAt.toISOString() }))).toEqual([
      { price: 400, currency: 'USD', priceUsd: 400, isPublic: true, governorate: 'taiz', at: '2026-11-03T09:00:00.000Z' },
      { price: 380, currency: 'USD', priceUsd: 380, isPublic: true, governorate: 'taiz', at: '2026-11-04T09:00:00.000Z' },
      { price: 1500, currency: 'SAR', priceUsd: 400, isPublic: true, governorate: 'taiz', at: '2026-11-05T09:00:00.000Z' },
    ]);
    expect(await historyOf('rejected')).toHaveLength(0);

    // Taken off the market by its seller: a closing row, so later weeks no longer count it.
    expect((await api.call('PATCH', `/products/update-product/${ids.approved}`, { token: sellerToken, body: { isActive: false } })).statusCode).toBe(200);
    expect((await historyOf('approved')).at(-1)).toMatchObject({ isPublic: false, recordedAt: new Date('2026-11-05T09:00:00Z') });
    clock.advance(-2 * DAY);
  });
});

describe('weekly price indexes', () => {
  beforeAll(async () => {
    // 3 November (the week of Monday 2 November). Aden: six 500 W panels at 0.20 (163,000 YER_SOUTH at
    // 1,630 = 100 USD), 0.22, 0.24, 0.26, 0.28 and 0.40 USD per W.
    await listing('a1', { price: 163_000, currency: 'YER_SOUTH' });
    for (const [i, price] of [110, 120, 130, 140, 200].entries()) await listing(`a${i + 2}`, { price });
    // Not in any figure: used, waiting for review, expired on 5 November, a 100 W panel in Ibb alone.
    await listing('used', { price: 1, condition: 'Used' });
    await listing('pending', { price: 1, status: 'pending' });
    await listing('expired', { price: 1, expiresAt: new Date('2026-11-05T00:00:00Z') });
    // Sana'a: four panels at 0.30 USD per W: fewer than five, so no figure of its own that week.
    for (const i of [1, 2, 3, 4]) await listing(`s${i}`, { price: 150, governorate: 'amanat-al-asimah' });
    // Aden: five 48 V 100 Ah lithium batteries (3.84 usable kWh): 250, 300, 350, 400, 500 USD per kWh.
    for (const [i, price] of [960, 1152, 1344, 1536, 1920].entries()) await listing(`b${i}`, { price, type: 'Battery', specs: lithium(48, 100) });

    clock.advance(7 * DAY); // 10 November: a fifth panel in Sana'a, at 0.35.
    await listing('s5', { price: 175, governorate: 'amanat-al-asimah' });
    clock.advance(DAY); // 11 November: the 0.40 panel in Aden comes down to 105 USD (0.21).
    expect((await api.call('PATCH', `/products/update-product/${ids.a6}`, { token: sellerToken, body: { price: 105 } })).statusCode).toBe(200);
    clock.advance(DAY); // 12 November: the southern rial falls from 1,630 to 2,000 per USD.
    const rates = { ...DEFAULT_RATES_PER_USD, YER_SOUTH: 2000 };
    const saved = await api.call('PUT', '/admin/settings', { token: adminToken, body: { exchangeRates: rates } });
    expect(saved.statusCode, saved.body).toBe(200);
    clock.advance(6 * DAY); // Wednesday 18 November.
    await ctx.app.runPriceIndex();
  });

  it('median and interquartile range of USD per W, per governorate and for Yemen, from five listings up', async () => {
    const aden = await indexes('?governorate=aden');
    // Week of 2 November, sorted 0.20 0.22 0.24 0.26 0.28 0.40: Q1 at position 1.25 = 0.225, median 0.25, Q3 at 3.75 = 0.275.
    const first = week(aden, 'panel-per-w', '2026-11-02')!;
    expect(first.listings).toBe(6);
    expect([first.q1, first.median, first.q3].map((v) => Number(v.toFixed(6)))).toEqual([0.225, 0.25, 0.275]);
    // Week of 9 November, at its end (16 November): a1 is 163,000 / 2,000 = 81.5 USD = 0.163 per W, a6 0.21:
    // 0.163 0.21 0.22 0.24 0.26 0.28 → Q1 0.21 + 0.25 × 0.01 = 0.2125, median 0.23, Q3 0.24 + 0.75 × 0.02 = 0.255.
    const second = week(aden, 'panel-per-w', '2026-11-09')!;
    expect([second.q1, second.median, second.q3].map((v) => Number(v.toFixed(6)))).toEqual([0.2125, 0.23, 0.255]);

    const yemen = await indexes();
    // Week of 2 November, ten panels: 0.20 0.22 0.24 0.26 0.28 0.30 0.30 0.30 0.30 0.40 → Q1 0.245, median 0.29, Q3 0.30.
    const national = week(yemen, 'panel-per-w', '2026-11-02')!;
    expect(national.listings).toBe(10);
    expect([national.q1, national.median, national.q3].map((v) => Number(v.toFixed(6)))).toEqual([0.245, 0.29, 0.3]);

    // Sana'a has no figure with four listings, one with five.
    const sanaa = await indexes('?governorate=amanat-al-asimah');
    expect(week(sanaa, 'panel-per-w', '2026-11-02')).toBeUndefined();
    expect(week(sanaa, 'panel-per-w', '2026-11-09')).toMatchObject({ listings: 5, median: 0.3 });
    // The governorate bars: the latest week's figure of each governorate that has five listings.
    expect(series(yemen, 'panel-per-w')!.governorates.map((g) => [g.governorate, g.week, g.listings])).toEqual([
      ['aden', '2026-11-16', 6],
      ['amanat-al-asimah', '2026-11-16', 5],
    ]);
  });

  it('batteries per usable kWh by chemistry, and the 5 kWh lithium package', async () => {
    const aden = await indexes('?governorate=aden');
    const perKwh = week(aden, 'battery-per-kwh', '2026-11-02', 'lifepo4')!;
    expect([perKwh.listings, perKwh.q1, perKwh.median, perKwh.q3].map((v) => Number(v.toFixed(6)))).toEqual([5, 300, 350, 400]);
    const pack = week(aden, 'battery-lithium-5kwh', '2026-11-02')!;
    expect([pack.q1, pack.median, pack.q3]).toEqual([1152, 1344, 1536]);
    expect(series(aden, 'battery-per-kwh', 'lifepo4')!.unit).toBe('kWh');
  });

  it('in another currency, each week at the rates of its own day', async () => {
    const aden = await indexes('?governorate=aden&currency=YER_SOUTH');
    expect(week(aden, 'panel-per-w', '2026-11-02')!.median).toBeCloseTo(0.25 * 1630, 6);
    expect(week(aden, 'panel-per-w', '2026-11-09')!.median).toBeCloseTo(0.23 * 2000, 6);
    const sar = await indexes('?governorate=aden&currency=SAR');
    expect(week(sar, 'panel-per-w', '2026-11-02')!.median).toBeCloseTo(0.25 * 3.75, 6);
  });

  it('serves the same figures as CSV, and refuses an unknown place or currency', async () => {
    const res = await api.call('GET', '/prices/indexes.csv?governorate=aden&currency=USD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('metric,variant,governorate,week,currency,listings,q1,median,q3');
    expect(lines).toContain('panel-per-w,,aden,2026-11-02,USD,6,0.225,0.25,0.275');
    expect((await api.call('GET', '/prices/indexes?governorate=atlantis')).statusCode).toBe(400);
    expect((await api.call('GET', '/prices/indexes?currency=EUR')).statusCode).toBe(400);
  });

  it('marks a listing well under or over its governorate\'s index of the latest week, in its own currency', async () => {
    const mark = async (key: string) => {
      const res = await api.call('GET', `/prices/listings/${ids[key]}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // Aden this week: 0.163 0.21 0.22 0.24 0.26 0.28, median 0.23 USD per W. a1 asks 326 YER_SOUTH per W =
    // 0.163 USD at today's 2,000: 0.163 / 0.23 = 0.709, 29 % under; its median reads 0.23 × 2,000 = 460.
    const cheap = await mark('a1');
    expect(cheap).toMatchObject({ metric: 'panel-per-w', governorate: 'aden', week: '2026-11-16', listings: 6, currency: 'YER_SOUTH', listingPerUnit: 326, position: 'below', percent: 29 });
    expect(cheap.medianPerUnit).toBeCloseTo(460, 6);
    expect(await mark('a5')).toMatchObject({ position: 'above', percent: 22 }); // 0.28 / 0.23 = 1.217
    expect(await mark('a3')).toMatchObject({ position: 'near', percent: 4 }); // 0.24 / 0.23 = 1.043
    expect(await mark('used')).toBeNull();
    expect((await api.call('GET', `/prices/listings/${ids.pending}`)).statusCode).toBe(404);
  });

  it('marks each card of the lists as the listing page does, with no statement of its own for a page', async () => {
    // The statements a request sends: PGlite gets each at its client's `query`; on PostgreSQL every one
    // goes through a pooled connection's (a page is read in a transaction of its own there).
    const client = ctx.database.kind === 'postgres' ? pg.Client.prototype : (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const browse = async (path: string) => {
      const res = await api.call('GET', path, { headers: { 'cache-control': 'no-cache' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { _id: string; market?: { position: string; percent: number } | null }[];
    };
    const marketOf = (page: Awaited<ReturnType<typeof browse>>, key: string) => page.find((p) => p._id === ids[key])?.market;
    await browse('/marketplace/browse-products?governorate=aden&limit=50');
    const spy = vi.spyOn(client, 'query');
    try {
      const page = await browse('/marketplace/browse-products?governorate=aden&limit=50');
      const statements = spy.mock.calls.map((call) => String(typeof call[0] === 'string' ? call[0] : (call[0] as { text: string }).text));
      // One statement read the page (and counted it): the marks came from figures this process keeps.
      expect(statements.filter((text) => /"products"|price_indexes|settings/.test(text))).toHaveLength(1);
      expect(statements.some((text) => text.includes('price_indexes'))).toBe(false);
      // The same figures as the listing page's mark: a1 29 % under, a5 22 % over, a3 near (none), a used one none.
      expect(marketOf(page, 'a1')).toEqual({ position: 'below', percent: 29 });
      expect(marketOf(page, 'a5')).toEqual({ position: 'above', percent: 22 });
      expect(marketOf(page, 'a3')).toBeNull();
      expect(marketOf(page, 'used')).toBeNull();
    } finally {
      spy.mockRestore();
    }
    for (const key of ['a1', 'a5']) {
      const mark = (await api.call('GET', `/prices/listings/${ids[key]}`)).json().data;
      expect(marketOf(await browse('/marketplace/browse-products?governorate=aden&limit=50'), key)).toEqual({ position: mark.position, percent: mark.percent });
    }
    // Search answers and a seller's page carry it too.
    expect(marketOf(await browse('/marketplace/search-products?governorate=aden&limit=50'), 'a1')).toEqual({ position: 'below', percent: 29 });
    const seller = await api.call('GET', `/marketplace/sellers/${sellerId}/products?limit=50`);
    expect(seller.statusCode, seller.body).toBe(200);
    expect(seller.json().data.find((p: { _id: string }) => p._id === ids.a1).market).toEqual({ position: 'below', percent: 29 });
  });

  it('a later run computes the latest two weeks again and keeps the past ones as they were', async () => {
    const computed = async () => {
      const rows = await ctx.database.db.select({ week: priceIndexes.weekStart, at: priceIndexes.computedAt }).from(priceIndexes);
      return Object.fromEntries(rows.map((r) => [r.week, r.at.toISOString()]));
    };
    const [before, figures] = [await computed(), await indexes('?governorate=aden')];
    clock.advance(60 * 60_000);
    await ctx.app.runPriceIndex();
    const after = await computed();
    expect(after['2026-11-02']).toBe(before['2026-11-02']);
    expect([after['2026-11-09'], after['2026-11-16']]).toEqual([clock.now().toISOString(), clock.now().toISOString()]);
    expect((await indexes('?governorate=aden')).indexes).toEqual(figures.indexes);
  });

  it('an admin keeps a mistyped listing out of the index, audited; the next run leaves it out', async () => {
    const path = `/admin/prices/exclusions/${ids.a6}`;
    expect((await api.call('PUT', path, { token: sellerToken, body: { excluded: true } })).statusCode).toBe(403);
    expect((await api.call('PUT', path, { token: adminToken, body: { excluded: 'yes' } })).statusCode).toBe(422);
    const res = await api.call('PUT', path, { token: adminToken, body: { excluded: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ productId: ids.a6, excluded: true });
    const audit = await api.call('GET', '/admin/audit-log', { token: adminToken });
    expect(audit.json().data[0]).toMatchObject({ action: 'prices.exclude', targetId: ids.a6 });

    await ctx.app.runPriceIndex();
    // Aden without a6: 0.163 0.22 0.24 0.26 0.28 → median 0.24, five listings. The exclusion reaches back:
    // the week of 2 November is computed again too (0.20 0.22 0.24 0.26 0.28 → median 0.24).
    const aden = await indexes('?governorate=aden');
    expect(week(aden, 'panel-per-w', '2026-11-16')).toMatchObject({ listings: 5, median: 0.24 });
    expect(week(aden, 'panel-per-w', '2026-11-02')).toMatchObject({ listings: 5, median: 0.24 });
  });

  it('lists the listings behind a point of a chart to an admin, excluded ones marked, and to nobody else', async () => {
    const path = '/admin/prices/listings?metric=panel-per-w&governorate=aden&week=2026-11-16';
    expect((await api.call('GET', path)).statusCode).toBe(401);
    expect((await api.call('GET', path, { token: sellerToken })).statusCode).toBe(403);
    expect((await api.call('GET', '/admin/prices/listings?metric=per-banana&week=2026-11-16', { token: adminToken })).statusCode).toBe(400);
    const res = await api.call('GET', path, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { productId: string; name: string; perUnitUsd: number; excluded: boolean; currency: string }[];
    // Aden this week, cheapest per W first: a1 0.163, a6 0.21 (excluded by the admin above), a2 … a5.
    const keyOf = (id: string) => Object.keys(ids).find((key) => ids[key] === id);
    expect(rows.map((r) => [keyOf(r.productId), r.excluded])).toEqual([['a1', false], ['a6', true], ['a2', false], ['a3', false], ['a4', false], ['a5', false]]);
    expect(rows[0]).toMatchObject({ name: 'a1', currency: 'YER_SOUTH' });
    expect(rows[0]!.perUnitUsd).toBeCloseTo(0.163, 6);
    // The index's own count: the listings not excluded.
    expect(rows.filter((r) => !r.excluded)).toHaveLength(week(await indexes('?governorate=aden'), 'panel-per-w', '2026-11-16')!.listings);
  });

  it('answers a place and currency from bytes kept until the rates change or the job runs: compressed once, and a 304 to a phone holding them', async () => {
    const url = '/api/v1/prices/indexes?governorate=aden&currency=YER_SOUTH';
    const ask = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
    const plain = await ask();
    const compressed = await ask({ 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(String(compressed.headers.vary)).toMatch(/Accept-Encoding/);
    expect(compressed.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect((await ask({ 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);

    // The southern rial falls to 2,500 per USD on 18 November: this week's figures convert at it at once.
    const usd = week(await indexes('?governorate=aden'), 'panel-per-w', '2026-11-16')!;
    const saved = await api.call('PUT', '/admin/settings', { token: adminToken, body: { exchangeRates: { ...DEFAULT_RATES_PER_USD, YER_SOUTH: 2500 } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(week(await indexes('?governorate=aden&currency=YER_SOUTH'), 'panel-per-w', '2026-11-16')!.median).toBeCloseTo(usd.median * 2500, 6);
    // A new listing counts once the job has run again, not before.
    await listing('a7', { price: 125 });
    expect(week(await indexes('?governorate=aden&currency=YER_SOUTH'), 'panel-per-w', '2026-11-16')!.listings).toBe(usd.listings);
    await ctx.app.runPriceIndex();
    expect(week(await indexes('?governorate=aden&currency=YER_SOUTH'), 'panel-per-w', '2026-11-16')!.listings).toBe(usd.listings + 1);
  });
});
