// Properties of the sizing engine, checked on seeded random inputs (the same numbers on every run).
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES_PER_USD } from '../reference/catalog.ts';
import { GOVERNORATE_IDS } from '../reference/locations.ts';
import { CLIMATE_CLASSES } from '../reference/solar-resource.ts';
import {
  APPLIANCE_TYPES,
  BATTERY_TYPES,
  DEFAULT_CALCULATOR_SETTINGS,
  calculateFromAppliances,
  calculateFromDailyEnergy,
  type ApplianceInput,
  type CalculatorResult,
  type CalculatorSettings,
} from './calculator.ts';

// A deep copy of plain settings (the shared package has no DOM or Node globals such as structuredClone).
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const S = DEFAULT_CALCULATOR_SETTINGS;
const R = DEFAULT_RATES_PER_USD;
const RUNS = 400;

// mulberry32: a small seeded generator, so a failure can be replayed.
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

// Energies spread over the whole range on a log scale: tiny loads and large ones are both tried.
const energy = (g: ReturnType<typeof generator>) => Number((10 ** g.between(-2, Math.log10(500))).toFixed(3));

const sized = (r: CalculatorResult) => ({
  panels: r.pv.panelsCount,
  batteries: r.battery.totalBatteries,
  bankKwh: r.battery.bankCapacityKwh,
  inverterW: r.inverter.recommendedW,
});

const randomSettings = (g: ReturnType<typeof generator>): CalculatorSettings => {
  const s = clone(S);
  s.panel.watts = g.int(100, 700);
  s.temperature.coefficientPerC = g.between(0.002, 0.005);
  s.conversion.inverterEfficiency = g.between(0.85, 0.97);
  s.batteries.leadAcid.unitCapacityAh = g.pick([100, 150, 200, 220]);
  s.batteries.lithium.unitCapacityAh = g.pick([50, 100, 200, 280]);
  s.daysOfAutonomy = g.pick([0.5, 1, 1.5, 2, 3]);
  s.inverter.safetyFactor = g.between(1, 1.5);
  for (const id of GOVERNORATE_IDS) {
    if (g.next() < 0.5) s.sunHours.governorates[id] = { designPsh: g.between(4, 7), annualPsh: g.between(5, 7.5), climate: g.pick(CLIMATE_CLASSES), source: 'generated for a property test' };
  }
  return s;
};

describe('more energy never means less equipment', () => {
  it('panels, batteries, bank capacity and inverter watts never fall as the daily energy grows', () => {
    const g = generator(7);
    for (let run = 0; run < RUNS; run += 1) {
      const settings = run % 2 ? S : randomSettings(g);
      const governorate = g.pick([undefined, ...GOVERNORATE_IDS]);
      const batteryType = g.pick(BATTERY_TYPES);
      const [low, high] = [energy(g), energy(g)].sort((a, b) => a - b) as [number, number];
      const a = sized(calculateFromDailyEnergy({ dailyEnergyKwh: low, governorate, batteryType }, settings, R));
      const b = sized(calculateFromDailyEnergy({ dailyEnergyKwh: high, governorate, batteryType }, settings, R));
      for (const key of Object.keys(a) as (keyof typeof a)[]) {
        expect(b[key], `${key}: ${low} → ${high} kWh, ${governorate}, ${batteryType}`).toBeGreaterThanOrEqual(a[key]);
      }
    }
  });

  it('adding an appliance never shrinks the system', () => {
    const g = generator(11);
    const appliance = (): ApplianceInput => ({
      type: g.pick(APPLIANCE_TYPES),
      quantity: g.int(1, 10),
      watts: g.int(5, 2000),
      hoursPerDay: Number(g.between(0.1, 24).toFixed(1)),
    });
    for (let run = 0; run < RUNS / 2; run += 1) {
      const list = Array.from({ length: g.int(1, 8) }, appliance);
      const governorate = g.pick(GOVERNORATE_IDS);
      const before = calculateFromAppliances({ appliances: list, governorate }, S, R);
      const after = calculateFromAppliances({ appliances: [...list, appliance()], governorate }, S, R);
      expect(after.loads.dailyEnergyKwh).toBeGreaterThan(before.loads.dailyEnergyKwh);
      expect(after.loads.peakLoadW).toBeGreaterThan(before.loads.peakLoadW);
      expect(after.loads.surgeLoadW).toBeGreaterThanOrEqual(before.loads.surgeLoadW);
      const [a, b] = [sized(before), sized(after)];
      for (const key of Object.keys(a) as (keyof typeof a)[]) expect(b[key]).toBeGreaterThanOrEqual(a[key]);
    }
  });
});

