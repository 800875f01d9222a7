// Worked cases of the stand-alone PV sizing method, computed by hand (every step written out below)
// with the method of:
//   - Sandia National Laboratories, "Stand-Alone Photovoltaic Systems: A Handbook of Recommended Design
//     Practices", SAND87-7023 (updated 1995): load corrected for battery and inverter efficiency, array
//     sized on the design-month sun hours, battery on days of autonomy and allowed depth of discharge;
//   - IEEE Std 1562, "Guide for Array and Battery Sizing in Stand-Alone PV Systems";
//   - A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641 (2014): the ten default losses,
//     Π(1 − loss) = 0.98 × 0.97 × 1 × 0.98 × 0.98 × 0.995 × 0.985 × 0.99 × 1 × 0.97 = 0.85924 (14.08 % lost);
//   - the IEC 61215 NOCT cell-temperature model: T_cell = T_air + (45 − 20) × 800 / 800 = T_air + 25 °C,
//     temperature factor 1 − 0.0037 × (T_cell − 25).
//
// Numbers shared by the cases (default settings):
//   climate  T_air  T_cell  temperature factor          PV derate (× 0.85924)
//   hot      33     58      1 − 0.0037 × 33 = 0.8779     0.75433
//   mixed    29     54      1 − 0.0037 × 29 = 0.8927     0.76705
//   highland 25     50      1 − 0.0037 × 25 = 0.9075     0.77976
//   conversion: controller 0.98 × inverter 0.93 × battery (lead-acid 0.85 | lithium 0.95) = 0.77469 | 0.86583
//   panel 550 W, 2.278 × 1.134 m = 2.5833 m² (efficiency 550 / 2583.3 = 0.2129)
//   battery unit 12 V 200 Ah, 522 × 240 × 219 mm = 27.44 L; system voltage: lowest of 12/24/48 V with W / V ≤ 100 A
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES_PER_USD } from '../reference/catalog.ts';
import {
  DEFAULT_CALCULATOR_SETTINGS,
  calculateFromAppliances,
  calculateFromDailyEnergy,
  chooseSystemVoltage,
  pvLossFactor,
  standardInverterSize,
  type CalculatorSettings,
} from './calculator.ts';

// A deep copy of plain settings (the shared package has no DOM or Node globals such as structuredClone).
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const S = DEFAULT_CALCULATOR_SETTINGS;
const R = DEFAULT_RATES_PER_USD;
const quick = (dailyEnergyKwh: number, extra: { governorate?: string; batteryType?: 'leadAcid' | 'lithium' } = {}, settings: CalculatorSettings = S) =>
  calculateFromDailyEnergy({ dailyEnergyKwh, ...extra }, settings, R);
const withSettings = (change: (s: CalculatorSettings) => void): CalculatorSettings => {
  const copy = clone(S);
  change(copy);
  return copy;
};

