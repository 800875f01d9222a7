import type { FastifyInstance } from 'fastify';
import type { Language } from '@solar/shared/contract/common';
import { pickLanguage } from '../lib/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from `Accept-Language` (ar unless they prefer en). */
    readonly lang: Language;
  }
}

// Browsers send the same few Accept-Language values again and again; each is parsed once. Bounded, so
// a client inventing headers cannot grow it.
const known = new Map<string, Language>();
const KNOWN_MAX = 200;

export function languageOf(header: string | undefined): Language {
  if (!header) return 'ar';
  let lang = known.get(header);
  if (!lang) {
    lang = pickLanguage(header);
    if (known.size < KNOWN_MAX) known.set(header, lang);
  }
  return lang;
}

/**
 * `request.lang`, read from `Accept-Language` when something asks for it (an error message, a rendered
 * text) rather than in a hook on every request (docs/decisions/011-request-pipeline.md).
 */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: { headers: { 'accept-language'?: string } }) {
      return languageOf(this.headers['accept-language']);
    },
  });
}