describe('sun, heat and panels', () => {
  it('a sunnier governorate never needs more panels (same climate)', () => {
    const g = generator(23);
    for (let run = 0; run < RUNS; run += 1) {
      const climate = g.pick(CLIMATE_CLASSES);
      const [dull, sunny] = [g.between(3, 8), g.between(3, 8)].sort((a, b) => a - b) as [number, number];
      const settings = clone(S);
      settings.sunHours.governorates.aden = { designPsh: dull, annualPsh: dull, climate, source: 'test' };
      settings.sunHours.governorates.marib = { designPsh: sunny, annualPsh: sunny, climate, source: 'test' };
      const dailyEnergyKwh = energy(g);
      const batteryType = g.pick(BATTERY_TYPES);
      const inDull = calculateFromDailyEnergy({ dailyEnergyKwh, governorate: 'aden', batteryType }, settings, R);
      const inSunny = calculateFromDailyEnergy({ dailyEnergyKwh, governorate: 'marib', batteryType }, settings, R);
      expect(inSunny.pv.panelsCount).toBeLessThanOrEqual(inDull.pv.panelsCount);
      expect(inSunny.pv.requiredPvW).toBeLessThanOrEqual(inDull.pv.requiredPvW);
    }
  });

  it('a hotter climate never needs fewer panels (same sun)', () => {
    const g = generator(29);
    for (let run = 0; run < RUNS; run += 1) {
      const dailyEnergyKwh = energy(g);
      // With the default table: Sanaa is highland, Taiz mixed, Aden hot, all on the national sun hours.
      const [highland, mixed, hot] = ['sanaa', 'taiz', 'aden'].map((governorate) => calculateFromDailyEnergy({ dailyEnergyKwh, governorate }, S, R).pv.panelsCount) as [number, number, number];
      expect(highland).toBeLessThanOrEqual(mixed);
      expect(mixed).toBeLessThanOrEqual(hot);
    }
  });

  it('a bigger panel never means more panels, nor less installed power than needed', () => {
    const g = generator(31);
    for (let run = 0; run < RUNS; run += 1) {
      const dailyEnergyKwh = energy(g);
      const [small, large] = [g.int(100, 700), g.int(100, 700)].sort((a, b) => a - b) as [number, number];
      const withPanel = (watts: number) => calculateFromDailyEnergy({ dailyEnergyKwh }, { ...S, panel: { ...S.panel, watts } }, R).pv;
      const [a, b] = [withPanel(small), withPanel(large)];
      expect(b.panelsCount).toBeLessThanOrEqual(a.panelsCount);
      expect(a.actualPvW).toBeGreaterThanOrEqual(a.requiredPvW - 0.05);
      expect(b.actualPvW).toBeGreaterThanOrEqual(b.requiredPvW - 0.05);
    }
  });
});

