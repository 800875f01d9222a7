import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildShop } from '../../../test/directory-builders.ts';
import { ShopProfile } from './shop-profile.tsx';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';

const renderShop = () =>
  renderRoutes([{ path: '/shop/:id', element: <ShopProfile id="shop-1" /> }, { path: '/shops', element: <p>list</p> }], { path: '/shop/shop-1' });

describe('ShopProfile', () => {
  it('offers contact, WhatsApp and directions to the map pin, each leaving in the right way', async () => {
    fakeApi({ 'GET /marketplace/getOneShop/shop-1': () => jsonResponse(200, { status: 'success', data: buildShop() }) });
    renderShop();

    expect(await screen.findByRole('heading', { level: 1, name: 'شركة النور للطاقة الشمسية' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اتصل بالمحل' }).getAttribute('href')).toBe('tel:+9672234781');
    expect(screen.getByRole('link', { name: 'واتساب' }).getAttribute('href')).toBe('https://wa.me/967733200300');
    const directions = screen.getByRole('link', { name: 'الاتجاهات' });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12.8241,44.9812');
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'العودة إلى المحلات' }).getAttribute('href')).toBe('/shops');
  });

  it('disables each button whose target is missing, and says why directions are missing', async () => {
    fakeApi({ 'GET /marketplace/getOneShop/shop-1': () => jsonResponse(200, { status: 'success', data: buildShop({ phone: null, whatsappPhone: null, location: null, address: null }) }) });
    renderShop();

    for (const name of ['اتصل بالمحل', 'واتساب', 'الاتجاهات']) {
      const button = await screen.findByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('link', { name: 'الاتجاهات' })).toBeNull();
    // Issue #17: a greyed-out button with no reason.
    const reason = screen.getByText('لا يمكن عرض الاتجاهات: لم يحدّد المحل موقعه على الخريطة ولا عنوانه.');
    expect(screen.getByRole('button', { name: 'الاتجاهات' }).getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('finds a shop with an address but no map pin by a map search for the address, city and governorate', async () => {
    fakeApi({ 'GET /marketplace/getOneShop/shop-1': () => jsonResponse(200, { status: 'success', data: buildShop({ location: null, address: 'شارع المعلا الرئيسي' }) }) });
    renderShop();

    const directions = await screen.findByRole('link', { name: 'الاتجاهات' });
    const url = new URL(directions.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe('شارع المعلا الرئيسي، كريتر، عدن، اليمن');
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/لا يمكن عرض الاتجاهات/)).toBeNull();
  });

  it('shows hours with day chips Sunday to Saturday, links, brands, categories and additional info', async () => {
    fakeApi({ 'GET /marketplace/getOneShop/shop-1': () => jsonResponse(200, { status: 'success', data: buildShop({ socialMedia: { facebook: 'https://www.facebook.com/x', twitter: 'javascript:alert(1)' } }) }) });
    renderShop();

    const hours = (await screen.findByRole('heading', { name: 'ساعات العمل' })).closest('section')!;
    const days = within(hours).getAllByRole('listitem').map((item) => item.textContent);
    expect(days).toEqual(['الأحد: مفتوح', 'الاثنين: مفتوح', 'الثلاثاء: مغلق', 'الأربعاء: مغلق', 'الخميس: مغلق', 'الجمعة: مغلق', 'السبت: مفتوح']);
    expect(screen.getByRole('link', { name: 'فيسبوك' }).getAttribute('href')).toBe('https://www.facebook.com/x');
    // Only web addresses become links.
    expect(screen.queryByRole('link', { name: 'إكس (تويتر)' })).toBeNull();
    expect(screen.getByText('Victron Energy')).toBeTruthy();
    expect(screen.getByText('بطاريات')).toBeTruthy();
    expect(screen.getByText('CR-2012-4471')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'aden-renewables.example.com' }).getAttribute('href')).toBe('https://aden-renewables.example.com');
    expect(screen.getByText('نقداً')).toBeTruthy();
  });

  it('says the shop was not found, with the way back', async () => {
    fakeApi({ 'GET /marketplace/getOneShop/shop-1': () => errorResponse(404, 'NOT_FOUND', 'العنصر المطلوب غير موجود') });
    renderShop();

    expect(await screen.findByText('المحل غير موجود')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى المحلات' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'إعادة المحاولة' })).toBeNull();
  });

  it('shows a load error with a retry, in English', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/getOneShop/shop-1': () => errorResponse(500, 'UNEXPECTED', 'An unexpected error occurred.') });
    renderShop();

    expect(await screen.findByText('Loading error', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to shops' })).toBeTruthy();
  });
});
