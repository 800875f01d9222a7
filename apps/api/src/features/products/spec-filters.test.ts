// The specification filters (issue #19, docs/decisions/025-listing-specifications.md): every filter of
// browse and search returns exactly the public listings whose specifications are in range, checked item by
// item against the whole catalogue; facets count them; a saved search keeps them and its alerts match the
// same listings. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSpecsInputSchema, batterySystemVoltage, type ProductSpecs, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import { ProductFacetsResponseSchema, ProductPageSchema, type ProductPage } from '@solar/shared/contract/products';
import type { ProductType } from '@solar/shared/reference/catalog';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { matchingSince } from '../alerts/alerts.service.ts';
import { createCatalogueCaches } from './products.service.ts';

const DAY = 86_400_000;
let ctx: TestContext;

interface Listing {
  id: string;
  type: ProductType;
  isPublic: boolean;
  specs: ProductSpecs | null;
}
const catalogue: Listing[] = [];

const panel = (powerW: number): ProductSpecsInput => ({
  kind: 'panel', powerW, cellType: powerW < 300 ? 'poly' : 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null,
});
const battery = (chemistry: 'flooded' | 'agm' | 'gel' | 'lifepo4' | 'other', voltageV: number, capacityAh: number): ProductSpecsInput => ({
  kind: 'battery', chemistry, voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null,
});
const inverter = (inverterKind: 'off_grid' | 'hybrid' | 'on_grid' | 'pwm_controller' | 'mppt_controller', powerW: number, batteryVoltages: number[]): ProductSpecsInput => ({
  kind: 'inverter', inverterKind, powerW, batteryVoltages, mpptMinV: null, mpptMaxV: null, maxPvInputV: null, maxChargeA: null,
});
const system = (pvW: number, batteryKwh: number, inverterW: number): ProductSpecsInput => ({ kind: 'system', pvW, batteryKwh, inverterW });

// Sizes on both sides of every bound the cases below ask, and on the bounds themselves.
const PUBLIC: [ProductType, ProductSpecsInput | null][] = [
  ...[100, 250, 410, 450, 539, 540, 550, 580, 600, 670].map((w): [ProductType, ProductSpecsInput] => ['Panel', panel(w)]),
  ['Panel', null],
  ['Battery', battery('lifepo4', 25.6, 100)],
  ['Battery', battery('lifepo4', 24, 200)],
  ['Battery', battery('lifepo4', 12.8, 100)],
  ['Battery', battery('lifepo4', 48, 74)],
  ['Battery', battery('lifepo4', 51.2, 100)],
  ['Battery', battery('agm', 12, 200)],
  ['Battery', battery('agm', 12, 100)],
  ['Battery', battery('gel', 24, 150)],
  ['Battery', battery('flooded', 6, 225)],
  ['Battery', battery('other', 48, 50)],
  ['Battery', null],
  ['Charging Devices', inverter('off_grid', 5000, [48])],
  ['Charging Devices', inverter('off_grid', 3000, [24])],
  ['Charging Devices', inverter('hybrid', 5000, [48])],
  ['Charging Devices', inverter('hybrid', 8000, [48, 96])],
  ['Charging Devices', inverter('on_grid', 50000, [])],
  ['Charging Devices', inverter('mppt_controller', 2000, [12, 24, 48])],
  ['Charging Devices', inverter('pwm_controller', 780, [12, 24])],
  ['Integrated System', system(3300, 5.12, 3000)],
  ['Integrated System', system(1100, 2.4, 1000)],
  ['Accessory', null],
];

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const seller = await buildUser(db);
  const add = async (type: ProductType, input: ProductSpecsInput | null, isPublic: boolean, overrides: Parameters<typeof buildProduct>[1] = {}) => {
    const specs = input ? ProductSpecsInputSchema.parse(input) : null;
    const row = await buildProduct(db, { userId: seller.id, type, name: `${type === 'Battery' ? 'بطارية' : 'منتج'} ${catalogue.length}`, specs, ...overrides });
    catalogue.push({ id: row.id, type, isPublic, specs });
  };
  for (const [type, specs] of PUBLIC) await add(type, specs, true);
  // In range of everything, but not public: waiting for review, expired, switched off, a suspended seller's.
  await add('Battery', battery('lifepo4', 25.6, 200), false, { status: 'pending', adminReviewed: false });
  await add('Panel', panel(550), false, { expiresAt: new Date(Date.now() - DAY) });
  await add('Charging Devices', inverter('hybrid', 5000, [24, 48]), false, { isActive: false });
  const suspended = await buildUser(db, { isSuspended: true });
  await add('Battery', battery('lifepo4', 24, 100), false, { userId: suspended.id });
});
afterAll(() => ctx.close());

