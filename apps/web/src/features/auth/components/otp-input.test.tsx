import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { OtpInput } from './otp-input.tsx';

let lastValue = '';

function Harness() {
  const [value, setValue] = useState('');
  lastValue = value;
  return (
    <>
      <span id="code-label">رمز التحقق</span>
      <OtpInput value={value} onChange={setValue} length={6} labelledBy="code-label" />
    </>
  );
}

const boxes = () => Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `الرقم ${index + 1} من 6` }));
const shownDigits = () => boxes().map((box) => (box as HTMLInputElement).value).join('|');

describe('OtpInput', () => {
  it('is a labelled group of six numeric boxes', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'رمز التحقق' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]?.getAttribute('inputmode')).toBe('numeric');
    expect(boxes()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('moves to the next box as digits are typed, ignoring anything but digits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(boxes()[0]!);

    await user.keyboard('1a2');

    expect(shownDigits()).toBe('1|2||||');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(lastValue).toBe('12');
  });

  it('steps back with Backspace on an empty box, clearing the digit before', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);

    await user.keyboard('{Backspace}');

    expect(shownDigits()).toBe('1|2||||');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(shownDigits()).toBe('1|||||');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills every box from a pasted code, Arabic-Indic digits included', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(boxes()[2]!);

    await user.paste('٤٠٥-٦٧٨');

    expect(shownDigits()).toBe('4|0|5|6|7|8');
    expect(lastValue).toBe('405678');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('turns an Arabic-Indic digit typed into a box into an ASCII one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('٣');
    expect(shownDigits()).toBe('3|||||');
  });
});
