// Structured specifications on the way in (issue #19, docs/decisions/025-listing-specifications.md):
// posted and edited through the contract, usable kWh computed here, a change of specifications sends an
// approved listing back to review, and listings from before get theirs from their own text at start-up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnProductResponseSchema } from '@solar/shared/contract/selling';
import { products } from '../../db/schema/products.ts';
import { specsFromText } from '@solar/shared/domain/specs-from-text';
import { backfillListingSpecs } from '../../db/specs-backfill.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';

const clock = testClock(new Date());
let ctx: TestContext;
let seller: string;
let admin: string;

async function tokenFor(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(ctx.database.db, overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.email, password: TEST_PASSWORD } });
  return res.json().data.token as string;
}

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
  seller = await tokenFor();
  admin = await tokenFor({ role: 'admin' });
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, body?: unknown, lang: 'ar' | 'en' = 'en') {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

// A Felicity LPBF24100: 25.6 V 100 Ah LiFePO4 (its datasheet), sent as a seller's form sends it.
const felicity = { kind: 'battery', chemistry: 'lifepo4', voltageV: '25.6', capacityAh: '١٠٠', cycleLife: '6000', ageMonths: '', healthPct: '', usableKwh: 999 };
const batteryListing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Felicity 24 V 100 Ah lithium battery',
  type: 'Battery',
  condition: 'New',
  brand: 'Felicity',
  price: 520,
  currency: 'USD',
  description: 'LiFePO4 battery with a built-in BMS.',
  governorate: 'aden',
  city: 'crater',
  phone: '777123456',
  specifications: { warranty: '3 years' },
  specs: felicity,
  ...overrides,
});

const rowOf = async (id: string) => (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const approve = async (id: string) => call('POST', `/admin/products/${id}/approve`, admin, { version: (await rowOf(id)).version });

describe('posting and editing specifications', () => {
  it('stores the typed values as numbers, computes usable kWh itself and shows them back', async () => {
    const res = await call('POST', '/products/post', seller, batteryListing());
    expect(res.statusCode, res.body).toBe(201);
    const { data } = OwnProductResponseSchema.parse(res.json());
    // 25.6 V × 100 Ah × 80 % = 2.048 kWh, whatever the body claimed.
    expect(data.specs).toEqual({ kind: 'battery', chemistry: 'lifepo4', voltageV: 25.6, capacityAh: 100, usableKwh: 2.05, cycleLife: 6000, ageMonths: null, healthPct: null });
    const row = await rowOf(data._id);
    expect(row).toMatchObject({ specKwh: 2.05, specCapacityAh: 100, specVoltages: [24], specChemistry: 'lifepo4' });
  });

  it('refuses impossible values in the caller’s language and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(products)).length;
    const ar = await call('POST', '/products/post', seller, batteryListing({ specs: { ...felicity, voltageV: '3' } }), 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors['specs.voltageV']).toBe('الجهد الاسمي للبطارية الواحدة: من ٦ إلى ١٢٠ فولت (١٢ أو ١٢٫٨ أو ٢٤ أو ٤٨ أو ٥١٫٢…)');
    const en = await call('POST', '/products/post', seller, batteryListing({ type: 'Panel' }));
    expect(en.statusCode).toBe(422);
    expect(en.json().errors['specs.kind']).toBe('These specifications do not belong to the chosen product type');
    expect((await ctx.database.db.select().from(products)).length).toBe(before);
  });

  it('a change of specifications sends an approved listing back to review; the admin sees it changed', async () => {
    const { _id } = (await call('POST', '/products/post', seller, batteryListing())).json().data;
    expect((await approve(_id)).statusCode).toBe(200);
    // The price stays live…
    const priced = await call('PATCH', `/products/update-product/${_id}`, seller, { price: 499 });
    expect(priced.json().data.status).toBe('approved');
    // …a new capacity does not.
    const edited = await call('PATCH', `/products/update-product/${_id}`, seller, { specs: { ...felicity, capacityAh: 200 } });
    expect(edited.statusCode, edited.body).toBe(200);
    // It waits for review beside the approved version (issue #46).
    expect(edited.json().data).toMatchObject({ status: 'approved', pendingEdit: { status: 'pending', specs: { capacityAh: 200, usableKwh: 4.1 } } });
    const queue = await call('GET', '/admin/products?status=pending&limit=50', admin);
    const shown = queue.json().data.find((p: { _id: string }) => p._id === _id);
    // The live price change is listed too, as already public.
    expect(shown.changedFields).toEqual(['price', 'specs']);
    expect(shown.changes.map((c: { field: string; appliedImmediately: boolean }) => [c.field, c.appliedImmediately])).toEqual([['price', true], ['specs.capacityAh', false]]);
    expect(shown.specs).toMatchObject({ capacityAh: 200 });
  });

  it('checks an edit against the stored listing: type, condition and kind together', async () => {
    const { _id } = (await call('POST', '/products/post', seller, batteryListing({ condition: 'Used', specs: { ...felicity, ageMonths: 18, healthPct: 85 } }))).json().data;
    // New again with a measured health: refused, nothing changes.
    const renewed = await call('PATCH', `/products/update-product/${_id}`, seller, { condition: 'New' });
    expect(renewed.statusCode).toBe(422);
    expect(renewed.json().errors['specs.ageMonths']).toBe('Age and state of health are for used batteries only');
    expect((await rowOf(_id)).condition).toBe('Used');
    // Another type's specifications must be of its kind.
    const panel = await call('PATCH', `/products/update-product/${_id}`, seller, { type: 'Panel', specs: felicity });
    expect(panel.json().errors['specs.kind']).toBe('These specifications do not belong to the chosen product type');
    // A type without them drops them.
    const accessory = await call('PATCH', `/products/update-product/${_id}`, seller, { type: 'Accessory' });
    expect(accessory.statusCode, accessory.body).toBe(200);
    expect(accessory.json().data.specs).toBeNull();
    expect((await rowOf(_id)).specChemistry).toBeNull();
  });

  it('a listing from before specifications existed can still change its price, and gets them when its seller fills them in', async () => {
    const owner = await buildUser(ctx.database.db);
    const token = (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: owner.email, password: TEST_PASSWORD } })).json().data.token;
    const legacy = await buildProduct(ctx.database.db, { userId: owner.id, type: 'Battery', specs: null });
    expect((await call('PATCH', `/products/update-product/${legacy.id}`, token, { price: 1234 })).statusCode).toBe(200);
    const filled = await call('PATCH', `/products/update-product/${legacy.id}`, token, { specs: felicity });
    expect(filled.json().data.pendingEdit.specs).toMatchObject({ voltageV: 25.6 });
  });
});

