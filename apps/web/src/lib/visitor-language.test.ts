import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, visitorLanguage } from './i18n.ts';

describe('visitorLanguage', () => {
  // The tests' setup switches to Arabic before each test, which stores it as a choice.
  const forgetChoice = () => {
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  };
  const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  afterEach(() => {
    forgetChoice();
    window.history.replaceState(null, '', '/');
  });

  it('is the address’s, over a stored choice (an English link opens in English)', () => {
    document.cookie = `${LANGUAGE_COOKIE}=ar; path=/`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    window.history.replaceState(null, '', '/product/1?lang=en');
    expect(visitorLanguage()).toEqual({ language: 'en', source: 'address' });
  });

  it('is the stored choice when the address asks for none: the cookie, then storage', () => {
    forgetChoice();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    browserLanguages(['ar']);
    expect(visitorLanguage()).toEqual({ language: 'en', source: 'choice' });
    document.cookie = `${LANGUAGE_COOKIE}=ar; path=/`;
    expect(visitorLanguage()).toEqual({ language: 'ar', source: 'choice' });
  });

  it('is the browser’s preference when nothing is stored: nothing stored is no choice of Arabic', () => {
    forgetChoice();
    browserLanguages(['en-US', 'ar']);
    expect(visitorLanguage()).toEqual({ language: 'en', source: 'browser' });
    window.history.replaceState(null, '', '/?lang=fr');
    browserLanguages(['ar-YE']);
    expect(visitorLanguage()).toEqual({ language: 'ar', source: 'browser' });
  });

  it('is Arabic when the browser prefers neither language', () => {
    forgetChoice();
    browserLanguages(['fr-FR', 'de']);
    expect(visitorLanguage()).toEqual({ language: 'ar', source: 'default' });
  });
});
