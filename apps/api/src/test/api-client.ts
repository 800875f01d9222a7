import type { TestContext } from './build-app.ts';
import { buildUser, makePng, TEST_PASSWORD } from './factories.ts';

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

  /** A new account (factories.ts `buildUser`), signed in by its e-mail. */
  async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(context().database.db, overrides);
    const res = await call('POST', '/auth/login', { body: { identifier: user.email, password: TEST_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return { user, token: res.json().data.token as string };
  }

  /** Uploads a picture as the app does (multipart `file`): a fresh PNG unless `file` is given. */
  async function uploadPicture(token: string, options: { file?: Buffer; name?: string; type?: string; lang?: 'ar' | 'en' } = {}) {
    const { name = 'p.png', type = 'image/png' } = options;
    const bytes = options.file ?? (await makePng(400, 300, { r: Math.floor(Math.random() * 255), g: 120, b: 60 }));
    return context().app.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=Z', ...(options.lang ? { 'accept-language': options.lang } : {}) },
      payload: Buffer.concat([Buffer.from(`--Z\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n--Z--\r\n')]),
    });
  }

  return { call, latestCode, freshIp, signedIn, uploadPicture };
}
