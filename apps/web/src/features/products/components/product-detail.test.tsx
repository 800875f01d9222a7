import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@solar/shared/contract/products';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { otherListingsQueryOptions } from '../api/get-seller.ts';
import { setPhoneViewport, stubIntersections } from '../../../test/viewport.ts';
import { ProductActionsProvider } from './product-actions.tsx';
import { ProductDetail } from './product-detail.tsx';
import { errorResponse, fakeApi, jsonResponse, type FakeRequest } from '../../../test/fake-api.ts';
import { buildProduct } from '../../../test/factories.ts';

const n = (value: number) => new Intl.NumberFormat('ar').format(value);

interface DetailOptions {
  /** The seller's other public listings the page is given. */
  otherListings?: Product[];
  /** Who is signed in. */
  viewerId?: string | null;
  /** The cache the page starts with (a rendered page's, handed over by the server). */
  queryClient?: QueryClient;
}

/** The detail page of `product`; `extra` answers other calls (the report). */
function renderDetail(
  product: Product | Response,
  extra: (request: FakeRequest) => Response | undefined = () => undefined,
  { otherListings = [], viewerId = null, queryClient }: DetailOptions = {},
) {
  const id = product instanceof Response ? 'missing' : product._id;
  const calls = fakeApi((request) => {
    if (request.method === 'GET' && !(product instanceof Response) && request.path === `/marketplace/sellers/${product.seller._id}/products`) {
      const data = otherListings.slice(0, Number(request.query.get('limit') ?? 10));
      return jsonResponse(200, { status: 'success', data, total: otherListings.length, currentPage: 1, totalPages: 1 });
    }
    if (request.method === 'GET' && request.path === `/marketplace/getOneProduct/${id}`) {
      return product instanceof Response ? product.clone() : jsonResponse(200, { status: 'success', data: product });
    }
    if (request.method === 'POST' && request.path === `/marketplace/products/${id}/view`) return jsonResponse(200, { status: 'success', data: { counted: true, views: 1 } });
    // What works with it and its market price (docs/decisions/026): nothing to show on these pages.
    if (request.method === 'GET' && request.path === `/marketplace/products/${id}/compatible`) return jsonResponse(200, { status: 'success', data: { groups: [] } });
    if (request.method === 'GET' && request.path === `/marketplace/products/${id}/price-reference`) return jsonResponse(200, { status: 'success', data: null });
    if (request.method === 'GET' && request.path === `/prices/listings/${id}`) return jsonResponse(200, { status: 'success', data: null });
    return extra(request);
  });
  renderWithProviders(
    <ProductActionsProvider value={{ viewerId }}>
      <ProductDetail id={id} />
    </ProductActionsProvider>,
    { queryClient },
  );
  return { calls, user: userEvent.setup() };
}

