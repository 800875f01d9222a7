import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../../test/factories.ts';
import { batteryKindOf, parseCapacityAh, parsePowerW, parseVoltage, pickMatches } from './matching.ts';
import type { MatchTarget } from './matching.ts';

const target: MatchTarget = { panelW: 550, batteryType: 'leadAcid', batteryUnitV: 12, batteryUnitAh: 200, systemVoltage: 24, inverterW: 1500 };

describe('reading sellers’ specifications', () => {
  it.each([
    ['580W', 580],
    ['5000VA', 5000],
    ['5kW', 5000],
    ['1.5 kW', 1500],
    ['3,5kW', 3500],
    ['60A', null],
    [undefined, null],
  ])('power %s is %s W', (spec, watts) => {
    expect(parsePowerW(spec)).toBe(watts);
  });

  it('reads voltages and capacities, kWh through the voltage', () => {
    expect([parseVoltage('12V'), parseVoltage('51.2V'), parseVoltage('12/24/48V'), parseVoltage('—')]).toEqual([12, 51.2, 12, null]);
    expect(parseCapacityAh('200Ah', 12)).toBe(200);
    expect(parseCapacityAh('8kWh', 51.2)).toBeCloseTo(156.25);
    expect(parseCapacityAh('4 ألواح', 12)).toBeNull();
  });

  it('tells lithium from lead-acid in either language or by brand', () => {
    expect(batteryKindOf(buildProduct({ type: 'Battery', name: 'بطارية ليثيوم 100 أمبير' }))).toBe('lithium');
    expect(batteryKindOf(buildProduct({ type: 'Battery', name: 'US5000', brand: 'Pylontech' }))).toBe('lithium');
    expect(batteryKindOf(buildProduct({ type: 'Battery', name: 'Narada 200 Ah 12 V gel battery', brand: 'Narada' }))).toBe('leadAcid');
  });
});

describe('picking matching listings', () => {
  it('puts near panels in the visitor’s governorate first, then near ones elsewhere, then the rest', () => {
    const farAden = buildProduct({ _id: 'a100', governorate: 'aden', specifications: { power: '100W' } });
    const nearSanaa = buildProduct({ _id: 's545', governorate: 'sanaa', specifications: { power: '545W' } });
    const nearAden = buildProduct({ _id: 'a580', governorate: 'aden', specifications: { power: '580W' } });
    const exactSanaa = buildProduct({ _id: 's550', governorate: 'sanaa', specifications: { power: '550W' } });
    const battery = buildProduct({ _id: 'b', type: 'Battery', governorate: 'aden', specifications: { voltage: '12V', capacity: '200Ah' } });
    const picked = pickMatches('panels', [farAden, nearSanaa, nearAden, exactSanaa, battery, nearAden], target, 'aden');
    expect(picked.map((m) => [m.product._id, m.isInGovernorate])).toEqual([
      ['a580', true],
      ['s550', false],
      ['s545', false],
    ]);
  });

  it('skips batteries of the other chemistry and charging devices without a power rating', () => {
    const lithium = buildProduct({ _id: 'li', type: 'Battery', name: 'Lithium 12.8V 100Ah', specifications: { voltage: '12.8V', capacity: '100Ah' } });
    const gel = buildProduct({ _id: 'gel', type: 'Battery', name: 'Gel battery', specifications: { voltage: '12V', capacity: '200Ah' } });
    const bank = buildProduct({ _id: 'agm24', type: 'Battery', name: 'AGM battery', specifications: { voltage: '24V', capacity: '150Ah' } });
    expect(pickMatches('batteries', [lithium, bank, gel], target, null).map((m) => m.product._id)).toEqual(['gel', 'agm24']);

    const controller = buildProduct({ _id: 'mppt', type: 'Charging Devices', specifications: { capacity: '60A' } });
    const small = buildProduct({ _id: 'inv1k', type: 'Charging Devices', specifications: { power: '1000W' } });
    const right = buildProduct({ _id: 'inv2k', type: 'Charging Devices', specifications: { power: '2kW' } });
    const mppt = buildProduct({ _id: 'mppt150', type: 'Charging Devices', name: 'Victron SmartSolar MPPT 150/60 charge controller', specifications: { power: '3440W' } });
    const gridTie = buildProduct({ _id: 'ongrid', type: 'Charging Devices', name: 'إنفرتر جروات أون جريد 3 كيلو مستعمل', specifications: { power: '3000W' } });
    const broken = buildProduct({ _id: 'broken', type: 'Charging Devices', condition: 'Needs Repair', name: 'Felicity 3.5 kVA inverter', specifications: { power: '3500VA' } });
    expect(pickMatches('inverters', [controller, small, mppt, gridTie, broken, right], target, null).map((m) => m.product._id)).toEqual(['inv2k', 'inv1k']);
  });
});
