// The generated catalogue (`npm run seed -- --count N`, the benchmark): repeatable, varied the way the
// market is, consistent with the exchange rates, illustrated with stored pictures, and found by search.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageSchema } from '@solar/shared/contract/products';
import { BRANDS, CURRENCIES, DEFAULT_RATES_PER_USD, PRODUCT_CONDITIONS, PRODUCT_TYPES, type Currency } from '@solar/shared/reference/catalog';
import { GOVERNORATES, isCityInGovernorate } from '@solar/shared/reference/locations';
import { queryRows } from '../db/client.ts';
import { SEARCH_ANALYZER_VERSION } from '../features/products/search-document.ts';
import { getRatesPerUsd } from '../features/settings/settings.service.ts';
import { createDiskImageStore } from '../lib/image-store.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { generateCatalogue, generateListings, type CatalogueSummary } from './catalogue-generator.ts';
import { INVERTER_KINDS, ProductSpecsInputSchema, specKindOf, type ProductSpecs } from '@solar/shared/contract/product-specs';

const DAY = 86_400_000;
const COUNT = 500;

describe('generateListings', () => {
  const now = new Date('2026-11-20T09:00:00Z');
  const listings = (seed: number) => JSON.stringify([...generateListings(300, { seed, now, rates: DEFAULT_RATES_PER_USD })]);

  it('gives the same listings for the same count and seed, and others for another seed', () => {
    expect(listings(7)).toBe(listings(7));
    expect(listings(8)).not.toBe(listings(7));
  });
});

interface Row {
  id: string;
  user_id: string;
  name: string;
  type: string;
  condition: string;
  brand: string | null;
  description: string;
  governorate: string;
  city: string;
  currency: Currency;
  price: string;
  price_usd: string;
  status: string;
  featured: boolean;
  search_version: number;
  lexemes: number;
  created_at: Date | string;
  expires_at: Date | string;
}