describe('ProductDetail', () => {
  it('shows the product, counts one view, and names the page for tabs and link previews', async () => {
    const product = buildProduct({
      name: 'لوح جينكو 550 واط',
      type: 'Panel',
      condition: 'New',
      price: 95000,
      currency: 'YER',
      isNegotiable: true,
      featured: true,
      governorate: 'aden',
      city: 'crater',
      description: 'لوح أحادي البلورة بكفاءة عالية.\nضمان 10 سنوات.',
      specifications: { power: '550W', voltage: '41.7V' },
      contactInfo: { phone: '967777123456', whatsapp: '967733200300' },
      locationText: 'شارع الملكة أروى',
      views: 11,
      seller: { _id: 's1', name: 'محمد سالم', isVerified: true, phoneConfirmed: true, memberSince: '2024-05-02T09:00:00.000Z', profileImageUrl: null },
    });
    const { calls } = renderDetail(product);

    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('مميّز')).toBeTruthy();
    expect(screen.getByText('النوع: ألواح شمسية')).toBeTruthy();
    expect(screen.getByText('الحالة: جديد')).toBeTruthy();
    expect(screen.getByText(`\u2067${n(95000)} ريال صنعاء\u2069`)).toBeTruthy();
    expect(screen.getByText('قابل للتفاوض')).toBeTruthy();
    expect(screen.getAllByText('كريتر، عدن').length).toBeGreaterThan(0);
    expect(screen.getByText(/ضمان 10 سنوات/)).toBeTruthy();
    expect(screen.getByText(/^نُشر في/)).toBeTruthy();
    expect(screen.getByText(`${n(11)} مشاهدة`)).toBeTruthy();
    const specs = screen.getByRole('region', { name: 'المواصفات' });
    expect(within(specs).getByText('550W')).toBeTruthy();
    expect(within(specs).getByText('JinkoSolar')).toBeTruthy();
    expect(within(specs).queryByText('السعة')).toBeNull();
    const contact = screen.getByRole('region', { name: 'التواصل مع البائع' });
    // Stored numbers are international digits: shown with their '+', dialled with it, so calls connect from abroad too.
    expect(within(contact).getByRole('link', { name: '+967777123456' }).getAttribute('href')).toBe('tel:+967777123456');
    expect(within(contact).getByRole('link', { name: '+967733200300' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/967733200300\?text=/);
    expect(within(contact).getByText('شارع الملكة أروى')).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'تواصل سريع مع البائع' });
    const whatsapp = within(actions).getByRole('link', { name: 'واتساب' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/967733200300');
    // The seller opens the message and knows which listing it is about: its name and its address.
    const message = href.searchParams.get('text') ?? '';
    expect(message).toContain(product.name);
    expect(message).toContain(`${window.location.origin}/product/${product._id}`);
    expect(within(actions).getByRole('link', { name: 'اتصل بالبائع' }).getAttribute('href')).toBe('tel:+967777123456');
    expect(screen.getByRole('link', { name: 'محمد سالم' }).getAttribute('href')).toBe('/seller/s1');
    expect(screen.getByText('موثّق')).toBeTruthy();
    expect(screen.getByText('رقم مؤكد')).toBeTruthy();
    expect(screen.getByText(/^عضو منذ .*2024/)).toBeTruthy();
    const safety = screen.getByRole('region', { name: 'نصائح للأمان' });
    expect(within(safety).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'قابل البائع في مكان عام.',
      'افحص القطعة وجرّبها قبل أن تدفع.',
      'لا ترسل أي مبلغ مقدّماً.',
    ]);
    expect(screen.getByRole('link', { name: 'العودة إلى المنتجات' }).getAttribute('href')).toBe('/');

    await waitFor(() => expect(document.title).toBe(`${product.name} | سوق الطاقة الشمسية`));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toContain(product.name);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/view'))).toHaveLength(1);
  });

  it('says when the price is not available, and when there is no description', async () => {
    renderDetail(buildProduct({ name: 'بطارية مستعملة', price: 0, isNegotiable: true, description: '  ', specifications: {}, brand: null }));

    expect(await screen.findByText('السعر غير متوفر')).toBeTruthy();
    expect(screen.queryByText('قابل للتفاوض')).toBeNull();
    expect(screen.getByText('لا يوجد وصف')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'المواصفات' })).toBeNull();
    expect(screen.getByRole('img', { name: 'لا توجد صورة للمنتج' })).toBeTruthy();
    // Without a WhatsApp number there is no WhatsApp button, and calling is still one tap away.
    expect(screen.queryByRole('link', { name: 'واتساب' })).toBeNull();
    expect(screen.getByRole('link', { name: 'اتصل بالبائع' }).getAttribute('href')).toBe('tel:+967777123456');
  });

  it('says so when the product does not exist (or is no longer public)', async () => {
    renderDetail(errorResponse(404, 'NOT_FOUND', 'المنتج غير موجود'), (request) =>
      request.path.endsWith('/view') ? errorResponse(404, 'NOT_FOUND', 'المنتج غير موجود') : undefined,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'لم يُعثر على هذا المنتج' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح المنتجات' }).getAttribute('href')).toBe('/products');
  });

  it('shows a failed load with a retry', async () => {
    let isDown = true;
    const product = buildProduct({ name: 'منظم شحن MPPT' });
    fakeApi((request) => {
      if (request.path.endsWith('/view')) return jsonResponse(200, { status: 'success', data: { counted: true, views: 1 } });
      if (request.path.startsWith('/marketplace/sellers/')) return jsonResponse(200, { status: 'success', data: [], total: 0, currentPage: 1, totalPages: 0 });
      if (isDown) return errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً');
      return jsonResponse(200, { status: 'success', data: product });
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductDetail id={product._id} />);

    expect(await screen.findByText('تعذّر تحميل هذا المنتج')).toBeTruthy();
    expect(screen.getByText('الخدمة غير متاحة مؤقتاً')).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));

    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
  });

  it('reports the listing with a reason and details, and thanks the visitor', async () => {
    const product = buildProduct();
    const { calls, user } = renderDetail(product, (request) =>
      request.path.endsWith('/report') ? jsonResponse(201, { status: 'success', data: null, message: 'شكراً لك، وصل بلاغك وسيراجعه فريقنا' }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'الإبلاغ عن هذا الإعلان' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });

    const send = within(dialog).getByRole('button', { name: 'إرسال البلاغ' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'احتيال أو نصب' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'تفاصيل (اختياري)' }));
    await user.paste('  طلب تحويل مبلغ مقدماً  ');
    await user.click(send);

    expect(await within(dialog).findByText('شكراً لك، وصل بلاغك وسيراجعه فريقنا')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/report'))?.body).toEqual({ reason: 'fraud', details: 'طلب تحويل مبلغ مقدماً' });
    // It closes by itself after 3 s.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4500 });
  });

  it.each([
    [409, 'REPORT_ALREADY_OPEN', 'لقد أبلغت عن هذا الإعلان من قبل، وبلاغك قيد المراجعة'],
    [429, 'TOO_MANY_REQUESTS', 'طلبات كثيرة جداً. حاول مرة أخرى بعد قليل.'],
  ])('explains a %i answer to a report and stays open', async (status, code, message) => {
    const { user } = renderDetail(buildProduct(), (request) => (request.path.endsWith('/report') ? errorResponse(status, code, message) : undefined));
    await user.click(await screen.findByRole('button', { name: 'الإبلاغ عن هذا الإعلان' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'تم بيعه' }));
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    renderDetail(buildProduct({ name: 'Growatt 5kW inverter', type: 'Charging Devices', condition: 'Used', price: 450, currency: 'USD', isNegotiable: false }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Growatt 5kW inverter' })).toBeTruthy();
    expect(screen.getByText('Type: Charging devices (inverters & controllers)')).toBeTruthy();
    expect(screen.getByText('Condition: Used')).toBeTruthy();
    expect(screen.getByText('\u2066$450\u2069')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to products' })).toBeTruthy();
    expect(screen.getByText('Phone confirmed')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Safety tips' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call the seller' }).getAttribute('href')).toBe('tel:+967777123456');
  });

  it('shows «رقم مؤكد» without the verified mark for a seller no admin verified', async () => {
    renderDetail(buildProduct({ seller: { _id: 's2', name: 'بائع جديد', isVerified: false, phoneConfirmed: true, memberSince: '2026-01-05T09:00:00.000Z', profileImageUrl: null } }));

    expect(await screen.findByText('رقم مؤكد')).toBeTruthy();
    expect(screen.queryByText('موثّق')).toBeNull();
  });

  it('keeps call and WhatsApp on screen on a phone, with room under the page so they hide nothing', async () => {
    setPhoneViewport();
    renderDetail(buildProduct({ contactInfo: { phone: '967777123456', whatsapp: '967777123456' } }));

    const actions = await screen.findByRole('region', { name: 'تواصل سريع مع البائع' });
    expect(getComputedStyle(actions).position).toBe('fixed');
    expect(within(actions).getByRole('link', { name: 'اتصل بالبائع' })).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'واتساب' })).toBeTruthy();
  });

  it('shows its owner "Edit listing" instead of the ways to contact the seller', async () => {
    const product = buildProduct({ contactInfo: { phone: '967777123456', whatsapp: '967777123456' } });
    renderDetail(product, undefined, { viewerId: product.seller._id });

    const edit = await screen.findByRole('link', { name: 'تعديل الإعلان' });
    expect(edit.getAttribute('href')).toBe(`/my-products?edit=${product._id}`);
    expect(screen.queryByRole('link', { name: 'اتصل بالبائع' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'واتساب' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'التواصل مع البائع' })).toBeNull();
    expect(screen.queryByRole('link', { name: '+967777123456' })).toBeNull();
  });

  it('a visitor who is not the owner sees contact, not Edit', async () => {
    renderDetail(buildProduct(), undefined, { viewerId: 'someone-else' });

    expect(await screen.findByRole('link', { name: 'اتصل بالبائع' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'تعديل الإعلان' })).toBeNull();
  });

  it('lists up to six other listings of the seller once the reader scrolls near them, leaving this one out, and links to all of them', async () => {
    const intersections = stubIntersections();
    const product = buildProduct({ name: 'لوح 550 واط' });
    const others = Array.from({ length: 7 }, (_, i) => buildProduct({ name: `إعلان آخر ${i + 1}` }));
    const { calls } = renderDetail(product, undefined, { otherListings: others });
    const sellerListingCalls = () => calls.filter((call) => call.path.endsWith('/products') && call.path.startsWith('/marketplace/sellers/'));

    // The page is complete before: nothing asked for the seller's other listings while it started.
    await screen.findByRole('heading', { level: 1, name: 'لوح 550 واط' });
    await waitFor(() => expect(intersections.observed()).toBe(1));
    expect(sellerListingCalls()).toHaveLength(0);
    expect(screen.queryByText('إعلانات أخرى لهذا البائع')).toBeNull();

    act(() => intersections.scrollNear());
    const section = await screen.findByRole('region', { name: 'إعلانات أخرى لهذا البائع' });
    const links = within(section).getAllByRole('link');
    expect(links.slice(0, 6).map((link) => link.getAttribute('href'))).toEqual(others.slice(0, 6).map((other) => `/product/${other._id}`));
    expect(within(section).getByRole('heading', { level: 3, name: 'إعلان آخر 1' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'كل إعلانات هذا البائع' }).getAttribute('href')).toBe(`/seller/${product.seller._id}`);
    const asked = sellerListingCalls()[0];
    expect(sellerListingCalls()).toHaveLength(1);
    expect(asked?.query.get('exclude')).toBe(product._id);
    expect(asked?.query.get('limit')).toBe('6');
  });

  it('shows the other listings at once on a page the server rendered with them, asking for nothing more', async () => {
    const intersections = stubIntersections();
    const product = buildProduct({ name: 'لوح 550 واط' });
    const others = Array.from({ length: 3 }, (_, i) => buildProduct({ name: `إعلان آخر ${i + 1}` }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(otherListingsQueryOptions(product.seller._id, product._id).queryKey, { status: 'success', data: others, total: 3, currentPage: 1, totalPages: 1 });
    const { calls } = renderDetail(product, undefined, { otherListings: others, queryClient });

    const section = await screen.findByRole('region', { name: 'إعلانات أخرى لهذا البائع' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['إعلان آخر 1', 'إعلان آخر 2', 'إعلان آخر 3']);
    expect(intersections.observed()).toBe(0);
    expect(calls.filter((call) => call.path.startsWith('/marketplace/sellers/'))).toHaveLength(0);
  });

  it('has no other-listings section when the seller has nothing else on show', async () => {
    renderDetail(buildProduct({ name: 'الإعلان الوحيد' }));

    await screen.findByRole('heading', { level: 1, name: 'الإعلان الوحيد' });
    await waitFor(() => expect(screen.queryByText('إعلانات أخرى لهذا البائع')).toBeNull());
  });

  it('shows a specification table with each value in its unit, in both languages', async () => {
    const product = buildProduct({
      name: 'Pylontech US3000C',
      type: 'Battery',
      specifications: { voltage: '48V', warranty: '10 years' },
      specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 74, usableKwh: 2.84, cycleLife: 6000, ageMonths: null, healthPct: null },
    });
    renderDetail(product);
    const table = await screen.findByRole('region', { name: 'المواصفات' });
    const rows = () => [...table.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]);
    expect(rows()).toEqual([
      ['العلامة التجارية', 'JinkoSolar'],
      ['نوع البطارية', 'ليثيوم (LiFePO4)'],
      ['الجهد الاسمي', `${n(48)} فولت`],
      ['السعة', `${n(74)} أمبير ساعة`],
      ['الطاقة القابلة للاستخدام', `${n(2.84)} كيلوواط ساعة (${new Intl.NumberFormat('ar', { style: 'percent' }).format(0.8).replace(/\u00a0/g, ' ')} من ${n(3.55)} كيلوواط ساعة)`],
      ['عدد دورات الشحن', `${n(6000)} دورة`],
      // The free-text voltage gives way to the structured one; the warranty stays.
      ['الضمان', '10 years'],
    ]);
  });

  it('shows an older free-text warranty only where there is no warranty in months: no Arabic leaking into the English table', async () => {
    await changeLanguage('en');
    renderDetail(buildProduct({ name: 'Deye SUN-5K', warrantyMonths: 24, specifications: { warranty: 'سنتان من الوكيل' } }));
    const table = await screen.findByRole('region', { name: 'Specifications' });
    expect(table.textContent).not.toContain('سنتان');
    expect(screen.getByText('24-month warranty')).toBeTruthy();
  });

  it('shows the warranty in months beside the type and condition, in both languages', async () => {
    const product = buildProduct({ name: 'Deye SUN-5K', warrantyMonths: 12 });
    renderDetail(product);
    await screen.findByRole('heading', { name: 'Deye SUN-5K' });
    // In the page's digits, Arabic-Indic or Western as every other number on it.
    expect(screen.getByText(`ضمان ${n(12)} شهرًا`)).toBeTruthy();
    await changeLanguage('en');
    expect(await screen.findByText('12-month warranty')).toBeTruthy();
  });

  it('names a warranty of one, two, three and no months as Arabic says them', async () => {
    for (const [months, text] of [[1, 'ضمان شهر واحد'], [2, 'ضمان شهرين'], [3, `ضمان ${n(3)} أشهر`], [0, 'بدون ضمان']] as const) {
      const product = buildProduct({ warrantyMonths: months });
      renderDetail(product);
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it('shows no warranty badge for a listing without one', async () => {
    const product = buildProduct({ name: 'Deye SUN-5K', warrantyMonths: null });
    renderDetail(product);
    await screen.findByRole('heading', { name: 'Deye SUN-5K' });
    expect(screen.queryByText(/ضمان/)).toBeNull();
  });
});
