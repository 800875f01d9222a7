import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@solar/shared/contract/products';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildProduct, buildProductPage } from '../../../test/factories.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { getInfiniteProductsQueryOptions } from '../api/get-products.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { ProductList } from './product-list.tsx';

// The admin's rates in units per US dollar, as GET /settings/public gives them.
const RATES = { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 };
const ar = (value: number) => new Intl.NumberFormat('ar').format(value);

function answerSettings() {
  return fakeApi({
    'GET /settings/public': () =>
      jsonResponse(200, { status: 'success', data: { contactPhone: '+967777000000', supportEmail: 'help@example.ye', ratesPerUsd: RATES } }),
  });
}

function renderList(filters: ProductFilters, products: Product[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getInfiniteProductsQueryOptions(filters).queryKey, { pages: [buildProductPage(products)], pageParams: [{ page: 1 }] });
  return renderWithProviders(<ProductList filters={filters} />, { queryClient });
}

// As the API sorts them by their value in dollars: $98, 53,500 Sana'a rials ($100), 375 riyals ($100), 326,000 Aden rials ($200).
const mixed = () => [
  buildProduct({ name: 'Panel in dollars', price: 98, currency: 'USD' }),
  buildProduct({ name: 'Panel in Sanaa rials', price: 53500, currency: 'YER' }),
  buildProduct({ name: 'Panel in riyals', price: 375, currency: 'SAR' }),
  buildProduct({ name: 'Panel in Aden rials', price: 326000, currency: 'YER_SOUTH' }),
];
const card = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('article')!);

describe('approximate prices on a price sort', () => {
  it('shows each other currency in dollars beside its price, in Arabic, and says why', async () => {
    const calls = answerSettings();
    renderList({ sort: 'price_asc' }, mixed());
    await screen.findAllByRole('article');

    // Visible "≈ 100 $" (the price isolated right to left), and "about" for a screen reader.
    expect(await card('Panel in Sanaa rials').findByText(`≈ \u2067${ar(100)} $\u2069`)).toBeTruthy();
    expect(card('Panel in Sanaa rials').getByText(`يساوي تقريباً \u2067${ar(100)} $\u2069`)).toBeTruthy();
    expect(card('Panel in riyals').getByText(`≈ \u2067${ar(100)} $\u2069`)).toBeTruthy();
    expect(card('Panel in Aden rials').getByText(`≈ \u2067${ar(200)} $\u2069`)).toBeTruthy();
    // The dollar price is already in the buyer's currency: nothing to add.
    expect(card('Panel in dollars').queryByText(/≈/)).toBeNull();
    expect(screen.getByText('الترتيب حسب السعر بعد تحويل العملات بأسعار الصرف المعتمدة في السوق. عملة القيم التقريبية (≈): دولار أمريكي ($).')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/settings/public']);
  });

  it('converts into the currency the buyer typed a price range in, in English', async () => {
    await changeLanguage('en');
    answerSettings();
    renderList({ sort: 'price_desc', minPrice: 100000, currency: 'YER_SOUTH' }, mixed().reverse());
    await screen.findAllByRole('article');

    expect(await card('Panel in dollars').findByText('≈ \u2066YER 160,000 (Aden)\u2069')).toBeTruthy();
    expect(card('Panel in dollars').getByText('about \u2066YER 160,000 (Aden)\u2069')).toBeTruthy();
    expect(card('Panel in Sanaa rials').getByText('≈ \u2066YER 163,000 (Aden)\u2069')).toBeTruthy();
    expect(card('Panel in Aden rials').queryByText(/≈/)).toBeNull();
    expect(screen.getByText(/Currency of the approximate values \(≈\): Yemeni rial – Aden \(south\)\./)).toBeTruthy();
  });

  it('reads a range typed without a currency as Sana\'a rials, as the API does', async () => {
    answerSettings();
    renderList({ sort: 'price_asc', maxPrice: 60000 }, mixed().slice(0, 2));
    await screen.findAllByRole('article');

    expect(await card('Panel in dollars').findByText(`≈ \u2067${ar(52400)} ريال صنعاء\u2069`)).toBeTruthy();
    expect(card('Panel in Sanaa rials').queryByText(/≈/)).toBeNull();
  });

  it('adds nothing to the newest first, nor to a price sort of one currency, and asks for no rates', async () => {
    const calls = answerSettings();
    const { unmount } = renderList({ sort: 'newest' }, mixed());
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText(/≈/)).toBeNull();
    unmount();

    renderList({ sort: 'price_asc' }, [buildProduct({ price: 53000, currency: 'YER' }), buildProduct({ price: 95000, currency: 'YER' })]);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/≈/)).toBeNull();
    expect(calls).toEqual([]);
  });
});
