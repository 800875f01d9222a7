import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompatibleResponse } from '@solar/shared/contract/compatibility';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildProduct } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WorksWith } from './works-with.tsx';

// Growatt SPF 5000 ES (shared/domain/solar-compatibility.test.ts's worked cases): a 48 V Pylontech fits as it is, four CS6W-550MS in series.
const INVERTER: ProductSpecs = { kind: 'inverter', inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450, maxChargeA: 100 };
const answer: CompatibleResponse = {
  status: 'success',
  data: {
    groups: [
      {
        group: 'batteries',
        items: [
          {
            product: buildProduct({ _id: 'pylontech', name: 'Pylontech US3000C', type: 'Battery', governorate: 'aden', city: 'crater', price: 820, currency: 'USD', specs: null }),
            level: 'fit',
            reasons: [{ code: 'voltageMatch', level: 'fit', values: { batteryV: 48 } }],
          },
          {
            product: buildProduct({ _id: 'lfp12', name: 'Felicity 12.8 V', type: 'Battery', governorate: 'al-hudaydah', city: 'zabid', specs: null }),
            level: 'caution',
            reasons: [{ code: 'lithiumInSeries', level: 'caution', values: { inSeries: 4, batteryV: 12, systemV: 48 } }],
          },
        ],
        seeAll: { category: 'batteries', voltage: '48', governorate: 'aden' },
      },
      {
        group: 'panels',
        items: [
          {
            product: buildProduct({ _id: 'cs6w', name: 'CS6W-550MS', governorate: 'amanat-al-asimah', city: 'old-city', specs: null }),
            level: 'fit',
            fittingSeries: [4],
            reasons: [{ code: 'stringFits', level: 'fit', values: { inSeries: 4, vocV: 198.4, vocColdV: 216.5, vmpHotV: 129.5, maxV: 450, minV: 120 } }],
          },
        ],
        seeAll: { category: 'solar', governorate: 'aden' },
      },
    ],
  },
};

describe('works with', () => {
  it('lists the fitting listings with their reasons in Arabic, the governorate\'s marked', async () => {
    await changeLanguage('ar');
    const calls = fakeApi({ 'GET /marketplace/products/inverter/compatible': () => jsonResponse(200, answer) });
    renderWithProviders(<WorksWith productId="inverter" specs={INVERTER} governorate="aden" />);
    const section = await screen.findByRole('region', { name: 'يعمل مع' });
    const batteries = await within(section).findByRole('region', { name: 'بطاريات' });
    expect(within(batteries).getByText('يعمل مع بطارية 48 فولت')).toBeTruthy();
    expect(within(batteries).getByText('4 × 12 فولت على التوالي تعطي 48 فولت، إن سمح صانع البطارية بتوصيل بطاريات الليثيوم على التوالي')).toBeTruthy();
    // The caution's icon names its level for screen readers.
    expect(within(batteries).getByTitle('تحقق أولاً')).toBeTruthy();
    expect(within(batteries).getByText('في عدن')).toBeTruthy();
    expect(within(batteries).getByRole('link', { name: 'عرض الكل: بطاريات' }).getAttribute('href')).toBe('/products?category=batteries&voltage=48&governorate=aden');
    const panels = within(section).getByRole('region', { name: 'ألواح' });
    expect(within(panels).getByText('4 على التوالي: 216.5 فولت ≤ 450 فولت')).toBeTruthy();
    expect(within(panels).getByRole('link', { name: /CS6W-550MS/ }).getAttribute('href')).toBe('/product/cs6w');
    expect(calls).toHaveLength(1);
  });

  it('in English', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/products/inverter/compatible': () => jsonResponse(200, answer) });
    renderWithProviders(<WorksWith productId="inverter" specs={INVERTER} governorate="aden" />);
    const section = await screen.findByRole('region', { name: 'Works with' });
    expect(await within(section).findByText('Works with a 48 V battery')).toBeTruthy();
    expect(within(section).getByText('4 in series: 216.5 V ≤ 450 V')).toBeTruthy();
    expect(within(section).getByText('Listings whose specifications fit this one, from Aden first. Checked at a cold −10 °C morning and a hot afternoon.')).toBeTruthy();
  });

  it('shows nothing when nothing fits, and asks nothing for a listing without specifications', async () => {
    await changeLanguage('en');
    const calls = fakeApi({ 'GET /marketplace/products/inverter/compatible': () => jsonResponse(200, { status: 'success', data: { groups: [{ group: 'batteries', items: [], seeAll: {} }] } }) });
    const { container, unmount } = renderWithProviders(<WorksWith productId="inverter" specs={INVERTER} governorate="aden" />);
    await expect.poll(() => calls.length).toBe(1);
    await expect.poll(() => container.querySelector('section')).toBeNull();
    unmount();
    renderWithProviders(<WorksWith productId="cable" specs={null} governorate="aden" />);
    expect(calls).toHaveLength(1);
  });
});
