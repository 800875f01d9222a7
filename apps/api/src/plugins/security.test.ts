import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';

const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/api/v1/marketplace/browse-products',
  headers: { origin, 'access-control-request-method': 'GET' },
});

describe('CORS', () => {
  let closed: TestContext;
  let open: TestContext;
  beforeAll(async () => {
    closed = await buildTestApp();
    open = await buildTestApp({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  it('without configured origins answers no other site, and a preflight like an unknown route', async () => {
    const res = await closed.app.inject(preflight('https://elsewhere.example'));
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await closed.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://elsewhere.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('with configured origins answers their preflight and their requests, and only theirs', async () => {
    const res = await open.app.inject(preflight('https://partner.example'));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(res.headers['access-control-allow-headers'])).toContain('Authorization');
    const get = await open.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://partner.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://partner.example');
    const stranger = await open.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://elsewhere.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
