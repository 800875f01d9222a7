import type { ResourceKey } from 'i18next';

/**
 * The start-up catalogues of this language (every namespace but lib/i18n.ts LAZY_NAMESPACES), one module
 * and so one file: a file per namespace cost the first screen a round trip each on a slow network.
 */
const modules = import.meta.glob<ResourceKey>(
  [
    '../../../../../packages/shared/src/i18n/locales/en/*.json',
    '!../../../../../packages/shared/src/i18n/locales/en/admin.json',
    '!../../../../../packages/shared/src/i18n/locales/en/admin-*.json',
    '!../../../../../packages/shared/src/i18n/locales/en/info.json',
    '!../../../../../packages/shared/src/i18n/locales/en/calculator.json',
    '!../../../../../packages/shared/src/i18n/locales/en/directory.json',
    '!../../../../../packages/shared/src/i18n/locales/en/auth.json',
    '!../../../../../packages/shared/src/i18n/locales/en/compatibility.json',
    '!../../../../../packages/shared/src/i18n/locales/en/offline.json',
    '!../../../../../packages/shared/src/i18n/locales/en/prices.json',
    '!../../../../../packages/shared/src/i18n/locales/en/selling.json',
  ],
  { eager: true, import: 'default' },
);

export const catalogues: Record<string, ResourceKey> = Object.fromEntries(
  Object.entries(modules).map(([path, resources]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), resources]),
);
