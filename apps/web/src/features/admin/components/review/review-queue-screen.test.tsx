import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@solar/shared/contract/admin';
import { Toaster } from '../../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { buildAdminProduct, buildAdminSettings } from '../../testing/moderation-builders.ts';
import { ReviewQueueScreen } from './review-queue-screen.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

function renderQueue(path = '/admin/review') {
  const result = renderRoutes(
    [
      {
        path: '/admin/review',
        element: (
          <>
            <ReviewQueueScreen />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );
  return { ...result, actor: userEvent.setup() };
}

/** The queue's answer: whatever is left in `products` with the asked status. */
const queue = (products: AdminProduct[]) => (call: { query: URLSearchParams }) =>
  jsonResponse(200, pageOf(products.filter((product) => product.status === (call.query.get('status') ?? 'pending'))));

const decided = (product: AdminProduct, message: string) => jsonResponse(200, { status: 'success', message, data: product });
const card = (name: string) => screen.getByRole('article', { name });

describe('review queue', () => {
  it('shows what a moderator needs on each card: price, type, place, seller links, what changed', async () => {
    await changeLanguage('en');
    const product = buildAdminProduct({
      name: 'Jinko 550 W panel',
      price: 120,
      currency: 'USD',
      type: 'Panel',
      condition: 'Used',
      governorate: 'taiz',
      city: 'al-turbah',
      isResubmission: true,
      changedFields: ['price', 'images', 'description'],
      changes: [
        { field: 'price', label: 'admin:review.fields.price', format: 'price', appliedImmediately: false, old: { amount: 140, currency: 'USD' }, new: { amount: 120, currency: 'USD' } },
        { field: 'description', label: 'admin:review.fields.description', format: 'longText', appliedImmediately: false, old: 'Tested', new: `Tested ${'and working '.repeat(30)}` },
        { field: 'images', label: 'admin:review.fields.images', format: 'pictures', appliedImmediately: false, old: [], new: [{ _id: 'image-2', thumbnailUrl: '/uploads/panel-2-320.jpg' }] },
      ],
      description: `Tested ${'and working '.repeat(30)}`,
      images: [1, 2].map((n) => ({ _id: `image-${n}`, url: `/uploads/panel-${n}.jpg`, srcSet: `/uploads/panel-${n}.jpg 640w`, width: 640, height: 480 })),
    });
    fakeApi({ 'GET /admin/products': queue([product]) });
    const { actor } = renderQueue();

    const article = await screen.findByRole('article', { name: 'Jinko 550 W panel' });
    const view = within(article);
    expect(view.getByText('Resubmitted')).toBeTruthy();
    expect(view.getByText('\u2066$120\u2069', { selector: 'p' })).toBeTruthy();
    expect(view.getByText('Solar panels')).toBeTruthy();
    expect(view.getByText('Used')).toBeTruthy();
    // A resubmission is not public: its price change waits for the decision like the rest.
    const changes = view.getByRole('region', { name: 'Changed since the last review' });
    expect([...changes.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Price', 'Description', 'Pictures']);
    expect(changes.querySelector('dd')?.textContent).toBe('Was: \u2066$140\u2069Now: \u2066$120\u2069');
    expect(view.getByRole('link', { name: 'Call the seller on +967771234567' }).getAttribute('href')).toBe('tel:+967771234567');
    expect(view.getByRole('link', { name: 'E-mail the seller at seller@example.ye' }).getAttribute('href')).toBe('mailto:seller@example.ye');
    expect(screen.getByText('1 listing awaiting review')).toBeTruthy();
    // A long description starts collapsed.
    const more = view.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await actor.click(more);
    expect(view.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');

    // The preview is the first picture; a tap opens the full-screen viewer at it, and the moderator pages through them all.
    await actor.click(view.getByRole('button', { name: 'View the pictures of “Jinko 550 W panel” larger, 2 in all' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Jinko 550 W panel' });
    const shown = () => within(viewer).getAllByRole('img').map((image) => [image.getAttribute('src'), image.getAttribute('alt')]);
    expect(shown()).toEqual([['/uploads/panel-1.jpg', 'Jinko 550 W panel, photo 1 of 2']]);
    await actor.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toEqual([['/uploads/panel-2.jpg', 'Jinko 550 W panel, photo 2 of 2']]);
    await actor.click(within(viewer).getByRole('button', { name: 'Close the photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the warranty in months a buyer will read, and names it among the changes', async () => {
    const product = buildAdminProduct({
      name: 'انفرتر ديي',
      warrantyMonths: 12,
      isResubmission: true,
      changedFields: ['warrantyMonths', 'brand'],
      changes: [
        { field: 'brand', label: 'products:detail.spec.brand', format: 'text', appliedImmediately: false, old: null, new: 'Deye' },
        { field: 'warrantyMonths', label: 'products:listingFields.warrantyMonths.label', format: 'count', text: 'products:listingFields.warrantyMonths.badge', appliedImmediately: false, old: 6, new: 12 },
      ],
    });
    fakeApi({ 'GET /admin/products': queue([product]) });
    renderQueue();
    const view = within(await screen.findByRole('article', { name: 'انفرتر ديي' }));
    const label = view.getByText('مدة الضمان بالأشهر', { selector: 'dt' });
    expect(label.nextElementSibling?.textContent).toBe(`ضمان ${new Intl.NumberFormat('ar').format(12)} شهرًا`);
    const changes = view.getByRole('region', { name: 'ما تغيّر منذ آخر مراجعة' });
    expect([...changes.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'كان: غير محددأصبح: Deye',
      `كان: ضمان ${new Intl.NumberFormat('ar').format(6)} أشهرأصبح: ضمان ${new Intl.NumberFormat('ar').format(12)} شهرًا`,
    ]);
  });

  it('approves in one tap: the right endpoint is called, the card leaves and a toast confirms', async () => {
    const products = [buildAdminProduct({ name: 'لوح جينكو' }), buildAdminProduct({ name: 'بطارية ليثيوم' })];
    const [first] = products as [AdminProduct];
    const calls = fakeApi({
      'GET /admin/products': queue(products),
      [`POST /admin/products/${first._id}/approve`]: () => {
        products.splice(products.indexOf(first), 1);
        return decided({ ...first, status: 'approved' }, 'تمت الموافقة على المنتج');
      },
    });
    const { actor } = renderQueue();

    await actor.click(await screen.findByRole('button', { name: 'موافقة على لوح جينكو' }));

    expect(await screen.findByText('تمت الموافقة على المنتج')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'لوح جينكو' })).toBeNull());
    expect(card('بطارية ليثيوم')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([[`/admin/products/${first._id}/approve`, { version: 1 }]]);
  });

  it('when the seller edited the listing meanwhile, says so and shows the new version to decide on', async () => {
    const seen = buildAdminProduct({ name: 'لوح نظيف', version: 3 });
    const products = [seen];
    const calls = fakeApi({
      'GET /admin/products': queue(products),
      [`POST /admin/products/${seen._id}/approve`]: (call) => {
        if ((call.body as { version: number }).version !== 4) {
          products[0] = { ...seen, name: 'احتيال: حوّل المال أولاً', version: 4 };
          return errorResponse(409, 'LISTING_CHANGED', 'عدّل البائع هذا الإعلان أثناء مراجعتك له. راجع النسخة الجديدة ثم اتخذ قرارك من جديد.');
        }
        products.length = 0;
        return decided({ ...products[0]!, status: 'approved' }, 'تمت الموافقة على المنتج');
      },
    });
    const { actor } = renderQueue();

    await actor.click(await screen.findByRole('button', { name: 'موافقة على لوح نظيف' }));
    expect(await screen.findByText('عدّل البائع هذا الإعلان أثناء مراجعتك له. راجع النسخة الجديدة ثم اتخذ قرارك من جديد.')).toBeTruthy();
    // The queue is fetched again: the card now shows what the seller wrote, and nothing was approved.
    expect(await screen.findByRole('article', { name: 'احتيال: حوّل المال أولاً' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'لوح نظيف' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ version: 3 }]);
  });

  it('closes the rejection dialog when the listing changed meanwhile, so the new version is read first', async () => {
    const seen = buildAdminProduct({ name: 'Clean inverter', version: 2 });
    const products = [seen];
    const calls = fakeApi({
      'GET /admin/products': queue(products),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: buildAdminSettings({ rejectionTemplates: [] }) }),
      [`POST /admin/products/${seen._id}/reject`]: () => {
        products[0] = { ...seen, name: 'SCAM: send money first', version: 3 };
        return errorResponse(409, 'LISTING_CHANGED', 'The seller changed this listing while you were reviewing it. Review the new version, then decide again.');
      },
    });
    await changeLanguage('en');
    const { actor } = renderQueue();

    await actor.click(await screen.findByRole('button', { name: 'Reject Clean inverter' }));
    const dialog = await screen.findByRole('dialog');
    await actor.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Photos are not of the product');
    await actor.click(within(dialog).getByRole('button', { name: 'Reject listing' }));

    expect(await screen.findByText('The seller changed this listing while you were reviewing it. Review the new version, then decide again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'SCAM: send money first' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Photos are not of the product', version: 2 });
  });

  it('refuses to reject without a reason, then sends the template tapped as the reason', async () => {
    const product = buildAdminProduct({ name: 'إنفرتر هجين' });
    const products = [product];
    const settings = buildAdminSettings();
    const calls = fakeApi({
      'GET /admin/products': queue(products),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: settings }),
      [`POST /admin/products/${product._id}/reject`]: () => {
        products.length = 0;
        return decided({ ...product, status: 'rejected' }, 'تم رفض المنتج');
      },
    });
    const { actor } = renderQueue();

    await actor.click(await screen.findByRole('button', { name: 'رفض إنفرتر هجين' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض الإعلان' });
    await actor.click(within(dialog).getByRole('button', { name: 'رفض الإعلان' }));
    expect(await within(dialog).findByText('سبب الرفض مطلوب')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const template = settings.rejectionTemplates[0]!;
    await actor.click(await within(dialog).findByRole('button', { name: template }));
    expect(within(dialog).getByRole('textbox', { name: 'السبب' })).toHaveProperty('value', template);
    await actor.click(within(dialog).getByRole('button', { name: 'رفض الإعلان' }));

    expect(await screen.findByText('تم رفض المنتج')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/admin/products/${product._id}/reject`);
    expect(post?.body).toEqual({ reason: template, version: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('لا توجد إعلانات بانتظار المراجعة')).toBeTruthy();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const product = buildAdminProduct({ name: 'قاعدة ألواح' });
    fakeApi({
      'GET /admin/products': queue([product]),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: buildAdminSettings({ rejectionTemplates: [] }) }),
      [`POST /admin/products/${product._id}/reject`]: () => errorResponse(404, 'NOT_FOUND', 'العنصر المطلوب غير موجود'),
    });
    const { actor } = renderQueue();
    await actor.click(await screen.findByRole('button', { name: 'رفض قاعدة ألواح' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض الإعلان' });
    expect(await within(dialog).findByText('لا توجد أسباب جاهزة بعد، ويمكن إضافتها من الإعدادات.')).toBeTruthy();
    await actor.type(within(dialog).getByRole('textbox', { name: 'السبب' }), 'الصور لا تخص المنتج');
    await actor.click(within(dialog).getByRole('button', { name: 'رفض الإعلان' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'العنصر المطلوب غير موجود');
    await actor.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'قاعدة ألواح' })).toBeTruthy();
  });

  it('keeps the tab in the address; on approved listings it features and takes down with a reason', async () => {
    const product = buildAdminProduct({ name: 'منظم شحن', status: 'approved', postedAt: new Date().toISOString() });
    const products = [product];
    const calls = fakeApi({
      'GET /admin/products': queue(products),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: buildAdminSettings() }),
      [`POST /admin/products/${product._id}/feature`]: (call) => {
        Object.assign(product, { featured: (call.body as { featured: boolean }).featured });
        return jsonResponse(200, { status: 'success', data: { ...product } });
      },
      [`POST /admin/products/${product._id}/takedown`]: () => {
        products.length = 0;
        return jsonResponse(200, { status: 'success', data: { ...product, status: 'rejected' } });
      },
    });
    const { actor, router } = renderQueue();

    expect(await screen.findByText('لا توجد إعلانات بانتظار المراجعة')).toBeTruthy();
    await actor.click(screen.getByRole('tab', { name: 'المعتمدة' }));
    expect(router.state.location.search).toBe('?status=approved');
    const article = await screen.findByRole('article', { name: 'منظم شحن' });
    expect(calls.at(-1)?.query.get('status')).toBe('approved');

    const feature = within(article).getByRole('button', { name: 'مميّز في الرئيسية: منظم شحن' });
    expect(feature.getAttribute('aria-pressed')).toBe('false');
    await actor.click(feature);
    expect(await screen.findByText('أصبح «منظم شحن» مميّزاً في الصفحة الرئيسية')).toBeTruthy();
    await waitFor(() => expect(feature.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((call) => call.path.endsWith('/feature'))?.body).toEqual({ featured: true });

    await actor.click(within(article).getByRole('button', { name: 'إيقاف الإعلان: منظم شحن' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف إعلان معتمد' });
    await actor.type(within(dialog).getByRole('textbox', { name: 'السبب' }), 'تم بيع المنتج');
    await actor.click(within(dialog).getByRole('button', { name: 'إيقاف الإعلان' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'منظم شحن' })).toBeNull());
    expect(calls.find((call) => call.path.endsWith('/takedown'))?.body).toEqual({ reason: 'تم بيع المنتج' });
  });

  it('offers a retry when the queue fails to load', async () => {
    let isDown = true;
    fakeApi({ 'GET /admin/products': () => (isDown ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً') : jsonResponse(200, pageOf([]))) });
    const { actor } = renderQueue('/admin/review?status=rejected');
    expect(await screen.findByText('تعذّر تحميل قائمة المراجعة')).toBeTruthy();
    isDown = false;
    await actor.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('لا توجد إعلانات مرفوضة')).toBeTruthy();
  });
});
