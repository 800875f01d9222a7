import { describe, expect, it } from 'vitest';
import { langOf, textLanguage } from './text-language.ts';

describe("a seller's text's language", () => {
  it('is Arabic with an Arabic letter, English with Latin letters only, unknown with neither', () => {
    expect(textLanguage('Growatt SPF 5000 ES off-grid inverter')).toBe('en');
    expect(textLanguage('بطارية AGM ريتار 12 فولت')).toBe('ar');
    expect(textLanguage('12/24 ٥٠٠')).toBeUndefined();
  });

  it('is tagged only where it differs from the page', () => {
    expect(langOf('Growatt SPF 5000 ES', 'ar')).toBe('en');
    expect(langOf('Growatt SPF 5000 ES', 'en')).toBeUndefined();
    expect(langOf('إنفرتر هجين', 'en')).toBe('ar');
    expect(langOf('5000', 'ar')).toBeUndefined();
  });
});
