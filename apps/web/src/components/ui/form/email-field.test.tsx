import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmailField } from './email-field.tsx';

describe('EmailField', () => {
  it('is typed left to right on an Arabic page, with the e-mail keyboard and no capitals or spelling marks', async () => {
    renderWithProviders(<EmailField label="البريد الإلكتروني" required helperText="مثال: name@example.com" />);
    const input = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('autocapitalize')).toBe('none');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('مثال: name@example.com')).toBeTruthy();
    await userEvent.type(input, 'salem@example.ye');
    expect((input as HTMLInputElement).value).toBe('salem@example.ye');
  });

  it('keeps the caller’s own input attributes and error in English', async () => {
    await changeLanguage('en');
    renderWithProviders(<EmailField label="E-mail" error helperText="Enter a valid e-mail" slotProps={{ htmlInput: { maxLength: 120 } }} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('maxlength')).toBe('120');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail')).toBeTruthy();
  });
});
