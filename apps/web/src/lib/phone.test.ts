import { describe, expect, it } from 'vitest';
import { formatInternationalPhone, toDialable, toInternationalPhone, toLatinDigits, toWhatsAppNumber } from './phone.ts';

describe('phone', () => {
  it('reads Arabic-Indic and Persian digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('keeps a leading plus and the digits for the dialer', () => {
    expect(toDialable(' +967 (777) 000-111 ')).toBe('+967777000111');
    expect(toDialable('٧٧٧ ٠٠٠ ١١١')).toBe('777000111');
  });

  it('gives wa.me an international number, digits only', () => {
    expect(toWhatsAppNumber('+967 777-123-456')).toBe('967777123456');
    expect(toWhatsAppNumber('00967777123456')).toBe('967777123456');
    expect(toWhatsAppNumber('777123456')).toBe('967777123456');
    expect(toWhatsAppNumber('0777123456')).toBe('967777123456');
    expect(toWhatsAppNumber('+966 55 123 4567')).toBe('966551234567');
    expect(toWhatsAppNumber('12-34')).toBeNull();
  });

  it('puts the dial code before a local sign-up number, without the trunk zero', () => {
    expect(toInternationalPhone('967', '771234567')).toBe('+967771234567');
    expect(toInternationalPhone('967', '0771234567')).toBe('+967771234567');
    expect(toInternationalPhone('966', '٠٥٥ ١٢٣ ٤٥٦٧')).toBe('+966551234567');
    expect(toInternationalPhone('967', '+966551234567')).toBe('+966551234567');
    expect(toInternationalPhone('967', '00966551234567')).toBe('+966551234567');
  });

  it('shows a stored number with its plus', () => {
    expect(formatInternationalPhone('967771000001')).toBe('+967771000001');
    expect(formatInternationalPhone('+967771000001')).toBe('+967771000001');
  });
});
