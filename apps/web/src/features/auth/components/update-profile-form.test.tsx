import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { buildUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { signIn, getSession } from '../stores/session-store.ts';
import { UpdateProfileForm } from './update-profile-form.tsx';

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

function renderForm() {
  const user = buildUser({ name: 'سالم أحمد' });
  signIn('token-1', user);
  const onSaved = vi.fn();
  renderWithProviders(<UpdateProfileForm user={user} onSaved={onSaved} />);
  return { user, onSaved, actor: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'حفظ التغييرات' });
const nameField = () => screen.getByRole('textbox', { name: /الاسم الكامل/ });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('UpdateProfileForm', () => {
  it('enables Save only when the name or the picture differs from the profile', async () => {
    const { actor } = renderForm();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('لا توجد تغييرات لحفظها')).toBeTruthy();

    await actor.type(nameField(), ' ');
    expect(saveButton()).toHaveProperty('disabled', true);

    await actor.type(nameField(), 'ي');
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('لا توجد تغييرات لحفظها')).toBeNull();

    await actor.clear(nameField());
    await actor.type(nameField(), 'سالم أحمد');
    expect(saveButton()).toHaveProperty('disabled', true);

    await actor.upload(fileInput(), png());
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(screen.getByText('الصورة المختارة: me.png')).toBeTruthy();
  });

  it('shows the phone read-only with the reason it cannot change', () => {
    renderForm();
    const phone = screen.getByRole('textbox', { name: 'رقم الهاتف' });
    expect(phone).toHaveProperty('readOnly', true);
    expect(phone).toHaveProperty('value', '+967771000001');
    expect(screen.getByText('لا يمكن تغيير رقم الهاتف لأسباب أمنية')).toBeTruthy();
  });

  it('refuses files that are not PNG or JPEG, and pictures over 5 MB', async () => {
    await changeLanguage('en');
    const user = buildUser();
    renderWithProviders(<UpdateProfileForm user={user} onSaved={vi.fn()} />);
    const actor = userEvent.setup({ applyAccept: false });

    await actor.upload(fileInput(), new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid image file (PNG or JPEG)');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);

    await actor.upload(fileInput(), png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Image size must be less than 5MB');
  });

  it('checks the name with the contract’s rules', async () => {
    const { actor } = renderForm();
    await actor.clear(nameField());
    await actor.type(nameField(), 'س');
    await actor.click(saveButton());
    expect(await screen.findByText('يجب أن يكون الاسم حرفين على الأقل')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
  });

  it('uploads the picture, then saves it with the new name, and updates the session', async () => {
    const { user, onSaved, actor } = renderForm();
    const updated = { ...user, name: 'سالم علي', profileImageUrl: '/uploads/abcdefgh-320.webp' };
    const calls = fakeApi({
      'POST /uploads/image': () =>
        jsonResponse(201, { status: 'success', data: { fileUrl: '/uploads/abcdefgh-640.webp', _id: 'u1', width: 10, height: 10 } }),
      'PUT /auth/update-profile': () => jsonResponse(200, { status: 'success', message: 'تم تحديث الملف الشخصي بنجاح', data: updated }),
    });
    await actor.clear(nameField());
    await actor.type(nameField(), 'سالم علي');
    await actor.upload(fileInput(), png());
    await actor.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /uploads/image', 'PUT /auth/update-profile']);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls[1]?.body).toEqual({ name: 'سالم علي', profileImageUrl: '/uploads/abcdefgh-640.webp' });
    expect(getSession()?.user).toEqual(updated);
  });

  it('says so when the upload fails, and does not save', async () => {
    const { onSaved, actor } = renderForm();
    const calls = fakeApi({
      'POST /uploads/image': () => errorResponse(415, 'IMAGE_TYPE_NOT_ALLOWED', 'نوع الملف غير مدعوم، يُسمح بصور PNG أو JPEG فقط'),
    });
    await actor.upload(fileInput(), png());
    await actor.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe('فشل رفع الصورة، حاول مرة أخرى. نوع الملف غير مدعوم، يُسمح بصور PNG أو JPEG فقط');
    expect(calls).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
