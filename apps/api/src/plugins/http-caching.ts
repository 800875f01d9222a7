import crypto from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public answer that a browser, the proxy and a CDN may keep for `public` seconds when the caller is
     * anonymous; a signed-in caller's copy is private (docs/decisions/017-operating-the-service.md).
     */
    cache?: { public: number } | 'no-store';
  }
}

/**
 * An `onRoute` hook for a feature whose every answer is personal (accounts, selling, the console): no
 * cache keeps any of it, not even the browser.
 */
export function storeNothing(route: RouteOptions) {
  route.config = { ...route.config, cache: 'no-store' };
}

/** Seconds a cache may keep serving a public answer while it asks for a fresh one. */
const STALE_WHILE_REVALIDATE_FACTOR = 5;

/** A weak validator of the bytes of an answer: equal bodies, equal tags, whichever process made them. */
export function etagOf(payload: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
}

/** Whether a request's `If-None-Match` names this tag (or any, `*`). */
export const ifNoneMatches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag || `W/${tag.trim()}` === etag));

/**
 * Caching of the API's GET answers, in one place:
 * - `Cache-Control`: a route marked `cache: { public: s }` is `public, max-age=s,
 *   stale-while-revalidate=5s` for an anonymous caller and `private, no-cache` for a signed-in one; any
 *   other answer is `private, no-cache` (kept by the browser, asked again each time); a route marked
 *   `cache: 'no-store'` (accounts, selling, the console: `storeNothing`) is `no-store` and gets no tag.
 * - `Vary: Accept-Language, Authorization`: the language of messages, and who is asking (a bearer token), change the answer.
 * - `ETag` from the body, and `304 Not Modified` with no body when `If-None-Match` names it: a phone
 *   that asks again for an unchanged list pays a few hundred bytes instead of the list.
 * The hook runs before compression, on the serialized body; it is a callback hook (decision 011).
 */
export function registerHttpCaching(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const policy = request.routeOptions.config.cache;
    if (policy === 'no-store') {
      // Every answer of such a route, whatever its method or status (a log-in's token, an error).
      reply.header('Cache-Control', 'no-store');
      done(null, payload);
      return;
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || !request.url.startsWith('/api/')) {
      done(null, payload);
      return;
    }
    reply.header(
      'Cache-Control',
      policy && !request.user ? `public, max-age=${policy.public}, stale-while-revalidate=${policy.public * STALE_WHILE_REVALIDATE_FACTOR}` : 'private, no-cache',
    );
    // A route that sends kept bytes (plugins/kept-bytes.ts) has named its encoding and its ETag: both stay.
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `Accept-Language, Authorization, ${String(vary)}` : 'Accept-Language, Authorization');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      done(null, payload);
      return;
    }
    const etag = String(reply.getHeader('ETag') ?? etagOf(payload));
    reply.header('ETag', etag);
    if (ifNoneMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
