import { describe, expect, it } from 'vitest';
import { acceptedLanguages, preferredLanguage } from './preferred-language.ts';

describe('preferredLanguage', () => {
  it.each([
    { ranges: ['ar-YE', 'ar', 'en'], expected: 'ar' },
    { ranges: ['en-GB', 'ar'], expected: 'en' },
    { ranges: ['fr-FR', 'EN-us', 'ar'], expected: 'en' },
    { ranges: ['de', 'fr'], expected: undefined },
    { ranges: [], expected: undefined },
  ])('takes the first language the app speaks in $ranges', ({ ranges, expected }) => {
    expect(preferredLanguage(ranges)).toBe(expected);
  });
});

describe('acceptedLanguages', () => {
  it('orders the ranges by weight, keeping the header’s order among equals', () => {
    expect(acceptedLanguages('fr;q=0.5, en-US;q=0.9, ar-YE, ar;q=0.9')).toEqual(['ar-YE', 'en-US', 'ar', 'fr']);
  });

  it('leaves out what is not wanted (q=0), the wildcard and empty parts', () => {
    expect(acceptedLanguages('en;q=0, *, , ar;Q=0.3')).toEqual(['ar']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('picks what the browser picks from the same list (Chromium sends navigator.languages with falling weights)', () => {
    const languages = ['en-US', 'ar-YE', 'ar'];
    expect(preferredLanguage(acceptedLanguages('en-US,ar-YE;q=0.9,ar;q=0.8'))).toBe(preferredLanguage(languages));
    expect(preferredLanguage(acceptedLanguages('fr-FR,fr;q=0.9'))).toBeUndefined();
  });
});
