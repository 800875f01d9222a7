import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import { renderConsoleRoutes } from '../../testing/render-console.tsx';
import { adminPath, buildAdminAd } from '../../testing/admin-directory-builders.ts';
import { AdsScreen } from './ads-screen.tsx';
import { envelope, errorResponse, fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

const renderAds = () =>
  renderConsoleRoutes([{ path: adminPath(paths.admin.ads.path), element: <AdsScreen /> }], paths.admin.ads.getHref());

describe('AdsScreen', () => {
  it('lists switched-off ads too, marked as such', async () => {
    fakeApi({ 'GET /admin/ads': () => jsonResponse(200, pageOf([buildAdminAd({ title: 'تخفيضات الشتاء', active: false }), buildAdminAd({ title: 'بطاريات ليثيوم', limitedOffer: true })])) });
    renderAds();

    const off = await screen.findByRole('article', { name: 'تخفيضات الشتاء' });
    expect(within(off).getByText('غير نشط')).toBeTruthy();
    const on = screen.getByRole('article', { name: 'بطاريات ليثيوم' });
    expect(within(on).getByText('نشط')).toBeTruthy();
    expect(within(on).getByText('عرض لفترة محدودة')).toBeTruthy();
    expect(screen.getByText('إعلانان')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إضافة إعلان' }).getAttribute('href')).toBe(paths.admin.newAd.getHref());
  });

  it('asks before deleting an ad, and deletes it only once confirmed', async () => {
    const ad = buildAdminAd({ title: 'تخفيضات الشتاء' });
    let ads = [ad];
    const calls = fakeApi({
      'GET /admin/ads': () => jsonResponse(200, pageOf(ads)),
      [`DELETE /admin/ads/${ad._id}`]: () => {
        ads = [];
        return jsonResponse(200, envelope({ _id: ad._id }));
      },
    });
    renderAds();
    const actor = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'تخفيضات الشتاء' });

    await actor.click(within(card).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف هذا الإعلان؟' });
    expect(dialog.textContent).toContain('تخفيضات الشتاء');
    await actor.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await actor.click(within(card).getByRole('button', { name: 'حذف' }));
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف نهائياً' }));

    expect(await screen.findByText('تم حذف الإعلان')).toBeTruthy();
    expect(await screen.findByText('لا توجد إعلانات بعد')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const ad = buildAdminAd();
    fakeApi({
      'GET /admin/ads': () => jsonResponse(200, pageOf([ad])),
      [`DELETE /admin/ads/${ad._id}`]: () => errorResponse(403, 'FORBIDDEN', 'ليس لديك صلاحية لهذا الإجراء'),
    });
    renderAds();
    const actor = userEvent.setup();

    await actor.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog');
    await actor.click(within(dialog).getByRole('button', { name: 'حذف نهائياً' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('ليس لديك صلاحية لهذا الإجراء');
    // Behind the still open dialog (hidden from the accessibility tree meanwhile), the ad is still listed.
    expect(screen.getByRole('article', { hidden: true })).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    fakeApi({ 'GET /admin/ads': () => errorResponse(500, 'UNEXPECTED', 'حدث خطأ غير متوقع، حاول مرة أخرى') });
    renderAds();

    expect(await screen.findByText('تعذّر تحميل الإعلانات')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });
});
