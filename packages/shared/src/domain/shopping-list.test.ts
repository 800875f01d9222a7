// The calculator's result as a shopping list (issue #19 item 4), worked by hand.
//
// 5 kWh/day in Aden (hot climate), default settings, lead-acid (docs/decisions/004; calculator.test.ts):
//   array 5000 / (5.2 × 0.75433 × 0.77469) = 1645.4 W → 3 × 550 W; 1650 W / 24 V = 69 A ≤ 100 A → 24 V system
//   battery 5000 / (24 × 0.5 × 0.85 × 0.93) = 527.1 Ah at 24 V → 2 in series × 3 strings of 12 V 200 Ah = 6
//   inverter 5000 / 5 h × 1.25 = 1250 W → 1500 W
// Rates: the seeded DEFAULT_RATES_PER_USD (USD 1, SAR 3.75, YER 535, YER_SOUTH 1630).
import { describe, expect, it } from 'vitest';
import type { ProductSpecs } from '../contract/product-specs.ts';
import { DEFAULT_RATES_PER_USD, type Currency, type ProductCondition } from '../reference/catalog.ts';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromDailyEnergy } from './calculator.ts';
import { buildShoppingList, shoppingAlternative, shoppingNeeds, shoppingPartFilters, type ShoppingListing } from './shopping-list.ts';

