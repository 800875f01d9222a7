import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

const YEAR = 365 * 24 * 3600;

/**
 * Serves processed uploads and the built web app. Hashed assets are immutable for a year; the HTML
 * is always revalidated so a deploy is seen at once; any other non-API GET falls back to the app.
 */
export async function registerStaticFiles(app: FastifyInstance, options: { webDistDir: string; uploadsDir: string | undefined }) {
  // Pictures in an object store are fetched from it (or its CDN), never through this server.
  if (options.uploadsDir) await registerUploads(app, options.uploadsDir);
  await registerWebApp(app, options.webDistDir);
}

async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      // Stored names are random and never reused, so the bytes behind a URL never change.
      reply.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
      reply.header('Content-Type', 'image/webp');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}

async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // dist/.vite (the build's manifest, read by the server) is not the site's.
      dotfiles: 'deny',
      cacheControl: false,
      // The build wrote brotli and gzip copies (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // /metrics without METRICS_TOKEN does not exist: a scraper must read 404, not the app's page
    // (docs/decisions/018-api-docs-and-metrics.md).
    const wantsApp = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/uploads/') && url.replace(/\/$/, '') !== '/metrics';
    // A path with a file extension is a missing asset, not a client-side route.
    if (hasWeb && wantsApp && !path.extname(url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', webDistDir);
    }
    return sendError(reply, request, 404, url.startsWith('/api/') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND');
  });
}
