import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { openLoginDialog } from '../stores/auth-dialog-store.ts';
import { getSession } from '../stores/session-store.ts';
import { AuthDialogs } from './auth-dialogs.tsx';

async function openDialog(options?: Parameters<typeof openLoginDialog>[0]) {
  const rendered = renderWithProviders(<AuthDialogs />);
  act(() => openLoginDialog(options));
  const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول' });
  return { ...rendered, dialog, user: userEvent.setup() };
}

const identifierField = () => screen.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ });
const passwordField = () => screen.getByLabelText(/^كلمة المرور/, { selector: 'input' });
const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'تسجيل الدخول' });

describe('the login dialog', () => {
  it('keeps submit disabled until both fields are filled, and trims the identifier as it is typed', async () => {
    const { dialog, user } = await openDialog();
    expect(submitButton(dialog)).toHaveProperty('disabled', true);

    await user.type(identifierField(), '  ٧٧١٠٠٠٠٠١ ');
    expect(identifierField()).toHaveProperty('value', '771000001');
    expect(submitButton(dialog)).toHaveProperty('disabled', true);

    await user.type(passwordField(), 'secret');
    expect(submitButton(dialog)).toHaveProperty('disabled', false);
  });

  it('says in Arabic what is wrong with each field, and asks to fill all fields when both are emptied', async () => {
    const { dialog, user } = await openDialog();
    await user.type(identifierField(), 'ab');
    await user.type(passwordField(), '123');
    await user.click(submitButton(dialog));

    expect(await within(dialog).findByText('يرجى إدخال بريد إلكتروني أو رقم هاتف صحيح')).toBeTruthy();
    expect(within(dialog).getByText('يجب أن تكون كلمة المرور 6 أحرف على الأقل')).toBeTruthy();
    expect(identifierField().getAttribute('aria-invalid')).toBe('true');

    await user.clear(identifierField());
    await user.clear(passwordField());
    expect(within(dialog).getByText('يرجى ملء جميع الحقول')).toBeTruthy();
  });

  it('marks both fields on wrong credentials (401)', async () => {
    const message = 'بيانات الدخول غير صحيحة';
    const calls = fakeApi({
      'POST /auth/login': () =>
        errorResponse(401, 'INVALID_CREDENTIALS', message, { identifier: message, password: message }),
    });
    const { dialog, user } = await openDialog();
    await user.type(identifierField(), 'someone@example.ye');
    await user.type(passwordField(), 'Wrong@123');
    await user.click(submitButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(identifierField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(identifierField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(calls[0]?.body).toEqual({ identifier: 'someone@example.ye', password: 'Wrong@123' });
    expect(getSession()).toBeNull();

    // Editing a field clears the failure.
    await user.type(passwordField(), 'x');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(identifierField().getAttribute('aria-invalid')).toBe('false');
  });

  it('offers to create an account when the identifier is not registered (404)', async () => {
    fakeApi({
      'POST /auth/login': () =>
        errorResponse(404, 'NOT_REGISTERED', 'هذا الحساب غير مسجّل، يمكنك إنشاء حساب جديد', { identifier: 'هذا الحساب غير مسجّل' }),
    });
    const { dialog, user, router } = await openDialog();
    await user.type(identifierField(), 'new@example.ye');
    await user.type(passwordField(), 'Secret@123');
    await user.click(submitButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('هذا الحساب غير مسجّل، يمكنك إنشاء حساب جديد');
    expect(identifierField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('false');

    await user.click(within(alert).getByRole('button', { name: 'إنشاء حساب جديد' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ identifier: 'new@example.ye' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an unverified account to the code screen (403)', async () => {
    fakeApi({
      'POST /auth/login': () => errorResponse(403, 'ACCOUNT_NOT_VERIFIED', 'الحساب غير مفعّل بعد، أرسلنا إليك رمز تحقق جديداً'),
    });
    const { dialog, user, router } = await openDialog();
    await user.type(identifierField(), '0771000001');
    await user.type(passwordField(), 'Secret@123');
    await user.click(submitButton(dialog));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.search).toBe('?identifier=0771000001');
  });

  it('says the server failed on a 5xx, and the connection failed without an answer', async () => {
    let isOffline = false;
    fakeApi({
      'POST /auth/login': () => (isOffline ? Promise.reject(new TypeError('Failed to fetch')) : errorResponse(503, 'SERVICE_UNAVAILABLE', 'x')),
    });
    const { dialog, user } = await openDialog();
    await user.type(identifierField(), 'someone@example.ye');
    await user.type(passwordField(), 'Secret@123');
    await user.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('حدث خطأ في الخادم، حاول مرة أخرى بعد قليل');

    isOffline = true;
    await user.click(submitButton(dialog));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('تعذّر الاتصال بالخادم'));
  });

  it('stores the session, closes and goes on where it was asked to', async () => {
    const user = buildUser();
    fakeApi({ 'POST /auth/login': () => jsonResponse(200, { status: 'success', message: 'تم تسجيل الدخول بنجاح', data: { token: 't-1', user } }) });
    const { dialog, user: actor, router } = await openDialog({ redirectTo: '/my-products', notice: 'loginRequired' });
    expect(within(dialog).getByText('سجّل الدخول أولاً للمتابعة.')).toBeTruthy();
    await actor.type(identifierField(), user.email);
    await actor.type(passwordField(), 'Secret@123');
    await actor.click(submitButton(dialog));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-products'));
    expect(getSession()).toEqual({ token: 't-1', user });
    expect(localStorage.getItem('solar.auth.token')).toBe('t-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches to the forgot-password step and goes to the code screen with the identifier', async () => {
    const calls = fakeApi({
      'POST /auth/forgot-password': () => jsonResponse(200, { status: 'success', message: 'أرسلنا رمز إعادة تعيين كلمة المرور', data: null }),
    });
    const { dialog, user, router } = await openDialog();
    await user.type(identifierField(), 'someone@example.ye');
    await user.click(within(dialog).getByRole('button', { name: 'نسيت كلمة المرور؟' }));

    const forgot = await screen.findByRole('dialog', { name: 'استعادة كلمة المرور' });
    const field = within(forgot).getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ });
    expect(field).toHaveProperty('value', 'someone@example.ye');
    await user.click(within(forgot).getByRole('button', { name: 'إرسال الرمز' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(router.state.location.search).toBe('?identifier=someone%40example.ye');
    expect(calls[0]?.body).toEqual({ identifier: 'someone@example.ye' });
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    const rendered = renderWithProviders(<AuthDialogs />);
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('textbox', { name: /E-mail or phone number/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create an account' })).toBeTruthy();
    rendered.unmount();
  });
});
