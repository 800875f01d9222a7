import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NewPasswordSchema } from '@solar/shared/contract/auth';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useTextField } from '../hooks/use-text-field.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const Schema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string().min(1, { message: 'auth:errors.passwordRequired' }) })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'auth:errors.passwordMismatch' });

function Form() {
  const form = useForm({ resolver: zodResolver(Schema), defaultValues: { password: '', confirmPassword: '' } });
  const textField = useTextField(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <NewPasswordFields
        password={textField('password')}
        confirm={textField('confirmPassword')}
        value={form.watch('password')}
        labels={{ password: 'New password', confirm: 'Confirm' }}
        autoFocus
      />
      <button type="submit">Send</button>
    </form>
  );
}

const describedBy = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

describe('NewPasswordFields', () => {
  it('ticks the rules off as the password is typed, in Arabic, left to right, with a show button', async () => {
    renderWithProviders(<Form />);
    const password = screen.getByLabelText(/^New password/);
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('dir')).toBe('ltr');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(describedBy(password)).toEqual([expect.stringContaining('يجب أن تحتوي كلمة المرور على:')]);
    await userEvent.type(password, 'abc');
    const met = () => [...document.querySelectorAll('li[data-met="true"]')].map((rule) => rule.textContent);
    expect(met()).toEqual(['حرف إنجليزي صغير (⁦a-z⁩)متحقق']);
    await userEvent.click(screen.getAllByRole('button', { name: 'إظهار كلمة المرور' })[0]!);
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور', pressed: true })).toBeTruthy();
  });

  it('puts the password’s error before the checklist among what describes it, and says when the two differ, in English', async () => {
    await changeLanguage('en');
    renderWithProviders(<Form />);
    const password = screen.getByLabelText(/^New password/);
    await userEvent.type(password, 'abc');
    await userEvent.type(screen.getByLabelText(/^Confirm/), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const texts = describedBy(password);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Your password needs:');
    await userEvent.clear(password);
    await userEvent.type(password, 'Strong@123');
    await userEvent.clear(screen.getByLabelText(/^Confirm/));
    await userEvent.type(screen.getByLabelText(/^Confirm/), 'Strong@124');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('false'));
    expect(describedBy(password)).toEqual([expect.stringContaining('Your password needs:')]);
  });
});
