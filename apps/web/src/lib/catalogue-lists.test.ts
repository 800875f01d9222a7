import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { catalogues as arabicStartup } from './catalogues/ar.ts';
import { catalogues as englishStartup } from './catalogues/en.ts';
import { LAZY_NAMESPACES, SUPPORTED_LANGUAGES } from './i18n.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../../packages/shared/src/i18n/locales');
const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));

// Read before the test setup loads the lazy namespaces, which i18next adds to the same objects.
const startupNamespaces = { ar: new Set(Object.keys(arabicStartup)), en: new Set(Object.keys(englishStartup)) };

// Three lists name the catalogues (LAZY_NAMESPACES, the lazy loaders, the start-up files' exclusions):
// a namespace in none is never shown, and one in both is downloaded twice.
describe('the catalogue lists', () => {
  it.each(['ar', 'en'] as const)('put every %s namespace in exactly one of the start-up file and the lazy ones', (language) => {
    const lazy = new Set<string>(LAZY_NAMESPACES);
    for (const namespace of namespacesOf(language)) {
      expect.soft(startupNamespaces[language].has(namespace) !== lazy.has(namespace), `${language}/${namespace}`).toBe(true);
    }
  });

  it('loads every lazy namespace in every language (the test setup loads them)', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const namespace of LAZY_NAMESPACES) expect.soft(i18n.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
    }
  });
});