describe('worked cases (hand-computed with the Sandia / IEEE 1562 method and PVWatts losses)', () => {
  it('the PVWatts losses compound to 14.08 %', () => {
    expect(pvLossFactor(S)).toBeCloseTo(0.85924, 5);
  });

  it('case 1: 1 kWh/day, no governorate (national 5.2 PSH, mixed climate), lead-acid', () => {
    // derate 0.76705 × 0.77469 = 0.59423; array 1000 / (5.2 × 0.59423) = 323.6 W → 1 panel (550 W) → 12 V
    // battery 1000 × 1 / (12 × 0.5 × 0.85 × 0.93) = 210.8 Ah → 2 strings × 1 = 2 units, 4.8 kWh, 2.4 usable
    // no sun: 2400 × 0.85 × 0.93 / (1000 / 24) = 45.5 h; charge 2400 / (550 × 0.76705 × 0.98) = 5.8 h
    // inverter: 1000 / 5 h = 200 W × 1.25 = 250 W → 300 W
    const r = quick(1);
    expect(r.system).toMatchObject({ totalLossFactor: 0.5942, pvDerate: 0.767, temperatureFactor: 0.8927, cellTemperatureC: 54, peakSunHours: 5.2, sunHoursSource: 'national', climate: 'mixed', systemVoltage: 12, systemEfficiency: 0.7747 });
    expect(r.pv).toMatchObject({ requiredPvW: 323.6, panelsCount: 1, actualPvW: 550, dailyOutputKwh: 2.19, estimatedArea: 2.58, efficiency: 0.2129 });
    expect(r.battery).toMatchObject({ requiredAh: 210.8, seriesCount: 1, parallelStrings: 2, totalBatteries: 2, bankCapacityKwh: 4.8, usableCapacityKwh: 2.4, hoursNoSun: 45.5, chargeTime: 5.8, estimatedVolume: 54.9 });
    expect(r.inverter).toMatchObject({ continuousLoadW: 200, recommendedW: 300, sizingMethod: 'dailyEnergyEstimate', safetyFactor: 1.25, efficiency: 0.93 });
  });

  it('case 2: 5 kWh/day in Aden (hot coast), lead-acid', () => {
    // derate 0.75433 × 0.77469 = 0.58437; array 5000 / (5.2 × 0.58437) = 1645.4 W → 3 panels = 1650 W
    // 1650 / 12 = 137.5 A > 100 → 24 V; battery 5000 / (24 × 0.5 × 0.85 × 0.93) = 527.1 Ah → 3 strings × 2 = 6
    // inverter 1000 W × 1.25 = 1250 → 1500 W
    const r = quick(5, { governorate: 'aden' });
    expect(r.system).toMatchObject({ totalLossFactor: 0.5844, temperatureFactor: 0.8779, cellTemperatureC: 58, climate: 'hot', systemVoltage: 24 });
    expect(r.pv).toMatchObject({ requiredPvW: 1645.4, panelsCount: 3, actualPvW: 1650, dailyOutputKwh: 6.47, estimatedArea: 7.75 });
    expect(r.battery).toMatchObject({ requiredAh: 527.1, seriesCount: 2, parallelStrings: 3, totalBatteries: 6, bankCapacityKwh: 14.4, hoursNoSun: 27.3, chargeTime: 5.9, estimatedVolume: 164.6 });
    expect(r.inverter.recommendedW).toBe(1500);
  });

  it('case 3: 5 kWh/day in Sanaa (highland), lithium', () => {
    // derate 0.77976 × 0.86583 = 0.67514; array 5000 / (5.2 × 0.67514) = 1424.2 W → 3 panels → 24 V
    // battery 5000 / (24 × 0.8 × 0.95 × 0.93) = 294.8 Ah → 2 strings × 2 = 4; usable 9.6 × 0.8 = 7.68 kWh
    const r = quick(5, { governorate: 'sanaa', batteryType: 'lithium' });
    expect(r.system).toMatchObject({ totalLossFactor: 0.6751, temperatureFactor: 0.9075, systemEfficiency: 0.8658, systemVoltage: 24 });
    expect(r.pv).toMatchObject({ requiredPvW: 1424.2, panelsCount: 3, dailyOutputKwh: 6.69 });
    expect(r.battery).toMatchObject({ type: 'lithium', requiredAh: 294.8, parallelStrings: 2, seriesCount: 2, totalBatteries: 4, usableCapacityKwh: 7.68, hoursNoSun: 32.6, chargeTime: 6.1, depthOfDischarge: 0.8 });
  });

  it('case 4: 10 kWh/day in the capital (highland), lead-acid, 48 V', () => {
    // array 10000 / (5.2 × 0.60407) = 3183.5 W → 6 panels = 3300 W; 3300 / 24 = 137.5 A → 48 V
    // battery 10000 / (48 × 0.5 × 0.85 × 0.93) = 527.1 Ah → 3 strings × 4 = 12; inverter 2000 × 1.25 → 3000 W
    const r = quick(10, { governorate: 'amanat-al-asimah' });
    expect(r.pv).toMatchObject({ requiredPvW: 3183.5, panelsCount: 6, actualPvW: 3300, estimatedArea: 15.5, dailyOutputKwh: 13.38 });
    expect(r.system.systemVoltage).toBe(48);
    expect(r.battery).toMatchObject({ seriesCount: 4, parallelStrings: 3, totalBatteries: 12, bankCapacityKwh: 28.8, estimatedVolume: 329.2 });
    expect(r.inverter.recommendedW).toBe(3000);
  });

  it('case 5: 2.5 kWh/day in Al Hudaydah on the annual-mean basis (6.0 PSH), lithium', () => {
    // derate 0.75433 × 0.86583 = 0.65312; array 2500 / (6.0 × 0.65312) = 638.0 W → 2 panels = 1100 W → 12 V
    // battery 2500 / (12 × 0.8 × 0.95 × 0.93) = 294.8 Ah → 2 units; inverter 500 × 1.25 = 625 → 1000 W
    const annual = withSettings((s) => {
      s.sunHours.basis = 'annual';
    });
    const r = quick(2.5, { governorate: 'al-hudaydah', batteryType: 'lithium' }, annual);
    expect(r.system).toMatchObject({ peakSunHours: 6, sunHoursBasis: 'annual', totalLossFactor: 0.6531, systemVoltage: 12 });
    expect(r.pv).toMatchObject({ requiredPvW: 638, panelsCount: 2, actualPvW: 1100, dailyOutputKwh: 4.98 });
    expect(r.battery).toMatchObject({ requiredAh: 294.8, totalBatteries: 2, chargeTime: 4.7 });
    expect(r.inverter.recommendedW).toBe(1000);
  });

  it('case 6: appliances in Taiz — six LED lamps, a refrigerator and two fans', () => {
    // energy 6 × 10 × 6 + 150 × 8 + 2 × 60 × 8 = 360 + 1200 + 960 = 2520 Wh; peak 60 + 150 + 120 = 330 W
    // surge 330 + (3 − 1) × 150 = 630 W; inverter max(330 × 1.25 = 412.5, 630 / 2 = 315) → 500 W (continuous)
    // array 2520 / (5.2 × 0.59423) = 815.5 W → 2 panels → 12 V; battery 2520 / (12 × 0.5 × 0.85 × 0.93) = 531.3 Ah → 3
    const r = calculateFromAppliances(
      {
        governorate: 'taiz',
        appliances: [
          { type: 'ledLight', quantity: 6, watts: 10, hoursPerDay: 6 },
          { type: 'refrigerator', quantity: 1, watts: 150, hoursPerDay: 8 },
          { type: 'fan', quantity: 2, watts: 60, hoursPerDay: 8 },
        ],
      },
      S,
      R,
    );
    expect(r.loads).toMatchObject({ dailyEnergyKwh: 2.52, peakLoadW: 330, surgeLoadW: 630 });
    expect(r.inverter).toMatchObject({ continuousLoadW: 330, surgeLoadW: 630, recommendedW: 500, sizingMethod: 'continuous' });
    expect(r.pv).toMatchObject({ requiredPvW: 815.5, panelsCount: 2 });
    expect(r.battery).toMatchObject({ requiredAh: 531.3, totalBatteries: 3, hoursNoSun: 27.1, chargeTime: 4.4 });
    expect(r.system.systemVoltage).toBe(12);
  });

  it('case 7: a refrigerator alone — the motor start sizes the inverter', () => {
    // continuous 150 × 1.25 = 187.5 W; surge 150 × 3 = 450 W / surge ratio 2 = 225 W → 300 W, governed by the surge
    const r = calculateFromAppliances({ appliances: [{ type: 'refrigerator', quantity: 1, watts: 150, hoursPerDay: 8 }] }, S, R);
    expect(r.loads).toMatchObject({ dailyEnergyKwh: 1.2, peakLoadW: 150, surgeLoadW: 450 });
    expect(r.inverter).toMatchObject({ recommendedW: 300, sizingMethod: 'surge' });
    expect(r.pv).toMatchObject({ requiredPvW: 388.4, panelsCount: 1 });
    expect(r.battery).toMatchObject({ requiredAh: 253, totalBatteries: 2, hoursNoSun: 37.9 });
  });

  it('case 8: a governorate with its own cited sun hours uses them, and says so', () => {
    // 5 kWh in Sanaa with a design value of 6.0 PSH: 5000 / (6.0 × 0.60407) = 1379.5 W → 3 panels
    const sourced = withSettings((s) => {
      s.sunHours.governorates.sanaa = { designPsh: 6, annualPsh: 6.5, climate: 'highland', source: 'test source' };
    });
    const r = quick(5, { governorate: 'sanaa' }, sourced);
    expect(r.system).toMatchObject({ peakSunHours: 6, sunHoursSource: 'governorate' });
    expect(r.pv).toMatchObject({ requiredPvW: 1379.5, panelsCount: 3, dailyOutputKwh: 7.72 });
    // Another governorate in the same settings still uses the national value.
    expect(quick(5, { governorate: 'ibb' }, sourced).system).toMatchObject({ peakSunHours: 5.2, sunHoursSource: 'national' });
  });

  it('case 9: prices and labour set — cost in four currencies and installation time', () => {
    // 5 kWh, Aden: 3 panels × 90 = 270; 6 batteries × 180 = 1080; 1.5 kW × 120 = 180 → 1530
    // balance of system 1530 × 0.15 = 229.5; hours 4 + 3 × 0.5 + 6 × 0.25 = 7 h → 1 day; labour 7 × 5 = 35
    // total 1530 + 229.5 + 35 = 1794.5 USD = 6729.38 SAR = 960,058 YER = 2,925,035 YER (south)
    const priced = withSettings((s) => {
      s.prices = { panelUsd: 90, batteryUsd: { leadAcid: 180, lithium: 600 }, inverterUsdPerKw: 120, balanceOfSystemShare: 0.15, labourUsdPerHour: 5 };
      s.installation = { baseHours: 4, hoursPerPanel: 0.5, hoursPerBattery: 0.25, workdayHours: 8 };
    });
    const r = quick(5, { governorate: 'aden' }, priced);
    expect(r.systemRecommendation.installationTime).toEqual({ hours: 7, days: 1 });
    expect(r.systemRecommendation.costBreakdownUsd).toEqual({ panels: 270, batteries: 1080, inverter: 180, balanceOfSystem: 229.5, labour: 35 });
    expect(r.systemRecommendation.totalCost).toEqual({ USD: 1794.5, SAR: 6729.38, YER: 960058, YER_SOUTH: 2925035 });
  });

  it('case 10: no prices set — cost and time are null (the screens show the spec fallbacks)', () => {
    const r = quick(5);
    expect(r.systemRecommendation).toMatchObject({ installationTime: null, totalCost: null, costBreakdownUsd: null });
  });

  it('case 11: 50 kWh/day on the hot coast with lithium — a large 48 V system', () => {
    // 50000 / (5.2 × 0.65312) = 14722.2 W → 27 panels = 14850 W → 48 V
    // battery 50000 / (48 × 0.8 × 0.95 × 0.93) = 1473.8 Ah → 8 strings × 4 = 32; inverter 10000 × 1.25 = 12500 → 13000 W
    const r = quick(50, { governorate: 'hadramaut', batteryType: 'lithium' });
    expect(r.pv).toMatchObject({ requiredPvW: 14722.2, panelsCount: 27, actualPvW: 14850, estimatedArea: 69.75 });
    expect(r.battery).toMatchObject({ requiredAh: 1473.8, parallelStrings: 8, seriesCount: 4, totalBatteries: 32, bankCapacityKwh: 76.8 });
    expect(r.inverter.recommendedW).toBe(13000);
  });

  it('case 12: a 400 W panel setting needs more, smaller panels', () => {
    // 1618.1 W / 400 = 4.05 → 5 panels = 2000 W → 24 V
    const r = quick(5, {}, withSettings((s) => {
      s.panel = { watts: 400, lengthM: 1.722, widthM: 1.134 };
    }));
    expect(r.pv).toMatchObject({ requiredPvW: 1618.1, panelsCount: 5, actualPvW: 2000, recommendedPanelW: 400 });
    expect(r.system.systemVoltage).toBe(24);
  });

  it('case 13: two days of autonomy double the bank', () => {
    // 3 kWh in Sanaa: 3000 × 2 / (12 × 0.5 × 0.85 × 0.93) = 1265.0 Ah → 7 units at 12 V (2 panels, 1100 W)
    const r = quick(3, { governorate: 'sanaa' }, withSettings((s) => {
      s.daysOfAutonomy = 2;
    }));
    expect(r.pv.panelsCount).toBe(2);
    expect(r.battery).toMatchObject({ requiredAh: 1265, totalBatteries: 7, hoursNoSun: 53.1 });
    expect(r.system.daysOfAutonomy).toBe(2);
  });
});

