// The shopping list for a household in Aden (docs/decisions/032-a-local-shopping-list-that-leads-somewhere.md): its
// candidates come from Aden, then the Aden rial's side, then all of Yemen; when no 12 V inverter is on sale,
// the nearest higher bank voltage that has both an inverter and batteries comes with them; "tell me when a
// matching inverter appears" is a saved search that finds inverters, never charge controllers. Through the
// API on a real database: PGlite, and PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculatorSettingsResponseSchema } from '@solar/shared/contract/calculator';
import { fromResultDto } from '@solar/shared/contract/calculator-result';
import { ShoppingCandidatesResponseSchema, type ShoppingCandidates } from '@solar/shared/contract/compatibility';
import { ProductSpecsInputSchema, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import { ProductPageSchema } from '@solar/shared/contract/products';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { buildShoppingList, shoppingAlternative } from '@solar/shared/domain/shopping-list';
import type { Currency, ProductCondition, ProductType } from '@solar/shared/reference/catalog';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { matchingSince } from '../alerts/alerts.service.ts';
import { createCatalogueCaches } from '../products/products.service.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let sellerId: string;
const ids: Record<string, string> = {};
const keyOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;

const battery = (chemistry: 'flooded' | 'agm' | 'lifepo4', voltageV: number, capacityAh: number): ProductSpecsInput => ({
  kind: 'battery', chemistry, voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null,
});
const inverter = (inverterKind: 'off_grid' | 'hybrid' | 'mppt_controller', powerW: number, batteryVoltages: number[]): ProductSpecsInput => ({
  kind: 'inverter', inverterKind, powerW, batteryVoltages, mpptMinV: 60, mpptMaxV: 115, maxPvInputV: 145, maxChargeA: 60,
});
const panel: ProductSpecsInput = {
  kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.6, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: -0.26,
};

const CITY: Record<string, string> = { aden: 'crater', lahij: 'al-houta', 'amanat-al-asimah': 'al-tahrir' };
let minute = 0;
async function list(key: string, type: ProductType, governorate: string, price: number, currency: Currency, specs: ProductSpecsInput, condition: ProductCondition = 'New') {
  minute += 1;
  const created = new Date(Date.now() - DAY + minute * 60_000);
  const product = await buildProduct(ctx.database.db, {
    userId: sellerId, name: key, type, governorate, city: CITY[governorate]!, price, currency, condition,
    specs: ProductSpecsInputSchema.parse(specs), createdAt: created, postedAt: created,
  });
  ids[key] = product.id;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  sellerId = (await buildUser(ctx.database.db)).id;
  // Thirteen used 12 V 200 Ah flooded batteries in Sana'a, cheaper than anything in the south:
  // 60,000–72,000 YER (112–135 USD) each. The country's twelve cheapest are all of them but one.
  for (let n = 0; n < 13; n += 1) await list(`northBattery${n}`, 'Battery', 'amanat-al-asimah', 60_000 + n * 1000, 'YER', battery('flooded', 12, 200), 'Used');
  // Lahij, on the Aden rial's side: an AGM 12 V 200 Ah at 300,000 YER_SOUTH (184 USD).
  await list('lahijAgm', 'Battery', 'lahij', 300_000, 'YER_SOUTH', battery('agm', 12, 200));
  // 12 V: a charge controller (no inverter), an off-grid inverter too small for 500 W.
  await list('mppt12', 'Charging Devices', 'aden', 90, 'USD', inverter('mppt_controller', 1440, [12, 24]));
  await list('inverter12Small', 'Charging Devices', 'aden', 60, 'USD', inverter('off_grid', 300, [12]));
  // 24 V: an off-grid 3 kW inverter in Aden. 48 V: a hybrid in Sana'a.
  await list('inverter24', 'Charging Devices', 'aden', 300, 'USD', inverter('off_grid', 3000, [24]));
  await list('hybrid48', 'Charging Devices', 'amanat-al-asimah', 400_000, 'YER', inverter('hybrid', 5000, [48]));
  await list('panelAden', 'Panel', 'aden', 60_000, 'YER_SOUTH', panel);
});
afterAll(() => ctx.close());

