import { describe, expect, it } from 'vitest';
import { GOVERNORATE_IDS } from '../reference/locations.ts';
import { APPLIANCE_TYPES, BATTERY_TYPES } from './calculator.ts';
import { calculatorLinkCode, calculatorLinkOfCode, calculatorRequestOf, type CalculatorLink } from './calculator-link.ts';

const WHATSAPP_MARKERS = /[*_~`]/;

describe('calculator result codes', () => {
  it('writes a quick result in a few characters and reads it back', () => {
    const link: CalculatorLink = { mode: 'quick', dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' };
    expect(calculatorLinkCode(link)).toBe('q315');
    expect(calculatorLinkOfCode('q315')).toEqual(link);
    expect(calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 5.5 })).toBe('q005.5');
    expect(calculatorLinkOfCode('q005.5')).toEqual({ mode: 'quick', dailyEnergyKwh: 5.5 });
  });

  it('writes an appliance list, decimals and all, and reads the same list back', () => {
    const link: CalculatorLink = {
      mode: 'appliances',
      appliances: [
        { type: 'fan', quantity: 2, watts: 60, hoursPerDay: 8 },
        { type: 'refrigerator', quantity: 1, watts: 150, hoursPerDay: 8 },
        { type: 'iron', quantity: 1, watts: 1000, hoursPerDay: 0.5 },
        { type: 'other', quantity: 3, watts: 3.5, hoursPerDay: 0.25 },
      ],
      governorate: 'socotra',
      batteryType: 'lithium',
    };
    const code = calculatorLinkCode(link)!;
    expect(code).toBe('am2B2x60w8C1x150w8I1x1000w0.5J3x3.5w0.25');
    expect(calculatorLinkOfCode(code)).toEqual(link);
  });

  it('is the same for the same inputs and holds no WhatsApp formatting marker, for every place, battery and appliance', () => {
    for (const governorate of [undefined, ...GOVERNORATE_IDS]) {
      for (const batteryType of [undefined, ...BATTERY_TYPES]) {
        const appliances = APPLIANCE_TYPES.map((type, i) => ({ type, quantity: i + 1, watts: 10_000 / (i + 1), hoursPerDay: 24 / (i + 1) }));
        for (const link of [{ mode: 'quick' as const, dailyEnergyKwh: 1e-7, governorate, batteryType }, { mode: 'appliances' as const, appliances, governorate, batteryType }]) {
          const code = calculatorLinkCode(link);
          expect(code).toBeDefined();
          expect(code).toBe(calculatorLinkCode(JSON.parse(JSON.stringify(link)) as typeof link));
          expect(code).toMatch(/^[0-9A-Za-z.]+$/);
          expect(code).not.toMatch(WHATSAPP_MARKERS);
          expect(calculatorLinkOfCode(code!)).toEqual(JSON.parse(JSON.stringify(link)));
        }
      }
    }
  });

  it('has no code for what the calculator would refuse', () => {
    expect(calculatorLinkCode({ mode: 'quick' })).toBeUndefined();
    expect(calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 0 })).toBeUndefined();
    expect(calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 501 })).toBeUndefined();
    expect(calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 5, governorate: 'atlantis' })).toBeUndefined();
    expect(calculatorLinkCode({ mode: 'appliances', appliances: [] })).toBeUndefined();
    expect(calculatorLinkCode({ mode: 'appliances', appliances: [{ type: 'fan', quantity: 1.5, watts: 60, hoursPerDay: 8 }] })).toBeUndefined();
    expect(calculatorLinkCode({ mode: 'appliances', appliances: [{ type: 'fan', quantity: 1, watts: 60, hoursPerDay: 25 }] })).toBeUndefined();
  });

  it('reads nothing from a code it did not write: cut, mistyped, out of range, or spelt another way', () => {
    for (const code of ['', 'q', 'q31', 'q315.', 'q3150.', 'q3105', 'q315.50', 'q31e3', 'q31501', 'qz15', 'q395', 'x315', 'a00', 'a00B2x60w', 'a00B2x60w8C', 'a00Z1x60w8', 'a00B0x60w8', 'a00B1x60w25', 'a00b1x60w8', 'Q315', 'q31-5', 'q31 5']) {
      expect(calculatorLinkOfCode(code), code).toBeUndefined();
    }
    expect(calculatorLinkOfCode(`a00${'B1x60w8'.repeat(51)}`)).toBeUndefined();
    expect(calculatorLinkOfCode(`a00${'B1x60w8'.repeat(50)}`)?.appliances).toHaveLength(50);
    expect(calculatorLinkOfCode('q'.padEnd(5000, '1'))).toBeUndefined();
  });

  it('gives the calculator request of a link', () => {
    expect(calculatorRequestOf({ mode: 'quick', dailyEnergyKwh: 5, governorate: 'aden' })).toEqual({ mode: 'quick', body: { dailyEnergyKwh: 5, governorate: 'aden' } });
    expect(calculatorRequestOf({ mode: 'appliances', appliances: [{ type: 'tv', quantity: 1, watts: 60, hoursPerDay: 5 }], batteryType: 'lithium' })).toEqual({
      mode: 'appliances',
      body: { appliances: [{ type: 'tv', quantity: 1, watts: 60, hoursPerDay: 5 }], batteryType: 'lithium' },
    });
    expect(calculatorRequestOf({ mode: 'quick' })).toBeUndefined();
  });
});
