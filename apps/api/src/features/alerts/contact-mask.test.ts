import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-mask.ts';

describe('masked alert destinations', () => {
  it('shows a phone by its country code and last three digits, in its international grouping', () => {
    expect(maskPhone('967777123456')).toBe('+967 ••• ••• 456');
    expect(maskPhone('966551234567')).toBe('+966 •• ••• •567');
    // Not a number the parser knows (the bootstrap admin's): masked all the same.
    expect(maskPhone('000123456789012')).toBe('+••••••••••••012');
  });

  it('shows an address by its first letter and its domain', () => {
    expect(maskEmail('buyer-1234@e2e.test')).toBe('b•••@e2e.test');
    expect(maskEmail('a@b.ye')).toBe('a•••@b.ye');
    expect(maskEmail('broken')).toBe('•••');
  });
});