async function candidates(query: string): Promise<ShoppingCandidates> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/shopping-candidates?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ShoppingCandidatesResponseSchema.parse(res.json()).data;
}

async function adenResult(): Promise<{ result: CalculatorResult; ratesPerUsd: Partial<Record<Currency, number>> }> {
  const calc = await ctx.app.inject({ method: 'POST', url: '/api/v1/calculator/quick-calc', payload: { dailyEnergyKwh: 1.5, governorate: 'aden' } });
  expect(calc.statusCode, calc.body).toBe(200);
  const { ratesPerUsd } = CalculatorSettingsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/calculator/settings' })).json()).data;
  return { result: fromResultDto(calc.json().data), ratesPerUsd };
}

const ADEN_QUERY = 'systemVoltage=12&minInverterW=500&panelW=550&batteryType=leadAcid&governorate=aden';

describe('a shopping list for a household in Aden', () => {
  it('1.5 kWh a day is a 12 V system with a 500 W inverter and 2 × 12 V 200 Ah', async () => {
    const { result } = await adenResult();
    expect([result.system.systemVoltage, result.inverter.recommendedW, result.battery.totalBatteries, result.battery.unit]).toEqual([12, 500, 2, { voltage: 12, capacityAh: 200 }]);
  });

  it("gets the Aden rial's batteries even when the country's cheapest are all in Sana'a, and picks them first", async () => {
    const data = await candidates(ADEN_QUERY);
    const batteries = data.batteries.map((p) => keyOf(p._id));
    expect(batteries).toContain('lahijAgm');
    // The country's page: the twelve cheapest, all in Sana'a; the thirteenth (72,000 YER) is read by no page.
    expect(batteries.filter((key) => key.startsWith('northBattery')).sort()).toEqual([...Array(12).keys()].map((n) => `northBattery${n}`).sort());

    const { result, ratesPerUsd } = await adenResult();
    const list = buildShoppingList(result, [...data.inverters, ...data.batteries, ...data.panels], { governorate: 'aden', currency: 'YER_SOUTH', ratesPerUsd });
    expect(list.options.batteries.map((o) => [keyOf(o.listing._id), o.locality])).toEqual([
      ['lahijAgm', 'area'],
      ['northBattery0', 'elsewhere'],
      ['northBattery1', 'elsewhere'],
    ]);
    // Without a place the cheapest come first.
    const anywhere = buildShoppingList(result, [...data.inverters, ...data.batteries, ...data.panels], { governorate: null, currency: 'USD', ratesPerUsd });
    expect(keyOf(anywhere.selection.batteries!.listing._id)).toBe('northBattery0');
  });

  it('has no inverter at 12 V (a controller and a 300 W one are no 500 W inverter): the total is partial, and 24 V comes with its parts', async () => {
    const data = await candidates(ADEN_QUERY);
    expect(data.inverters).toEqual([]);
    expect(data.alternative?.systemVoltage).toBe(24);
    expect(data.alternative!.inverters.map((p) => keyOf(p._id))).toEqual(['inverter24']);
    // 24 V from 12 V blocks in series, and any 24 V block: the same batteries here.
    expect(data.alternative!.batteries.map((p) => keyOf(p._id))).toContain('lahijAgm');

    const { result, ratesPerUsd } = await adenResult();
    const context = { governorate: 'aden', currency: 'YER_SOUTH' as const, ratesPerUsd };
    const list = buildShoppingList(result, [...data.inverters, ...data.batteries, ...data.panels], context);
    expect(list.missing).toEqual(['inverter']);
    expect(list.total).toBeNull();
    // 2 × 300,000 (Lahij) + 60,000 (one 550 W panel): 660,000 YER_SOUTH so far.
    expect(list.subtotal).toBe(660_000);

    const alternative = shoppingAlternative(result, [...data.alternative!.inverters, ...data.alternative!.batteries, ...data.panels], context, 24)!;
    expect(keyOf(alternative.selection.inverter!.listing._id)).toBe('inverter24');
    expect(alternative.selection.batteries).toMatchObject({ quantity: 2, inSeries: 2, strings: 1 });
    // The 60–115 V input wants 2 panels in series.
    expect(alternative.selection.panels).toMatchObject({ quantity: 2, inSeries: 2 });
    // 300 USD × 1630 + 2 × 300,000 + 2 × 60,000
    expect(alternative.total).toBeCloseTo(489_000 + 600_000 + 120_000, 6);
  });

  it('offers no alternative when the asked voltage has both parts, or when no higher one has', async () => {
    expect(await candidates('systemVoltage=24&minInverterW=500&panelW=550&batteryType=leadAcid&governorate=aden')).not.toHaveProperty('alternative');
    // No lithium battery anywhere: no voltage makes a complete list.
    const lithium = await candidates('systemVoltage=12&minInverterW=500&panelW=550&batteryType=lithium&governorate=aden');
    expect(lithium.batteries).toEqual([]);
    expect(lithium).not.toHaveProperty('alternative');
    // A 4 kW inverter: only the 48 V hybrid is big enough, and it comes with the 12 V blocks, four in series.
    const big = await candidates('systemVoltage=12&minInverterW=4000&panelW=550&batteryType=leadAcid&governorate=aden');
    expect(big.alternative?.systemVoltage).toBe(48);
    expect(big.alternative!.inverters.map((p) => keyOf(p._id))).toEqual(['hybrid48']);
  });

  it("keeps to the calculator's voltages: an admin who allows only 12 and 24 V gets no 48 V alternative", async () => {
    const admin = await buildUser(ctx.database.db, { role: 'admin' });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: admin.email, password: TEST_PASSWORD } });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const current = CalculatorSettingsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/calculator/settings', headers })).json()).data.settings;
    const put = await ctx.app.inject({
      method: 'PUT', url: '/api/v1/admin/calculator/settings', headers, payload: { ...current, systemVoltage: { ...current.systemVoltage, options: [12, 24] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      expect(await candidates('systemVoltage=12&minInverterW=4000&panelW=550&batteryType=leadAcid&governorate=aden')).not.toHaveProperty('alternative');
    } finally {
      await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/calculator/settings', headers, payload: current });
    }
  });
});

