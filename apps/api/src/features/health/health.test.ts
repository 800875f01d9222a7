import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/health and /api/v1/ready', () => {
  it('health says the process is alive; ready says the database and storage answered', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'success', data: { uptimeSeconds: expect.any(Number) } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    // On PostgreSQL the test database is read through a replica of itself (test/db.ts), listed with its state.
    const replicas = process.env.DATABASE_URL ? { replicas: [{ name: expect.any(String), state: 'ok', lagSeconds: 0 }] } : {};
    expect(ready.json()).toEqual({ status: 'success', data: { database: 'ok', storage: 'ok', redis: 'not-configured', ...replicas } });
  });

  it('lets readiness checks that arrive together share one ping, and pings again for the next check', async () => {
    // docs/decisions/011-request-pipeline.md: one query per round trip, however hard a proxy polls.
    const ping = ctx.database.ping;
    let pings = 0;
    ctx.database.ping = async () => {
      pings += 1;
      return ping();
    };
    try {
      const together = await Promise.all(Array.from({ length: 10 }, () => ctx.app.inject({ method: 'GET', url: '/api/v1/ready' })));
      expect(together.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect(pings).toBeLessThan(10);
      const before = pings;
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
      expect(pings).toBe(before + 1);
    } finally {
      ctx.database.ping = ping;
    }
  });

  it('is not ready (503 in the error envelope) when the database is gone, and still alive', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/ready', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly.' });
    expect((await other.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    await other.app.close();
  });

  it('is not ready when picture storage cannot be written', async () => {
    const other = await buildTestApp();
    const root = other.app.imageStore.localRoot!;
    await fs.rm(root, { recursive: true, force: true });
    await fs.writeFile(root, 'a file where the uploads folder should be');
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(503);
    await fs.rm(root, { force: true });
    expect((await other.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
    await other.close();
  });
});

describe('conventions every route shares', () => {
  it('answers unknown API paths with 404 in the envelope, Arabic by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'ROUTE_NOT_FOUND', message: 'المسار المطلوب غير موجود' });
  });

  it('speaks English when Accept-Language prefers it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/nothing-here', headers: { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.5' } });
    expect(res.json().message).toBe('The requested path does not exist');
  });

  it('sends the security headers and a CSP without inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