describe('specifications of listings from before, read from their text', () => {
  const legacy = (type: string, name: string, specifications: Record<string, string>, description = '') =>
    specsFromText({ type: type as never, name, model: null, brand: null, description, specifications });

  it.each([
    ['Panel', 'لوح جينكو تايجر نيو 580 وات', { power: '580W', voltage: '52.4V' }, 'N-Type أحادي البلورة', { kind: 'panel', powerW: 580, cellType: 'mono', vocV: null }],
    ['Panel', 'Used Canadian Solar panels', { power: '٤٥٠ واط' }, 'mono PERC half-cut', { kind: 'panel', powerW: 450, cellType: 'mono', cellTech: 'perc' }],
    ['Panel', 'ألواح بولي 250 وات', {}, '', { kind: 'panel', powerW: 250, cellType: 'poly' }],
    ['Battery', 'بطارية ليثيوم بايلونتك', { voltage: '48V', capacity: '74Ah' }, '', { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 74, usableKwh: 2.84 }],
    ['Battery', 'AGM battery 12V 200Ah', {}, '', { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200 }],
    ['Battery', 'Used Ritar 150Ah AGM battery 12V', {}, 'Cheaper than lithium, still holds a charge.', { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 150 }],
    ['Battery', 'بطارية ليثيوم', { voltage: '51.2V', capacity: '5.12kWh' }, '', { kind: 'battery', voltageV: 51.2, capacityAh: 100 }],
    ['Charging Devices', 'Growatt hybrid inverter', { power: '5 كيلو', voltage: '48V' }, '', { kind: 'inverter', inverterKind: 'hybrid', powerW: 5000, batteryVoltages: [48] }],
    ['Charging Devices', 'منظم شحن MPPT 60A', { power: '3000W', voltage: '12/24/48V' }, '', { kind: 'inverter', inverterKind: 'mppt_controller', batteryVoltages: [12, 24, 48] }],
    ['Charging Devices', 'Huawei on-grid inverter', { power: '50kW' }, '', { kind: 'inverter', inverterKind: 'on_grid', powerW: 50000, batteryVoltages: [] }],
  ])('%s «%s» is read', (type, name, specifications, description, specs) => {
    expect(legacy(type, name, specifications, description)).toMatchObject(specs);
  });

  it.each([
    ['Panel', 'لوح شمسي 550 وات', { power: '550W' }, 'no cell type: nothing is guessed'],
    ['Battery', 'بطارية جافة 200 أمبير', { voltage: '12V' }, 'no chemistry'],
    ['Battery', 'Lithium battery', { capacity: '200Ah' }, 'no voltage'],
    ['Charging Devices', 'Growatt SPF 5000 ES inverter', { power: '5000W', voltage: '48V' }, 'an inverter that does not say its kind'],
    ['Charging Devices', 'Hybrid inverter', { power: '5000W' }, 'no battery voltage'],
    ['Integrated System', 'منظومة 3 كيلو', { power: '3kW' }, 'a system’s three sizes cannot be told apart'],
    ['Panel', 'mono panel', { power: '50000W' }, 'an impossible size'],
  ] as [string, string, Record<string, string>, string][])('%s «%s» is left for its seller (%s)', (type, name, specifications) => {
    expect(legacy(type, name, specifications)).toBeNull();
  });

  it('guesses no chemistry from a description that names two, when the name names none', () => {
    expect(legacy('Battery', 'بطارية 12V 200Ah', {}, 'AGM or gel, ask the seller')).toBeNull();
    expect(legacy('Battery', 'بطارية 12V 200Ah', {}, 'AGM, sealed')).toMatchObject({ chemistry: 'agm' });
  });

  it('fills the listings it can read once, leaves the others and re-indexes the filled ones', async () => {
    const db = ctx.database.db;
    const readable = await buildProduct(db, { type: 'Battery', name: 'AGM battery', specifications: { voltage: '12V', capacity: '200Ah' }, specs: null });
    const unreadable = await buildProduct(db, { type: 'Battery', name: 'بطارية', specifications: { voltage: '12V' }, specs: null });
    const result = await backfillListingSpecs(db);
    expect(result?.filled).toBeGreaterThanOrEqual(1);
    expect(await rowOf(readable.id)).toMatchObject({ specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2 }, searchVersion: 0, specVoltages: [12] });
    expect((await rowOf(unreadable.id)).specs).toBeNull();
    // Done once: a second start does nothing.
    expect(await backfillListingSpecs(db)).toBeNull();
  });
});
