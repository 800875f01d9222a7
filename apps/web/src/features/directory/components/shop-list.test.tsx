import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/format.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildShopSummary } from '../../../test/directory-builders.ts';
import { ShopList } from './shop-list.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../test/fake-api.ts';

const renderList = (path = '/shops') => renderRoutes([{ path: '/shops', element: <ShopList /> }], { path });
const LONG = 'وكيل معتمد لألواح جينكو وإنفرترات جروات وبطاريات بايلونتك في صنعاء. نوفر المنظومات الكاملة مع التركيب والضمان، ودراسة الأحمال مجاناً.';

describe('ShopList', () => {
  it('shows logo, name, city, phone, services with +N and a details link', async () => {
    const shop = buildShopSummary({ services: ['sales', 'installation', 'maintenance', 'consultation', 'design'] });
    fakeApi({ 'GET /marketplace/getAllShops': () => jsonResponse(200, pageOf([shop])) });
    renderList();

    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('heading', { name: 'شركة النور للطاقة الشمسية' })).toBeTruthy();
    expect(card.getByText('كريتر')).toBeTruthy();
    expect(card.getByRole('link', { name: 'اتصال بالرقم +9672234781' }).getAttribute('href')).toBe('tel:+9672234781');
    for (const label of ['بيع', 'تركيب', 'صيانة']) expect(card.getByText(label)).toBeTruthy();
    expect(card.queryByText('استشارات')).toBeNull();
    expect(card.getByText(`+${formatNumber(2)}`)).toBeTruthy();
    expect(card.getByRole('link', { name: 'تفاصيل المحل' }).getAttribute('href')).toBe(`/shop/${shop._id}`);
  });

  it('folds a description over 100 characters behind a toggle', async () => {
    fakeApi({ 'GET /marketplace/getAllShops': () => jsonResponse(200, pageOf([buildShopSummary({ description: LONG }), buildShopSummary({ description: 'قصير' })])) });
    renderList();

    const [long, short] = await screen.findAllByRole('article');
    const toggle = within(long!).getByRole('button', { name: 'عرض المزيد' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(long!).getByText(`${Array.from(LONG).slice(0, 100).join('').trimEnd()}…`)).toBeTruthy();
    await userEvent.click(toggle);
    expect(within(long!).getByText(LONG)).toBeTruthy();
    expect(within(long!).getByRole('button', { name: 'عرض أقل' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(short!).queryByRole('button', { name: 'عرض المزيد' })).toBeNull();
  });

  it('asks 12 a page and moves to the last page with its button', async () => {
    const calls = fakeApi({
      'GET /marketplace/getAllShops': ({ query }) =>
        jsonResponse(200, pageOf([buildShopSummary()], { total: 40, totalPages: 4, currentPage: Number(query.get('page')) })),
    });
    renderList();
    await screen.findByRole('article');
    expect(calls[0]!.query.get('limit')).toBe('12');

    await userEvent.click(screen.getByRole('button', { name: 'الصفحة الأخيرة' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('4'));
    expect(screen.getByRole('button', { name: `الصفحة ${formatNumber(4)}، الصفحة الحالية` })).toBeTruthy();
  });

  it('shows an empty list, a page past the end and a load error', async () => {
    fakeApi({ 'GET /marketplace/getAllShops': () => jsonResponse(200, pageOf([])) });
    const { unmount } = renderList();
    expect(await screen.findByText('لا توجد محلات في الدليل بعد')).toBeTruthy();
    unmount();

    fakeApi({ 'GET /marketplace/getAllShops': () => jsonResponse(200, pageOf([], { total: 13, totalPages: 2, currentPage: 9 })) });
    const second = renderList('/shops?page=9');
    expect(await screen.findByText('هذه الصفحة فارغة')).toBeTruthy();
    second.unmount();

    fakeApi({ 'GET /marketplace/getAllShops': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً') });
    renderList();
    expect(await screen.findByText('تعذّر تحميل المحلات')).toBeTruthy();
    expect(screen.getByText('الخدمة غير متاحة مؤقتاً')).toBeTruthy();
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/getAllShops': () => jsonResponse(200, pageOf([buildShopSummary(), buildShopSummary()])) });
    renderList();
    expect(await screen.findByText('2 shops')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Shop details' })).toHaveLength(2);
  });
});
