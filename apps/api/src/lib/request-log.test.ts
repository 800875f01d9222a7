import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { testApi } from '../test/api-client.ts';
import { unsubscribeToken } from '../features/alerts/alert-links.ts';
import { readableLogLine } from './log-lines.ts';

// docs/decisions/011-request-pipeline.md: one line per request, written when it ends, still redacted.
let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => ctx.close());

const requestLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'res' in entry || 'req' in entry);

describe('the request log', () => {
  it('writes one line per request with the method, the path, the status and the time taken', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '10.9.0.1' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route', remoteAddress: '10.9.0.2' });
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/v1/health', remoteAddress: '10.9.0.1' }, res: { statusCode: 200 } });
    expect(logged[0]!.responseTime).toEqual(expect.any(Number));
    expect(logged[1]).toMatchObject({ req: { url: '/api/v1/no-such-route' }, res: { statusCode: 404 } });
  });

  it('reads as one line per request in a terminal (LOG_FORMAT=pretty), an error with its stack', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const line = lines.find((l) => l.includes('request completed'))!;
    expect(readableLogLine(line)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/v1\/health → 200 in \d+ ms \[[0-9a-f-]{8}\]$/);
    const failed = JSON.stringify({ level: 50, time: 0, msg: 'job failed', job: 'alerts', err: { message: 'boom', stack: 'Error: boom\n    at run (jobs.ts:1:1)' } });
    expect(readableLogLine(failed)).toMatch(/ERROR job failed \{"job":"alerts"\}\n {2}Error: boom\n {6}at run/);
    expect(readableLogLine('not json')).toBe('not json');
  });

  it('keeps identifiers typed into a path and auth query strings out of it', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/mona%40example.test?otp=123456', payload: { otp: '123456' } });
    const [entry] = requestLines();
    expect(entry).toMatchObject({ req: { url: '/api/v1/auth/verify-otp/[identifier]' } });
    expect(lines.join('\n')).not.toMatch(/mona|123456/);
  });
});

describe('the log of a whole account journey', () => {
  const { call, latestCode } = testApi(() => ctx);

  it('holds no e-mail, phone, code or token, wherever the journey put them in an address', async () => {
    lines.length = 0;
    const person = { name: 'منى علي', phone: '+967 771 998 877', email: 'mona.log@example.test', password: 'Strong@123' };
    expect((await call('POST', '/auth/register', { body: person })).statusCode).toBe(201);
    const signUpCode = await latestCode(person.email);
    expect((await call('POST', `/auth/verify-otp/${encodeURIComponent(person.email)}`, { body: { otp: signUpCode } })).statusCode).toBe(200);

    expect((await call('POST', '/auth/forgot-password', { body: { identifier: person.email } })).statusCode).toBe(200);
    const resetCode = await latestCode(person.email);
    const verified = await call('POST', `/auth/verify-forgot-password/${encodeURIComponent(person.email)}`, { body: { otp: resetCode } });
    const resetToken = verified.json().data.resetToken as string;
    // The pages a message's link opens, as a reload of them sends them.
    const query = `identifier=${encodeURIComponent(person.email)}&token=${resetToken}`;
    for (const url of [`/reset-password?${query}`, `/verify-otp?identifier=${encodeURIComponent('+967771998877')}`, `/forgot-password?identifier=${encodeURIComponent(person.email)}`]) {
      await ctx.app.inject({ method: 'GET', url });
    }
    expect((await call('POST', '/auth/reset-password', { body: { identifier: person.email, otp: resetToken, newPassword: 'Newer@456' } })).statusCode).toBe(200);

    const unsubscribe = unsubscribeToken(ctx.app.config.unsubscribeSecret, { kind: 'search', id: '0b9d7c5e-6f1a-4c2b-9e3d-2a1b0c9d8e7f' });
    await ctx.app.inject({ method: 'GET', url: `/u/${unsubscribe}` });
    await call('GET', `/alerts/unsubscribe/${unsubscribe}`);

    // The request lines; the development outbox prints codes on purpose (README) and is refused in production.
    const log = lines.filter((line) => !line.includes('outbox: message kept')).join('\n');
    expect(requestLines().length).toBeGreaterThanOrEqual(10);
    for (const secret of [person.email, encodeURIComponent(person.email), '771998877', signUpCode, resetCode, resetToken, unsubscribe]) {
      expect(log).not.toContain(secret);
    }
    const urls = requestLines().map((entry) => (entry.req as { url: string }).url);
    expect(urls).toEqual(expect.arrayContaining(['/reset-password', '/verify-otp', '/forgot-password', '/u/[token]', '/api/v1/alerts/unsubscribe/[token]']));
  });
});