/** Every listing of a list, following nextCursor from the first page. */
async function walk(path: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = '';
  for (let pages = 0; cursor !== null; pages += 1) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/${path}?${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    const page: ProductPage = ProductPageSchema.parse(res.json());
    ids.push(...page.data.map((p) => p._id));
    cursor = page.nextCursor;
    expect(pages).toBeLessThan(30);
  }
  return ids;
}

type Filters = Partial<Record<'minPowerW' | 'maxPowerW' | 'minCapacityAh' | 'maxCapacityAh' | 'minKwh' | 'maxKwh' | 'voltage', number>> & {
  chemistry?: string;
  inverterKind?: string;
  type?: ProductType;
};

// The filters' meaning, written from the contract's words, independently of the SQL.
const powerOf = (s: ProductSpecs | null) => (s?.kind === 'panel' || s?.kind === 'inverter' ? s.powerW : s?.kind === 'system' ? s.inverterW : null);
const kwhOf = (s: ProductSpecs | null) => (s?.kind === 'battery' ? s.usableKwh : s?.kind === 'system' ? s.batteryKwh : null);
const ahOf = (s: ProductSpecs | null) => (s?.kind === 'battery' ? s.capacityAh : null);
const serves = (s: ProductSpecs | null, v: number) => (s?.kind === 'battery' ? batterySystemVoltage(s.voltageV) === v : s?.kind === 'inverter' ? s.batteryVoltages.includes(v) : false);
const inRange = (value: number | null, min?: number, max?: number) =>
  (min === undefined && max === undefined) || (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

function expected(f: Filters): string[] {
  return catalogue
    .filter((l) => l.isPublic && (!f.type || l.type === f.type))
    .filter((l) => inRange(powerOf(l.specs), f.minPowerW, f.maxPowerW))
    .filter((l) => inRange(ahOf(l.specs), f.minCapacityAh, f.maxCapacityAh))
    .filter((l) => inRange(kwhOf(l.specs), f.minKwh, f.maxKwh))
    .filter((l) => f.voltage === undefined || serves(l.specs, f.voltage))
    .filter((l) => !f.chemistry || (l.specs?.kind === 'battery' && l.specs.chemistry === f.chemistry))
    .filter((l) => !f.inverterKind || (l.specs?.kind === 'inverter' && (f.inverterKind === 'off_grid_or_hybrid' ? ['off_grid', 'hybrid'] : [f.inverterKind]).includes(l.specs.inverterKind)))
    .map((l) => l.id)
    .sort();
}

const asQuery = (f: Filters) => new URLSearchParams(Object.entries(f).map(([k, v]): [string, string] => [k, String(v)])).toString();

const CASES: Filters[] = [
  { minPowerW: 540 },
  { minPowerW: 540, maxPowerW: 600 },
  { maxPowerW: 450 },
  { minPowerW: 550, maxPowerW: 550 },
  { minPowerW: 540, type: 'Panel' },
  { minPowerW: 3000, type: 'Charging Devices' },
  { minPowerW: 1000, maxPowerW: 5000 },
  { minCapacityAh: 100 },
  { minCapacityAh: 100, maxCapacityAh: 150 },
  { maxCapacityAh: 99.5 },
  { minKwh: 2 },
  { minKwh: 1, maxKwh: 2.4 },
  { maxKwh: 1.2 },
  { voltage: 24 },
  { voltage: 12 },
  { voltage: 48 },
  { voltage: 96 },
  { chemistry: 'lifepo4' },
  { chemistry: 'agm' },
  { chemistry: 'flooded' },
  { inverterKind: 'hybrid' },
  { inverterKind: 'on_grid' },
  { inverterKind: 'mppt_controller' },
  { voltage: 24, chemistry: 'lifepo4' },
  { voltage: 24, chemistry: 'lifepo4', type: 'Battery' },
  { voltage: 48, inverterKind: 'off_grid', minPowerW: 4000 },
  // Inverters that run on batteries, never a charge controller taking the same voltage and watts.
  { inverterKind: 'off_grid_or_hybrid' },
  { voltage: 24, inverterKind: 'off_grid_or_hybrid', minPowerW: 500 },
  { voltage: 24, minCapacityAh: 150, minKwh: 1 },
  { minPowerW: 10_000, maxPowerW: 20_000 },
];

describe('the specification filters', () => {
  it('the catalogue under test has listings in and out of every case', () => {
    for (const f of CASES) {
      const found = expected(f).length;
      expect(found, asQuery(f)).toBeGreaterThanOrEqual(f.minPowerW === 10_000 ? 0 : 1);
      expect(found, asQuery(f)).toBeLessThan(catalogue.filter((l) => l.isPublic).length);
    }
  });

  it.each(CASES.map((f) => [asQuery(f), f] as const))('browse ?%s returns exactly the public listings in range', async (query, f) => {
    expect((await walk('browse-products', query)).sort()).toEqual(expected(f));
  });

  it.each(CASES.map((f) => [asQuery(f), f] as const))('each sort order of ?%s holds the same listings', async (query, f) => {
    for (const sort of ['price_asc', 'oldest']) expect((await walk('browse-products', `${query}&sort=${sort}`)).sort()).toEqual(expected(f));
  });

  it('search with a filter returns the listings that match both', async () => {
    const f: Filters = { voltage: 24, chemistry: 'lifepo4' };
    const words = expected(f).filter((id) => catalogue.find((l) => l.id === id)?.type === 'Battery');
    expect((await walk('search-products', `search_keyword=${encodeURIComponent('بطارية')}&${asQuery(f)}`)).sort()).toEqual(words);
    expect(words.length).toBeGreaterThan(0);
  });

  it('finds, for a word naming a type the filters leave out, the filtered listings that say it', async () => {
    const db = ctx.database.db;
    const seller = await buildUser(db);
    const specs = ProductSpecsInputSchema.parse(inverter('hybrid', 6000, [48]));
    const row = await buildProduct(db, { userId: seller.id, type: 'Charging Devices', name: 'انفرتر هجين يشحن بطاريات الليثيوم', specs });
    catalogue.push({ id: row.id, type: 'Charging Devices', isPublic: true, specs });
    // «بطارية» names batteries; only inverters have a kind: the inverter that mentions batteries is found.
    expect(await walk('search-products', `search_keyword=${encodeURIComponent('بطارية')}&inverterKind=hybrid`)).toEqual([row.id]);
  });

  it('counts chemistries, inverter kinds and voltages of the public listings under the filters', async () => {
    for (const f of [{}, { minKwh: 1 }, { type: 'Battery' as const }, { voltage: 48 }]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/filters-product?${asQuery(f)}` });
      expect(res.statusCode, res.body).toBe(200);
      const facets = ProductFacetsResponseSchema.parse(res.json()).data;
      const under = catalogue.filter((l) => expected(f).includes(l.id));
      const tally = (values: (string | number | undefined)[]) => {
        const counts = new Map<string | number, number>();
        for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
        return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => String(a.value).localeCompare(String(b.value)));
      };
      const sorted = <T extends { value: string | number }>(list: T[]) => [...list].sort((a, b) => String(a.value).localeCompare(String(b.value)));
      expect(sorted(facets.chemistries), asQuery(f)).toEqual(tally(under.map((l) => (l.specs?.kind === 'battery' ? l.specs.chemistry : undefined))));
      expect(sorted(facets.inverterKinds), asQuery(f)).toEqual(tally(under.map((l) => (l.specs?.kind === 'inverter' ? l.specs.inverterKind : undefined))));
      expect(sorted(facets.voltages), asQuery(f)).toEqual(tally(under.flatMap((l) => [12, 24, 48, 96].filter((v) => serves(l.specs, v)))));
      expect(facets.total).toBe(under.length);
    }
  });

  it('a panel-only list asks nothing of batteries and inverters: no chemistry, kind or voltage to count', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/filters-product?category=solar' });
    expect(ProductFacetsResponseSchema.parse(res.json()).data).toMatchObject({ chemistries: [], inverterKinds: [], voltages: [] });
  });

  it.each([
    ['minPowerW=5kW', 'minPowerW'],
    ['voltage=36', 'voltage'],
    ['chemistry=lithium', 'chemistry'],
    ['minKwh=5&maxKwh=2', 'maxKwh'],
  ])('refuses ?%s with 400 naming the field', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?${query}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('a saved search keeps the specification filters, and its alerts match the same listings', async () => {
    const user = await buildUser(ctx.database.db);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.email, password: TEST_PASSWORD } });
    const token = login.json().data.token as string;
    const filters = { category: 'batteries', voltage: 24, chemistry: 'lifepo4', minKwh: 1 };
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: { authorization: `Bearer ${token}` }, payload: { filters } });
    expect(saved.statusCode, saved.body).toBe(201);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/saved-searches', headers: { authorization: `Bearer ${token}` } });
    expect(listed.json().data.searches[0].filters).toEqual(filters);
    // Named from its filters in the caller's language (Arabic by default), specifications included.
    expect(listed.json().data.searches[0].name.replace(/\u00a0/g, ' ')).toBe(`بطاريات ${new Intl.NumberFormat('ar').format(24)} فولت ليثيوم (LiFePO4) من ${new Intl.NumberFormat('ar').format(1)} كيلوواط ساعة`);
    const ids = await matchingSince({ db: ctx.database.db, now: new Date(), caches: createCatalogueCaches() }, { userId: user.id, filters: filters as never }, new Date(0));
    expect(ids.sort()).toEqual(expected({ type: 'Battery', voltage: 24, chemistry: 'lifepo4', minKwh: 1 }));
    expect(ids.length).toBeGreaterThan(0);
  });
});
