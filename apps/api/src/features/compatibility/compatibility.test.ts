// "Works with" and the shopping list's candidates (issue #19; docs/decisions/026-compatibility-and-shopping-list.md),
// through the API on a real database: PGlite, and PostgreSQL with DATABASE_URL. The listings carry real
// datasheet values (solar-compatibility.test.ts works the same pairs by hand).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompatibleResponseSchema, ShoppingCandidatesResponseSchema, type CompatibleResponse } from '@solar/shared/contract/compatibility';
import { CalculatorSettingsResponseSchema } from '@solar/shared/contract/calculator';
import { fromResultDto } from '@solar/shared/contract/calculator-result';
import { ProductSpecsInputSchema, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import { convertPrice } from '@solar/shared/domain/price-format';
import { buildShoppingList } from '@solar/shared/domain/shopping-list';
import type { Currency, ProductType } from '@solar/shared/reference/catalog';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

const DAY = 86_400_000;
let ctx: TestContext;
const ids: Record<string, string> = {};

const panel = (powerW: number, vocV: number | null, tempCoeffVocPctPerC: number | null): ProductSpecsInput => ({
  kind: 'panel', powerW, cellType: 'mono', cellTech: 'perc', vocV, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC,
});
const battery = (chemistry: 'agm' | 'gel' | 'lifepo4', voltageV: number, capacityAh: number): ProductSpecsInput => ({
  kind: 'battery', chemistry, voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null,
});
const inverter = (
  inverterKind: 'off_grid' | 'hybrid' | 'on_grid' | 'mppt_controller',
  powerW: number,
  batteryVoltages: number[],
  pv: { mpptMinV: number | null; mpptMaxV: number | null; maxPvInputV: number | null },
  maxChargeA: number | null,
): ProductSpecsInput => ({ kind: 'inverter', inverterKind, powerW, batteryVoltages, ...pv, maxChargeA });

interface Row {
  key: string;
  type: ProductType;
  governorate: string;
  price: number;
  currency: Currency;
  specs: ProductSpecsInput | null;
  hidden?: 'pending' | 'expired';
  needsRepair?: boolean;
}

// Listed oldest first; each list is newest first, so within a governorate the later row comes first.
const ROWS: Row[] = [
  // Growatt SPF 5000 ES: 48 V, MPPT 120–430 V, 450 V maximum, 100 A.
  { key: 'growatt', type: 'Charging Devices', governorate: 'aden', price: 560, currency: 'USD', specs: inverter('off_grid', 5000, [48], { mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450 }, 100) },
  // Victron MultiPlus 24/3000: 24 V only, no PV input.
  { key: 'multiplus', type: 'Charging Devices', governorate: 'amanat-al-asimah', price: 700_000, currency: 'YER', specs: inverter('off_grid', 2400, [24], { mpptMinV: null, mpptMaxV: null, maxPvInputV: null }, 70) },
  // SMA Sunny Boy 5.0: on-grid, MPP 125–500 V, 600 V maximum.
  { key: 'sma', type: 'Charging Devices', governorate: 'aden', price: 900, currency: 'USD', specs: inverter('on_grid', 5000, [], { mpptMinV: 125, mpptMaxV: 500, maxPvInputV: 600 }, null) },
  // Victron SmartSolar MPPT 150/35: 12/24/48 V, 145 V operating, 150 V maximum.
  { key: 'victron15035', type: 'Charging Devices', governorate: 'taiz', price: 300, currency: 'USD', specs: inverter('mppt_controller', 2000, [12, 24, 48], { mpptMinV: null, mpptMaxV: 145, maxPvInputV: 150 }, 35) },
  // A 24 V 3 kW all-in-one: MPPT 60–115 V, 145 V maximum, 100 A.
  { key: 'inverter24', type: 'Charging Devices', governorate: 'aden', price: 450, currency: 'USD', specs: inverter('off_grid', 3000, [24], { mpptMinV: 60, mpptMaxV: 115, maxPvInputV: 145 }, 100) },
  { key: 'inverterPending', type: 'Charging Devices', governorate: 'aden', price: 100, currency: 'USD', specs: inverter('off_grid', 5000, [48], { mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450 }, 100), hidden: 'pending' },

  // Pylontech US3000C: LiFePO4 48 V 74 Ah, in Aden and in Sana'a.
  { key: 'pylontechAden', type: 'Battery', governorate: 'aden', price: 1_300_000, currency: 'YER_SOUTH', specs: battery('lifepo4', 48, 74) },
  { key: 'pylontechSanaa', type: 'Battery', governorate: 'amanat-al-asimah', price: 450_000, currency: 'YER', specs: battery('lifepo4', 48, 74) },
  // Ritar DG12-200: AGM 12 V 200 Ah. Victron LiFePO4 12.8 V 100 Ah. A 24 V 150 Ah gel block in Taiz.
  { key: 'agm12', type: 'Battery', governorate: 'aden', price: 420_000, currency: 'YER_SOUTH', specs: battery('agm', 12, 200) },
  { key: 'lfp12', type: 'Battery', governorate: 'aden', price: 600, currency: 'USD', specs: battery('lifepo4', 12.8, 100) },
  { key: 'gel24', type: 'Battery', governorate: 'taiz', price: 250_000, currency: 'YER', specs: battery('gel', 24, 150) },
  { key: 'batteryExpired', type: 'Battery', governorate: 'aden', price: 100, currency: 'USD', specs: battery('lifepo4', 48, 100), hidden: 'expired' },
  // Public, but never suggested: it needs repair.
  { key: 'batteryBroken', type: 'Battery', governorate: 'aden', price: 100, currency: 'USD', specs: battery('lifepo4', 48, 100), needsRepair: true },

  // Canadian Solar CS6W-550MS: Voc 49.6 V, −0.26 %/°C, in Aden and in Sana'a.
  { key: 'cs6wAden', type: 'Panel', governorate: 'aden', price: 155_000, currency: 'YER_SOUTH', specs: panel(550, 49.6, -0.26) },
  { key: 'cs6wSanaa', type: 'Panel', governorate: 'amanat-al-asimah', price: 40_000, currency: 'YER', specs: panel(550, 49.6, -0.26) },
  { key: 'panelNoVoc', type: 'Panel', governorate: 'aden', price: 70, currency: 'USD', specs: panel(450, null, null) },
  // TDC-M20-36: 20 W, Voc 22.7 V.
  { key: 'tdc20', type: 'Panel', governorate: 'aden', price: 15, currency: 'USD', specs: panel(20, 22.7, -0.35) },
  { key: 'cable', type: 'Accessory', governorate: 'aden', price: 10, currency: 'USD', specs: null },
];

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const seller = await buildUser(db);
  let minute = 0;
  for (const row of ROWS) {
    minute += 1;
    const created = new Date(Date.now() - DAY + minute * 60_000);
    const product = await buildProduct(db, {
      userId: seller.id,
      name: row.key,
      type: row.type,
      governorate: row.governorate,
      city: row.governorate === 'aden' ? 'crater' : row.governorate === 'taiz' ? 'al-qahirah' : 'at-tahrir',
      price: row.price,
      currency: row.currency,
      specs: row.specs ? ProductSpecsInputSchema.parse(row.specs) : null,
      createdAt: created,
      postedAt: created,
      ...(row.hidden === 'pending' ? { status: 'pending' as const, adminReviewed: false } : {}),
      ...(row.hidden === 'expired' ? { expiresAt: new Date(Date.now() - 1000) } : {}),
      ...(row.needsRepair ? { condition: 'Needs Repair' as const } : {}),
    });
    ids[row.key] = product.id;
  }
});
afterAll(() => ctx.close());

const keyOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];

async function compatible(key: string): Promise<CompatibleResponse['data']> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/products/${ids[key]}/compatible` });
  expect(res.statusCode, res.body).toBe(200);
  return CompatibleResponseSchema.parse(res.json()).data;
}
const group = (data: CompatibleResponse['data'], name: string) => data.groups.find((g) => g.group === name)!;
const keys = (data: CompatibleResponse['data'], name: string) => group(data, name).items.map((item) => keyOf(item.product._id));

describe('works with', () => {
  it("an inverter's batteries: its own voltage, then series strings, fitting before cautions, Aden first", async () => {
    const data = await compatible('growatt');
    // fit in Aden: the 48 V Pylontech, 4 × 12 V AGM; fit elsewhere: Pylontech in Sana'a, 2 × 24 V gel in Taiz;
    // a caution: 4 × 12.8 V LiFePO4 (its maker must allow series). Never the pending, expired or broken listings.
    expect(keys(data, 'batteries')).toEqual(['pylontechAden', 'agm12', 'pylontechSanaa', 'gel24', 'lfp12']);
    const items = group(data, 'batteries').items;
    expect(items[0]).toMatchObject({ level: 'fit', reasons: [{ code: 'voltageMatch', values: { batteryV: 48 } }] });
    expect(items[1]).toMatchObject({ level: 'fit', reasons: [{ code: 'batteriesInSeries', values: { inSeries: 4, batteryV: 12, systemV: 48 } }] });
    expect(items[4]).toMatchObject({ level: 'caution', reasons: [{ code: 'lithiumInSeries', values: { inSeries: 4 } }] });
    expect(group(data, 'batteries').seeAll).toEqual({ category: 'batteries', voltage: '48', governorate: 'aden' });
  });

  it("an inverter's panels: those with a string of 1–4 that fits, saying how many", async () => {
    const data = await compatible('growatt');
    // CS6W-550MS: 4 in series, 198.4 V ≥ 120 V, hot 129.5 V ≥ 120 V, cold 216.5 V ≤ 450 V. The 20 W panel never
    // reaches 120 V (4 × 22.7 = 90.8 V); the panel without Voc cannot be judged.
    expect(keys(data, 'panels')).toEqual(['cs6wAden', 'cs6wSanaa']);
    expect(group(data, 'panels').items[0]).toMatchObject({
      level: 'fit',
      fittingSeries: [4],
      reasons: [{ code: 'stringFits', values: { inSeries: 4, vocV: 198.4, vocColdV: 216.5, vmpHotV: 129.5, maxV: 450, minV: 120 } }],
    });
  });

  it('an on-grid inverter has panels but never batteries', async () => {
    const data = await compatible('sma');
    expect(group(data, 'batteries').items).toEqual([]);
    expect(keys(data, 'panels')).toEqual(['cs6wAden', 'cs6wSanaa']);
  });

  it("a battery's inverters: its voltage, and those it makes in series", async () => {
    // Pylontech 48 V: the Growatt (Aden) and the 150/35 (Taiz) take 48 V; the 24 V ones and the on-grid SMA do not.
    expect(keys(await compatible('pylontechAden'), 'inverters')).toEqual(['growatt', 'victron15035']);
    // AGM 12 V: the 150/35 takes 12 V; 2 in series for the 24 V inverters, 4 for the Growatt; Aden first.
    const agm = await compatible('agm12');
    expect(keys(agm, 'inverters')).toEqual(['inverter24', 'growatt', 'victron15035', 'multiplus']);
    expect(group(agm, 'inverters').items.find((item) => keyOf(item.product._id) === 'multiplus')).toMatchObject({
      reasons: [{ code: 'batteriesInSeries', values: { inSeries: 2, batteryV: 12, systemV: 24 } }],
    });
  });

  it("a panel's inverters: each with a fitting string length", async () => {
    const data = await compatible('cs6wSanaa');
    const byKey = Object.fromEntries(group(data, 'inverters').items.map((item) => [keyOf(item.product._id), item.fittingSeries]));
    // Growatt and SMA: 4. The 24 V inverter (60–115 V): 2 (cold 108.2 V, hot 64.8 V). The 150/35 on its lowest,
    // 12 V battery (starts at 19.4 V): 1 (cold 54.1 V) and 2 (108.2 V ≤ 145 V). The MultiPlus has no PV input.
    expect(byKey).toEqual({ growatt: [4], sma: [4], inverter24: [2], victron15035: [1, 2] });
    // The panel is in Sana'a: Sana'a has no inverter that fits, so the order is the newest first.
    expect(keys(data, 'inverters')).toEqual(['inverter24', 'victron15035', 'sma', 'growatt']);
  });

  it('nothing for a listing without specifications; 404 for one nobody may see', async () => {
    expect((await compatible('cable')).groups).toEqual([]);
    for (const key of ['inverterPending', 'batteryExpired']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/products/${ids[key]}/compatible` })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/products/not-an-id/compatible' })).statusCode).toBe(404);
  });
});

