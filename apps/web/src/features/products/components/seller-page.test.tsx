import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product, SellerProfile } from '@solar/shared/contract/products';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SELLER_PAGE_SIZE, SellerPage } from './seller-page.tsx';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildProduct } from '../../../test/factories.ts';

const seller: SellerProfile = {
  _id: 's1',
  name: 'مؤسسة الريان للطاقة',
  isVerified: true,
  phoneConfirmed: true,
  memberSince: '2025-03-10T09:00:00.000Z',
  profileImageUrl: null,
  listingsCount: 14,
};

function renderSeller(profile: SellerProfile | Response, listings: Product[] = [], path = '/seller/s1') {
  const calls = fakeApi((request) => {
    if (request.path === '/marketplace/sellers/s1') return profile instanceof Response ? profile.clone() : jsonResponse(200, { status: 'success', data: profile });
    if (request.path === '/marketplace/sellers/s1/products') {
      const page = Number(request.query.get('page') ?? 1);
      const data = listings.slice((page - 1) * SELLER_PAGE_SIZE, page * SELLER_PAGE_SIZE);
      return jsonResponse(200, { status: 'success', data, total: listings.length, currentPage: page, totalPages: Math.ceil(listings.length / SELLER_PAGE_SIZE) });
    }
    return undefined;
  });
  const { router } = renderRoutes([{ path: '/seller/:id', element: <SellerPage id="s1" /> }], { path });
  return { calls, router, user: userEvent.setup() };
}

describe('SellerPage', () => {
  it('shows who the seller is, their trust marks, since when, and their listings page by page', async () => {
    const listings = Array.from({ length: 14 }, (_, i) => buildProduct({ name: `إعلان ${i + 1}` }));
    const { calls, router, user } = renderSeller(seller, listings);

    expect(await screen.findByRole('heading', { level: 1, name: 'مؤسسة الريان للطاقة' })).toBeTruthy();
    expect(screen.getByText('موثّق')).toBeTruthy();
    expect(screen.getByText('رقم مؤكد')).toBeTruthy();
    expect(screen.getByText(/^عضو منذ .*2025/)).toBeTruthy();
    expect(screen.getByText(`${new Intl.NumberFormat('ar').format(14)} إعلاناً معروضاً`)).toBeTruthy();
    const section = screen.getByRole('region', { name: 'إعلانات البائع' });
    expect(await within(section).findByRole('heading', { level: 2, name: 'إعلان 1' })).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(SELLER_PAGE_SIZE);
    // Every card can call the seller in one tap.
    expect(within(section).getAllByRole('link', { name: /^اتصل بالبائع بشأن/ })).toHaveLength(SELLER_PAGE_SIZE);
    await waitFor(() => expect(document.title).toBe('مؤسسة الريان للطاقة | سوق الطاقة الشمسية'));

    await user.click(within(screen.getByRole('navigation', { name: 'صفحات إعلانات البائع' })).getByRole('button', { name: 'الصفحة التالية' }));

    expect(await within(section).findByRole('heading', { level: 2, name: 'إعلان 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.some((call) => call.path.endsWith('/products') && call.query.get('page') === '2')).toBe(true);
  });

  it('shows a seller without the admin\'s mark as «رقم مؤكد» only, and says when nothing is on show', async () => {
    renderSeller({ ...seller, isVerified: false, listingsCount: 0 });

    expect(await screen.findByText('لا توجد إعلانات معروضة لهذا البائع حالياً.')).toBeTruthy();
    // The seller's own answer may come after the listings'.
    expect(await screen.findByText('رقم مؤكد')).toBeTruthy();
    expect(screen.queryByText('موثّق')).toBeNull();
  });

  it('says so when there is no such seller', async () => {
    renderSeller(errorResponse(404, 'NOT_FOUND', 'غير موجود'));

    expect(await screen.findByRole('heading', { level: 1, name: 'لم يُعثر على هذا البائع' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح المنتجات' }).getAttribute('href')).toBe('/products');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    renderSeller({ ...seller, name: 'Al-Rayyan Solar', listingsCount: 1 }, [buildProduct({ name: 'Panel' })]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Al-Rayyan Solar' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Member since March 2025')).toBeTruthy();
    expect(screen.getByText('1 listing on show')).toBeTruthy();
  });
});
