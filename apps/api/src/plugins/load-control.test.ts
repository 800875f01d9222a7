import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { buildProduct } from '../test/factories.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** docs/decisions/017-operating-the-service.md: refuse at once what cannot be served soon. */
describe('shedding load instead of queueing it', () => {
  it('past MAX_IN_FLIGHT, refuses new requests at once with 503 and Retry-After, in the caller language; the probes still answer', async () => {
    ctx = await buildTestApp({ MAX_IN_FLIGHT: '2', MAX_EVENT_LOOP_DELAY_MS: '0' });
    const app = ctx.app;
    for (let i = 0; i < 3; i += 1) await buildProduct(ctx.database.db);
    const searches = Array.from({ length: 20 }, () =>
      app.inject({ method: 'GET', url: '/api/v1/marketplace/search-products?search_keyword=لوح', headers: { 'accept-language': 'en' } }),
    );
    const probes = [app.inject({ method: 'GET', url: '/api/v1/health' }), app.inject({ method: 'GET', url: '/api/v1/ready' })];
    const answers = await Promise.all(searches);
    const served = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(served.length + refused.length).toBe(20);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    for (const res of await Promise.all(probes)) expect(res.statusCode).toBe(200);
    // Nothing is left counted: once the burst is over every request is served again.
    const after = await Promise.all(Array.from({ length: 2 }, () => app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products' })));
    expect(after.map((res) => res.statusCode)).toEqual([200, 200]);
  });

  it('while the event loop lags past MAX_EVENT_LOOP_DELAY_MS, refuses new requests but answers the probes, and serves again once it recovers', async () => {
    ctx = await buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '40' });
    const app = ctx.app;
    // Work that holds the event loop 100 ms of every 110 ms, as a CPU-bound burst does.
    const busy = setInterval(() => {
      const until = Date.now() + 100;
      while (Date.now() < until) {
        // busy
      }
    }, 10);
    try {
      await sleep(2_500);
      const refused = await app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      clearInterval(busy);
    }
    await sleep(2_500);
    expect((await app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products' })).statusCode).toBe(200);
  }, 20_000);
});
