import { describe, expect, it } from 'vitest';
import { toInternationalPhone } from './international-phone.ts';

describe('toInternationalPhone', () => {
  it.each([
    ['967', '771234567'],
    ['967', '0771234567'],
    ['967', '+967771234567'],
    ['967', '967771234567'],
    ['967', '00967771234567'],
    ['967', '(+967) 771 234 567'],
    ['967', '967 771 234 567'],
    ['967', '٧٧١٢٣٤٥٦٧'],
    ['967', '+967 0771234567'],
    ['966', '967771234567'],
    ['966', '+967771234567'],
  ])('never puts the dial code twice: %s + %s is +967771234567', (dialCode, typed) => {
    expect(toInternationalPhone(dialCode, typed)).toBe('+967771234567');
  });

  it('reads a local number in the chosen country', () => {
    expect(toInternationalPhone('966', '٠٥٥ ١٢٣ ٤٥٦٧')).toBe('+966551234567');
    expect(toInternationalPhone('966', '551234567')).toBe('+966551234567');
    expect(toInternationalPhone('967', '+966551234567')).toBe('+966551234567');
    expect(toInternationalPhone('967', '00966551234567')).toBe('+966551234567');
    expect(toInternationalPhone('967', '966551234567')).toBe('+966551234567');
    expect(toInternationalPhone('20', '01001234567')).toBe('+201001234567');
  });

  it('gives no number for what is none', () => {
    expect(toInternationalPhone('967', '967967771234567')).toBeNull();
    expect(toInternationalPhone('967', '77123')).toBeNull();
    expect(toInternationalPhone('967', '')).toBeNull();
  });
});
