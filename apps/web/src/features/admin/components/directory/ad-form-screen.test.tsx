import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { adminPath, buildAdminAd } from '../../testing/admin-directory-builders.ts';
import { AdFormScreen } from './ad-form-screen.tsx';
import { envelope, fakeApi, jsonResponse } from '../../../../test/fake-api.ts';

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: adminPath(paths.admin.newAd.path), element: <AdFormScreen /> },
      { path: adminPath(paths.admin.editAd.path), element: <AdFormScreen /> },
      { path: adminPath(paths.admin.ads.path), element: <p>ads list</p> },
    ],
    { path },
  );

describe('AdFormScreen', () => {
  it('edits an ad: keeps its picture unless removed, and switches it off', async () => {
    const ad = buildAdminAd({
      title: 'تخفيضات الشتاء',
      image: { _id: 'img-1', url: '/uploads/adpicture0001-640.webp', srcSet: '/uploads/adpicture0001-320.webp 320w', width: 1280, height: 640 },
    });
    const calls = fakeApi({
      [`GET /admin/ads/${ad._id}`]: () => jsonResponse(200, envelope(ad)),
      [`PUT /admin/ads/${ad._id}`]: () => jsonResponse(200, envelope(ad)),
    });
    const { router } = renderAt(paths.admin.editAd.getHref(ad._id));
    const actor = userEvent.setup();

    await waitFor(() => expect(screen.getByRole('textbox', { name: /^عنوان الإعلان/ })).toHaveProperty('value', 'تخفيضات الشتاء'));
    const picture = screen.getByRole('group', { name: 'الصورة' });
    await actor.click(within(picture).getByRole('button', { name: 'معاينة الصورة 1' }));
    const preview = await screen.findByRole('dialog', { name: 'الصورة: الصورة 1' });
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('/uploads/adpicture0001-640.webp');
    await actor.click(within(preview).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await actor.click(screen.getByRole('switch', { name: 'نشط' }));
    await actor.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.ads.getHref()));
    expect(calls.at(-1)?.body).toEqual({
      title: 'تخفيضات الشتاء',
      description: ad.description,
      image: '/uploads/adpicture0001-640.webp',
      link: ad.link,
      phone: ad.phone,
      active: false,
      limitedOffer: false,
    });
  });

  it('sends a new ad without a picture once its picture is removed', async () => {
    const calls = fakeApi({
      'POST /uploads/image': () => jsonResponse(201, envelope({ fileUrl: '/uploads/fedcba9876543210-640.webp', _id: 'u-1', width: 800, height: 400 })),
      'POST /admin/ads': () => jsonResponse(201, envelope(buildAdminAd())),
    });
    renderAt(paths.admin.newAd.getHref());
    const actor = userEvent.setup({ applyAccept: false });

    await actor.type(await screen.findByRole('textbox', { name: /^عنوان الإعلان/ }), 'عرض الألواح');
    await actor.upload(screen.getByTestId('image-input'), new File([new Uint8Array(8)], 'ad.png', { type: 'image/png' }));
    await actor.click(await screen.findByRole('button', { name: 'إزالة الصورة 1' }));
    expect(screen.getByRole('button', { name: 'اختيار صورة' })).toBeTruthy();
    await actor.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(calls.at(-1)?.path).toBe('/admin/ads'));
    expect(calls.at(-1)?.body).toMatchObject({ title: 'عرض الألواح', image: null, active: true, link: null, phone: null });
  });
});
