import { describe, expect, it } from 'vitest';
import arErrors from '../i18n/locales/ar/errors.json' with { type: 'json' };
import enErrors from '../i18n/locales/en/errors.json' with { type: 'json' };
import { ERROR_CODES, isErrorCode } from './error-codes.ts';

const topLevelTexts = (catalogue: Record<string, unknown>) =>
  Object.entries(catalogue)
    .filter(([, text]) => typeof text === 'string')
    .map(([key]) => key)
    .sort();

describe('error codes', () => {
  it('each code has its message in Arabic and English, and the catalogue has no message for a code that does not exist', () => {
    const codes = [...ERROR_CODES].sort();
    expect(topLevelTexts(arErrors)).toEqual(codes);
    expect(topLevelTexts(enErrors)).toEqual(codes);
    for (const code of ERROR_CODES) {
      expect(arErrors[code]).toMatch(/[\u0600-\u06FF]/);
      expect(enErrors[code]).toMatch(/[A-Za-z]/);
    }
  });

  it('codes are unique and tell themselves from other text', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('LISTING_CHANGED')).toBe(true);
    expect(isErrorCode('listing_changed')).toBe(false);
    expect(isErrorCode('<html>')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
