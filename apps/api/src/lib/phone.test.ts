import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each(['+967 777 123 456', '00967777123456', '777123456', '0777123456', '+967 0777 123 456', '(+967) 777-123-456'])('reads %s as one number', (typed) => {
    expect(normalizePhone(typed)).toBe('967777123456');
  });

  it('keeps other countries as typed', () => {
    expect(normalizePhone('+966 55 123 4567')).toBe('966551234567');
    expect(normalizePhone('00201001234567')).toBe('201001234567');
  });
});
