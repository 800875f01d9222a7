import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

// Without the invisible marks that keep Latin runs (A-Z, # ! - _ .) in order inside Arabic text.
const visibleText = (text: string | null) => (text ?? '').replace(/[\u200e\u2066-\u2069]/g, '');
const states = () =>
  screen.getAllByRole('listitem').map((item) => `${item.getAttribute('data-met') === 'true' ? '✓' : '✗'} ${visibleText(item.textContent)}`);

describe('PasswordChecklist', () => {
  it('ticks off the contract’s rules as the password grows', () => {
    const { rerender } = renderWithProviders(<PasswordChecklist password="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('listitem').every((item) => item.getAttribute('data-met') === 'false')).toBe(true);

    rerender(<PasswordChecklist password="abc" />);
    expect(states()).toEqual([
      '✗ 6 أحرف على الأقلغير متحقق',
      '✗ حرف إنجليزي كبير (A-Z)غير متحقق',
      '✓ حرف إنجليزي صغير (a-z)متحقق',
      '✗ رقم (0-9)غير متحقق',
      '✗ رمز أو مسافة (مثل # ! - _ .)غير متحقق',
    ]);

    rerender(<PasswordChecklist password="Abc12@" />);
    expect(screen.getAllByRole('listitem').every((item) => item.getAttribute('data-met') === 'true')).toBe(true);

    // Any symbol counts, a space or # as much as @ (security issue #12, item 17).
    for (const password of ['Sunny#2024Qw', 'Sunny 2024 Qw', 'كلمةSunny1!']) {
      rerender(<PasswordChecklist password={password} />);
      expect(screen.getAllByRole('listitem').every((item) => item.getAttribute('data-met') === 'true')).toBe(true);
    }
  });

  it('tells screen readers which rules are met, in English too', async () => {
    await changeLanguage('en');
    renderWithProviders(<PasswordChecklist password="Abcdef" />);
    const length = screen.getByText('At least 6 characters').closest('li')!;
    expect(within(length).getByText('done')).toBeTruthy();
    const digit = screen.getByText('A digit (0-9)').closest('li')!;
    expect(within(digit).getByText('not yet')).toBeTruthy();
  });
});
