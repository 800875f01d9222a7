import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PriceReference } from './price-reference.tsx';

const PANEL: ProductSpecs = { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.6, iscA: 14, efficiencyPct: 21.3, lengthMm: 2278, widthMm: 1134, tempCoeffVocPctPerC: -0.26 };
// The API's answer for a 550 W panel at 165,000 YER_SOUTH among six similar ones (price-reference.test.ts works it out).
const reference = { unit: 'W', currency: 'YER_SOUTH', medianPerUnit: 334.15, listingPerUnit: 300, position: 'near', listings: 6, days: 90, governorate: 'aden' };

describe('price reference', () => {
  it('says where the price stands in the market of its governorate, in Arabic', async () => {
    await changeLanguage('ar');
    fakeApi({ 'GET /marketplace/products/panel/price-reference': () => jsonResponse(200, { status: 'success', data: reference }) });
    renderWithProviders(<PriceReference productId="panel" specs={PANEL} />);
    expect(await screen.findByText('السعر قريب من متوسط السوق في عدن')).toBeTruthy();
    expect(screen.getByText(/^وسيط الإعلانات المشابهة: .*334.*ريال.عدن.* لكل واط \(عدد الإعلانات: 6، آخر 90 يوماً\)\. هذا الإعلان: .*300.*ريال.عدن.* لكل واط\.$/)).toBeTruthy();
  });

  it('in English, below the median', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/products/panel/price-reference': () => jsonResponse(200, { status: 'success', data: { ...reference, position: 'below' } }) });
    renderWithProviders(<PriceReference productId="panel" specs={PANEL} />);
    expect(await screen.findByText('The price is below the market median in Aden')).toBeTruthy();
  });

  it('shows nothing without a reference, and asks nothing for an inverter', async () => {
    await changeLanguage('en');
    const calls = fakeApi({ 'GET /marketplace/products/panel/price-reference': () => jsonResponse(200, { status: 'success', data: null }) });
    const { container, unmount } = renderWithProviders(<PriceReference productId="panel" specs={PANEL} />);
    await expect.poll(() => calls.length).toBe(1);
    // Past the answer, still nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.textContent).toBe('');
    unmount();
    renderWithProviders(<PriceReference productId="inverter" specs={{ kind: 'inverter', inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 430, maxPvInputV: 450, maxChargeA: 100 }} />);
    expect(calls).toHaveLength(1);
  });
});
