import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnProduct } from '@solar/shared/contract/selling';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildProduct } from '../../../test/factories.ts';
import { renderRoutes, renderWithProviders } from '../../../test/render.tsx';
import { resetPostingDialog } from '../stores/posting-dialog-store.ts';
import { MyProducts } from './my-products.tsx';
import { PostingDialogs } from './posting-dialogs.tsx';

const own = (overrides: Partial<OwnProduct> = {}): OwnProduct => ({
  ...buildProduct(),
  rejectionReason: null,
  adminReviewed: false,
  resubmittedAt: null,
  isExpired: false,
  pendingEdit: null,
  ...overrides,
});

const page = (products: OwnProduct[]) => ({ status: 'success', data: products, total: products.length, currentPage: 1, totalPages: 1 });

function renderPage() {
  renderWithProviders(
    <>
      <MyProducts />
      <PostingDialogs />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => resetPostingDialog());

describe('my products', () => {
  it('shows each listing’s status, the rejection reason, a 60-character preview and the count', async () => {
    await changeLanguage('en');
    const long = 'A'.repeat(80);
    fakeApi({
      'GET /products/user-products': () =>
        jsonResponse(200, page([
          own({ name: 'Approved panel', status: 'approved', description: long }),
          own({ name: 'Pending battery', status: 'pending' }),
          own({ name: 'Rejected inverter', status: 'rejected', rejectionReason: 'Blurry photos' }),
          own({ name: 'Old panel', status: 'approved', isExpired: true }),
        ])),
    });
    renderPage();
    expect(await screen.findByText('4 products')).toBeTruthy();
    const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
    expect(within(card('Approved panel')).getByText('Approved')).toBeTruthy();
    expect(within(card('Approved panel')).getByText(`${'A'.repeat(60)}…`)).toBeTruthy();
    expect(within(card('Pending battery')).getByText('Pending review')).toBeTruthy();
    expect(within(card('Rejected inverter')).getByText('Rejected')).toBeTruthy();
    expect(within(card('Rejected inverter')).getByText('Reason: Blurry photos')).toBeTruthy();
    expect(within(card('Old panel')).getByText('Expired')).toBeTruthy();
    expect(within(card('Old panel')).getByRole('button', { name: 'Renew Old panel' })).toBeTruthy();
    // The code, the number, then which rial (Testing Library reads the no-break spaces as spaces).
    expect(within(card('Approved panel')).getByText("\u2066YER 53,000 (Sana'a)\u2069")).toBeTruthy();
  });

  // Issue #46: the public keeps the approved version while an edit waits for review.
  it('shows the live version with its edit waiting, views and likes, and opens the form on the edit with what needs review', async () => {
    await changeLanguage('en');
    const live = own({ _id: '0b8a1f8e-3c1d-4c7e-9a51-2f6d7e8c9b10', name: 'Live panel', status: 'approved', description: 'Approved text', views: 12, likesCount: 1 });
    const edited = own({ ...live, _id: '5d2f6a3b-1e4c-4b8d-8f0a-9c7e6d5b4a32', name: 'Edited panel' });
    const rejectedEdit = own({ ...live, _id: '7e3b2a1c-6d5f-4e8a-b9c0-1a2b3c4d5e6f', name: 'Refused edit panel' });
    fakeApi({
      'GET /products/user-products': () =>
        jsonResponse(200, page([
          live,
          { ...edited, pendingEdit: { ...edited, description: 'Text waiting for review', status: 'pending', rejectionReason: null, submittedAt: '2026-11-20T09:00:00.000Z' } },
          { ...rejectedEdit, pendingEdit: { ...rejectedEdit, status: 'rejected', rejectionReason: 'No phone numbers in the text', submittedAt: '2026-11-20T09:00:00.000Z' } },
        ])),
    });
    const actor = renderPage();
    await screen.findByText('3 products');
    const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
    expect(within(card('Live panel')).getByText('12 views')).toBeTruthy();
    expect(within(card('Live panel')).getByText('1 like')).toBeTruthy();
    expect(within(card('Live panel')).queryByText(/waiting for review/)).toBeNull();
    // The card shows what buyers see, and says an edit waits.
    expect(within(card('Edited panel')).getByText('Approved')).toBeTruthy();
    expect(within(card('Edited panel')).getByText('Approved text')).toBeTruthy();
    expect(within(card('Edited panel')).getByText('Your changes are waiting for review. Buyers see this version until they are approved.')).toBeTruthy();
    expect(within(card('Refused edit panel')).getByText(/Your changes were not approved: No phone numbers in the text/)).toBeTruthy();
    expect(within(card('Live panel')).getByRole('link', { name: 'View Live panel' }).getAttribute('href')).toBe(`/product/${live._id}`);

    // Share: no share sheet here, so the short link is copied.
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    await actor.click(within(card('Live panel')).getByRole('button', { name: 'Share Live panel' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(copied).toEqual([`${window.location.origin}/p/C4ofjjwdTH6aUS9tfoybEA`]);

    await actor.click(within(card('Edited panel')).getByRole('button', { name: 'Edit Edited panel' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit product/ }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveProperty('value', 'Text waiting for review');
    expect(within(dialog).getByText(/Price, currency and "negotiable" change at once/)).toBeTruthy();
    expect(within(dialog).getByText('Your last changes are waiting for review. Saving again replaces them.')).toBeTruthy();
  });

  it('opens a rejected listing in resubmission mode with its reason', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /products/user-products': () => jsonResponse(200, page([own({ name: 'Rejected inverter', status: 'rejected', rejectionReason: 'Blurry photos' })])) });
    const actor = renderPage();
    await actor.click(await screen.findByRole('button', { name: /Rejected inverter.*Open to fix and resubmit/ }));
    const dialog = await screen.findByRole('dialog', { name: /Fix and resubmit product/ }, { timeout: 10_000 });
    expect(within(dialog).getByText('Blurry photos')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Product name/ })).toHaveProperty('value', 'Rejected inverter');
    expect(within(dialog).getByRole('button', { name: 'Resubmit for review' })).toBeTruthy();
  });

  // Issue #17: the success dialog was titled only «تم» ("Done").
  it('titles the success dialog with what happened: resubmitted for review, or changes saved', async () => {
    const rejected = own({
      _id: 'p-rejected', name: 'عاكس فولترونك 5 كيلو', type: 'Charging Devices', status: 'rejected', rejectionReason: 'الصور غير واضحة', description: 'عاكس هجين بحالة ممتازة مع الضمان',
      specs: { kind: 'inverter', inverterKind: 'off_grid', powerW: 5000, batteryVoltages: [48], mpptMinV: 120, mpptMaxV: 450, maxPvInputV: 500, maxChargeA: null },
    });
    const approved = own({
      _id: 'p-approved', name: 'بطارية بايلونتك', type: 'Battery', status: 'approved', description: 'بطارية ليثيوم 4.8 كيلو وات ساعة',
      specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, usableKwh: 3.84, cycleLife: 6000, ageMonths: null, healthPct: null },
    });
    const calls = fakeApi({
      'GET /products/user-products': () => jsonResponse(200, page([rejected, approved])),
      'PATCH /products/update-product/p-rejected': () => jsonResponse(200, { status: 'success', message: 'تم إعادة إرسال المنتج للمراجعة', data: { ...rejected, status: 'pending' } }),
      'PATCH /products/update-product/p-approved': () => jsonResponse(200, { status: 'success', message: 'تم تحديث المنتج', data: approved }),
    });
    const actor = renderPage();

    await actor.click(await screen.findByRole('button', { name: /عاكس فولترونك 5 كيلو.*افتحه لتصحيحه/ }));
    const form = await screen.findByRole('dialog', { name: /تصحيح المنتج وإعادة إرساله/ }, { timeout: 10_000 });
    await actor.click(within(form).getByRole('button', { name: 'إعادة الإرسال للمراجعة' }));
    const resubmitted = await screen.findByRole('dialog', { name: 'أُعيد إرسال إعلانك للمراجعة' }, { timeout: 10_000 });
    expect(within(resubmitted).getByText('تم إعادة إرسال المنتج للمراجعة')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'تم' })).toBeNull();
    await actor.click(within(resubmitted).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await actor.click(screen.getByRole('button', { name: 'تعديل بطارية بايلونتك' }));
    const edit = await screen.findByRole('dialog', { name: /تعديل المنتج/ }, { timeout: 10_000 });
    const price = within(edit).getByRole('textbox', { name: /^السعر/ });
    await actor.clear(price);
    await actor.type(price, '777');
    await actor.click(within(edit).getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await screen.findByRole('dialog', { name: 'حُفظت تعديلاتك' }, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
    // Only what changed is sent: the price, not the unchanged specifications.
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ price: 777 });
  }, 60_000);

  it('opens the edit form of the listing named by ?edit= (the product page\'s "Edit"), even when it is on a later page', async () => {
    await changeLanguage('en');
    const target = own({ name: 'Listing on page two', status: 'approved' });
    let asked = 0;
    fakeApi({
      'GET /products/user-products': () => {
        asked += 1;
        return asked === 1
          ? jsonResponse(200, { ...page([own({ name: 'First listing' })]), total: 2, totalPages: 2 })
          : jsonResponse(200, { ...page([target]), total: 2, currentPage: 2, totalPages: 2 });
      },
    });
    const { router } = renderRoutes(
      [{ path: '*', element: (<><MyProducts /><PostingDialogs /></>) }],
      { path: `/my-products?edit=${target._id}` },
    );

    const dialog = await screen.findByRole('dialog', { name: /Edit product/ }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: /Product name/ })).toHaveProperty('value', 'Listing on page two');
    // Handled once: going back or reloading does not open it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('deletes only after confirmation, with a toast', async () => {
    const products = [own({ name: 'لوح قديم' })];
    const calls = fakeApi({
      'GET /products/user-products': () => jsonResponse(200, page(products)),
      [`DELETE /products/delete-product/${products[0]!._id}`]: () => {
        products.length = 0;
        return jsonResponse(200, { status: 'success', message: 'تم حذف المنتج' });
      },
    });
    const actor = renderPage();
    await actor.click(await screen.findByRole('button', { name: 'حذف لوح قديم' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف المنتج' });
    expect(within(dialog).getByText('هل أنت متأكد من حذف هذا المنتج؟')).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await actor.click(screen.getByRole('button', { name: 'حذف لوح قديم' }));
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف المنتج')).toBeTruthy();
    expect(await screen.findByText('ليس لديك منتجات بعد')).toBeTruthy();
  });

  it('says so when the delete fails', async () => {
    const product = own({ name: 'لوح' });
    fakeApi({
      'GET /products/user-products': () => jsonResponse(200, page([product])),
      [`DELETE /products/delete-product/${product._id}`]: () => errorResponse(404, 'NOT_FOUND', 'العنصر المطلوب غير موجود'),
    });
    const actor = renderPage();
    await actor.click(await screen.findByRole('button', { name: 'حذف لوح' }));
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('حدث خطأ أثناء حذف المنتج')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers the first product when there is none, and a retry after a failed load', async () => {
    let fail = true;
    fakeApi({ 'GET /products/user-products': () => (fail ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً') : jsonResponse(200, page([]))) });
    const actor = renderPage();
    expect(await screen.findByText('تعذّر تحميل منتجاتك')).toBeTruthy();
    fail = false;
    await actor.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('button', { name: 'أضف منتجك الأول' })).toBeTruthy();
  });
});
