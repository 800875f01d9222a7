import type { TestContext } from './build-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The caller's address; each call gets a fresh one unless a test is about per-address limits. */
  ip?: string;
  lang?: 'ar' | 'en';
  headers?: Record<string, string>;
}

/**
 * One way for API tests to call the real app: `call` through inject() from a fresh address each time
 * (so per-address limits do not leak between tests), and `latestCode` reads the development outbox,
 * which answers this machine only.
 */
export function testApi(context: () => TestContext) {
  let counter = 0;
  const freshIp = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;

  const call = (method: Method, url: string, options: CallOptions = {}) =>
    context().app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  /** The newest code the outbox kept for an e-mail or phone; throws when there is none. */
  async function latestCode(to: string): Promise<string> {
    const res = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
    const code = res.json().data[0]?.code;
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  return { call, latestCode, freshIp };
}
