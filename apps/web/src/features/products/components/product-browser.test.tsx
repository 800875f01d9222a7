import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProductBrowser } from './product-browser.tsx';
import { fakeApi, jsonResponse, type FakeRequest } from '../../../test/fake-api.ts';
import { buildProduct, buildProductPage } from '../../../test/factories.ts';

/** The browser at `path`, answering every list request with `count` products. */
function renderBrowser(path: string, { count = 2 } = {}) {
  const calls = fakeApi((request) => {
    if (request.path === '/marketplace/browse-products' || request.path === '/marketplace/search-products') {
      const products = Array.from({ length: count }, () => buildProduct());
      return jsonResponse(200, buildProductPage(products, { total: count, totalPages: count ? 1 : 0 }));
    }
    return undefined;
  });
  const rendered = renderRoutes([{ path: '/products', element: <ProductBrowser /> }], { path });
  return { ...rendered, calls, user: userEvent.setup() };
}

const lastListCall = (calls: FakeRequest[]) => calls.filter((call) => call.path.includes('-products')).at(-1);
const searchOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);
const chipNames = () =>
  within(screen.getByRole('list', { name: 'الفلاتر المفعّلة' }))
    .getAllByRole('button')
    .map((chip) => chip.getAttribute('aria-label') ?? chip.textContent);

describe('ProductBrowser: filters in the URL', () => {
  it('opens a shared link with its filters: the request, the chips, the search box and the region', async () => {
    const { calls } = renderBrowser('/products?category=solar&search_keyword=550W&governorate=aden');

    expect(await screen.findByText('منتجان')).toBeTruthy();
    const call = lastListCall(calls);
    // A text search goes to search-products, with the same filter names.
    expect(call?.path).toBe('/marketplace/search-products');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ search_keyword: '550W', category: 'solar', governorate: 'aden', page: '1', limit: '10' });
    expect(chipNames()).toEqual(['إزالة الفلتر: «\u2068550W\u2069»', 'إزالة الفلتر: ألواح شمسية', 'إزالة الفلتر: عدن', 'مسح الكل']);
    expect(screen.getByRole('searchbox', { name: 'البحث في المنتجات' })).toHaveProperty('value', '550W');
    expect(screen.getByRole('combobox', { name: 'المنطقة' })).toHaveProperty('value', 'aden');
    for (const link of screen.getAllByRole('link', { name: 'ألواح شمسية' })) expect(link.getAttribute('aria-current')).toBe('true');
    // A search without a sort is ranked by relevance.
    expect(screen.getByRole('combobox', { name: 'الترتيب' })).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'الأكثر تطابقاً' })).toBeTruthy();
  });

  it('writes each change to the URL, and the back button undoes it', async () => {
    const { router, calls, user } = renderBrowser('/products?governorate=aden&city=crater');
    await screen.findByText('منتجان');
    expect(chipNames()).toEqual(['إزالة الفلتر: عدن', 'إزالة الفلتر: كريتر', 'مسح الكل']);

    // Another region: the city of the old one goes.
    await user.selectOptions(screen.getByRole('combobox', { name: 'المنطقة' }), 'taiz');
    expect(searchOf(router).toString()).toBe('governorate=taiz');
    await waitFor(() => expect(lastListCall(calls)?.query.get('governorate')).toBe('taiz'));
    expect(lastListCall(calls)?.query.has('city')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'البحث في المنتجات' }), 'بطارية{Enter}');
    expect(searchOf(router).toString()).toBe(`search_keyword=${encodeURIComponent('بطارية')}&governorate=taiz`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'الترتيب' }), 'price_asc');
    expect(searchOf(router).get('sort')).toBe('price_asc');
    await waitFor(() => expect(lastListCall(calls)?.query.get('sort')).toBe('price_asc'));

    await act(() => router.navigate(-1));
    expect(searchOf(router).has('sort')).toBe(false);
    await act(() => router.navigate(-1));
    expect(searchOf(router).toString()).toBe('governorate=taiz');
    expect(screen.getByRole('searchbox', { name: 'البحث في المنتجات' })).toHaveProperty('value', '');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'إزالة الفلتر: كريتر' })).toBeTruthy();
  });

  it('removes one chip, then clears all but the sort order', async () => {
    const { router, user } = renderBrowser('/products?search_keyword=inverter&category=Charging%20Devices&condition=Used&governorate=aden&city=crater&sort=newest');
    await screen.findByText('منتجان');

    await user.click(screen.getByRole('button', { name: 'إزالة الفلتر: عدن' }));
    // The governorate's city goes with it.
    expect(searchOf(router).toString()).toBe('search_keyword=inverter&category=Charging+Devices&condition=Used&sort=newest');
    expect(screen.queryByRole('button', { name: 'إزالة الفلتر: كريتر' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'مسح الكل' }));
    expect(searchOf(router).toString()).toBe('sort=newest');
    expect(screen.queryByRole('list', { name: 'الفلاتر المفعّلة' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { router, user } = renderBrowser('/products?category=batteries&governorate=mahrah', { count: 0 });

    expect(await screen.findByText('لا توجد منتجات تطابق هذه الفلاتر')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'مسح الفلاتر' }));

    expect(router.state.location.search).toBe('');
  });

  it('sets a category from the category links', async () => {
    const { router, user } = renderBrowser('/products?governorate=aden');
    await screen.findByText('منتجان');

    const [batteries] = screen.getAllByRole('link', { name: 'بطاريات' });
    await user.click(batteries!);

    expect(searchOf(router).toString()).toBe('category=batteries&governorate=aden');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    renderBrowser('/products?category=solar&governorate=aden&city=crater&minPrice=100&maxPrice=500&currency=USD');

    expect(await screen.findByText('2 products')).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button').map((chip) => chip.getAttribute('aria-label') ?? chip.textContent);
    expect(chips).toEqual(['Remove filter: Solar panels', 'Remove filter: Aden', 'Remove filter: Crater', 'Remove filter: \u2066$100\u2069 – \u2066$500\u2069', 'Clear all']);
  });
});
