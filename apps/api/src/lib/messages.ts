import arErrors from '@solar/shared/i18n/locales/ar/errors.json' with { type: 'json' };
import enErrors from '@solar/shared/i18n/locales/en/errors.json' with { type: 'json' };
import type { Language } from '@solar/shared/contract/common';

const catalogues: Record<Language, Record<string, unknown>> = { ar: arErrors, en: enErrors };

function lookup(tree: Record<string, unknown>, dotted: string): string | undefined {
  let node: unknown = tree;
  for (const part of dotted.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The server's message for a key of the errors catalogue ('NOT_FOUND', 'field.required' or the
 * namespaced 'errors:field.required' that shared schemas carry), in the caller's language.
 */
export function translateError(lang: Language, key: string): string {
  const bare = key.startsWith('errors:') ? key.slice('errors:'.length) : key;
  return lookup(catalogues[lang], bare) ?? lookup(catalogues.ar, bare) ?? lookup(catalogues[lang], 'UNEXPECTED')!;
}

/** True when the catalogue knows this key (so unknown codes fall back to a generic message). */
export function hasErrorMessage(key: string): boolean {
  return lookup(catalogues.ar, key.replace(/^errors:/, '')) !== undefined;
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
