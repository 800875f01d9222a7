import { describe, expect, it } from 'vitest';
import { batterySystemVoltage, DEPTH_OF_DISCHARGE, ProductSpecsInputSchema, usableKwhOf } from './product-specs.ts';
import { CreateProductBodySchema, UpdateProductBodySchema } from './selling.ts';
import { BrowseProductsQuerySchema } from './products.ts';
import { SavedSearchFiltersSchema } from './saved-searches.ts';
import { DEFAULT_CALCULATOR_SETTINGS } from '../domain/calculator.ts';

// Values copied from the makers' datasheets (one module, battery or device each), as a seller would type them.
const DATASHEETS = {
  'JinkoSolar Tiger Pro JKM550M-72HL4-V': {
    type: 'Panel',
    specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.62, iscA: 14.03, efficiencyPct: 21.33, lengthMm: 2274, widthMm: 1134, tempCoeffVocPctPerC: -0.28 },
  },
  'LONGi Hi-MO 5m LR5-54HPH-410M': {
    type: 'Panel',
    specs: { kind: 'panel', powerW: 410, cellType: 'mono', cellTech: 'perc', vocV: 37.45, iscA: 13.93, efficiencyPct: 21, lengthMm: 1722, widthMm: 1134, tempCoeffVocPctPerC: -0.27 },
  },
  'Trina Vertex TSM-670DE21': {
    type: 'Panel',
    specs: { kind: 'panel', powerW: 670, cellType: 'mono', cellTech: 'perc', vocV: 46.1, iscA: 18.62, efficiencyPct: 21.6, lengthMm: 2384, widthMm: 1303, tempCoeffVocPctPerC: -0.25 },
  },
  // Thin film: one long string of cells, so a high Voc and a small current.
  'First Solar Series 6 FS-6440A': {
    type: 'Panel',
    specs: { kind: 'panel', powerW: 440, cellType: 'thin_film', cellTech: null, vocV: 219.2, iscA: 2.54, efficiencyPct: 17.8, lengthMm: 2009, widthMm: 1232, tempCoeffVocPctPerC: -0.28 },
  },
  'Pylontech US3000C': {
    type: 'Battery',
    specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 74, cycleLife: 6000, ageMonths: null, healthPct: null },
  },
  'BYD Battery-Box Premium LVS 4.0': {
    type: 'Battery',
    specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 78, cycleLife: null, ageMonths: null, healthPct: null },
  },
  'Ritar RA12-200 AGM': {
    type: 'Battery',
    specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, cycleLife: 1200, ageMonths: null, healthPct: null },
  },
  'Trojan T-105 flooded': {
    type: 'Battery',
    specs: { kind: 'battery', chemistry: 'flooded', voltageV: 6, capacityAh: 225, cycleLife: 1200, ageMonths: null, healthPct: null },
  },
  'Growatt SPF 5000 ES': {
    type: 'Charging Devices',
    specs: { kind: 'inverter', inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450, maxChargeA: 100 },
  },
  'Victron SmartSolar MPPT 150/35': {
    type: 'Charging Devices',
    specs: { kind: 'inverter', inverterKind: 'mppt_controller', powerW: 2000, batteryVoltages: [12, 24, 48], mpptMinV: null, mpptMaxV: 145, maxPvInputV: 150, maxChargeA: 35 },
  },
  'Deye SUN-5K-SG03LP1': {
    type: 'Charging Devices',
    specs: { kind: 'inverter', inverterKind: 'hybrid', powerW: 5000, batteryVoltages: [48], mpptMinV: 150, mpptMaxV: 425, maxPvInputV: 500, maxChargeA: 120 },
  },
  'Huawei SUN2000-50KTL-M0 (grid-tie)': {
    type: 'Charging Devices',
    specs: { kind: 'inverter', inverterKind: 'on_grid', powerW: 50000, batteryVoltages: [], mpptMinV: 200, mpptMaxV: 1000, maxPvInputV: 1100, maxChargeA: null },
  },
  'EPEVER LandStar LS3024B (PWM)': {
    type: 'Charging Devices',
    specs: { kind: 'inverter', inverterKind: 'pwm_controller', powerW: 780, batteryVoltages: [12, 24], mpptMinV: null, mpptMaxV: null, maxPvInputV: 50, maxChargeA: 30 },
  },
  'A 3 kW home kit: 6 × 550 W, 5.12 kWh, 3 kW inverter': {
    type: 'Integrated System',
    specs: { kind: 'system', pvW: 3300, batteryKwh: 5.12, inverterW: 3000 },
  },
} as const;

