import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { redisSharedState, type SharedState } from './shared-state.ts';

const url = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freshPrefix = () => `solar-test-${crypto.randomBytes(4).toString('hex')}:`;

/** docs/decisions/019-shared-state.md; the cluster test shows the same across real processes. */
describe.runIf(url)('state shared through Redis (skipped without REDIS_URL: npm test needs no service)', () => {
  describe('rate-limit counters', () => {
    let a: SharedState;
    let b: SharedState;
    beforeAll(async () => {
      const prefix = freshPrefix();
      [a, b] = await Promise.all([redisSharedState(url!, { prefix }), redisSharedState(url!, { prefix })]);
    });
    afterAll(async () => {
      await Promise.all([a.close(), b.close()]);
    });

    it('count one window across processes, say how long to wait, and start again once it ends', async () => {
      const rule = { key: 'login:ip:10.1.2.3', limit: 3, windowSeconds: 1 };
      const now = new Date();
      expect(await a.hit([rule], now)).toBe(0);
      expect(await b.hit([rule], now)).toBe(0);
      expect(await a.hit([rule], now)).toBe(0);
      expect(await b.hit([rule], now)).toBe(1);
      await sleep(1_100);
      expect(await a.hit([rule], now)).toBe(0);
    });

    it('count every rule, answer the longest wait, and forget counters that are cleared', async () => {
      const short = { key: 'verify:ip:10.9.9.9', limit: 1, windowSeconds: 60 };
      const long = { key: 'verify:id:someone', limit: 1, windowSeconds: 3600 };
      await a.hit([short, long], new Date());
      const wait = await b.hit([short, long], new Date());
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      await a.clear([long.key]);
      expect(await b.hit([long], new Date())).toBe(0);
    });

    it('tell every process, the announcing one once', async () => {
      const heardA: string[] = [];
      const heardB: string[] = [];
      a.on('settings', () => heardA.push('settings'));
      b.on('settings', () => heardB.push('settings'));
      b.on('catalogue', () => heardB.push('catalogue'));
      a.announce('settings');
      a.announce('catalogue');
      for (let i = 0; i < 50 && heardB.length < 2; i += 1) await sleep(20);
      expect(heardB).toEqual(['settings', 'catalogue']);
      expect(heardA).toEqual(['settings']);
    });
  });

  describe('two API processes on one database', () => {
    let ctx: TestContext;
    let other: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      const prefix = freshPrefix();
      ctx = await buildTestApp({ REDIS_URL: url! }, { redisPrefix: prefix });
      other = await buildApp({ config: ctx.app.config, database: ctx.database, logger: false, redisPrefix: prefix });
      await other.ready();
    });
    afterAll(async () => {
      await other.close();
      await ctx.close();
    });

    it('refuse the sixth join request from one address, wherever the five before it went', async () => {
      const body = (i: number) => ({ fullName: 'أحمد علي السقاف', email: `eng${i}@example.test`, type: 'engineer', phoneNumber: `777 123 45${i}`, content: 'مهندس كهرباء بخبرة 6 سنوات في المنظومات الهجينة' });
      const send = (app: typeof other, i: number) =>
        app.inject({ method: 'POST', url: '/api/v1/marketplace/request-join', remoteAddress: '10.7.7.7', payload: body(i) });
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await send(i % 2 ? other : ctx.app, i));
      expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(answers[5]!.statusCode).toBe(429);
      expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('a listing taken down through one is gone from the other count at once, not after the cache time', async () => {
      for (let i = 0; i < 3; i += 1) await buildProduct(ctx.database.db);
      const total = async () => (await other.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?limit=1' })).json().total as number;
      const before = await total();
      expect(before).toBeGreaterThanOrEqual(3);
      const adminUser = await buildUser(ctx.database.db, { role: 'admin' });
      const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: adminUser.email, password: TEST_PASSWORD } });
      const token = login.json().data.token as string;
      const page = (await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?limit=1' })).json();
      const down = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${page.data[0]._id}/takedown`,
        headers: { authorization: `Bearer ${token}` },
        payload: { reason: 'Reported as a scam' },
      });
      expect(down.statusCode, down.body).toBe(200);
      let after = before;
      for (let i = 0; i < 50 && after === before; i += 1) {
        await sleep(20);
        after = await total();
      }
      expect(after).toBe(before - 1);
    });
  });
});

describe.runIf(url)('a Redis that stops answering', () => {
  it('refuses the limited request with 503 and Retry-After, never lets it through, and stays ready for browsing', async () => {
    const ctx = await buildTestApp({ REDIS_URL: url! }, { redisPrefix: freshPrefix() });
    try {
      // Stop answering: the connections are closed and do not come back.
      await ctx.app.sharedState.close();
      await sleep(50);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: 'someone@example.test', password: 'whatever-1' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      // Redis is every process's: its outage must not take them all out of the proxy (issue 42).
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toMatchObject({ database: 'ok', redis: 'unavailable' });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('a Redis that is down when the process starts', () => {
  it('starts all the same: ready, browse answers, and a limited request is refused with 503', async () => {
    // Nothing listens on port 1: every connection is refused, as with a Redis that is stopped.
    const ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { redisPrefix: freshPrefix() });
    try {
      const started = performance.now();
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toMatchObject({ database: 'ok', storage: 'ok', redis: 'unavailable' });
      // Quick enough for a proxy's health check.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products' })).statusCode).toBe(200);
      const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: 'someone@example.test', password: 'whatever-1' } });
      expect(login.statusCode).toBe(503);
    } finally {
      await ctx.close();
    }
  });
});
