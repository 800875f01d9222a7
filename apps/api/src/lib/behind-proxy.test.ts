import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { JOIN_REQUESTS_PER_IP_PER_HOUR } from '../features/directory/directory.service.ts';

// Per-address limits and request ids behind a reverse proxy (docs/decisions/015-behind-a-proxy.md), with the
// join-request form's limit of 5 an hour per address as the limit a user would run into.

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

let sequence = 0;
const joinRequest = () => ({ fullName: 'سالم أحمد', email: `salem${++sequence}@example.test`, type: 'shop', phoneNumber: '777 123 456' });

/** Sends join requests until the limit answers, and says how many were accepted. */
async function acceptedBeforeLimit(app: TestContext['app'], from: { socket: string; forwardedFor?: string }) {
  let accepted = 0;
  for (let i = 0; i <= JOIN_REQUESTS_PER_IP_PER_HOUR; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/request-join',
      payload: joinRequest(),
      remoteAddress: from.socket,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });
    if (res.statusCode === 201) accepted++;
    else {
      expect(res.statusCode, res.body).toBe(429);
      break;
    }
  }
  return accepted;
}

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored, so a spoofed header never buys a fresh limit', async () => {
    ctx = await buildTestApp();
    expect(await acceptedBeforeLimit(ctx.app, { socket: '203.0.113.10', forwardedFor: '198.51.100.1' })).toBe(JOIN_REQUESTS_PER_IP_PER_HOUR);
    expect(await acceptedBeforeLimit(ctx.app, { socket: '203.0.113.10', forwardedFor: '198.51.100.2' })).toBe(0);
  });

  it('a trusted proxy: each client behind it has its own limit, and the proxy is not one bucket for all', async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' });
    expect(await acceptedBeforeLimit(ctx.app, { socket: '10.0.0.5', forwardedFor: '198.51.100.7' })).toBe(JOIN_REQUESTS_PER_IP_PER_HOUR);
    // Another client through the other proxy network still has its whole limit.
    expect(await acceptedBeforeLimit(ctx.app, { socket: '10.1.3.4', forwardedFor: '198.51.100.8' })).toBe(JOIN_REQUESTS_PER_IP_PER_HOUR);
    // The first client comes back through the other proxy: still limited.
    expect(await acceptedBeforeLimit(ctx.app, { socket: '10.1.3.4', forwardedFor: '198.51.100.7' })).toBe(0);
  });

  it('a peer that is not a trusted proxy cannot name another address: its own counts', async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '10.0.0.5' });
    expect(await acceptedBeforeLimit(ctx.app, { socket: '203.0.113.20', forwardedFor: '198.51.100.30' })).toBe(JOIN_REQUESTS_PER_IP_PER_HOUR);
    expect(await acceptedBeforeLimit(ctx.app, { socket: '203.0.113.20', forwardedFor: '198.51.100.31' })).toBe(0);
  });

  it('a hop count: the address the proxy saw counts, not one a client prepended', async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '1' });
    // A client sends "X-Forwarded-For: <made up>"; the proxy appends the address it saw.
    expect(await acceptedBeforeLimit(ctx.app, { socket: '10.0.0.9', forwardedFor: '192.0.2.1, 198.51.100.40' })).toBe(JOIN_REQUESTS_PER_IP_PER_HOUR);
    expect(await acceptedBeforeLimit(ctx.app, { socket: '10.0.0.9', forwardedFor: '192.0.2.2, 198.51.100.40' })).toBe(0);
  });

  it('refuses a value that would trust every peer, or is not an address, naming the variable', () => {
    for (const value of ['true', '0', 'proxy.example', '10.0.0.1/33', ',', '::1/129', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1 , fd00::/8 ' }).trustProxy).toEqual(['10.0.0.1', 'fd00::/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('X-Request-Id', () => {
  it('names every answer with an id unique to the request', async () => {
    ctx = await buildTestApp();
    const ids = new Set<string>();
    for (const url of ['/api/v1/health', '/api/v1/health', '/api/v1/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      ids.add(String(id));
    }
    expect(ids.size).toBe(3);
  });

  it("keeps a proxy's well-formed id, in the answer and in the log line; replaces one that is not", async () => {
    const lines: string[] = [];
    ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'edge-7f3a9c:42' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c:42');
    expect(lines.some((line) => JSON.parse(line).reqId === 'edge-7f3a9c:42')).toBe(true);
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'line\u2028break-id', '<script>alert(1)</script>']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
