import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerifyOtpForm } from './verify-otp-form.tsx';

const arabic = (value: number) => new Intl.NumberFormat('ar').format(value);

describe('VerifyOtpForm', () => {
  it('waits 60 s before offering to resend', () => {
    renderWithProviders(<VerifyOtpForm identifier="salem@example.ye" />);
    const resend = screen.getByRole('button', { name: `إعادة الإرسال بعد ${arabic(60)} ث` });
    expect(resend).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'تأكيد الرمز' })).toHaveProperty('disabled', true);
  });

  it('resends the code and restarts the countdown', async () => {
    const actor = userEvent.setup();
    const calls = fakeApi({ 'POST /auth/request-otp': () => jsonResponse(200, { status: 'success', message: 'أرسلنا رمز التحقق', data: null }) });
    renderWithProviders(<VerifyOtpForm identifier="salem@example.ye" resendAfterSeconds={0} />);

    await actor.click(screen.getByRole('button', { name: 'إعادة إرسال الرمز' }));

    expect(await screen.findByRole('button', { name: `إعادة الإرسال بعد ${arabic(60)} ث` })).toHaveProperty('disabled', true);
    expect(calls[0]?.body).toEqual({ identifier: 'salem@example.ye' });
  });

  it('honours the wait the server asks for (429 Retry-After)', async () => {
    const actor = userEvent.setup();
    fakeApi({
      'POST /auth/request-otp': () => errorResponse(429, 'RESEND_TOO_SOON', 'يرجى الانتظار قبل طلب رمز جديد', undefined, { 'Retry-After': '37' }),
    });
    renderWithProviders(<VerifyOtpForm identifier="salem@example.ye" resendAfterSeconds={0} />);

    await actor.click(screen.getByRole('button', { name: 'إعادة إرسال الرمز' }));

    await waitFor(() => expect(screen.getByRole('button', { name: `إعادة الإرسال بعد ${arabic(37)} ث` })).toHaveProperty('disabled', true));
  });

  it('says when the account is already verified and offers to log in', async () => {
    const actor = userEvent.setup();
    fakeApi({ 'POST /auth/verify-otp/salem@example.ye': () => errorResponse(409, 'ALREADY_VERIFIED', 'الحساب مفعّل مسبقاً، يمكنك تسجيل الدخول') });
    renderWithProviders(<VerifyOtpForm identifier="salem@example.ye" />);
    await actor.click(screen.getByRole('textbox', { name: 'الرقم 1 من 6' }));
    await actor.keyboard('123456');
    await actor.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('الحساب مفعّل مسبقاً، يمكنك تسجيل الدخول');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
  });
});
