import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { JOIN_SUCCESS_MS, JoinRequestDialog } from './join-request-dialog.tsx';
import { JoinBanner } from './join-banner.tsx';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';

const created = () => jsonResponse(201, { status: 'success', data: { _id: 'jr-1', type: 'engineer', createdAt: '2026-01-01T00:00:00.000Z' } });

async function fillForm(dialog: HTMLElement, { email = 'ahmed@example.com' } = {}) {
  const view = within(dialog);
  await userEvent.type(view.getByLabelText(/الاسم الكامل/), 'أحمد علي');
  await userEvent.type(view.getByLabelText(/البريد الإلكتروني/), email);
  await userEvent.type(view.getByLabelText(/رقم الهاتف/), '٧٧١٢٣٤٥٦٧');
}

describe('JoinRequestDialog', () => {
  it('asks for every required field and checks the e-mail, with the spec’s messages', async () => {
    const calls = fakeApi({});
    renderWithProviders(<JoinRequestDialog open initialType="engineer" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'طلب الانضمام كمهندس' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(await within(dialog).findByText('يرجى تعبئة جميع الحقول المطلوبة')).toBeTruthy();
    expect(within(dialog).getByText('الاسم مطلوب')).toBeTruthy();
    const name = within(dialog).getByLabelText(/الاسم الكامل/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(name);

    await fillForm(dialog, { email: 'not-an-email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(await within(dialog).findByText('يرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    expect(within(dialog).queryByText('يرجى تعبئة جميع الحقول المطلوبة')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends the request, shows the success panel for 2 s, then closes', async () => {
    const calls = fakeApi({ 'POST /marketplace/request-join': created });
    const onClose = vi.fn();
    renderWithProviders(<JoinRequestDialog open initialType="shop" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    await fillForm(dialog);
    await userEvent.type(within(dialog).getByLabelText(/رسالة/), 'محل في عدن');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));

    expect(await within(dialog).findByText('تم إرسال طلبك بنجاح')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ fullName: 'أحمد علي', email: 'ahmed@example.com', phoneNumber: '967771234567', type: 'shop', content: 'محل في عدن' });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: JOIN_SUCCESS_MS + 1000 });
  });

  it('shows the server’s reason when the request is refused', async () => {
    fakeApi({ 'POST /marketplace/request-join': () => errorResponse(409, 'JOIN_REQUEST_DUPLICATE', 'لديك طلب انضمام قيد المراجعة') });
    renderWithProviders(<JoinRequestDialog open initialType="engineer" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('لديك طلب انضمام قيد المراجعة');
    expect(within(dialog).queryByText('تم إرسال طلبك بنجاح')).toBeNull();
  });

  it('opens from the banner with the banner’s type and starts empty every time', async () => {
    fakeApi({});
    await changeLanguage('en');
    renderWithProviders(<JoinBanner type="shop" />);

    await userEvent.click(screen.getByRole('button', { name: 'Register your shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to register a shop' });
    expect((within(dialog).getByLabelText(/Request type/) as HTMLSelectElement).value).toBe('shop');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Sara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Register your shop' }));
    expect(((await screen.findByLabelText(/Full name/)) as HTMLInputElement).value).toBe('');
  });
});
