import type { FileApp } from './build-app.ts';
import { buildUser, makePng, TEST_PASSWORD } from './factories.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The caller's address; each call gets a fresh one unless a test is about per-address limits. */
  ip?: string;
  lang?: 'ar' | 'en';
  headers?: Record<string, string>;
  /** A body sent as it is, not as JSON (a malformed one, a form); give its content-type in `headers`. */
  raw?: string;
}

export interface TestApiDefaults {
  /** The language of every call that names none. */
  lang?: 'ar' | 'en';
  /** Runs before each call (a test clock that moves on, so rows keep the order they were made in). */
  onCall?: () => void;
}

/**
 * One way for API tests to call the real app: `call` through inject() from a fresh address each time
 * (so per-address limits do not leak between tests), and `latestCode` reads the development outbox,
 * which answers this machine only.
 */
export function testApi(context: () => FileApp, defaults: TestApiDefaults = {}) {
  let counter = 0;
  const freshIp = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;

  const call = (method: Method, url: string, options: CallOptions = {}) => {
    defaults.onCall?.();
    const lang = options.lang ?? defaults.lang;
    return context().app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...options.headers,
      },
      ...(options.raw !== undefined ? { payload: options.raw } : options.body !== undefined ? { payload: options.body as object } : {}),
    });
  };

  /** The newest code the outbox kept for an e-mail or phone; throws when there is none. */
  async function latestCode(to: string): Promise<string> {
    const res = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
    const code = res.json().data[0]?.code;
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  /** The sign-in's answer for an existing account (its test password unless told). */
  const logIn = (identifier: string, password = TEST_PASSWORD) => call('POST', '/auth/login', { body: { identifier, password } });

  /** Signs an existing account in by its e-mail; answers its token. */
  async function tokenOf(email: string, password = TEST_PASSWORD): Promise<string> {
    const res = await logIn(email, password);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return res.json().data.token as string;
  }

  /** A new account (factories.ts `buildUser`), signed in by its e-mail. */
  async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
    const user = await buildUser(context().database.db, overrides);
    return { user, token: await tokenOf(user.email) };
  }

  /** Uploads a picture as the app does (multipart `file`): a fresh PNG unless `file` is given. */
  async function uploadPicture(token: string, options: { file?: Buffer; name?: string; type?: string; lang?: 'ar' | 'en' } = {}) {
    const { name = 'p.png', type = 'image/png', lang = defaults.lang } = options;
    const bytes = options.file ?? (await makePng(400, 300, { r: Math.floor(Math.random() * 255), g: 120, b: 60 }));
    return context().app.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=Z', ...(lang ? { 'accept-language': lang } : {}) },
      payload: Buffer.concat([Buffer.from(`--Z\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n--Z--\r\n')]),
    });
  }

  return { call, latestCode, freshIp, logIn, tokenOf, signedIn, uploadPicture };
}
