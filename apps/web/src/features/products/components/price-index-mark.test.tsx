import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PriceIndexMark } from './price-index-mark.tsx';

const PANEL: ProductSpecs = { kind: 'panel', powerW: 500, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null };
// The API's answer for a panel at 0.163 USD per W in Aden, where the week's median is 0.23 (prices.test.ts works it out).
const mark = { metric: 'panel-per-w', variant: '', governorate: 'aden', week: '2026-11-16', listings: 6, currency: 'YER_SOUTH', medianPerUnit: 460, listingPerUnit: 326, position: 'below', percent: 29 };

describe('the price index mark', () => {
  it('says how far under the market a price is, in Arabic, with a link to its governorate\'s prices', async () => {
    await changeLanguage('ar');
    fakeApi({ 'GET /prices/listings/panel': () => jsonResponse(200, { status: 'success', data: mark }) });
    renderWithProviders(<PriceIndexMark productId="panel" specs={PANEL} />);
    expect((await screen.findByTestId('price-index-mark')).textContent).toMatch(/^أقل من سعر السوق بـ 29\u200e?%/);
    expect(screen.getByRole('link', { name: 'أسعار السوق' }).getAttribute('href')).toBe('/prices?governorate=aden&currency=YER_SOUTH');
  });

  it('in English, over it; nothing when near it', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /prices/listings/panel': () => jsonResponse(200, { status: 'success', data: { ...mark, position: 'above', percent: 22 } }) });
    const { unmount } = renderWithProviders(<PriceIndexMark productId="panel" specs={PANEL} />);
    expect((await screen.findByTestId('price-index-mark')).textContent).toBe('22% above the market price');
    unmount();
    const calls = fakeApi({ 'GET /prices/listings/near': () => jsonResponse(200, { status: 'success', data: { ...mark, position: 'near', percent: 4 } }) });
    const { container } = renderWithProviders(<PriceIndexMark productId="near" specs={PANEL} />);
    await expect.poll(() => calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.textContent).toBe('');
  });
});
