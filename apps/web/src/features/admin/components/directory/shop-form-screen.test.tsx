import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { adminPath, buildAdminShop } from '../../testing/admin-directory-builders.ts';
import { ShopFormScreen } from './shop-form-screen.tsx';
import { envelope, fakeApi, jsonResponse } from '../../../../test/fake-api.ts';

const renderNewShop = () =>
  renderRoutes(
    [
      { path: adminPath(paths.admin.newShop.path), element: <ShopFormScreen /> },
      { path: adminPath(paths.admin.shops.path), element: <p>shops list</p> },
    ],
    { path: paths.admin.newShop.getHref() },
  );

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

describe('ShopFormScreen', () => {
  it('shows the Arabic messages of the required fields for an empty form, and sends nothing', async () => {
    const calls = fakeApi({});
    renderNewShop();
    const actor = userEvent.setup();

    await actor.click(await screen.findByRole('button', { name: 'حفظ' }));

    expect(await screen.findByText('الاسم مطلوب')).toBeTruthy();
    expect(screen.getByText('المحافظة مطلوبة')).toBeTruthy();
    expect(screen.getByText('المدينة مطلوبة')).toBeTruthy();
    expect(screen.getByText('بعض الحقول تحتاج إلى تصحيح، راجع الرسائل تحتها.')).toBeTruthy();
    expect(textbox(/^اسم المحل/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('uploads gallery pictures, wants both coordinates, and sends the shop', async () => {
    await changeLanguage('en');
    const calls = fakeApi({
      'POST /uploads/image': () => jsonResponse(201, envelope({ fileUrl: '/uploads/0123456789abcdef-640.webp', _id: 'upload-1', width: 1280, height: 960 })),
      'POST /admin/shops': () => jsonResponse(201, envelope(buildAdminShop())),
    });
    const { router } = renderNewShop();
    const actor = userEvent.setup({ applyAccept: false });

    await actor.type(await screen.findByRole('textbox', { name: /^Shop name/ }), 'Aden Renewables');
    await actor.selectOptions(screen.getByRole('combobox', { name: /^Governorate/ }), 'aden');
    await actor.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'crater');
    await actor.click(screen.getByRole('button', { name: 'Installation' }));
    expect(screen.getByRole('button', { name: 'Installation' }).getAttribute('aria-pressed')).toBe('true');

    await actor.upload(screen.getByTestId('images-input'), png('front.png'));
    expect(await screen.findByRole('button', { name: 'Preview picture 1' })).toBeTruthy();
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    // A latitude typed with Arabic digits and its decimal separator, and no longitude.
    await actor.type(textbox(/^Latitude/), '١٢٫٨');
    expect(textbox(/^Latitude/)).toHaveProperty('value', '12.8');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(textbox(/^Longitude/).getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((call) => call.path === '/admin/shops')).toEqual([]);

    await actor.type(textbox(/^Longitude/), '44.98');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.shops.getHref()));
    expect(calls.at(-1)?.body).toMatchObject({
      name: 'Aden Renewables',
      governorate: 'aden',
      city: 'crater',
      services: ['installation'],
      latitude: 12.8,
      longitude: 44.98,
      images: ['/uploads/0123456789abcdef-640.webp'],
      logo: null,
      phone: null,
      establishedYear: null,
      socialMedia: { facebook: null, instagram: null, twitter: null },
    });
  });
});