describe('system voltage and inverter sizes', () => {
  it('switches at 1,200 W and 2,400 W with a 100 A limit', () => {
    expect([1100, 1200, 1201, 2400, 2401, 20000].map((w) => chooseSystemVoltage(S, w))).toEqual([12, 12, 24, 24, 48, 48]);
  });

  it('rounds up to a standard inverter size, and beyond the largest to whole kilowatts', () => {
    expect([1, 300, 301, 1250, 12000, 12001].map((w) => standardInverterSize(S, w))).toEqual([300, 300, 500, 1500, 12000, 13000]);
  });
});

describe('boundaries', () => {
  it('sizes a tiny load as one panel and one battery', () => {
    const r = quick(0.001);
    expect(r.pv.panelsCount).toBe(1);
    expect(r.battery.totalBatteries).toBe(1);
    expect(r.inverter.recommendedW).toBe(300);
  });

  it('stays finite and whole at the largest accepted input', () => {
    const r = quick(500, { governorate: 'al-mahrah' });
    const numbers = JSON.stringify(r).match(/-?\d+(\.\d+)?(e[+-]?\d+)?/g)!.map(Number);
    expect(numbers.every(Number.isFinite)).toBe(true);
    expect(Number.isInteger(r.pv.panelsCount) && Number.isInteger(r.battery.totalBatteries)).toBe(true);
    // 500000 / (5.2 × 0.58437) = 164,543 W / 550 = 299.2 → 300 panels
    expect(r.pv.panelsCount).toBe(300);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a daily energy of %s', (value) => {
    expect(() => quick(value)).toThrow(RangeError);
  });

  it('refuses an empty appliance list and an appliance of 0 hours', () => {
    expect(() => calculateFromAppliances({ appliances: [] }, S, R)).toThrow(RangeError);
    expect(() => calculateFromAppliances({ appliances: [{ type: 'fan', quantity: 1, watts: 60, hoursPerDay: 0 }] }, S, R)).toThrow(RangeError);
  });

  it('an unknown governorate falls back to the national values', () => {
    expect(quick(5, { governorate: 'atlantis' }).system).toMatchObject({ sunHoursSource: 'national', climate: 'mixed', peakSunHours: 5.2 });
  });

  it('a panel count never rounds up on floating-point noise', () => {
    // Choose the energy that needs exactly 2 panels: 2 × 550 × 5.2 × derate.
    const derate = pvLossFactor(S) * (1 - 0.0037 * 29) * 0.98 * 0.85 * 0.93;
    const exact = (2 * 550 * 5.2 * derate) / 1000;
    expect(quick(exact).pv.panelsCount).toBe(2);
    expect(quick(exact * 1.0001).pv.panelsCount).toBe(3);
  });
});
