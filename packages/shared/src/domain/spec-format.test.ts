import { describe, expect, it } from 'vitest';
import { formatPercent, formatQuantity, formatSpecNumber, keySpecText } from './spec-format.ts';

const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');
// Digits are Intl's for the language, as every number of the app («٥٥٠» or "550", as the runtime's CLDR says).
const ar = (value: number) => new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(value);

describe('specification sizes as people read them', () => {
  it('writes the key specification of each kind in the page’s language', () => {
    const panel = { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null } as const;
    const battery = { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2, cycleLife: null, ageMonths: null, healthPct: null } as const;
    expect(plain(keySpecText(panel, 'ar'))).toBe(`${ar(550)} واط`);
    expect(plain(keySpecText(panel, 'en'))).toBe('550 W');
    expect(plain(keySpecText(battery, 'ar'))).toBe(`${ar(12)} فولت ${ar(2.4)} كيلوواط ساعة`);
    expect(plain(keySpecText(battery, 'en'))).toBe('12 V 2.4 kWh');
    const controller = { kind: 'inverter', inverterKind: 'mppt_controller', powerW: 3440, batteryVoltages: [12, 24, 48] as number[], mpptMinV: null, mpptMaxV: 145, maxPvInputV: 150, maxChargeA: 60 } as const;
    expect(plain(keySpecText(controller, 'en'))).toBe('60 A 12/24/48 V');
    const inverter = { ...controller, inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48] as number[], maxChargeA: 100 } as const;
    expect(plain(keySpecText(inverter, 'en'))).toBe('5,000 W 48 V');
    expect(plain(keySpecText(inverter, 'ar'))).toBe(`${ar(5000)} واط ${ar(48)} فولت`);
    expect(plain(keySpecText({ kind: 'system', pvW: 3300, batteryKwh: 5.12, inverterW: 3000 }, 'en'))).toBe('3,300 W 5.12 kWh');
    expect(keySpecText(null, 'ar')).toBeNull();
  });

  it('writes every size as Intl does, without building an Intl formatter', () => {
    const sizes = [0, 0.5, 1.005, 2.675, 12, 25.6, 48, 199.999, 550, 1234.5678, 5000, 98765.4321, -0.28, -0.285];
    for (const language of ['ar', 'en'] as const) {
      for (const digits of [2, 3]) {
        for (const value of sizes) {
          expect(formatSpecNumber(value, language, digits), `${value} ${language} ${digits}`).toBe(new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value));
        }
      }
    }
  });

  it('keeps a number and its unit together and writes decimals and percentages in the language’s digits', () => {
    expect(formatQuantity(25.6, 'V', 'en')).toBe('25.6\u00a0V');
    expect(formatQuantity(25.6, 'V', 'ar')).toBe(`${ar(25.6)}\u00a0فولت`);
    expect(formatPercent(21.33, 'en')).toBe('21.33%');
    expect(formatPercent(21.33, 'ar')).toContain(ar(21.33));
  });
});