const base = {
  name: 'Listing with its datasheet',
  condition: 'New',
  price: 100,
  currency: 'USD',
  isNegotiable: true,
  description: 'Values from the maker’s datasheet.',
  governorate: 'aden',
  city: 'crater',
  phone: '777123456',
  whatsappPhone: null,
  specifications: { warranty: '2 years' },
  images: [],
};

type Issue = { path: PropertyKey[]; message: string };
const issuesOf = (result: { success: boolean; error?: { issues: Issue[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('real datasheet values', () => {
  it.each(Object.entries(DATASHEETS))('%s is accepted on posting and on editing', (_name, { type, specs }) => {
    const created = CreateProductBodySchema.safeParse({ ...base, type, specs });
    expect(issuesOf(created)).toEqual([]);
    expect(created.data?.specs).toMatchObject(specs);
    const edited = UpdateProductBodySchema.safeParse({ type, specs });
    expect(issuesOf(edited)).toEqual([]);
    expect(edited.data?.specs).toMatchObject(specs);
  });

  it('computes usable kWh on the server, whatever the body says: 48 V × 74 Ah LiFePO4 at 80 % is 2.84 kWh', () => {
    const parsed = ProductSpecsInputSchema.parse({ ...DATASHEETS['Pylontech US3000C'].specs, usableKwh: 99 });
    expect(parsed).toMatchObject({ kind: 'battery', usableKwh: 2.84 });
    // 12 V × 200 Ah AGM at 50 %.
    expect(ProductSpecsInputSchema.parse(DATASHEETS['Ritar RA12-200 AGM'].specs)).toMatchObject({ usableKwh: 1.2 });
  });

  it('uses the calculator’s own depths of discharge', () => {
    expect(DEPTH_OF_DISCHARGE.agm).toBe(DEFAULT_CALCULATOR_SETTINGS.batteries.leadAcid.depthOfDischarge);
    expect(DEPTH_OF_DISCHARGE.flooded).toBe(DEFAULT_CALCULATOR_SETTINGS.batteries.leadAcid.depthOfDischarge);
    expect(DEPTH_OF_DISCHARGE.lifepo4).toBe(DEFAULT_CALCULATOR_SETTINGS.batteries.lithium.depthOfDischarge);
    expect(usableKwhOf({ chemistry: 'lifepo4', voltageV: 25.6, capacityAh: 100 })).toBe(2.05);
  });

  it('reads numbers typed with Arabic digits and separators', () => {
    const parsed = ProductSpecsInputSchema.parse({ kind: 'battery', chemistry: 'lifepo4', voltageV: '٢٥٫٦', capacityAh: '١٠٠', cycleLife: '٦٬٠٠٠', ageMonths: '', healthPct: '' });
    expect(parsed).toEqual({ kind: 'battery', chemistry: 'lifepo4', voltageV: 25.6, capacityAh: 100, usableKwh: 2.05, cycleLife: 6000, ageMonths: null, healthPct: null });
    expect(ProductSpecsInputSchema.parse({ kind: 'panel', powerW: '٥٥٠', cellType: 'mono', cellTech: '', vocV: '49,62', iscA: '', efficiencyPct: '', lengthMm: '', widthMm: '', tempCoeffVocPctPerC: '-0.28' })).toMatchObject({
      powerW: 550,
      cellTech: null,
      vocV: 49.62,
      tempCoeffVocPctPerC: -0.28,
    });
  });

  it('a used battery may carry its age and measured health', () => {
    const specs = { ...DATASHEETS['Ritar RA12-200 AGM'].specs, ageMonths: 18, healthPct: 82 };
    expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type: 'Battery', condition: 'Used', specs }))).toEqual([]);
  });

  it('puts batteries in their bank voltage: 12.8 V is 12 V, 25.6 V is 24 V, 51.2 V is 48 V, 6 V none', () => {
    expect([12, 12.8, 24, 25.6, 48, 51.2, 96, 6, 36].map(batterySystemVoltage)).toEqual([12, 12, 24, 24, 48, 48, 96, null, null]);
  });
});

