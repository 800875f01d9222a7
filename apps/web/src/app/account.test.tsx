import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getProfileQueryOptions } from '../features/auth/api/get-profile.ts';
import { getAuthDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { getSession, signIn } from '../features/auth/stores/session-store.ts';
import { resetPostingDialog } from '../features/selling/stores/posting-dialog-store.ts';
import { getPublicSettingsQueryOptions } from '../api/get-public-settings.ts';
import { apiRequest, setUnauthorizedHandler } from '../lib/api-client.ts';
import { errorResponse, fakeApi, jsonResponse } from '../test/fake-api.ts';
import { buildUser } from '../test/factories.ts';
import { createTestQueryClient, renderRoutes } from '../test/render.tsx';
import { setPhoneViewport } from '../test/viewport.ts';
import { createUnauthorizedHandler } from './handle-unauthorized.ts';
import { createRoutes } from './router.tsx';

const settings = { contactPhone: '+967 777 000 111', supportEmail: 'support@solar.example', supportWhatsapp: null, ratesPerUsd: { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1630 } };

/** The app's routes with a plain home page: these journeys end there, and the products screen is another feature's to test. */
function routesWithPlainPages(queryClient: QueryClient): RouteObject[] {
  const replace = (route: RouteObject): RouteObject =>
    route.index ? { index: true, element: <h1>home</h1> } : ({ ...route, children: route.children?.map(replace) } as RouteObject);
  return createRoutes(queryClient).map(replace);
}

/** The whole app at `path`, with the header's data already cached. */
function renderApp(path: string, { user }: { user?: ReturnType<typeof buildUser> } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getPublicSettingsQueryOptions().queryKey, { status: 'success' as const, data: settings });
  if (user) {
    signIn('token-1', user);
    queryClient.setQueryData(getProfileQueryOptions().queryKey, { status: 'success' as const, data: user });
  }
  return { ...renderRoutes(routesWithPlainPages(queryClient), { path, queryClient }), actor: userEvent.setup() };
}

/** The login dialog an action opened for a signed-out visitor: it says why, and `email` signs in there. */
async function signInWhenAsked(actor: ReturnType<typeof userEvent.setup>, email: string) {
  const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
  expect(within(dialog).getByText('سجّل الدخول أولاً للمتابعة.')).toBeTruthy();
  await actor.type(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ }), email);
  await actor.type(within(dialog).getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'Secret@123');
  await actor.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول' }));
}

// The posting dialog's store outlives a test's render: the next test starts with it closed.
afterEach(() => resetPostingDialog());

