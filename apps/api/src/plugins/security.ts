import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { AppConfig } from '../config/env.ts';

const csp = (production: boolean, mediaOrigin: string | undefined) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // MUI's emotion injects <style> elements at run time; scripts stay 'self' only.
    "style-src 'self' 'unsafe-inline'",
    // Pictures in an object store come from its public address (or the CDN in front of it).
    `img-src 'self' data: blob:${mediaOrigin ? ` ${mediaOrigin}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

/** The security headers of docs/product-decisions.md section 4 (the set helmet sends), computed once. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    'content-security-policy': csp(config.nodeEnv === 'production', config.storage.kind === 's3' ? new URL(config.storage.publicUrl).origin : undefined),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(config.nodeEnv === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * What a file the page only loads (the build's hashed scripts, styles and fonts under /assets/, the
 * pictures under /uploads/) needs of those headers: no sniffing its type, and no other site embedding
 * it. The rest act only on a document or a worker (a policy of what it may load, framing, referrer,
 * HSTS, which the page's own answer gives the browser), and on HTTP/1.1 they cost ~650 bytes on each
 * of a first visit's ~20 files, a tenth of the home page's headers and code together
 * (docs/decisions/013-server-rendering.md, "Headers where they act").
 */
const FILE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** A path the page loads as a file, never opened as a document of the site: FILE_HEADERS are enough. */
const isLoadedFile = (url: string) => url.startsWith('/assets/') || url.startsWith('/uploads/');

/**
 * Security headers on every answer, and CORS only for configured origins. The headers are fixed, so
 * they are built once: @fastify/helmet rebuilds its middleware on every request, which cost about a
 * tenth of a bare route's CPU in the benchmark. A callback hook, not an async one: no promise per
 * request (docs/decisions/011-request-pipeline.md).
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isLoadedFile(request.url) ? FILE_HEADERS : headers);
    done();
  });
  // Without allowed origins there is nothing to add: @fastify/cors with `origin: false` still ran a hook
  // on every request, and its preflight route answered 404, as an unknown route does.
  if (!config.corsOrigins.length) return;
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
    maxAge: 600,
  });
}