const panel = DATASHEETS['JinkoSolar Tiger Pro JKM550M-72HL4-V'].specs;
const battery = DATASHEETS['Pylontech US3000C'].specs;
const inverter = DATASHEETS['Growatt SPF 5000 ES'].specs;

describe('impossible values are refused with a message that names the unit', () => {
  it.each([
    ['a 50,000 W panel', 'Panel', { ...panel, powerW: 50_000, lengthMm: null, widthMm: null }, 'powerW', 'panelPowerW'],
    ['a panel in kW (0.55)', 'Panel', { ...panel, powerW: 0.55 }, 'powerW', 'panelPowerW'],
    ['a negative power', 'Panel', { ...panel, powerW: -550 }, 'powerW', 'panelPowerW'],
    ['an 80 % efficient panel', 'Panel', { ...panel, efficiencyPct: 80 }, 'efficiencyPct', 'efficiencyPct'],
    ['efficiency as a fraction (0.2133)', 'Panel', { ...panel, efficiencyPct: 0.2133 }, 'efficiencyPct', 'efficiencyPct'],
    ['an efficiency the size and power deny', 'Panel', { ...panel, efficiencyPct: 25 }, 'efficiencyPct', 'efficiencyForSize'],
    ['dimensions in metres', 'Panel', { ...panel, lengthMm: 2.274, widthMm: 1.134 }, 'lengthMm', 'lengthMm'],
    ['550 W on a 1 × 0.6 m module', 'Panel', { ...panel, lengthMm: 1000, widthMm: 600, efficiencyPct: null }, 'powerW', 'powerForSize'],
    ['a positive Voc coefficient', 'Panel', { ...panel, tempCoeffVocPctPerC: 0.28 }, 'tempCoeffVocPctPerC', 'tempCoeffVoc'],
    ['a Voc coefficient in mV (−137)', 'Panel', { ...panel, tempCoeffVocPctPerC: -137 }, 'tempCoeffVocPctPerC', 'tempCoeffVoc'],
    ['Voc × Isc below the power', 'Panel', { ...panel, vocV: 24, iscA: 9 }, 'vocV', 'vocTimesIsc'],
    ['a Voc typed without its point (4962)', 'Panel', { ...panel, vocV: 4962 }, 'vocV', 'vocV'],
    ['no cell type', 'Panel', { ...panel, cellType: '' }, 'cellType', 'cellType'],
    ['a 3 V battery', 'Battery', { ...battery, voltageV: 3 }, 'voltageV', 'batteryVoltageV'],
    ['a negative capacity', 'Battery', { ...battery, capacityAh: -74 }, 'capacityAh', 'capacityAh'],
    ['capacity in Wh (3,552 "Ah" at 48 V)', 'Battery', { ...battery, capacityAh: 3552 }, 'capacityAh', 'capacityAh'],
    ['a 48 V × 2,000 Ah "battery"', 'Battery', { ...battery, capacityAh: 2000 }, 'capacityAh', 'batteryTooBig'],
    ['an unknown chemistry', 'Battery', { ...battery, chemistry: 'lithium-ion' }, 'chemistry', 'chemistry'],
    ['a health of 120 %', 'Battery', { ...battery, healthPct: 120 }, 'healthPct', 'healthPct'],
    ['a fractional cycle count', 'Battery', { ...battery, cycleLife: 6000.5 }, 'cycleLife', 'cycleLife'],
    ['words where a number goes', 'Battery', { ...battery, capacityAh: '74Ah' }, 'capacityAh', 'notANumber'],
    ['a missing voltage', 'Battery', { ...battery, voltageV: '' }, 'voltageV', 'required'],
    ['an inverter in kW (5)', 'Charging Devices', { ...inverter, powerW: 5 }, 'powerW', 'inverterPowerW'],
    ['a 36 V bank', 'Charging Devices', { ...inverter, batteryVoltages: [36] }, 'batteryVoltages.0', 'batteryVoltages'],
    ['an off-grid inverter without a battery voltage', 'Charging Devices', { ...inverter, batteryVoltages: [] }, 'batteryVoltages', 'batteryVoltagesRequired'],
    ['a grid-tie inverter with a battery', 'Charging Devices', { ...inverter, inverterKind: 'on_grid', maxChargeA: null }, 'batteryVoltages', 'onGridNoBattery'],
    ['an MPPT range upside down', 'Charging Devices', { ...inverter, mpptMinV: 430, mpptMaxV: 120 }, 'mpptMaxV', 'mpptOrder'],
    ['a max PV input below the MPPT range', 'Charging Devices', { ...inverter, maxPvInputV: 300 }, 'maxPvInputV', 'maxPvBelowMppt'],
    ['a PWM controller with an MPPT range', 'Charging Devices', { ...inverter, inverterKind: 'pwm_controller' }, 'mpptMinV', 'pwmNoMppt'],
    ['a negative battery energy', 'Integrated System', { kind: 'system', pvW: 3300, batteryKwh: -5, inverterW: 3000 }, 'batteryKwh', 'systemBatteryKwh'],
  ] as const)('%s', (_what, type, specs, path, message) => {
    const expected = { path: `specs.${path}`, message: `selling:errors.specs.${message}` };
    expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type, specs }))).toContainEqual(expected);
    expect(issuesOf(UpdateProductBodySchema.safeParse({ type, specs }))).toContainEqual(expected);
    // An edit that sends the specifications alone is checked the same way.
    expect(issuesOf(UpdateProductBodySchema.safeParse({ specs }))).toContainEqual(expected);
  });

  it('every type may come without them (the server reads its words); a type without refuses them; the kind must be the type’s', () => {
    for (const type of ['Panel', 'Battery', 'Charging Devices', 'Integrated System']) {
      expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type }))).toEqual([]);
      expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type, specs: null }))).toEqual([]);
    }
    expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type: 'Accessory', specs: battery }))).toContainEqual({ path: 'specs', message: 'selling:errors.specs.notForType' });
    expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type: 'Panel', specs: battery }))).toContainEqual({ path: 'specs.kind', message: 'selling:errors.specs.kind' });
    expect(issuesOf(UpdateProductBodySchema.safeParse({ type: 'Panel', specs: battery }))).toContainEqual({ path: 'specs.kind', message: 'selling:errors.specs.kind' });
    expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type: 'Accessory' }))).toEqual([]);
  });

  it('a new battery has no age or measured health', () => {
    expect(issuesOf(CreateProductBodySchema.safeParse({ ...base, type: 'Battery', specs: { ...battery, healthPct: 95 } }))).toContainEqual({
      path: 'specs.healthPct',
      message: 'selling:errors.specs.usedOnly',
    });
  });
});

