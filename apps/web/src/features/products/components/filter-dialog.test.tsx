import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes, renderWithProviders } from '../../../test/render.tsx';
import { TYPED_NUMBERS } from '../../../test/typed-numbers.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { FilterDialog } from './filter-dialog.tsx';
import { ProductBrowser } from './product-browser.tsx';
import { fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildFacets, buildProduct, buildProductPage } from '../../../test/factories.ts';

const facets = buildFacets({
  total: 40,
  types: [{ value: 'Panel', count: 12 }, { value: 'Battery', count: 9 }],
  conditions: [{ value: 'New', count: 30 }, { value: 'Used', count: 10 }],
  governorates: [{ value: 'aden', count: 7 }],
  brands: [{ value: 'Pylontech', count: 4 }],
});

function answer(request: { path: string }) {
  if (request.path === '/marketplace/filters-product') return jsonResponse(200, { status: 'success', data: facets });
  if (request.path === '/marketplace/browse-products') return jsonResponse(200, buildProductPage([buildProduct()]));
  return undefined;
}

function renderDialog(filters: ProductFilters = {}) {
  const calls = fakeApi(answer);
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<FilterDialog isOpen filters={filters} onApply={onApply} onClose={onClose} />);
  return { calls, onApply, onClose, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

describe('FilterDialog', () => {
  it('keeps the city disabled until a governorate is chosen, and clears it when the governorate changes', async () => {
    const { onApply, user } = renderDialog({ search_keyword: 'لوح' });
    const dialog = await screen.findByRole('dialog', { name: 'تصفية المنتجات' });

    const city = within(dialog).getByRole('combobox', { name: 'المدينة أو المديرية' }) as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    expect(city.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('اختر المحافظة أولاً')).toBeTruthy();

    await user.selectOptions(field('المحافظة'), 'aden');
    expect(city.disabled).toBe(false);
    expect(optionTexts(city)).toContain('كريتر');
    await user.selectOptions(city, 'crater');
    expect(city.value).toBe('crater');

    await user.selectOptions(field('المحافظة'), 'taiz');
    expect(city.value).toBe('');
    expect(optionTexts(city)).toContain('التربة');
    expect(optionTexts(city)).not.toContain('كريتر');

    await user.selectOptions(field('المحافظة'), '');
    expect(city.disabled).toBe(true);

    await user.selectOptions(field('المحافظة'), 'aden');
    await user.selectOptions(city, 'al-mansoura');
    await user.selectOptions(field('نوع المنتج'), 'batteries');
    await user.selectOptions(field('الحالة'), 'Used');
    await user.selectOptions(field('الترتيب'), 'price_desc');
    await user.selectOptions(field('العلامة التجارية'), 'Pylontech');
    await user.click(within(dialog).getByRole('button', { name: /^عرض .* نتيجة$/ }));

    // The search in force stays; the sheet's choices join it.
    expect(onApply).toHaveBeenCalledWith({
      search_keyword: 'لوح', category: 'batteries', brand: 'Pylontech', condition: 'Used', governorate: 'aden', city: 'al-mansoura', sort: 'price_desc',
    });
  });

  it('says on its button how many listings the choices find, asking again as they change', async () => {
    const totals: Record<string, number> = { '': 40, 'aden': 7, 'aden|Used': 2 };
    const calls = fakeApi((request) => {
      if (request.path !== '/marketplace/filters-product') return undefined;
      const key = ['category', 'governorate', 'condition'].map((name) => request.query.get(name)).filter(Boolean).join('|');
      return jsonResponse(200, { status: 'success', data: { ...facets, total: totals[key] ?? 0 } });
    });
    const user = userEvent.setup();
    renderWithProviders(<FilterDialog isOpen filters={{}} onApply={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'تصفية المنتجات' });
    const arabic = (count: number) => new Intl.NumberFormat('ar').format(count);

    expect(await within(dialog).findByRole('button', { name: `عرض ${arabic(40)} نتيجة` })).toBeTruthy();
    await user.selectOptions(field('المحافظة'), 'aden');
    expect(await within(dialog).findByRole('button', { name: `عرض ${arabic(7)} نتائج` })).toBeTruthy();
    await user.selectOptions(field('الحالة'), 'Used');
    // Arabic's dual.
    expect(await within(dialog).findByRole('button', { name: 'عرض نتيجتين' })).toBeTruthy();
    await user.selectOptions(field('نوع المنتج'), 'batteries');
    expect(await within(dialog).findByRole('button', { name: 'لا نتائج بهذه الفلاتر' })).toBeTruthy();
    // The draft's count (a second request counts the chosen type's chemistries and voltages).
    const last = calls.filter((call) => call.path === '/marketplace/filters-product' && call.query.has('governorate')).at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ category: 'batteries', condition: 'Used', governorate: 'aden' });
  });

  it('shows how many products each choice would find, under the search in force', async () => {
    const { calls } = renderDialog({ search_keyword: 'لوح', governorate: 'aden' });

    await waitFor(() => expect(optionTexts(field('نوع المنتج'))).toContain(`ألواح شمسية (${new Intl.NumberFormat('ar').format(12)})`));
    expect(optionTexts(field('الحالة'))).toEqual(['أي حالة', `جديد (${new Intl.NumberFormat('ar').format(30)})`, `مستعمل (${new Intl.NumberFormat('ar').format(10)})`]);
    const facetsCall = calls.find((call) => call.path === '/marketplace/filters-product');
    expect(Object.fromEntries(facetsCall?.query ?? [])).toEqual({ search_keyword: 'لوح' });
  });

  it.each(['ar', 'en'] as const)('counts the listings of each city of the chosen governorate under the other choices, in %s', async (language) => {
    await changeLanguage(language);
    const number = (count: number) => new Intl.NumberFormat(language).format(count);
    const ADEN = ['crater', 'al-mualla', 'al-tawahi', 'khor-maksar', 'al-mansoura', 'sheikh-othman', 'dar-saad', 'al-buraiqeh'];
    // The API's answer: every city of the governorate, the city's own filter left out; Used narrows them.
    const cityCounts = (condition: string | null): Record<string, number> => (condition === 'Used' ? { crater: 1 } : { crater: 5, 'al-mansoura': 2 });
    const calls = fakeApi((request) => {
      if (request.path !== '/marketplace/filters-product') return undefined;
      const governorate = request.query.get('governorate');
      const counts = governorate === 'aden' ? cityCounts(request.query.get('condition')) : {};
      const cities = governorate === 'aden' ? ADEN.map((city) => ({ value: city, count: counts[city] ?? 0 })).sort((a, b) => b.count - a.count) : [];
      const city = request.query.get('city');
      return jsonResponse(200, { status: 'success', data: { ...facets, cities, total: city ? (counts[city] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0) } });
    });
    const user = userEvent.setup();
    renderWithProviders(<FilterDialog isOpen filters={{}} onApply={vi.fn()} onClose={vi.fn()} />);
    const t = language === 'ar' ? { governorate: 'المحافظة', city: 'المدينة أو المديرية', condition: 'الحالة', any: 'كل المدن', crater: 'كريتر', mansoura: 'المنصورة', tawahi: 'التواهي' } : { governorate: 'Governorate', city: 'City or district', condition: 'Condition', any: 'All cities', crater: 'Crater', mansoura: 'Al-Mansoura', tawahi: 'Al-Tawahi' };

    await user.selectOptions(await screen.findByRole('combobox', { name: t.governorate }), 'aden');
    const city = field(t.city);
    // In the governorate's own order, each with its count, the empty ones saying 0.
    await waitFor(() => expect(optionTexts(city)).toContain(`${t.crater} (${number(5)})`));
    expect(optionTexts(city).slice(0, 6)).toEqual([t.any, `${t.crater} (${number(5)})`, expect.any(String), `${t.tawahi} (${number(0)})`, expect.any(String), `${t.mansoura} (${number(2)})`]);

    // Another choice counts the cities again; a chosen city keeps its siblings' counts (they leave it out).
    await user.selectOptions(field(t.condition), 'Used');
    await waitFor(() => expect(optionTexts(city)).toContain(`${t.crater} (${number(1)})`));
    expect(optionTexts(city)).toContain(`${t.mansoura} (${number(0)})`);
    await user.selectOptions(city, 'crater');
    expect(optionTexts(city)).toContain(`${t.mansoura} (${number(0)})`);
    const cityQueries = () => calls.filter((call) => call.path === '/marketplace/filters-product' && call.query.get('governorate') === 'aden').map((call) => call.query.get('city'));
    // Asked for once the choice has been drawn.
    await waitFor(() => expect(cityQueries()).toContain('crater'));
    expect(cityQueries()).toContain(null);
  });

  it('opens from the list (its own chunk) and applies to the URL', async () => {
    fakeApi(answer);
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/products', element: <ProductBrowser /> }], { path: '/products?governorate=aden&city=crater' });
    await screen.findByText('منتج واحد');

    await user.click(screen.getByRole('button', { name: /الفلاتر/ }));
    const dialog = await screen.findByRole('dialog', { name: 'تصفية المنتجات' });
    expect((within(dialog).getByRole('combobox', { name: 'المدينة أو المديرية' }) as HTMLSelectElement).value).toBe('crater');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'الحالة' }), 'New');
    await user.click(within(dialog).getByRole('button', { name: /^عرض/ }));

    expect(router.state.location.search).toBe('?condition=New&governorate=aden&city=crater');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the button that opened the dialog.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /الفلاتر/ }));
  });

  it('lists only the makers of the chosen type: no panel maker under batteries', async () => {
    const everything = buildFacets({ total: 40, brands: [{ value: 'JinkoSolar', count: 12 }, { value: 'Pylontech', count: 4 }] });
    const batteries = buildFacets({ total: 9, brands: [{ value: 'Pylontech', count: 4 }] });
    fakeApi((request) => (request.path === '/marketplace/filters-product' ? jsonResponse(200, { status: 'success', data: request.query.get('category') === 'batteries' ? batteries : everything }) : undefined));
    const user = userEvent.setup();
    renderWithProviders(<FilterDialog isOpen filters={{}} onApply={vi.fn()} onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'تصفية المنتجات' });
    await waitFor(() => expect(optionTexts(field('العلامة التجارية')).join()).toContain('JinkoSolar'));
    await user.selectOptions(field('نوع المنتج'), 'batteries');
    await waitFor(() => expect(optionTexts(field('العلامة التجارية')).join()).not.toContain('JinkoSolar'));
    expect(optionTexts(field('العلامة التجارية')).join()).toContain('Pylontech');
  });

  it('offers the chosen type’s specifications with counts, reads Arabic digits and refuses a size that is no number', async () => {
    const batteryFacets = buildFacets({
      total: 9,
      chemistries: [{ value: 'lifepo4', count: 5 }, { value: 'gel', count: 4 }],
      voltages: [{ value: 24, count: 3 }, { value: 48, count: 6 }],
    });
    fakeApi((request) => (request.path === '/marketplace/filters-product' ? jsonResponse(200, { status: 'success', data: request.query.get('category') === 'batteries' ? batteryFacets : facets }) : undefined));
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterDialog isOpen filters={{}} onApply={onApply} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'تصفية المنتجات' });
    // No type chosen: no specification fields, a word on how to get them.
    expect(within(dialog).queryByRole('combobox', { name: 'جهد البطاريات' })).toBeNull();
    expect(within(dialog).getByText(/اختر الألواح أو البطاريات/)).toBeTruthy();

    await user.selectOptions(field('نوع المنتج'), 'batteries');
    const ar = (n: number) => new Intl.NumberFormat('ar').format(n);
    await waitFor(() => expect(optionTexts(field('جهد البطاريات'))).toContain(`${ar(24)}\u00a0فولت (${ar(3)})`));
    expect(optionTexts(field('نوع البطارية'))).toContain(`ليثيوم (LiFePO4) (${ar(5)})`);
    // A battery list has no watts to filter by.
    expect(within(dialog).queryByRole('group', { name: 'القدرة (واط)' })).toBeNull();

    await user.selectOptions(field('جهد البطاريات'), '24');
    await user.selectOptions(field('نوع البطارية'), 'lifepo4');
    const capacity = within(dialog).getByRole('group', { name: 'السعة (أمبير ساعة)' });
    await user.type(within(capacity).getByRole('textbox', { name: 'من' }), 'مئة');
    await user.click(within(dialog).getByRole('button', { name: /^(عرض|لا نتائج)/ }));
    expect(await within(capacity).findByText('اكتب رقماً، مثل ٥٤٠')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(within(capacity).getByRole('textbox', { name: 'من' }));
    await user.type(within(capacity).getByRole('textbox', { name: 'من' }), '١٠٠');
    await user.type(within(within(dialog).getByRole('group', { name: 'الطاقة (كيلوواط ساعة)' })).getByRole('textbox', { name: 'إلى' }), '٢٫٥');
    await user.click(within(dialog).getByRole('button', { name: /^(عرض|لا نتائج)/ }));
    expect(onApply).toHaveBeenCalledWith({ category: 'batteries', minCapacityAh: 100, maxKwh: 2.5, voltage: 24, chemistry: 'lifepo4' });
  });

  it('offers inverters that run on batteries as one kind, counting both, and applies it', async () => {
    await changeLanguage('en');
    const inverterFacets = buildFacets({
      total: 11,
      inverterKinds: [{ value: 'off_grid', count: 4 }, { value: 'hybrid', count: 3 }, { value: 'mppt_controller', count: 4 }],
    });
    fakeApi((request) => (request.path === '/marketplace/filters-product' ? jsonResponse(200, { status: 'success', data: inverterFacets }) : undefined));
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterDialog isOpen filters={{ category: 'Charging Devices' }} onApply={onApply} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Filter products' });
    await waitFor(() => expect(optionTexts(field('Kind of device'))).toContain('Off-grid or hybrid inverter (7)'));
    expect(optionTexts(field('Kind of device'))).toContain('MPPT charge controller (4)');
    await user.selectOptions(field('Kind of device'), 'off_grid_or_hybrid');
    await user.click(within(dialog).getByRole('button', { name: /^(Show|No results)/ }));
    expect(onApply).toHaveBeenCalledWith({ category: 'Charging Devices', inverterKind: 'off_grid_or_hybrid' });
  });

  it('reads «١٬٥٠٠» and 1,500 as 1500, 3,5 and «٣٫٥» as 3.5 in a size (docs/decisions/027-numbers-people-type.md)', async () => {
    fakeApi((request) => (request.path === '/marketplace/filters-product' ? jsonResponse(200, { status: 'success', data: facets }) : undefined));
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterDialog isOpen filters={{ category: 'batteries' }} onApply={onApply} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'تصفية المنتجات' });
    const capacity = await within(dialog).findByRole('group', { name: 'السعة (أمبير ساعة)' });
    for (const { text, value } of TYPED_NUMBERS) {
      await user.clear(within(capacity).getByRole('textbox', { name: 'من' }));
      await user.type(within(capacity).getByRole('textbox', { name: 'من' }), text);
      await user.click(within(dialog).getByRole('button', { name: /^(عرض|لا نتائج)/ }));
      expect(onApply).toHaveBeenLastCalledWith({ category: 'batteries', minCapacityAh: value });
    }
  });
});
