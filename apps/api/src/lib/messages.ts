import arErrors from '@solar/shared/i18n/locales/ar/errors.json' with { type: 'json' };
import enErrors from '@solar/shared/i18n/locales/en/errors.json' with { type: 'json' };
import arAuth from '@solar/shared/i18n/locales/ar/auth.json' with { type: 'json' };
import enAuth from '@solar/shared/i18n/locales/en/auth.json' with { type: 'json' };
import arProducts from '@solar/shared/i18n/locales/ar/products.json' with { type: 'json' };
import enProducts from '@solar/shared/i18n/locales/en/products.json' with { type: 'json' };
import arSelling from '@solar/shared/i18n/locales/ar/selling.json' with { type: 'json' };
import enSelling from '@solar/shared/i18n/locales/en/selling.json' with { type: 'json' };
import arAdmin from '@solar/shared/i18n/locales/ar/admin.json' with { type: 'json' };
import enAdmin from '@solar/shared/i18n/locales/en/admin.json' with { type: 'json' };
import arAlerts from '@solar/shared/i18n/locales/ar/alerts.json' with { type: 'json' };
import enAlerts from '@solar/shared/i18n/locales/en/alerts.json' with { type: 'json' };
import arWanted from '@solar/shared/i18n/locales/ar/wanted.json' with { type: 'json' };
import enWanted from '@solar/shared/i18n/locales/en/wanted.json' with { type: 'json' };
import type { Language } from '@solar/shared/contract/common';

// The namespaces the server speaks from; the web app loads the same files.
const catalogues: Record<Language, Record<string, Record<string, unknown>>> = {
  ar: { errors: arErrors, auth: arAuth, products: arProducts, selling: arSelling, admin: arAdmin, alerts: arAlerts, wanted: arWanted },
  en: { errors: enErrors, auth: enAuth, products: enProducts, selling: enSelling, admin: enAdmin, alerts: enAlerts, wanted: enWanted },
};

function lookup(lang: Language, key: string): string | undefined {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['errors', key];
  let node: unknown = catalogues[lang][ns];
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of a catalogue key in the caller's language: 'NOT_FOUND' and 'field.required' are read
 * from the errors namespace, 'auth:errors.nameRequired' from its own. `{{name}}` placeholders are filled.
 */
export function translate(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = lookup(lang, key) ?? lookup('ar', key) ?? lookup(lang, 'UNEXPECTED')!;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Picks ar or en from an Accept-Language header (ar by default, honouring q-values). */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'ar';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('ar')) return 'ar';
    if (tag.startsWith('en')) return 'en';
  }
  return 'ar';
}
