import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { precompressDirectory } from '../../../web/build/precompress.ts';

let ctx: TestContext;
let webDir: string;
const bundle = `console.log(${JSON.stringify('سوق الطاقة الشمسية '.repeat(400))});`;

beforeAll(async () => {
  // A directory shaped like Vite's output: index.html and hashed assets.
  const base = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'solar-web-'));
  webDir = path.join(base, 'dist');
  await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
  await fs.writeFile(path.join(webDir, 'assets/index-abc123.js'), bundle);
  await fs.writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Compressed with the build's own step, as `npm run build` leaves them.
  await fs.writeFile(path.join(webDir, 'assets/unbuilt-def456.js'), bundle);
  await precompressDirectory(webDir);
  await fs.rm(path.join(webDir, 'assets/unbuilt-def456.js.br'));
  await fs.rm(path.join(webDir, 'assets/unbuilt-def456.js.gz'));
  ctx = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(path.dirname(webDir), { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/products', '/product/123', '/shop/abc?tab=1', '/no/such/page'])('answers %s with the app, never cached', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and sends the copies the build compressed, byte for byte', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    // Not compressed again for this request: the very bytes the build wrote.
    expect(br.rawPayload.equals(await fs.readFile(path.join(webDir, 'assets/index-abc123.js.br')))).toBe(true);

    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await fs.readFile(path.join(webDir, 'assets/index-abc123.js.gz')))).toBe(true);

    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it("gives the page the whole security policy and the files it loads only what acts on a file", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const script = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-permitted-cross-domain-policies']) {
      expect(script.headers[documentOnly]).toBeUndefined();
    }
    // Bytes on a slow line: the headers of one file, request id, validators and caching included, were
    // ~1,100 with the page's whole policy on it.
    const headerBytes = Object.entries(script.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(600);

    // A missing file under /assets/ is no page either: JSON, nosniff.
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/nope-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still compresses an asset that has no pre-compressed copy', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/unbuilt-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('keeps API 404s as JSON even though the app falls back', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('does not serve files outside the uploads folder', async () => {
    for (const url of ['/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/..%2f..%2fetc%2fpasswd']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
      expect(res.headers['content-type']).not.toContain('image/webp');
    }
  });
});

describe('graceful shutdown', () => {
  it('answers new requests with 503 and Connection: close while draining', async () => {
    await ctx.app.drain(100);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
  });
});