describe('the specification filters', () => {
  it('reads Latin-digit bounds, a bank voltage, a chemistry and an inverter kind', () => {
    const query = BrowseProductsQuerySchema.parse({ minPowerW: '540', maxPowerW: '600.5', minKwh: '2', voltage: '24', chemistry: 'lifepo4', inverterKind: 'hybrid' });
    expect(query).toMatchObject({ minPowerW: 540, maxPowerW: 600.5, minKwh: 2, voltage: 24, chemistry: 'lifepo4', inverterKind: 'hybrid' });
  });

  it.each([
    [{ minPowerW: '-5' }, 'minPowerW'],
    [{ minPowerW: '5kW' }, 'minPowerW'],
    [{ voltage: '36' }, 'voltage'],
    [{ chemistry: 'lithium' }, 'chemistry'],
    [{ inverterKind: 'grid' }, 'inverterKind'],
    [{ minCapacityAh: '200', maxCapacityAh: '100' }, 'maxCapacityAh'],
  ])('refuses %j', (params, path) => {
    expect(issuesOf(BrowseProductsQuerySchema.safeParse(params)).map((i) => i.path)).toContain(path);
  });

  it('a saved search keeps them, and only valid ones', () => {
    const filters = { category: 'batteries', voltage: 24, chemistry: 'lifepo4', minKwh: 2, maxKwh: 10 } as const;
    expect(SavedSearchFiltersSchema.parse(filters)).toEqual(filters);
    expect(SavedSearchFiltersSchema.safeParse({ voltage: 36 }).success).toBe(false);
    expect(SavedSearchFiltersSchema.safeParse({ minKwh: 10, maxKwh: 2 }).success).toBe(false);
  });
});
