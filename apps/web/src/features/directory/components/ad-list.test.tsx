import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdList } from './ad-list.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../test/fake-api.ts';
import { buildAd } from '../../../test/factories.ts';

const renderAds = () => renderRoutes([{ path: '/shop-ads', element: <AdList /> }], { path: '/shop-ads' });

describe('AdList', () => {
  it('shows each ad with its chip, a call button and a link opening in a new tab', async () => {
    const calls = fakeApi({
      'GET /marketplace/getAllAds': () => jsonResponse(200, pageOf([buildAd({ limitedOffer: true }), buildAd({ phone: null, link: 'javascript:alert(1)', active: false })])),
    });
    renderAds();

    const [first, second] = await screen.findAllByRole('article');
    expect(calls[0]!.query.get('limit')).toBe('10');
    const one = within(first!);
    expect(one.getByRole('heading', { name: 'عرض محدود: منظومة 3 كيلو' })).toBeTruthy();
    expect(one.getByText('نشط')).toBeTruthy();
    expect(one.getByText('عرض لفترة محدودة')).toBeTruthy();
    expect(one.getByRole('link', { name: 'اتصال' }).getAttribute('href')).toBe('tel:+967777100200');
    const link = one.getByRole('link', { name: 'فتح العرض' });
    expect(link.getAttribute('href')).toBe('https://offers.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    // No phone, and an address that is not a web address: no buttons.
    const two = within(second!);
    expect(two.getByText('منتهٍ')).toBeTruthy();
    expect(two.queryByRole('link')).toBeNull();
  });

  it('says when there are no ads, and when they could not be loaded', async () => {
    fakeApi({ 'GET /marketplace/getAllAds': () => jsonResponse(200, pageOf([])) });
    const { unmount } = renderAds();
    expect(await screen.findByText('لم يتم العثور على إعلانات')).toBeTruthy();
    unmount();

    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/getAllAds': () => errorResponse(500, 'UNEXPECTED', 'An unexpected error occurred.') });
    renderAds();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Could not load the ads')).toBeTruthy();
  });
});
