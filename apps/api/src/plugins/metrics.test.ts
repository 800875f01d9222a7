import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { UNMATCHED_ROUTE } from './metrics.ts';

// docs/decisions/018-api-docs-and-metrics.md: Prometheus metrics at /metrics for the bearer of
// METRICS_TOKEN only, labelled by route pattern (never the URL).

const TOKEN = crypto.randomBytes(24).toString('base64url'); // 32 characters
const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('without METRICS_TOKEN', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    // With a web build present: an unknown page path gets the app, but /metrics must read as missing.
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-metrics-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    ctx = await buildTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await ctx?.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('has no /metrics: 404 with or without a token, and not the web app', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      for (const url of ['/metrics', '/metrics/']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<div id="root">');
        expect(res.body).not.toContain('process_cpu');
      }
    }
    expect(ctx.app.registeredRoutes.some((r) => r.url === '/metrics')).toBe(false);
  });
});

describe('with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => ctx?.close());

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token of the same length', `Bearer ${'x'.repeat(TOKEN.length)}`],
    ['the token without the Bearer scheme', TOKEN],
    ['the token with a character more', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`],
  ])('refuses %s with 401 and shows nothing', async (_case, authorization) => {
    await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const res = await scrape(ctx, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    expect(res.body).not.toMatch(/http_request|process_|nodejs_|db_pool/);
  });

  it('answers the token with the text format: process metrics, and request durations by route pattern and status class', async () => {
    const id = `no-such-product-${crypto.randomBytes(4).toString('hex')}`;
    const unknown = `/no/such/page-${crypto.randomBytes(4).toString('hex')}`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/getOneProduct/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);

    const res = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The pattern the request matched, with its status class…
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/marketplace/getOneProduct/:id', status_class: '4xx' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { le: '+Inf', route: '/api/v1/health', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_sum', { route: '/api/v1/health', status_class: '2xx' })).toBeGreaterThan(0);
    // …never the URL: neither the product id nor the unknown path is a label; unknown paths share one.
    expect(text).not.toContain(id);
    expect(text).not.toContain(unknown);
    expect(sample(text, 'http_request_duration_seconds_count', { route: UNMATCHED_ROUTE, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    // Node's own figures.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('counts the 503s it answered, by route', async () => {
    const before = sample((await scrape(ctx, `Bearer ${TOKEN}`)).body, 'http_requests_shed_total', { route: '/api/v1/ready' }) ?? 0;
    // Picture storage that cannot be written: not ready, 503 (decision 017).
    const root = ctx.app.imageStore.localRoot!;
    await fs.rm(root, { recursive: true, force: true });
    await fs.writeFile(root, 'a file where the uploads folder should be');
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(503);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(503);
    } finally {
      await fs.rm(root, { force: true });
      await fs.mkdir(root, { recursive: true });
    }
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'http_requests_shed_total', { route: '/api/v1/ready' })).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/ready', status_class: '5xx' })).toBe(before + 2);
  });

  it("reports the PostgreSQL pool's connections, and nothing of a pool on the embedded database", async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections_total')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
      // The test database is read through a replica of itself (test/db.ts): up, not behind.
      expect(sample(text, 'db_replica_up', { state: 'ok' })).toBe(1);
      expect(sample(text, 'db_replica_lag_seconds')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
      expect(text).not.toContain('db_replica_');
    }
  });
});
