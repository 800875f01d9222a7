// The market's estimate beside a shopping list (issue #45 item 5), worked by hand.
import { describe, expect, it } from 'vitest';
import type { PriceIndexes } from '../contract/prices.ts';
import type { ProductSpecs } from '../contract/product-specs.ts';
import { marketEstimate } from './market-estimate.ts';

const panel: ProductSpecs = { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null };
// 12 V × 200 Ah AGM: 2.4 kWh nominal, 1.2 usable (half); 51.2 V × 100 Ah LiFePO4: 5.12 nominal, 4.1 usable (0.8, to 10 Wh).
const agm: ProductSpecs = { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2, cycleLife: null, ageMonths: null, healthPct: null };
const lithium: ProductSpecs = { kind: 'battery', chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 100, usableKwh: 4.1, cycleLife: null, ageMonths: null, healthPct: null };
const inverter: ProductSpecs = { kind: 'inverter', inverterKind: 'hybrid', powerW: 3000, batteryVoltages: [24], mpptMinV: null, mpptMaxV: null, maxPvInputV: null, maxChargeA: null };

const figure = (week: string, median: number, listings: number) => ({ week, listings, q1: median * 0.9, median, q3: median * 1.1 });
/** Yemen's figures in YER (per W 120, per usable kWh AGM 90,000 and LiFePO4 150,000, per kW hybrid 60,000), and Aden's panels and AGM. */
const indexes: PriceIndexes = {
  governorate: 'all', currency: 'YER', computedAt: '2026-11-20T10:00:00.000Z',
  indexes: [
    { metric: 'panel-per-w', variant: '', unit: 'W', weeks: [figure('2026-11-09', 110, 30), figure('2026-11-16', 120, 31)], governorates: [{ governorate: 'aden', ...figure('2026-11-16', 100, 8) }] },
    { metric: 'battery-per-kwh', variant: 'agm', unit: 'kWh', weeks: [figure('2026-11-16', 90_000, 12)], governorates: [{ governorate: 'aden', ...figure('2026-11-16', 80_000, 6) }] },
    { metric: 'battery-per-kwh', variant: 'lifepo4', unit: 'kWh', weeks: [figure('2026-11-16', 150_000, 9)], governorates: [] },
    { metric: 'inverter-per-kw', variant: 'hybrid', unit: 'kW', weeks: [figure('2026-11-16', 60_000, 7)], governorates: [{ governorate: 'aden', ...figure('2026-11-16', 55_000, 5) }] },
  ],
};
const line = (quantity: number, specs: ProductSpecs) => ({ quantity, listing: { specs } });

describe('the market estimate of a shopping list', () => {
  it('adds each part at the buyer\'s governorate\'s latest figures when it has them all', () => {
    // 4 × 550 W × 100 = 220,000; 6 × 1.2 kWh × 80,000 = 576,000; 3 kW × 55,000 = 165,000 → 961,000 from 8 + 6 + 5 listings.
    expect(marketEstimate([line(4, panel), line(6, agm), line(1, inverter)], indexes, 'aden')).toEqual({ amount: 961_000, listings: 19, governorate: 'aden', week: '2026-11-16' });
  });

  it('takes Yemen\'s latest week when the governorate lacks a part\'s figure, or the buyer gave none', () => {
    // 4 × 550 × 120 = 264,000; 2 × 4.1 × 150,000 = 1,230,000; 3 × 60,000 = 180,000 → 1,674,000 from 31 + 9 + 7.
    expect(marketEstimate([line(4, panel), line(2, lithium), line(1, inverter)], indexes, 'aden')).toEqual({ amount: 1_674_000, listings: 47, governorate: 'all', week: '2026-11-16' });
    // 4 × 550 × 120 = 264,000 alone; an unpicked part is left out.
    expect(marketEstimate([line(4, panel), null, null], indexes, null)).toEqual({ amount: 264_000, listings: 31, governorate: 'all', week: '2026-11-16' });
  });

  it('says nothing when a picked part has no figure anywhere, or nothing is picked', () => {
    const gel: ProductSpecs = { ...agm, chemistry: 'gel' } as ProductSpecs;
    expect(marketEstimate([line(4, panel), line(6, gel), line(1, inverter)], indexes, 'aden')).toBeNull();
    expect(marketEstimate([null, null, null], indexes, 'aden')).toBeNull();
    // A governorate's answer has no Yemen weeks to fall back on.
    expect(marketEstimate([line(2, lithium)], { ...indexes, governorate: 'aden' }, 'aden')).toBeNull();
  });
});
