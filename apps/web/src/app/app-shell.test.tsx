import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getInfiniteProductsQueryOptions } from '../features/products/api/get-products.ts';
import { getLatestAdQueryOptions } from '../features/products/api/get-latest-ad.ts';
import { getPublicSettingsQueryOptions } from '../api/get-public-settings.ts';
import { buildProduct, buildProductPage } from '../test/factories.ts';
import { createTestQueryClient, renderRoutes } from '../test/render.tsx';
import { setPhoneViewport } from '../test/viewport.ts';
import { createRoutes } from './router.tsx';

const settings = { contactPhone: '+967 777 000 111', supportEmail: 'support@solar.example', supportWhatsapp: null, ratesPerUsd: { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 } };

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getPublicSettingsQueryOptions().queryKey, { status: 'success' as const, data: settings });
  return renderRoutes(createRoutes(queryClient), { path, queryClient });
}

describe('the app shell', () => {
  it('shows the header in Arabic, right to left, by default', async () => {
    renderApp('/calculator');

    expect(await screen.findByRole('heading', { level: 1, name: 'حاسبة الطاقة الشمسية' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'التنقل الرئيسي' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['الرئيسية', 'المهندسون', 'المحلات', 'إعلانات المحلات', 'حاسبة الطاقة', 'طلبات الشراء']);
    expect(within(nav).getByRole('link', { name: 'حاسبة الطاقة' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'الرئيسية' }).getAttribute('aria-current')).toBeNull();
    expect(within(header).getByRole('link', { name: 'سوق الطاقة الشمسية' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'ابدأ البيع' })).toBeTruthy();
    // The phones' compact Post an ad gives way to it on wide screens.
    expect(within(header).queryByRole('button', { name: 'أضف إعلان' })).toBeNull();
    expect(within(header).getByRole('button', { name: 'تواصل معنا' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('حاسبة الطاقة الشمسية | سوق الطاقة الشمسية'));
  });

  it('switches to English, left to right, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/calculator');
    await screen.findByRole('heading', { level: 1, name: 'حاسبة الطاقة الشمسية' });

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Solar calculator' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('solar.lang')).toBe('en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Engineers',
      'Shops',
      'Shop ads',
      'Solar calculator',
      'Wanted',
    ]);
    expect(screen.getByRole('button', { name: 'Start selling' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'العربية' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Solar calculator | Solar Market Yemen'));

    await user.click(screen.getByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'حاسبة الطاقة الشمسية' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('offers to call or e-mail support from the contact menu', async () => {
    const user = userEvent.setup();
    renderApp('/calculator');
    await screen.findByRole('heading', { level: 1, name: 'حاسبة الطاقة الشمسية' });

    await user.click(screen.getByRole('button', { name: 'تواصل معنا' }));

    const menu = await screen.findByRole('menu');
    const call = within(menu).getByRole('menuitem', { name: /اتصل بنا/ });
    expect(call.getAttribute('href')).toBe('tel:+967777000111');
    expect(call.textContent).toContain('+967 777 000 111');
    const email = within(menu).getByRole('menuitem', { name: /راسلنا بالبريد الإلكتروني/ });
    expect(email.getAttribute('href')).toBe('mailto:support@solar.example');
  });

  it('moves the header items into a drawer on phones', async () => {
    setPhoneViewport();
    const user = userEvent.setup();
    // Pages that ask nothing of the server on open keep this test free of network answers.
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'إنشاء حساب جديد' });
    // The header's links are in the drawer (the footer's site links stay on the page).
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ابدأ البيع' })).toBeNull();
    // Posting stays in the bar itself: one tap, no menu to open first.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'أضف إعلان' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'فتح القائمة' }));

    const drawerNav = await screen.findByRole('navigation', { name: 'التنقل الرئيسي' });
    const calculator = within(drawerNav).getByRole('link', { name: 'حاسبة الطاقة' });
    expect(calculator.getAttribute('aria-current')).toBeNull();
    // The drawer's call link, beside the footer's link to the contact page.
    expect((await screen.findAllByRole('link', { name: /اتصل بنا/ })).some((link) => link.getAttribute('href')?.startsWith('tel:'))).toBe(true);
    expect(screen.getByRole('button', { name: 'ابدأ البيع' })).toBeTruthy();

    await user.click(calculator);

    expect(await screen.findByRole('heading', { level: 1, name: 'حاسبة الطاقة الشمسية' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calculator');
  });

  it('asks a signed-out visitor to log in before Start Selling', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'إنشاء حساب جديد' });

    await user.click(screen.getByRole('button', { name: 'ابدأ البيع' }));

    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
    expect(within(dialog).getByText('سجّل الدخول أولاً للمتابعة.')).toBeTruthy();
  });

  it('sends an unknown path to the products', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getPublicSettingsQueryOptions().queryKey, { status: 'success' as const, data: settings });
    queryClient.setQueryData(getLatestAdQueryOptions().queryKey, null);
    queryClient.setQueryData(getInfiniteProductsQueryOptions().queryKey, {
      pages: [buildProductPage([buildProduct(), buildProduct()])],
      pageParams: [1],
    });

    const { router } = renderRoutes(createRoutes(queryClient), { path: '/no-such-page', queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'منتجات الطاقة الشمسية' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
    expect(screen.getByText('منتجان')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(within(nav).getByRole('link', { name: 'الرئيسية' }).getAttribute('aria-current')).toBe('page');
  });
});