describe('"see all" and "tell me" for the missing inverter', () => {
  const TELL_ME = { category: 'Charging Devices', inverterKind: 'off_grid_or_hybrid', voltage: 12, minPowerW: 500 };
  const browse = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ProductPageSchema.parse(res.json()).data.map((p) => keyOf(p._id));
  };

  it('the list of 12 V inverters of at least 500 W holds no charge controller', async () => {
    expect(await browse('category=Charging+Devices&voltage=12&minPowerW=500')).toEqual(['mppt12']);
    expect(await browse('category=Charging+Devices&voltage=12&minPowerW=500&inverterKind=off_grid_or_hybrid')).toEqual([]);
    expect((await browse('category=Charging+Devices&inverterKind=off_grid_or_hybrid')).sort()).toEqual(['hybrid48', 'inverter12Small', 'inverter24']);
  });

  it('saves once, refuses the same search again with the one that exists, and alerts on inverters only', async () => {
    const user = await buildUser(ctx.database.db);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.email, password: TEST_PASSWORD } });
    const headers = { authorization: `Bearer ${login.json().data.token as string}`, 'accept-language': 'en' };
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers, payload: { filters: TELL_ME } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ filters: TELL_ME, frequency: 'daily', channel: 'sms' });
    // Named in the caller's language by its kind, not as "charging devices (inverters & controllers)".
    expect(saved.json().data.name.replace(/\u00a0/g, ' ')).toBe('Off-grid or hybrid inverter 12 V from 500 W');

    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers, payload: { filters: TELL_ME } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SAVED_SEARCH_EXISTS', existing: { _id: saved.json().data._id } });

    const before = new Date();
    await list('mppt12New', 'Charging Devices', 'aden', 80, 'USD', inverter('mppt_controller', 1000, [12]));
    await list('inverter12New', 'Charging Devices', 'lahij', 200, 'USD', inverter('hybrid', 1000, [12, 24]));
    const found = await matchingSince({ db: ctx.database.db, now: new Date(), caches: createCatalogueCaches() }, { userId: user.id, filters: TELL_ME as never }, new Date(before.getTime() - DAY));
    expect(found.map(keyOf)).toEqual(['inverter12New']);
  });
});
