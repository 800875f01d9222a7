import type { FastifyInstance } from 'fastify';
import type { Language } from '@solar/shared/contract/common';
import { pickLanguage } from '../lib/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/** Reads `Accept-Language` once per request into `request.lang` (ar unless the caller prefers en). */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('lang', 'ar');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });
}