const result = calculateFromDailyEnergy({ dailyEnergyKwh: 5, governorate: 'aden' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);

const listing = (_id: string, governorate: string, price: number, currency: Currency, specs: ProductSpecs, condition: ProductCondition = 'New'): ShoppingListing => ({
  _id,
  governorate,
  price,
  currency,
  condition,
  specs,
});
const panel = (powerW: number, vocV: number | null, tempCoeffVocPctPerC: number | null): ProductSpecs => ({
  kind: 'panel', powerW, cellType: 'mono', cellTech: 'perc', vocV, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC,
});
const battery = (chemistry: 'agm' | 'gel' | 'lifepo4', voltageV: number, capacityAh: number, healthPct: number | null = null): ProductSpecs => ({
  kind: 'battery', chemistry, voltageV, capacityAh, usableKwh: 0, cycleLife: null, ageMonths: healthPct === null ? null : 24, healthPct,
});
const inverter = (inverterKind: 'off_grid' | 'hybrid' | 'on_grid' | 'mppt_controller', powerW: number, batteryVoltages: number[], maxChargeA: number | null): ProductSpecs => ({
  kind: 'inverter', inverterKind, powerW, batteryVoltages, mpptMinV: inverterKind === 'on_grid' ? 125 : 60, mpptMaxV: 115, maxPvInputV: 145, maxChargeA,
});

// A 24 V 3 kW all-in-one off-grid inverter in Aden: MPPT 60–115 V, 145 V maximum, 100 A charger.
const INVERTER_ADEN = listing('inv-aden-3k', 'aden', 450, 'USD', inverter('off_grid', 3000, [24], 100));
const CANDIDATES: ShoppingListing[] = [
  INVERTER_ADEN,
  // Cheaper, but in Sana'a: after Aden's for a buyer in Aden. 150,000 YER = 280.37 USD.
  listing('inv-sanaa-2k', 'amanat-al-asimah', 150_000, 'YER', inverter('off_grid', 2000, [24], 40)),
  listing('inv-aden-1k', 'aden', 120, 'USD', inverter('off_grid', 1000, [24], 40)), // 1000 W < 1500 W
  listing('inv-aden-48v', 'aden', 700, 'USD', inverter('hybrid', 5000, [48], 100)), // no 24 V
  listing('inv-aden-grid', 'aden', 400, 'USD', inverter('on_grid', 5000, [], null)), // no battery at all
  listing('mppt-aden', 'aden', 90, 'USD', inverter('mppt_controller', 1440, [12, 24], 60)), // a controller, not an inverter
  listing('inv-aden-broken', 'aden', 100, 'USD', inverter('off_grid', 3000, [24], 100), 'Needs Repair'),

  // 12 V 200 Ah AGM in Aden at 420,000 YER_SOUTH: 2 in series × ceil(527.1 / 200) = 3 strings = 6.
  listing('bat-aden-agm200', 'aden', 420_000, 'YER_SOUTH', battery('agm', 12, 200)),
  // Used gel, 150 Ah at 80 % health = 120 Ah: 2 × ceil(527.1 / 120) = 2 × 5 = 10.
  listing('bat-aden-gel150-used', 'aden', 150_000, 'YER_SOUTH', battery('gel', 12, 150, 80), 'Used'),
  listing('bat-aden-lfp', 'aden', 900, 'USD', battery('lifepo4', 25.6, 100)), // lithium: not the result's lead-acid
  listing('bat-sanaa-agm220', 'amanat-al-asimah', 110_000, 'YER', battery('agm', 12, 220)),
  listing('bat-aden-48v', 'aden', 600, 'USD', battery('agm', 48, 100)), // 48 V cannot make 24 V

  // CS6W-550MS (Voc 49.6 V, −0.26 %/°C) at 155,000 YER_SOUTH. ceil(1645.4 / 550) = 3 panels; on a 60–115 V
  // input with a 24 V battery: 1 in series 49.6 V < 60 V; 2: cold 108.2 V ≤ 115 V, hot 64.8 V ≥ 60 V → fit;
  // 3: cold 162.3 V > 145 V. Strings of 2: ceil(3 / 2) = 2 strings → 4 panels, 2200 W.
  listing('pan-aden-550', 'aden', 155_000, 'YER_SOUTH', panel(550, 49.6, -0.26)),
  // 410 W, Voc 37.3 V, −0.28 %/°C: ceil(1645.4 / 410) = 5. 2 in series: hot 74.6 × 0.6528 = 48.7 V < 60 V (caution);
  // 3: cold 111.9 × 1.098 = 122.9 V > 115 V top (caution). Only cautions: after every fitting panel.
  listing('pan-aden-410', 'aden', 60, 'USD', panel(410, 37.3, -0.28)),
  listing('pan-aden-novoc', 'aden', 50, 'USD', panel(450, null, null)), // cannot be judged: after both
  listing('pan-sanaa-550', 'amanat-al-asimah', 40_000, 'YER', panel(550, 49.6, -0.26)),
  listing('pan-aden-broken', 'aden', 10, 'USD', panel(550, 49.6, -0.26), 'Needs Repair'),
];

const ADEN = { governorate: 'aden', ratesPerUsd: DEFAULT_RATES_PER_USD };

describe('5 kWh/day in Aden', () => {
  const list = buildShoppingList(result, CANDIDATES, { ...ADEN, currency: 'YER_SOUTH' });

  it('names the specification lines of the result', () => {
    expect(shoppingNeeds(result)).toEqual({
      panels: { count: 3, panelW: 550, requiredPvW: 1645.4 },
      batteries: { count: 6, unitV: 12, unitAh: 200, batteryType: 'leadAcid', inSeries: 2, strings: 3, requiredAh: 527.1 },
      inverter: { minW: 1500, systemV: 24 },
    });
  });

  it('picks fitting listings, Aden first, with quantities from their own specifications', () => {
    const { panels, batteries, inverter: inverters } = list.options;
    expect(inverters.map((o) => o.listing._id)).toEqual(['inv-aden-3k', 'inv-sanaa-2k']);
    expect(batteries.map((o) => [o.listing._id, o.quantity, o.inSeries, o.strings])).toEqual([
      ['bat-aden-gel150-used', 10, 2, 5], // 10 × 150,000 = 1,500,000 YER_SOUTH
      ['bat-aden-agm200', 6, 2, 3], // 6 × 420,000 = 2,520,000 YER_SOUTH
      ['bat-sanaa-agm220', 6, 2, 3], // ceil(527.1 / 220) = 3; Sana'a after Aden
    ]);
    // Aden's caution before Sana'a's fit: near first among listings known to work.
    expect(panels.map((o) => [o.listing._id, o.quantity, o.inSeries, o.strings, o.verdict.level])).toEqual([
      ['pan-aden-550', 4, 2, 2, 'fit'],
      ['pan-aden-410', 6, 3, 2, 'caution'],
      ['pan-sanaa-550', 4, 2, 2, 'fit'],
    ]);
  });

  it('every chosen quantity covers the result', () => {
    const { panels, batteries, inverter } = list.selection;
    const panelSpecs = panels!.listing.specs as Extract<ProductSpecs, { kind: 'panel' }>;
    expect(panels!.quantity * panelSpecs.powerW).toBeGreaterThanOrEqual(list.needs.panels.requiredPvW); // 4 × 550 = 2200 ≥ 1645.4
    const batterySpecs = batteries!.listing.specs as Extract<ProductSpecs, { kind: 'battery' }>;
    expect(batteries!.inSeries! * batterySpecs.voltageV).toBe(24); // 2 × 12 V
    expect(batteries!.strings! * batterySpecs.capacityAh * (batterySpecs.healthPct ?? 100) / 100).toBeGreaterThanOrEqual(527.1); // 5 × 120 = 600
    expect(batteries!.quantity).toBe(batteries!.inSeries! * batteries!.strings!);
    const inverterSpecs = inverter!.listing.specs as Extract<ProductSpecs, { kind: 'inverter' }>;
    expect(inverterSpecs.powerW).toBeGreaterThanOrEqual(1500);
    expect(inverterSpecs.batteryVoltages).toContain(24);
    expect(list.warnings).toEqual([]); // 2200 W ≤ 100 A × 24 V = 2400 W
  });

  it('the total is the sum of the listed prices converted with the rates', () => {
    // inverter 450 USD × 1630 = 733,500; batteries 10 × 150,000 = 1,500,000; panels 4 × 155,000 = 620,000
    expect(list.total).toBeCloseTo(733_500 + 1_500_000 + 620_000, 6);
    // The same list in dollars: 450 + 1,500,000 / 1630 + 620,000 / 1630 = 450 + 920.245 + 380.368 = 1750.61
    const inUsd = buildShoppingList(result, CANDIDATES, { ...ADEN, currency: 'USD' });
    expect(inUsd.total).toBeCloseTo(450 + 1_500_000 / 1630 + 620_000 / 1630, 6);
    // A currency without a rate leaves the total unknown rather than wrong.
    expect(buildShoppingList(result, CANDIDATES, { governorate: 'aden', ratesPerUsd: { USD: 1 }, currency: 'USD' }).total).toBeNull();
  });

  it('a buyer in Sana\'a sees Sana\'a\'s listings first', () => {
    const sanaa = buildShoppingList(result, CANDIDATES, { governorate: 'amanat-al-asimah', ratesPerUsd: DEFAULT_RATES_PER_USD, currency: 'YER' });
    expect(sanaa.selection.inverter!.listing._id).toBe('inv-sanaa-2k');
    expect(sanaa.selection.batteries!.listing._id).toBe('bat-sanaa-agm220');
    expect(sanaa.selection.panels!.listing._id).toBe('pan-sanaa-550');
    // 2 × 550 W strings on the 2 kW inverter: 2200 W > 40 A × 24 V = 960 W its charger takes.
    expect(sanaa.warnings).toEqual([{ code: 'pvExceedsCharge', level: 'caution', values: { arrayW: 2200, systemV: 24, maxChargeA: 40, chargeW: 960 } }]);
    // 150,000 + 6 × 110,000 + 4 × 40,000 YER
    expect(sanaa.total).toBeCloseTo(150_000 + 660_000 + 160_000, 6);
  });

  it('three panels in series exceed the MPPT window: the selection says so', () => {
    const rewired = buildShoppingList(result, CANDIDATES, { ...ADEN, currency: 'YER_SOUTH' }, { panelsInSeries: 3 });
    // 3 × 49.6 × 1.091 = 162.3 V > 145 V; one string of 3 covers 3 × 550 = 1650 ≥ 1645.4 W.
    expect(rewired.selection.panels).toMatchObject({ quantity: 3, inSeries: 3, strings: 1, verdict: { level: 'unfit' } });
    expect(rewired.warnings).toEqual([
      { code: 'overMaxPvInput', level: 'unfit', values: { inSeries: 3, vocV: 148.8, vocColdV: 162.3, vmpHotV: 97.1, maxV: 145 } },
    ]);
  });

  it('another inverter re-judges the other parts against it', () => {
    const chosen = buildShoppingList(result, CANDIDATES, { ...ADEN, currency: 'YER_SOUTH' }, { inverterId: 'inv-sanaa-2k' });
    expect(chosen.selection.inverter!.listing._id).toBe('inv-sanaa-2k');
    expect(chosen.warnings.map((w) => w.code)).toEqual(['pvExceedsCharge']);
  });

  it('a lithium result picks LiFePO4 only, counted by its own 25.6 V and 100 Ah', () => {
    const lithium = calculateFromDailyEnergy({ dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'lithium' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
    // Lithium: derate 0.75433 × 0.98 × 0.95 × 0.93 = 0.65311; 5000 / (5.2 × 0.65311) = 1472.3 W → 3 panels, 24 V.
    // 5000 / (24 × 0.8 × 0.95 × 0.93) = 294.8 Ah at 24 V: a 25.6 V 100 Ah is one in series, ceil(294.8 / 100) = 3 strings.
    const list = buildShoppingList(lithium, CANDIDATES, { ...ADEN, currency: 'USD' });
    expect(list.needs.batteries.requiredAh).toBe(294.8);
    expect(list.options.batteries.map((o) => [o.listing._id, o.quantity, o.inSeries, o.strings])).toEqual([['bat-aden-lfp', 3, 1, 3]]);
  });
});

describe('near first', () => {
  // A lithium result at 24 V for a buyer in Aden: 294.8 Ah (see above).
  const lithium = calculateFromDailyEnergy({ dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'lithium' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
  const batteries = [
    // Sana'a: a used 24 V block, fit as it is; cheapest: 100,000 YER = 186.9 USD each, 4 at 80 % health.
    listing('lfp-sanaa-used', 'amanat-al-asimah', 100_000, 'YER', battery('lifepo4', 25.6, 100, 80), 'Used'),
    // Lahij, the Aden rial's side: a 24 V block, fit; 900 USD each.
    listing('lfp-lahij', 'lahij', 1_500_000, 'YER_SOUTH', battery('lifepo4', 25.6, 100)),
    // Aden: 12.8 V blocks, 2 in series: a caution (the maker must allow a series string).
    listing('lfp-aden-12', 'aden', 500, 'USD', battery('lifepo4', 12.8, 100)),
  ];
  const candidates = [INVERTER_ADEN, ...batteries];

  it("an Aden buyer's batteries: Aden's, then the Aden rial's side, then Sana'a", () => {
    const list = buildShoppingList(lithium, candidates, { ...ADEN, currency: 'YER_SOUTH' });
    expect(list.options.batteries.map((o) => [o.listing._id, o.locality, o.verdict.level])).toEqual([
      ['lfp-aden-12', 'governorate', 'caution'],
      ['lfp-lahij', 'area', 'fit'],
      ['lfp-sanaa-used', 'elsewhere', 'fit'],
    ]);
  });

  it("a Sana'a buyer's: Sana'a's first, and Aden and Lahij both across the line", () => {
    const list = buildShoppingList(lithium, candidates, { governorate: 'amanat-al-asimah', ratesPerUsd: DEFAULT_RATES_PER_USD, currency: 'YER' });
    expect(list.options.batteries.map((o) => [o.listing._id, o.locality])).toEqual([
      ['lfp-sanaa-used', 'governorate'],
      ['lfp-lahij', 'elsewhere'], // fit before Aden's caution
      ['lfp-aden-12', 'elsewhere'],
    ]);
  });

  it('without a place: fit before caution, then the cheapest, as every listing is as far', () => {
    const list = buildShoppingList(lithium, candidates, { governorate: null, ratesPerUsd: DEFAULT_RATES_PER_USD, currency: 'USD' });
    expect(list.options.batteries.map((o) => o.listing._id)).toEqual(['lfp-sanaa-used', 'lfp-lahij', 'lfp-aden-12']);
  });

  it('says which lines were converted: their sum is approximate', () => {
    const list = buildShoppingList(lithium, candidates, { ...ADEN, currency: 'YER_SOUTH' });
    expect(list.selection.inverter).toMatchObject({ isConverted: true }); // 450 USD
    expect(list.isApproximate).toBe(true);
    const lahij = buildShoppingList(lithium, [INVERTER_ADEN, batteries[1]!], { ...ADEN, currency: 'YER_SOUTH' }, { batteriesId: 'lfp-lahij' });
    expect(lahij.selection.batteries).toMatchObject({ isConverted: false });
  });
});

// 1.5 kWh/day in Aden, lead-acid: 493.6 W of panels (one 550 W), 12 V (550 W / 12 V = 46 A ≤ 100 A),
// 316.3 Ah at 12 V → 2 × 12 V 200 Ah side by side, a 500 W inverter (1500 / 5 × 1.25 = 375 → 500).
describe('a 12 V 500 W home in Aden, where no 12 V inverter is on sale', () => {
  const small = calculateFromDailyEnergy({ dailyEnergyKwh: 1.5, governorate: 'aden' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
  const candidates: ShoppingListing[] = [
    listing('mppt-aden-12', 'aden', 90, 'USD', inverter('mppt_controller', 1440, [12, 24], 60)), // takes 12 V, but no inverter
    INVERTER_ADEN, // 24 V only
    listing('bat-aden-agm200', 'aden', 420_000, 'YER_SOUTH', battery('agm', 12, 200)),
    listing('pan-aden-550', 'aden', 155_000, 'YER_SOUTH', panel(550, 49.6, -0.26)),
  ];
  const list = buildShoppingList(small, candidates, { ...ADEN, currency: 'YER_SOUTH' });

  it('names the missing inverter and sums what is there', () => {
    expect(small.system.systemVoltage).toBe(12);
    expect(list.needs.inverter).toEqual({ minW: 500, systemV: 12 });
    expect(list.selection.inverter).toBeNull();
    expect(list.missing).toEqual(['inverter']);
    expect(list.unpriced).toEqual([]);
    expect(list.total).toBeNull();
    // 2 × 420,000 + 1 × 155,000: one 550 W panel, no inverter to judge its string against.
    expect(list.selection.batteries).toMatchObject({ quantity: 2, inSeries: 1, strings: 2 });
    expect(list.selection.panels).toMatchObject({ quantity: 1, inSeries: null });
    expect(list.subtotal).toBe(840_000 + 155_000);
    expect(list.isApproximate).toBe(false);
  });

  it('the same energy at 24 V: half the Ah, two 12 V blocks in series', () => {
    expect(shoppingNeeds(small, 24).batteries).toEqual({ count: 2, unitV: 12, unitAh: 200, batteryType: 'leadAcid', inSeries: 2, strings: 1, requiredAh: 158.2 });
    expect(shoppingNeeds(small, 24).inverter).toEqual({ minW: 500, systemV: 24 });
    expect(shoppingNeeds(small, 12)).toEqual(shoppingNeeds(small));
  });

  it('a 24 V system is a complete list: the 24 V inverter, 2 batteries in series, panels in a string of 2', () => {
    const alternative = shoppingAlternative(small, candidates, { ...ADEN, currency: 'YER_SOUTH' }, 24)!;
    expect(alternative.selection.inverter!.listing._id).toBe('inv-aden-3k');
    expect(alternative.selection.batteries).toMatchObject({ quantity: 2, inSeries: 2, strings: 1 });
    // One panel's 49.6 V is below the input's 60 V: a string of 2 (cold 108.2 V ≤ 115 V).
    expect(alternative.selection.panels).toMatchObject({ quantity: 2, inSeries: 2, strings: 1, verdict: { level: 'fit' } });
    expect(alternative.missing).toEqual([]);
    expect(alternative.total).toBeCloseTo(450 * 1630 + 840_000 + 310_000, 6);
    expect(alternative.isApproximate).toBe(true);
  });

  it('no alternative where it would not fill the list, nor at the calculator\'s own voltage', () => {
    expect(shoppingAlternative(small, candidates, { ...ADEN, currency: 'YER_SOUTH' }, 48)).toBeNull();
    expect(shoppingAlternative(small, candidates, { ...ADEN, currency: 'YER_SOUTH' }, 12)).toBeNull();
  });
});

describe("each part's listings as the product list filters them", () => {
  it('inverters that run on batteries at the bank voltage and of the size; batteries of the unit; panels from 60 %', () => {
    const needs = shoppingNeeds(result);
    expect(shoppingPartFilters('inverter', needs)).toEqual({ category: 'Charging Devices', inverterKind: 'off_grid_or_hybrid', voltage: 24, minPowerW: 1500 });
    // Lead-acid is three chemistries: no chemistry filter; the calculator's unit is a 12 V battery.
    expect(shoppingPartFilters('batteries', needs)).toEqual({ category: 'batteries', voltage: 12 });
    expect(shoppingPartFilters('panels', needs)).toEqual({ category: 'solar', minPowerW: 330 });
    const lithium = calculateFromDailyEnergy({ dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'lithium' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
    expect(shoppingPartFilters('batteries', shoppingNeeds(lithium))).toEqual({ category: 'batteries', voltage: 12, chemistry: 'lifepo4' });
  });
});
