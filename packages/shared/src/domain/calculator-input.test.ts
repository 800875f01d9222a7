// The calculator's input rules (docs/product-brief.md section 5 and bounds against absurd input), as the API and forms share them.
import { describe, expect, it } from 'vitest';
import { CalcBodySchema, CalculatorSettingsSchema, QuickCalcBodySchema } from '../contract/calculator.ts';
import { GOVERNORATE_IDS } from '../reference/locations.ts';
import { DEFAULT_CALCULATOR_SETTINGS } from './calculator.ts';

// A deep copy of plain settings (the shared package has no DOM or Node globals such as structuredClone).
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('quick calculation input', () => {
  it('accepts a positive daily energy with an optional governorate and battery type', () => {
    expect(QuickCalcBodySchema.parse({ dailyEnergyKwh: 5 })).toEqual({ dailyEnergyKwh: 5 });
    expect(QuickCalcBodySchema.parse({ dailyEnergyKwh: 0.5, governorate: 'aden', batteryType: 'lithium', extra: 1 })).toEqual({
      dailyEnergyKwh: 0.5,
      governorate: 'aden',
      batteryType: 'lithium',
    });
  });

  it.each([
    [{}, 'dailyEnergyKwh: errors:field.required'],
    [{ dailyEnergyKwh: 0 }, 'dailyEnergyKwh: errors:field.tooSmall'],
    [{ dailyEnergyKwh: -3 }, 'dailyEnergyKwh: errors:field.tooSmall'],
    [{ dailyEnergyKwh: 1e9 }, 'dailyEnergyKwh: errors:field.tooBig'],
    [{ dailyEnergyKwh: Number.NaN }, 'dailyEnergyKwh: errors:field.invalidType'],
    [{ dailyEnergyKwh: '5' }, 'dailyEnergyKwh: errors:field.invalidType'],
    [{ dailyEnergyKwh: 5, governorate: 'atlantis' }, 'governorate: errors:field.invalidOption'],
    [{ dailyEnergyKwh: 5, batteryType: 'nuclear' }, 'batteryType: errors:field.invalidOption'],
  ])('refuses %j', (body, issue) => {
    expect(issuesOf(QuickCalcBodySchema.safeParse(body))).toEqual([issue]);
  });
});

describe('appliance calculation input', () => {
  const lamp = { type: 'ledLight', quantity: 2, watts: 10, hoursPerDay: 5 };

  it('accepts a list of appliances', () => {
    expect(CalcBodySchema.parse({ appliances: [lamp, { ...lamp, type: 'other', name: ' Pump ' }] }).appliances[1]?.name).toBe('Pump');
  });

  it.each([
    [{ appliances: [] }, 'appliances: errors:field.required'],
    [{}, 'appliances: errors:field.required'],
    [{ appliances: Array.from({ length: 200 }, () => lamp) }, 'appliances: errors:field.tooBig'],
    // Beyond a day's 24 hours: the specific message ("At most 24 hours a day"), not the generic maximum.
    [{ appliances: [{ ...lamp, hoursPerDay: 25 }] }, 'appliances.0.hoursPerDay: errors:field.maxHoursPerDay'],
    [{ appliances: [{ ...lamp, hoursPerDay: 24.5 }] }, 'appliances.0.hoursPerDay: errors:field.maxHoursPerDay'],
    [{ appliances: [{ ...lamp, hoursPerDay: 0 }] }, 'appliances.0.hoursPerDay: errors:field.tooSmall'],
    [{ appliances: [{ ...lamp, quantity: 1.5 }] }, 'appliances.0.quantity: errors:field.invalid'],
    [{ appliances: [{ ...lamp, quantity: 0 }] }, 'appliances.0.quantity: errors:field.tooSmall'],
    [{ appliances: [{ ...lamp, watts: -10 }] }, 'appliances.0.watts: errors:field.tooSmall'],
    [{ appliances: [{ ...lamp, type: 'microwave' }] }, 'appliances.0.type: errors:field.invalidOption'],
    // Each row within its bounds, the total out of range: 50 × 100 × 10 kW.
    [{ appliances: Array.from({ length: 50 }, () => ({ type: 'iron', quantity: 100, watts: 10_000, hoursPerDay: 24 })) }, 'appliances: errors:field.tooBig'],
  ])('refuses %#', (body, issue) => {
    expect(issuesOf(CalcBodySchema.safeParse(body))).toEqual([issue]);
  });
});

describe('settings', () => {
  it('the defaults are valid and name every governorate, all on the national sun hours', () => {
    const parsed = CalculatorSettingsSchema.parse(DEFAULT_CALCULATOR_SETTINGS);
    expect(Object.keys(parsed.sunHours.governorates).sort()).toEqual([...GOVERNORATE_IDS].sort());
    expect(Object.values(parsed.sunHours.governorates).every((row) => row?.designPsh === null && row.source === null)).toBe(true);
    expect(parsed.sunHours.national.source).toMatch(/UNDP/);
  });

  it('refuses a governorate figure without its source', () => {
    const settings = clone(DEFAULT_CALCULATOR_SETTINGS);
    settings.sunHours.governorates.aden = { designPsh: 6.1, annualPsh: null, climate: 'hot', source: null };
    expect(issuesOf(CalculatorSettingsSchema.safeParse(settings))).toEqual(['sunHours.governorates.aden.source: errors:field.required']);
  });

  it('refuses a system voltage that whole batteries cannot make, and out-of-range losses', () => {
    const settings = clone(DEFAULT_CALCULATOR_SETTINGS);
    settings.batteries.lithium.unitVoltage = 48;
    settings.pvLosses.soiling = 0.9;
    expect(issuesOf(CalculatorSettingsSchema.safeParse(settings)).sort()).toEqual([
      'batteries.lithium.unitVoltage: errors:field.invalid',
      'pvLosses.soiling: errors:field.tooBig',
    ]);
  });
});
