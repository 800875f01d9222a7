import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import { buildShoppingList } from '@solar/shared/domain/shopping-list';
import { shortProductCode } from '@solar/shared/domain/product-short-link';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { changeLanguage } from '../../../lib/i18n.ts';
import { buildProduct } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShareActions } from './share-actions.tsx';

// 5 kWh a day in Aden: 3 × 550 W panels, 6 × 12 V 200 Ah lead-acid at 24 V, a 1,500 W inverter.
const result = calculateFromDailyEnergy({ dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);

// Names as sellers type them, with WhatsApp's markers in them; ids whose short codes hold `_` (base64url).
const listings = [
  buildProduct({
    _id: 'ffffffff-ffff-4fff-bfff-fffffffffff0', name: 'Panel_550W *mono*', type: 'Panel', governorate: 'aden', city: 'crater', price: 155_000, currency: 'YER_SOUTH',
    specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.6, iscA: 14, efficiencyPct: 21.3, lengthMm: 2278, widthMm: 1134, tempCoeffVocPctPerC: -0.26 },
  }),
  buildProduct({
    _id: 'fbefbefb-efbe-4fbe-bfbe-fbefbefbefbe', name: 'AGM ~200 Ah~ `deep cycle`', type: 'Battery', governorate: 'aden', city: 'crater', price: 420_000, currency: 'YER_SOUTH',
    specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2, cycleLife: null, ageMonths: null, healthPct: null },
  }),
  buildProduct({
    _id: '0b3c6fff-8a41-4d2b-9c7e-5f0a1b2c3d4e', name: 'Inverter 3 kW 24 V', type: 'Charging Devices', governorate: 'aden', city: 'crater', price: 450, currency: 'USD',
    specs: { kind: 'inverter', inverterKind: 'off_grid', powerW: 3000, batteryVoltages: [24], mpptMinV: 60, mpptMaxV: 115, maxPvInputV: 145, maxChargeA: 100 },
  }),
];
const list = buildShoppingList(result, listings, { governorate: 'aden', currency: 'USD', ratesPerUsd: DEFAULT_RATES_PER_USD });

/** The message the WhatsApp button opens, as the person it is sent to reads it. */
function sharedText(): string {
  const href = screen.getByRole('link', { name: /WhatsApp|واتساب/ }).getAttribute('href')!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  return new URL(href).searchParams.get('text')!;
}

describe('the WhatsApp message of a result', () => {
  it.each(['ar', 'en'] as const)('in %s: the result’s short link first, each listing by its short link, no formatting marker anywhere', async (language) => {
    await changeLanguage(language);
    const url = `https://solar.example/c/q315${language === 'en' ? '?lang=en' : ''}`;
    renderWithProviders(<ShareActions result={result} url={url} list={list} />);
    const text = sharedText();

    expect(text).not.toMatch(/[*_~`]/);
    const links = text.match(/https:\/\/\S+/g)!;
    expect(links[0]).toBe(url);
    const query = language === 'en' ? '?lang=en' : '';
    // The codes hold `_`, sent as %5F (the server reads it back as `_`).
    for (const listing of listings) {
      expect(shortProductCode(listing._id)).toContain('_');
      expect(links).toContain(`https://solar.example/p/${shortProductCode(listing._id).replace(/_/g, '%5F')}${query}`);
    }
    expect(links).toHaveLength(4);
    expect(text).not.toContain('/product/');
    expect(text).toContain('Panel 550W mono');
    expect(text).toContain('AGM 200 Ah deep cycle');
  });
});

describe('the WhatsApp message of a list switched to another bank voltage', () => {
  it('sums up the system the list makes: 24 V, not the calculator’s 12 V', async () => {
    await changeLanguage('en');
    // 1.5 kWh a day in Aden: the calculator proposes 12 V.
    const small = calculateFromDailyEnergy({ dailyEnergyKwh: 1.5, governorate: 'aden', batteryType: 'leadAcid' }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
    expect(small.system.systemVoltage).toBe(12);
    const at24 = buildShoppingList(small, listings, { governorate: 'aden', currency: 'USD', ratesPerUsd: DEFAULT_RATES_PER_USD }, { systemV: 24 });
    renderWithProviders(<ShareActions result={small} url="https://solar.example/c/q1" list={at24} />);
    const summary = sharedText().split('\n')[0]!;
    expect(summary).toContain(`at 24 V`);
    expect(summary).not.toContain('at 12 V');
    expect(summary).toContain(`${at24.needs.batteries.count} × 12 V`);
  });
});
