import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';

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

  it('keeps identifiers typed into a path and auth query strings out of it', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/mona%40example.test?otp=123456', payload: { otp: '123456' } });
    const [entry] = requestLines();
    expect(entry).toMatchObject({ req: { url: '/api/v1/auth/verify-otp/[identifier]' } });
    expect(lines.join('\n')).not.toMatch(/mona|123456/);
  });
});