describe('shopping candidates', () => {
  const candidates = async (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/shopping-candidates?${query}` });

  it('returns home inverters of the size and voltage, batteries of the type that make the voltage, and panels', async () => {
    const res = await candidates('systemVoltage=48&minInverterW=3000&panelW=550&batteryType=lithium&governorate=aden');
    expect(res.statusCode, res.body).toBe(200);
    const data = ShoppingCandidatesResponseSchema.parse(res.json()).data;
    expect(data.inverters.map((p) => keyOf(p._id))).toEqual(['growatt']);
    // Lithium that makes 48 V: the two Pylontechs (cheapest first: Sana'a's 450,000 YER = 841 USD, Aden's 1,300,000 YER_SOUTH
    // = 798 USD), and 12.8 V in series. Not the AGM or gel (lead-acid), nor the expired one.
    expect(data.batteries.map((p) => keyOf(p._id)).sort()).toEqual(['lfp12', 'pylontechAden', 'pylontechSanaa']);
    expect(data.batteries.slice(0, 1).map((p) => keyOf(p._id))).toEqual(['pylontechAden']);
    // Panels of at least 330 W (60 % of 550 W): not the 20 W one.
    expect(data.panels.map((p) => keyOf(p._id)).sort()).toEqual(['cs6wAden', 'cs6wSanaa', 'panelNoVoc']);
  });

  it('refuses a query it cannot read, saying which parameter', async () => {
    const bad = await candidates('systemVoltage=36&minInverterW=3000&panelW=550&batteryType=lithium');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('systemVoltage');
    expect((await candidates('systemVoltage=48&minInverterW=3000&panelW=550')).statusCode).toBe(400);
  });

  it('the shopping list for 5 kWh/day in Aden covers the result and its total is the listed prices at the settings rates', async () => {
    const calc = await ctx.app.inject({ method: 'POST', url: '/api/v1/calculator/quick-calc', payload: { dailyEnergyKwh: 5, governorate: 'aden' } });
    expect(calc.statusCode, calc.body).toBe(200);
    const result = fromResultDto(calc.json().data);
    expect(result.system.systemVoltage).toBe(24);
    const { ratesPerUsd } = CalculatorSettingsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/calculator/settings' })).json()).data;
    const query = `systemVoltage=24&minInverterW=${result.inverter.recommendedW}&panelW=${result.pv.recommendedPanelW}&batteryType=leadAcid&governorate=aden`;
    const data = ShoppingCandidatesResponseSchema.parse((await candidates(query)).json()).data;
    const list = buildShoppingList(result, [...data.inverters, ...data.batteries, ...data.panels], { governorate: 'aden', currency: 'YER_SOUTH', ratesPerUsd });
    const { panels, batteries, inverter: chosen } = list.selection;

    // The 24 V 3 kW inverter in Aden (1500 W needed); 6 × AGM 12 V 200 Ah (2 in series × ceil(527.1 / 200) = 3 strings;
    // cheaper than 2 × ceil(527.1 / 150) = 8 gel 24 V blocks); CS6W-550MS in strings of 2: ceil(1645.4 / 550) = 3 → 2 × 2 = 4.
    expect([keyOf(chosen!.listing._id), keyOf(batteries!.listing._id), keyOf(panels!.listing._id)]).toEqual(['inverter24', 'agm12', 'cs6wAden']);
    expect(panels!.quantity * 550).toBeGreaterThanOrEqual(result.pv.requiredPvW);
    expect(batteries!.strings! * 200).toBeGreaterThanOrEqual(result.battery.requiredAh);
    expect(batteries!.inSeries! * 12).toBe(24);
    expect(list.warnings).toEqual([]);
    const sum = [chosen!, batteries!, panels!].reduce((total, line) => total + line.quantity * convertPrice(line.listing.price, line.listing.currency, 'YER_SOUTH', ratesPerUsd)!, 0);
    expect(list.total).toBeCloseTo(sum, 6);
    // With the seeded rates: 450 USD × 1630 + 6 × 420,000 + 4 × 155,000 YER_SOUTH.
    expect(list.total).toBeCloseTo(733_500 + 2_520_000 + 620_000, 6);
  });
});
