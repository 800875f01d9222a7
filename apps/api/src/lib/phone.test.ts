import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    '+967 777 123 456',
    '00967777123456',
    '967777123456',
    '967 777 123 456',
    '(+967) 777 123 456',
    '777123456',
    '0777123456',
    '+967 0777 123 456',
    '(+967) 777-123-456',
    '٧٧٧١٢٣٤٥٦',
    '۷۷۷۱۲۳۴۵۶',
  ])('reads %s as one number', (typed) => {
    expect(normalizePhone(typed)).toBe('967777123456');
  });

  it('keeps other countries and gives Yemeni landlines their country code', () => {
    expect(normalizePhone('+966 55 123 4567')).toBe('966551234567');
    expect(normalizePhone('966551234567')).toBe('966551234567');
    expect(normalizePhone('00201001234567')).toBe('201001234567');
    expect(normalizePhone('01234567')).toBe('9671234567');
  });

  it('falls back to the digits of what is no phone, for lookups that must not throw', () => {
    expect(normalizePhone('967967777123456')).toBe('967967777123456');
    expect(normalizePhone('٠٠٠١٢٣')).toBe('000123');
    expect(normalizePhone('abc')).toBe('');
  });
});