describe('results scale sensibly', () => {
  it('the required array is linear in the daily energy', () => {
    const g = generator(41);
    for (let run = 0; run < RUNS; run += 1) {
      const e = energy(g) / 2;
      const k = g.between(1.5, 4);
      const a = calculateFromDailyEnergy({ dailyEnergyKwh: e }, S, R).pv;
      const b = calculateFromDailyEnergy({ dailyEnergyKwh: e * k }, S, R).pv;
      // requiredPvW is rounded to 0.1 W.
      expect(Math.abs(b.requiredPvW - k * a.requiredPvW)).toBeLessThanOrEqual(0.05 * k + 0.05);
      // Whole panels: k times the energy needs at most k times the panels, plus one for rounding.
      expect(b.panelsCount).toBeLessThanOrEqual(Math.ceil(k * a.panelsCount));
    }
  });

  it('every sized system covers its load: array output, battery and backup hours', () => {
    const g = generator(43);
    for (let run = 0; run < RUNS; run += 1) {
      const settings = run % 3 ? S : randomSettings(g);
      const dailyEnergyKwh = energy(g);
      const governorate = g.pick(GOVERNORATE_IDS);
      const batteryType = g.pick(BATTERY_TYPES);
      const r = calculateFromDailyEnergy({ dailyEnergyKwh, governorate, batteryType }, settings, R);
      const label = `${dailyEnergyKwh} kWh, ${governorate}, ${batteryType}`;
      // The array's design-day output, after every conversion, meets the daily energy (rounding aside).
      expect(r.pv.dailyOutputKwh * r.system.systemEfficiency, label).toBeGreaterThanOrEqual(dailyEnergyKwh * 0.999 - 0.01);
      // The bank carries the load for the days of autonomy.
      expect(r.battery.hoursNoSun, label).toBeGreaterThanOrEqual(24 * settings.daysOfAutonomy - 0.1);
      // Whole units in series make the system voltage; the area is whole panels.
      expect(r.battery.seriesCount * r.battery.unit.voltage).toBe(r.system.systemVoltage);
      expect(r.battery.totalBatteries).toBe(r.battery.seriesCount * r.battery.parallelStrings);
      expect(r.pv.estimatedArea).toBeCloseTo(r.pv.panelsCount * settings.panel.lengthM * settings.panel.widthM, 1);
      // The DC current stays within the controller limit unless the largest voltage is already in use.
      if (r.system.systemVoltage < 48) expect(r.pv.actualPvW / r.system.systemVoltage).toBeLessThanOrEqual(100);
      // The inverter carries the continuous load with its safety factor.
      expect(r.inverter.recommendedW).toBeGreaterThanOrEqual(r.inverter.continuousLoadW * r.inverter.safetyFactor - 0.1);
      // The derate is a product of factors below 1, and the listed factors multiply to it.
      expect(r.system.totalLossFactor).toBeGreaterThan(0);
      expect(r.system.totalLossFactor).toBeLessThan(1);
      expect(r.system.losses.reduce((p, l) => p * l.factor, 1)).toBeCloseTo(r.system.totalLossFactor, 3);
    }
  });

  it('lithium needs fewer amp-hours than lead-acid for the same load', () => {
    const g = generator(47);
    for (let run = 0; run < RUNS / 4; run += 1) {
      const dailyEnergyKwh = energy(g);
      const lead = calculateFromDailyEnergy({ dailyEnergyKwh, batteryType: 'leadAcid' }, S, R);
      const lithium = calculateFromDailyEnergy({ dailyEnergyKwh, batteryType: 'lithium' }, S, R);
      expect(lithium.battery.requiredAh * lithium.system.systemVoltage).toBeLessThan(lead.battery.requiredAh * lead.system.systemVoltage);
      expect(lithium.pv.panelsCount).toBeLessThanOrEqual(lead.pv.panelsCount);
    }
  });

  it('costs scale with the equipment and convert with the exchange rates', () => {
    const priced = clone(S);
    priced.prices = { panelUsd: 100, batteryUsd: { leadAcid: 200, lithium: 500 }, inverterUsdPerKw: 150, balanceOfSystemShare: 0.1, labourUsdPerHour: null };
    const g = generator(53);
    for (let run = 0; run < RUNS / 4; run += 1) {
      const r = calculateFromDailyEnergy({ dailyEnergyKwh: energy(g) }, priced, R);
      const cost = r.systemRecommendation.totalCost!;
      const equipment = r.pv.panelsCount * 100 + r.battery.totalBatteries * 200 + (r.inverter.recommendedW / 1000) * 150;
      expect(cost.USD).toBeCloseTo(equipment * 1.1, 1);
      expect(cost.SAR).toBeCloseTo(cost.USD * R.SAR, 0);
      expect(Math.abs(cost.YER - cost.USD * R.YER)).toBeLessThanOrEqual(1);
      expect(Math.abs(cost.YER_SOUTH - cost.USD * R.YER_SOUTH)).toBeLessThanOrEqual(1);
    }
  });
});