describe('generateCatalogue', () => {
  let ctx: TestContext;
  let summary: CatalogueSummary;
  let rows: Row[];
  const started = Date.now();

  beforeAll(async () => {
    ctx = await buildTestApp();
    const store = createDiskImageStore(path.join(ctx.dataDir, 'uploads'));
    summary = await generateCatalogue(ctx.database.db, COUNT, { seed: 3, store, picturesPerType: 2, batchSize: 200 });
    rows = await queryRows<Row>(ctx.database.db, sql`
      select id, user_id, name, type, condition, brand, description, governorate, city, currency, price, price_usd, status, featured,
             search_version, length(search_vector) as lexemes, created_at, expires_at
      from products`);
  });
  afterAll(() => ctx.close());

  it('adds the listings asked for, approved and indexed by the current analyzer', () => {
    expect(summary.added).toBe(COUNT);
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) {
      expect(row.status).toBe('approved');
      expect(row.search_version).toBe(SEARCH_ANALYZER_VERSION);
      expect(Number(row.lexemes)).toBeGreaterThan(3);
    }
  });

  it('covers every type, spec brand, governorate, currency and condition, in both languages', () => {
    const set = (key: keyof Row) => new Set(rows.map((r) => r[key]));
    expect(set('type')).toEqual(new Set(PRODUCT_TYPES));
    expect(set('governorate')).toEqual(new Set(GOVERNORATES.map((g) => g.id)));
    expect(set('currency')).toEqual(new Set(CURRENCIES));
    expect(set('condition')).toEqual(new Set(PRODUCT_CONDITIONS));
    for (const brand of BRANDS) expect(set('brand')).toContain(brand);
    expect([...set('brand')].filter((b) => b && !(BRANDS as readonly unknown[]).includes(b)).length).toBeGreaterThan(5);
    for (const row of rows) expect(isCityInGovernorate(row.governorate, row.city), `${row.governorate}/${row.city}`).toBe(true);
    expect(new Set(rows.map((r) => `${r.governorate}/${r.city}`)).size).toBeGreaterThan(GOVERNORATES.length * 2);
    const arabic = rows.filter((r) => /[\u0600-\u06FF]/.test(r.name)).length;
    expect(arabic / COUNT).toBeGreaterThan(0.5);
    expect(arabic / COUNT).toBeLessThan(0.85);
  });

  it('gives panels, batteries, inverters, controllers and systems varied specifications the contract accepts', async () => {
    const specRows = await queryRows<{ type: string; name: string; specs: ProductSpecs | null; spec_power_w: string | null; spec_voltages: number[] | null }>(
      ctx.database.db,
      sql`select type, name, specs, spec_power_w, spec_voltages from products`,
    );
    for (const row of specRows) {
      const kind = specKindOf(row.type);
      // Only a mains battery charger (a charging device that is neither inverter nor controller) has none.
      if (!kind || (row.type === 'Charging Devices' && /charger|شاحن|شحن بطاريات/i.test(row.name))) expect(row.specs, row.name).toBeNull();
      else {
        expect(row.specs?.kind, row.name).toBe(kind);
        expect(ProductSpecsInputSchema.safeParse(row.specs).success, row.name).toBe(true);
      }
    }
    const of = (kind: string) => specRows.map((r) => r.specs).filter((s): s is ProductSpecs => s?.kind === kind);
    expect(new Set(of('panel').map((s) => (s.kind === 'panel' ? s.powerW : 0))).size).toBeGreaterThan(10);
    expect(new Set(of('battery').map((s) => (s.kind === 'battery' ? s.chemistry : '')))).toEqual(new Set(['lifepo4', 'gel', 'agm', 'flooded', 'other']));
    expect(new Set(of('inverter').map((s) => (s.kind === 'inverter' ? s.inverterKind : '')))).toEqual(new Set(INVERTER_KINDS));
    expect(new Set(specRows.flatMap((r) => r.spec_voltages ?? []))).toEqual(new Set([12, 24, 48]));
  });

  it('converts every price with the stored exchange rates', async () => {
    const rates = await getRatesPerUsd(ctx.database.db);
    for (const row of rows) {
      expect(Number(row.price)).toBeGreaterThan(0);
      expect(Math.abs(Number(row.price) / rates[row.currency] - Number(row.price_usd)), row.name).toBeLessThan(0.0001);
    }
  });

  it('writes descriptions of two to five sentences and dates within a listing lifetime', () => {
    for (const row of rows) {
      const sentences = row.description.split(/[.!?؟](?:\s|$)/).filter((s) => s.trim()).length;
      expect(sentences, row.description).toBeGreaterThanOrEqual(2);
      expect(sentences, row.description).toBeLessThanOrEqual(5);
      const created = new Date(row.created_at).getTime();
      expect(created).toBeGreaterThan(started - 60 * DAY);
      expect(created).toBeLessThanOrEqual(Date.now());
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now());
    }
    const featured = rows.filter((r) => r.featured).length;
    expect(featured).toBeLessThanOrEqual(COUNT * 0.03);
  });

  it('spreads the listings over several sellers, all with a confirmed phone and a few verified by an admin', async () => {
    const sellers = await queryRows<{ id: string; is_verified: boolean; confirmed: boolean; n: number }>(ctx.database.db, sql`
      select u.id, u.is_verified, u.phone_confirmed_at is not null as confirmed, count(*)::int as n
      from products p join users u on u.id = p.user_id group by u.id, u.is_verified, u.phone_confirmed_at`);
    expect(sellers.length).toBeGreaterThanOrEqual(10);
    expect(sellers.every((s) => s.confirmed)).toBe(true);
    expect(sellers.some((s) => s.is_verified)).toBe(true);
    expect(sellers.some((s) => !s.is_verified)).toBe(true);
    expect(Math.max(...sellers.map((s) => s.n))).toBeLessThan(COUNT / 2);
  });

  it('illustrates most listings, some with several pictures, all stored on disk', async () => {
    const pictures = await queryRows<{ product_id: string; n: number; keys: string[] }>(ctx.database.db, sql`
      select pi.product_id, count(*)::int as n, array_agg(u.key) as keys
      from product_images pi join uploads u on u.id = pi.upload_id group by pi.product_id`);
    expect(pictures.length / COUNT).toBeGreaterThan(0.75);
    expect(pictures.length).toBeLessThan(COUNT);
    expect(pictures.filter((p) => p.n >= 2).length).toBeGreaterThan(COUNT / 5);
    const keys = new Set(pictures.flatMap((p) => p.keys));
    expect(keys.size).toBe(PRODUCT_TYPES.length * 2);
    for (const key of keys) expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', `${key}-320.webp`)), key).toBe(true);
  });

  it('is found by search: «بطارية» lists batteries', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/search-products?search_keyword=${encodeURIComponent('بطارية')}&limit=10` });
    expect(res.statusCode, res.body).toBe(200);
    const page = ProductPageSchema.parse(res.json());
    expect(page.data).toHaveLength(10);
    expect(page.data.map((p) => p.type)).toEqual(Array(10).fill('Battery'));
  });

  it('adds more listings later with the same sellers and pictures', async () => {
    const count = async () => (await queryRows<{ users: number; uploads: number; products: number }>(ctx.database.db, sql`
      select (select count(*) from users)::int as users, (select count(*) from uploads)::int as uploads, (select count(*) from products)::int as products`))[0]!;
    const before = await count();
    await generateCatalogue(ctx.database.db, 40, { seed: 4, store: createDiskImageStore(path.join(ctx.dataDir, 'uploads')) });
    expect(await count()).toEqual({ ...before, products: before.products + 40 });
  });

  it('builds the same indexes again when a large load drops them for speed', async () => {
    const indexes = () => queryRows<{ indexdef: string }>(ctx.database.db, sql`select indexdef from pg_indexes where tablename = 'products' order by indexname`);
    const before = await indexes();
    expect(before.length).toBeGreaterThan(10);
    const logged: string[] = [];
    const result = await generateCatalogue(ctx.database.db, 600, { seed: 5, rebuildIndexesFrom: 100, log: (m) => logged.push(m) });
    expect(result.added).toBe(600);
    expect(logged.join('\n')).toContain(`Building the ${before.length - 1} indexes of products`);
    expect(await indexes()).toEqual(before);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?governorate=aden&limit=5' });
    expect(ProductPageSchema.parse(res.json()).data.map((p) => p.governorate)).toEqual(Array(5).fill('aden'));
  });
});
