import { describe, expect, it } from 'vitest';
import { formatInternationalPhone, toDialable, toWhatsAppNumber } from './phone.ts';

// The API returns every phone in its stored form, international digits (967777123456).
describe('phone links of stored numbers', () => {
  it('dials with a plus, so a call connects from Saudi Arabia as from Sana’a', () => {
    expect(toDialable('967777123456')).toBe('+967777123456');
    expect(toDialable('9671234567')).toBe('+9671234567');
    expect(toDialable('+967 777 000 111')).toBe('+967777000111');
    expect(toDialable('')).toBe('');
  });

  it('gives wa.me the international digits', () => {
    expect(toWhatsAppNumber('967777123456')).toBe('967777123456');
    expect(toWhatsAppNumber('966551234567')).toBe('966551234567');
    expect(toWhatsAppNumber('+967 777 123 456')).toBe('967777123456');
    expect(toWhatsAppNumber('١٢-٣٤')).toBeNull();
  });

  it('shows a stored number with its plus', () => {
    expect(formatInternationalPhone('967771000001')).toBe('+967771000001');
    expect(formatInternationalPhone('+967771000001')).toBe('+967771000001');
  });
});
