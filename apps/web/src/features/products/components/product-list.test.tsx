import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@solar/shared/contract/products';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi } from '../../../test/fake-api.ts';
import { buildProduct, buildProductPage } from '../../../test/factories.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { getInfiniteProductsQueryOptions } from '../api/get-products.ts';
import { ProductList } from './product-list.tsx';

const arabicNumber = (value: number) => new Intl.NumberFormat('ar').format(value);

/** Puts pages in the cache the way the list's query stores them, so no request is needed. */
function renderWithPages(pages: ProductPage[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getInfiniteProductsQueryOptions().queryKey, {
    pages,
    pageParams: pages.map((page, i) => ({ page: page.currentPage, cursor: i ? pages[i - 1]!.nextCursor ?? undefined : undefined })),
  });
  return renderWithProviders(<ProductList />, { queryClient });
}

const products = (count: number) => Array.from({ length: count }, () => buildProduct());

describe('ProductList', () => {
  it('counts the products with the Arabic plural forms', async () => {
    renderWithPages([buildProductPage(products(3), { total: 3 })]);

    expect(await screen.findByText(`${arabicNumber(3)} منتجات`)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it.each([
    [1, 'منتج واحد'],
    [2, 'منتجان'],
    [11, `${arabicNumber(11)} منتجًا`],
    [100, `${arabicNumber(100)} منتج`],
  ])('says %i products as «%s»', async (total, text) => {
    renderWithPages([buildProductPage(products(1), { total, totalPages: Math.ceil(total / 10) })]);

    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('offers more while the server gives a cursor to further rows, and not on the last page', async () => {
    const { unmount } = renderWithPages([buildProductPage(products(10), { total: 12, currentPage: 1, totalPages: 2, nextCursor: 'next' })]);
    expect(await screen.findByRole('button', { name: 'عرض المزيد' })).toBeTruthy();
    unmount();

    renderWithPages([
      buildProductPage(products(10), { total: 12, currentPage: 1, totalPages: 2, nextCursor: 'next' }),
      buildProductPage(products(2), { total: 12, currentPage: 2, totalPages: 2 }),
    ]);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'عرض المزيد' })).toBeNull();
  });

  it('says a count past the cap as «more than 1,000» in Arabic and "1,000+" in English, and still loads more', async () => {
    const { unmount } = renderWithPages([buildProductPage(products(10), { total: 1000, totalCapped: true, totalPages: 100, nextCursor: 'next' })]);
    expect(await screen.findByText(`أكثر من ${arabicNumber(1000)} منتج`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeTruthy();
    unmount();

    await changeLanguage('en');
    try {
      renderWithPages([buildProductPage(products(10), { total: 1000, totalCapped: true, totalPages: 100, nextCursor: 'next' })]);
      expect(await screen.findByText('1,000+ products')).toBeTruthy();
    } finally {
      await changeLanguage('ar');
    }
  });

  it('offers to clear the filters when they match nothing', async () => {
    const queryClient = createTestQueryClient();
    const filters = { category: 'batteries' as const, governorate: 'aden' };
    queryClient.setQueryData(getInfiniteProductsQueryOptions(filters).queryKey, { pages: [buildProductPage([], { total: 0, totalPages: 0 })], pageParams: [{ page: 1 }] });
    let isCleared = false;
    renderWithProviders(<ProductList filters={filters} onClearFilters={() => (isCleared = true)} />, { queryClient });

    expect(await screen.findByText('لا توجد منتجات تطابق هذه الفلاتر')).toBeTruthy();
    screen.getByRole('button', { name: 'مسح الفلاتر' }).click();
    expect(isCleared).toBe(true);
  });

  it('shows a failed load with a retry', async () => {
    fakeApi({ 'GET /marketplace/browse-products': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً') });

    renderWithProviders(<ProductList />);

    expect(await screen.findByText('تعذّر تحميل المنتجات')).toBeTruthy();
    expect(screen.getByText('الخدمة غير متاحة مؤقتاً')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });

  it('says so when there are no products', async () => {
    renderWithPages([buildProductPage([], { total: 0, totalPages: 0 })]);

    expect(await screen.findByText('لا توجد منتجات معروضة حالياً')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('counts in English too', async () => {
    await changeLanguage('en');
    renderWithPages([buildProductPage(products(1), { total: 1 })]);

    expect(await screen.findByText('1 product')).toBeTruthy();
  });
});
