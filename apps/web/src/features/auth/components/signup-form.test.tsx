import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { getAuthDialog } from '../stores/auth-dialog-store.ts';
import { SignupForm } from './signup-form.tsx';

async function fillForm(actor: ReturnType<typeof userEvent.setup>, { phone = '0771234567', password = 'Secret@1' } = {}) {
  await actor.type(screen.getByRole('textbox', { name: /الاسم الكامل/ }), 'سالم أحمد');
  await actor.type(screen.getByRole('textbox', { name: /رقم الهاتف/ }), phone);
  await actor.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'salem@example.ye');
  await actor.type(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }), password);
  await actor.type(screen.getByLabelText(/^تأكيد كلمة المرور/, { selector: 'input' }), password);
}

const submit = () => screen.getByRole('button', { name: 'إنشاء الحساب' });

describe('SignupForm', () => {
  it('checks every field with the contract’s rules, in Arabic', async () => {
    const actor = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await actor.type(screen.getByRole('textbox', { name: /رقم الهاتف/ }), '12ab3');
    await actor.type(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'abc');
    await actor.type(screen.getByLabelText(/^تأكيد كلمة المرور/, { selector: 'input' }), 'abd');
    await actor.click(submit());

    expect(await screen.findByText('الاسم مطلوب')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /رقم الهاتف/ })).toHaveProperty('value', '123');
    expect(screen.getByText('رقم الهاتف غير صالح، تحقّق من الأرقام ورمز الدولة')).toBeTruthy();
    expect(screen.getByText('البريد الإلكتروني مطلوب')).toBeTruthy();
    expect(screen.getByText(/^يجب أن تحتوي كلمة المرور على 6 أحرف/)).toBeTruthy();
    expect(screen.getByText('كلمتا المرور غير متطابقتين')).toBeTruthy();
  });

  // Issue #17: an empty sign-up marked only its first field. Leaving the name field (focused on arrival)
  // for the button marked it there and then, its error pushed the button down under the finger, and the tap
  // was lost. Nothing is marked before sending; sending marks every field and focuses the first.
  it('marks nothing on leaving a field, then every wrong field at once when sent, focusing the first', async () => {
    const actor = userEvent.setup();
    const calls = fakeApi({});
    renderWithProviders(<SignupForm />);
    const name = screen.getByRole('textbox', { name: /الاسم الكامل/ });
    expect(document.activeElement).toBe(name);
    await actor.tab();
    await actor.tab();
    expect(screen.queryByText('الاسم مطلوب')).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    await actor.click(submit());
    expect(await screen.findByText('الاسم مطلوب')).toBeTruthy();
    const invalid = [...document.querySelectorAll('input[aria-invalid="true"]')].map((input) => input.getAttribute('name'));
    expect(invalid).toEqual(['name', 'phone', 'email', 'password', 'confirmPassword']);
    expect(document.activeElement).toBe(name);
    // Corrected, a field's mark goes as it is typed.
    await actor.type(name, 'سالم');
    expect(screen.queryByText('الاسم مطلوب')).toBeNull();
    expect(screen.getByText('رقم الهاتف مطلوب')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('starts at +967 and sends the dial code with the number, without its trunk zero', async () => {
    const actor = userEvent.setup();
    const calls = fakeApi({
      'POST /auth/register': () =>
        jsonResponse(201, { status: 'success', message: 'أرسلنا رمز التحقق', data: { email: 'salem@example.ye', phone: '+967771234567' } }),
    });
    const { router } = renderWithProviders(<SignupForm />);
    expect(screen.getByRole('combobox', { name: 'رمز الدولة' }).textContent).toBe('+967');
    await fillForm(actor);
    await actor.click(submit());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ name: 'سالم أحمد', phone: '+967771234567', email: 'salem@example.ye', password: 'Secret@1' });
    // The code screen follows after 1 s, with e-mail and phone in the state and the e-mail in the address.
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'), { timeout: 2500 });
    expect(router.state.location.search).toBe('?identifier=salem%40example.ye');
    expect(router.state.location.state).toEqual({ email: 'salem@example.ye', phone: '+967771234567' });
  });

  // Security issue #12, item 16: the dial code went first again and 967967777123456 was stored.
  it.each(['+967777123456', '967 777 123 456', '(+967) 777 123 456', '00967777123456', '٧٧٧١٢٣٤٥٦'])(
    'sends %j, typed with or without its country code, as +967777123456',
    async (typed) => {
      const actor = userEvent.setup();
      const calls = fakeApi({
        'POST /auth/register': () => jsonResponse(201, { status: 'success', data: { email: 'salem@example.ye', phone: '+967777123456' } }),
      });
      renderWithProviders(<SignupForm />);
      await fillForm(actor, { phone: typed });
      expect(screen.getByRole('textbox', { name: /رقم الهاتف/ })).toHaveProperty('value', typed.startsWith('+') || typed.startsWith('(+') ? '+967777123456' : typed.startsWith('٧') ? '777123456' : typed.replace(/\D/g, ''));
      await actor.click(submit());

      await waitFor(() => expect(calls).toHaveLength(1));
      expect((calls[0]?.body as { phone: string }).phone).toBe('+967777123456');
    },
  );

  it('refuses a number with its country code typed twice', async () => {
    const actor = userEvent.setup();
    const calls = fakeApi({});
    renderWithProviders(<SignupForm />);
    await fillForm(actor, { phone: '967967777123456' });
    await actor.click(submit());

    expect(await screen.findByText('رقم الهاتف غير صالح، تحقّق من الأرقام ورمز الدولة')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('accepts any symbol in the password, a space or # among them', async () => {
    const actor = userEvent.setup();
    const calls = fakeApi({
      'POST /auth/register': () => jsonResponse(201, { status: 'success', data: { email: 'salem@example.ye', phone: '+967771234567' } }),
    });
    renderWithProviders(<SignupForm />);
    await fillForm(actor, { password: 'Sunny#2024 Qw' });
    await actor.click(submit());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]?.body as { password: string }).password).toBe('Sunny#2024 Qw');
  });

  it('lets the person pick another country', async () => {
    const actor = userEvent.setup();
    const calls = fakeApi({
      'POST /auth/register': () => jsonResponse(201, { status: 'success', data: { email: 'salem@example.ye', phone: '+966551234567' } }),
    });
    renderWithProviders(<SignupForm />);
    await actor.click(screen.getByRole('combobox', { name: 'رمز الدولة' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(34);
    await actor.click(screen.getByRole('option', { name: /السعودية.*\+966/ }));
    await fillForm(actor, { phone: '551234567' });
    await actor.click(submit());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]?.body as { phone: string }).phone).toBe('+966551234567');
  });

  it('marks phone and e-mail that are already registered (409) and offers to log in', async () => {
    const actor = userEvent.setup();
    fakeApi({
      'POST /auth/register': () =>
        errorResponse(409, 'ALREADY_EXISTS', 'المستخدم مسجّل مسبقاً', { phone: 'هذا الرقم مسجّل مسبقاً', email: 'هذا البريد الإلكتروني مسجّل مسبقاً' }),
    });
    renderWithProviders(<SignupForm />);
    await fillForm(actor);
    await actor.click(submit());

    expect(await screen.findByText('هذا الرقم مسجّل مسبقاً')).toBeTruthy();
    expect(screen.getByText('هذا البريد الإلكتروني مسجّل مسبقاً')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /رقم الهاتف/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }).getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('المستخدم مسجّل مسبقاً. هل تريد تسجيل الدخول بدلاً من ذلك؟');

    await actor.click(within(alert).getByRole('button', { name: 'الانتقال إلى تسجيل الدخول' }));
    expect(getAuthDialog()).toMatchObject({ view: 'login', identifier: 'salem@example.ye' });
  });
});
