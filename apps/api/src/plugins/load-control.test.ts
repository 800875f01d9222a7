import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { buildProduct, buildUser } from '../test/factories.ts';

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

describe('refusing at the door, over real HTTP', () => {
  it('answers the crowd beyond MAX_IN_FLIGHT with 503, Retry-After, its request id and the security headers, before any route runs; probes pass', async () => {
    ctx = await buildTestApp({ MAX_IN_FLIGHT: '2', MAX_EVENT_LOOP_DELAY_MS: '0', METRICS_TOKEN: 'm'.repeat(40) });
    const app = ctx.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    // Thirty clients connected first, then all asking in the same instant, as a crowd does.
    const sockets = await Promise.all(
      Array.from({ length: 30 }, () => new Promise<net.Socket>((resolve) => { const socket = net.connect(port, '127.0.0.1', () => resolve(socket)); })),
    );
    // Log-ins: each waits for argon2 on the thread pool, so those let in overlap as on a real server
    // (the embedded database answers a query within one turn of the event loop).
    const user = await buildUser(ctx.database.db);
    const login = JSON.stringify({ identifier: user.email, password: 'Wrong-password-1' });
    const raw = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
          socket.on('close', () => resolve(text));
        }),
    );
    const head = `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(login)}\r\nConnection: close\r\n\r\n`;
    // The first two are let in and kept in flight by a body that has not all arrived, however fast this
    // machine checks a password: the crowd meets a full process whatever the timing.
    sockets[0]!.write(`${head}${login.slice(0, 1)}`);
    sockets[1]!.write(`${head}${login.slice(0, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of sockets.slice(2)) socket.write(`${head}${login}`);
    await Promise.all(raw.slice(2));
    sockets[0]!.write(login.slice(1));
    sockets[1]!.write(login.slice(1));
    const answers = (await Promise.all(raw)).map((text) => {
      const [head, body] = text.split('\r\n\r\n');
      const lines = head!.split('\r\n');
      const headers = new Map(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      return { status: Number(lines[0]!.split(' ')[1]), headers: { get: (name: string) => headers.get(name) ?? null }, json: async () => JSON.parse(body!) };
    });
    const probes = await Promise.all([fetch(`${base}/api/v1/health`), fetch(`${base}/api/v1/ready`)]);
    const refused = answers.filter((res) => res.status === 503);
    expect(answers.filter((res) => res.status === 401).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.json()).toEqual({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    for (const res of probes) expect(res.status).toBe(200);
    expect(app.loadControl.refusedEarly()).toBeGreaterThanOrEqual(10);
    // Every request let in was counted out again when its answer left: the next ones are served.
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/v1/settings/public`)).status).toBe(200);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${'m'.repeat(40)}` } });
    expect(await metrics.text()).toMatch(/http_requests_refused_early_total \d+/);
  });
});