describe('accounts in the app', () => {
  it('logs in from the header and then shows the account menu', async () => {
    const user = buildUser({ name: 'سالم أحمد' });
    fakeApi({ 'POST /auth/login': () => jsonResponse(200, { status: 'success', message: 'تم تسجيل الدخول بنجاح', data: { token: 't', user } }) });
    const { actor, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'home' });

    await actor.click(within(screen.getByRole('banner')).getByRole('button', { name: 'تسجيل الدخول' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
    await actor.type(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ }), user.email);
    await actor.type(within(dialog).getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'Secret@123');
    await actor.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول' }));

    expect(await screen.findByRole('button', { name: 'قائمة الحساب: سالم أحمد' })).toBeTruthy();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'تم تسجيل الدخول بنجاح');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()?.token).toBe('t');
  });

  it('shows the signed-in user’s menu and logs out after confirmation', async () => {
    const user = buildUser({ name: 'سالم أحمد', isVerified: true });
    const calls = fakeApi({ 'POST /auth/logout': () => jsonResponse(200, { status: 'success', message: 'تم تسجيل الخروج بنجاح', data: null }) });
    const { actor } = renderApp('/', { user });
    // The screen's code has arrived and the layout is the final one (the first one was its loading state).
    await screen.findByRole('heading', { level: 1, name: 'home' });

    await actor.click(await screen.findByRole('button', { name: 'قائمة الحساب: سالم أحمد' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['تعديل الملف الشخصي', 'منتجاتي', 'عمليات البحث المحفوظة', 'تسجيل الخروج']);
    expect(within(menu).getByRole('menuitem', { name: 'تعديل الملف الشخصي' }).getAttribute('href')).toBe('/update-profile');
    expect(screen.getByText('حساب موثّق')).toBeTruthy();

    await actor.click(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' }));
    const confirm = await screen.findByRole('dialog', { name: 'تسجيل الخروج' });
    expect(within(confirm).getByText('هل أنت متأكد أنك تريد تسجيل الخروج من حسابك؟')).toBeTruthy();
    await actor.click(within(confirm).getByRole('button', { name: 'تسجيل الخروج' }));

    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(await screen.findByText('تم تسجيل الخروج بنجاح')).toBeTruthy();
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer token-1']);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('solar.auth.token')).toBeNull();
  });

  it('logs out on this device even when the call fails', async () => {
    fakeApi({ 'POST /auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { actor, router } = renderApp('/update-profile', { user: buildUser({ name: 'سالم أحمد' }) });
    await screen.findByRole('textbox', { name: /الاسم الكامل/ });

    await actor.click(await screen.findByRole('button', { name: 'قائمة الحساب: سالم أحمد' }));
    await actor.click(await screen.findByRole('menuitem', { name: 'تسجيل الخروج' }));
    await actor.click(within(await screen.findByRole('dialog', { name: 'تسجيل الخروج' })).getByRole('button', { name: 'تسجيل الخروج' }));

    await waitFor(() => expect(getSession()).toBeNull());
    // Off the signed-in-only screen, without a login prompt.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthDialog().view).toBeNull();
  });

  it('gives the drawer the same account items on phones', async () => {
    setPhoneViewport();
    const { actor } = renderApp('/', { user: buildUser({ name: 'سالم أحمد' }) });
    await screen.findByRole('heading', { level: 1, name: 'home' });

    await actor.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    const account = await screen.findByRole('list', { name: 'الحساب' });
    await within(account).findByRole('link', { name: 'تعديل الملف الشخصي' });
    expect(within(account).getByRole('link', { name: 'منتجاتي' })).toBeTruthy();
    await actor.click(within(account).getByRole('button', { name: 'تسجيل الخروج' }));
    expect(await screen.findByRole('dialog', { name: 'تسجيل الخروج' })).toBeTruthy();
  });

  it('posts an ad from the phone header: log in first, then the form with the account phone filled in', async () => {
    setPhoneViewport();
    const user = buildUser({ name: 'سالم أحمد', phone: '967771234567' });
    fakeApi({ 'POST /auth/login': () => jsonResponse(200, { status: 'success', message: 'تم تسجيل الدخول بنجاح', data: { token: 't', user } }) });
    const { actor } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'home' });

    // In the bar itself, not behind the menu.
    await actor.click(within(screen.getByRole('banner')).getByRole('button', { name: 'أضف إعلان' }));
    await signInWhenAsked(actor, user.email);

    const form = await screen.findByRole('dialog', { name: 'بيع منتج' }, { timeout: 10_000 });
    expect(within(form).getByRole('textbox', { name: /^رقم الهاتف/ })).toHaveProperty('value', '+967 771 234 567');
    expect(within(form).getByRole('textbox', { name: /^رقم واتساب/ })).toHaveProperty('value', '+967 771 234 567');
  });

  it('asks a signed-out visitor of /update-profile to log in, then shows the form', async () => {
    const user = buildUser({ name: 'سالم أحمد' });
    fakeApi({ 'POST /auth/login': () => jsonResponse(200, { status: 'success', data: { token: 't', user } }) });
    const { actor, router } = renderApp('/update-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'تعديل الملف الشخصي' })).toBeTruthy();
    expect(screen.getByText('سجّل الدخول لتعديل ملفك الشخصي.')).toBeTruthy();

    await actor.click(within(screen.getByRole('main')).getByRole('button', { name: 'تسجيل الدخول' }));
    await signInWhenAsked(actor, user.email);

    expect(await screen.findByRole('textbox', { name: /الاسم الكامل/ })).toHaveProperty('value', 'سالم أحمد');
    expect(router.state.location.pathname).toBe('/update-profile');
  });

  it('sends /verify-otp without an identifier to sign-up with an error', async () => {
    const { router } = renderApp('/verify-otp');
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء حساب جديد' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
    expect((await screen.findByRole('alert')).textContent).toContain('لا توجد بيانات تسجيل، ابدأ بإنشاء حساب');
  });

  it('signs in with the sign-up code and goes home', async () => {
    const user = buildUser({ name: 'سالم أحمد' });
    const calls = fakeApi({
      'POST /auth/verify-otp/salem@example.ye': () =>
        jsonResponse(200, { status: 'success', message: 'تم إنشاء الحساب بنجاح، أهلاً بك', data: { token: 't-2', user } }),
    });
    const { actor, router } = renderApp('/verify-otp?identifier=salem%40example.ye');
    expect(await screen.findByRole('heading', { level: 1, name: 'تأكيد رمز التحقق' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'تأكيد الرمز' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /إعادة الإرسال بعد/ })).toHaveProperty('disabled', true);

    await actor.click(screen.getByRole('textbox', { name: 'الرقم 1 من 6' }));
    await actor.paste('123456');
    await actor.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.body).toEqual({ otp: '123456' });
    expect(getSession()?.token).toBe('t-2');
    expect(await screen.findByText('تم إنشاء الحساب بنجاح، أهلاً بك')).toBeTruthy();
  });

  it('shows a wrong sign-up code inline and as a toast', async () => {
    fakeApi({
      'POST /auth/verify-otp/salem@example.ye': () => errorResponse(400, 'OTP_INVALID', 'رمز التحقق غير صحيح', { otp: 'رمز التحقق غير صحيح' }),
    });
    const { actor } = renderApp('/verify-otp?identifier=salem%40example.ye');
    await actor.click(await screen.findByRole('textbox', { name: 'الرقم 1 من 6' }));
    await actor.paste('000000');
    await actor.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));

    await waitFor(() => expect(screen.getAllByText('رمز التحقق غير صحيح')).toHaveLength(2));
    expect(screen.getByRole('group', { name: 'رمز التحقق' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('leaves the code and reset screens without their parameters', async () => {
    const { router } = renderApp('/forgot-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const second = renderApp('/reset-password?identifier=salem%40example.ye');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('verifies the reset code, sets the new password and offers to log in', async () => {
    const calls = fakeApi({
      'POST /auth/verify-forgot-password/0771000001': () => jsonResponse(200, { status: 'success', data: { resetToken: 'r'.repeat(43) } }),
      'POST /auth/reset-password': () => jsonResponse(200, { status: 'success', message: 'تم تغيير كلمة المرور بنجاح', data: null }),
    });
    const { actor, router } = renderApp('/forgot-password?identifier=0771000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'استعادة كلمة المرور' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /رمز إعادة التعيين/ });
    await actor.type(code, '١٢٣٤٥٦٧');
    expect(code).toHaveProperty('value', '123456');
    await actor.click(screen.getByRole('button', { name: 'تحقّق من الرمز' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?identifier=0771000001&token=${'r'.repeat(43)}`);
    await actor.type(screen.getByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' }), 'NewPass@1');
    await actor.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/, { selector: 'input' }), 'NewPass@1');
    await actor.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));

    expect(await screen.findByText(/سننقلك إلى الصفحة الرئيسية/)).toBeTruthy();
    expect(calls[1]?.body).toEqual({ identifier: '0771000001', otp: 'r'.repeat(43), newPassword: 'NewPass@1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
    expect(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ })).toHaveProperty('value', '0771000001');
  });

  it('ends the session on a 401 and offers to log in again', async () => {
    const { router, queryClient } = renderApp('/update-profile', { user: buildUser({ name: 'سالم أحمد' }) });
    await screen.findByRole('textbox', { name: /الاسم الكامل/ });
    setUnauthorizedHandler(createUnauthorizedHandler(queryClient, (to) => router.navigate(to)));
    fakeApi({ 'GET /auth/profile': () => errorResponse(401, 'SESSION_EXPIRED', 'انتهت الجلسة') });

    await act(async () => {
      await apiRequest('/auth/profile').catch(() => undefined);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(queryClient.getQueryData(getProfileQueryOptions().queryKey)).toBeUndefined();
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
    expect(within(dialog).getByText('انتهت الجلسة، سجّل الدخول مرة أخرى')).toBeTruthy();
    setUnauthorizedHandler(null);
  });
});
