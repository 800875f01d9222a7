import { afterEach, describe, expect, it, vi } from 'vitest';
import arErrors from '../../../../packages/shared/src/i18n/locales/ar/errors.json';
import enErrors from '../../../../packages/shared/src/i18n/locales/en/errors.json';
import { LIMITS } from '@solar/shared/reference/limits';
import { ApiError, apiRequest, callApi, setUnauthorizedHandler } from './api-client.ts';
import { changeLanguage } from './i18n.ts';

const TOKEN_KEY = 'solar.auth.token';
const USER_KEY = 'solar.auth.user';

interface RecordedCall {
  url: string;
  init: RequestInit;
}

/** The api-client is the unit under test here, so fetch itself is replaced by a scripted one. */
function scriptFetch(respond: (call: RecordedCall) => Promise<Response> | Response) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  setUnauthorizedHandler(null);
  vi.useRealTimers();
});

describe('callApi', () => {
  it("calls a route by its name in the contract's table: its method, its path with the params encoded, the body and query", async () => {
    const calls = scriptFetch(() => json(200, { status: 'success', data: { liked: true, likesCount: 3 } }));

    const answer = await callApi('selling.like', { params: { id: 'p 1/2' } });
    await callApi('wanted.list', { query: { type: 'panel', page: undefined } });
    await callApi('auth.verifyOtp', { params: { identifier: '+967777100200' }, body: { otp: '123456' } });

    expect(answer.data.likesCount).toBe(3);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/v1/products/p%201%2F2/like',
      'GET /api/v1/wanted?type=panel',
      'POST /api/v1/auth/verify-otp/%2B967777100200',
    ]);
    expect(calls[2]?.init.body).toBe(JSON.stringify({ otp: '123456' }));
  });

  it('takes the params and the body the route names, in their types', () => {
    // Type checks only: the calls are never made.
    const never = () => {
      // @ts-expect-error -- `:id` needs `{ params: { id } }`.
      void callApi('selling.like');
      // @ts-expect-error -- the login's body has an identifier and a password.
      void callApi('auth.login', { body: { name: 'x' } });
      // @ts-expect-error -- no such route.
      void callApi('selling.nothing');
    };
    expect(never).toBeTypeOf('function');
  });
});

describe('apiRequest', () => {
  it('calls the API base path with the language, JSON headers and query, and answers the envelope', async () => {
    const envelope = { status: 'success', data: [], total: 0, currentPage: 2, totalPages: 0 };
    const calls = scriptFetch(() => json(200, envelope));

    const result = await apiRequest('/marketplace/browse-products', { query: { page: 2, limit: 10, q: undefined } });

    expect(result).toEqual(envelope);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/marketplace/browse-products?page=2&limit=10');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends the stored token as a bearer token and a JSON body', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-123');
    await changeLanguage('en');
    const calls = scriptFetch(() => json(201, { status: 'success', data: { _id: 'p1' } }));

    await apiRequest('/products/post', { method: 'POST', body: { name: 'Panel' } });

    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ name: 'Panel' }));
  });

  it('turns a failed connection into a network error with the Arabic message', async () => {
    scriptFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await caught(apiRequest('/settings/public'));

    expect(error.type).toBe('network');
    expect(error.code).toBe('NETWORK');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(arErrors.NETWORK);
  });

  it('gives up after the 30 s time-out with a network error', async () => {
    vi.useFakeTimers();
    scriptFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    const pending = caught(apiRequest('/settings/public'));
    await vi.advanceTimersByTimeAsync(LIMITS.apiTimeoutMs - 1);
    let isSettled = false;
    void pending.then(() => (isSettled = true));
    await Promise.resolve();
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error.type).toBe('network');
    expect(error.message).toBe(arErrors.NETWORK);
  });

  it('lets a cancellation by the caller through as an abort, not as an error to show', async () => {
    scriptFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = apiRequest('/settings/public', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("carries the server's status, code, message and field errors", async () => {
    scriptFetch(() =>
      json(422, {
        status: 'error',
        code: 'VALIDATION_FAILED',
        message: 'البيانات المُدخلة غير صالحة',
        errors: { price: 'يجب أن يكون رقماً' },
      }),
    );

    const error = await caught(apiRequest('/products/post', { method: 'POST', body: {} }));

    expect(error).toMatchObject({
      type: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'البيانات المُدخلة غير صالحة',
      errors: { price: 'يجب أن يكون رقماً' },
    });
  });

  it('falls back to the translated unexpected-error message when the answer has none', async () => {
    await changeLanguage('en');
    scriptFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await caught(apiRequest('/settings/public'));

    expect(error).toMatchObject({ type: 'http', status: 502, code: 'UNEXPECTED', message: enErrors.UNEXPECTED });
  });

  it('ends the session and goes home on a 401', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    localStorage.setItem(USER_KEY, JSON.stringify({ _id: 'u1' }));
    const handleUnauthorized = vi.fn();
    setUnauthorizedHandler(handleUnauthorized);
    scriptFetch(() => json(401, { status: 'error', code: 'UNAUTHORIZED', message: 'يجب تسجيل الدخول أولاً' }));

    const error = await caught(apiRequest('/auth/profile'));

    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(handleUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 401 from login, which means wrong credentials', async () => {
    localStorage.setItem(TOKEN_KEY, 'still-valid');
    const handleUnauthorized = vi.fn();
    setUnauthorizedHandler(handleUnauthorized);
    scriptFetch(() => json(401, { status: 'error', code: 'INVALID_CREDENTIALS', message: 'كلمة المرور غير صحيحة' }));

    const error = await caught(apiRequest('/auth/login', { method: 'POST', body: { identifier: 'a@b.ye', password: 'x' } }));

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'كلمة المرور غير صحيحة' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('still-valid');
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the seconds a 429 asks to wait', async () => {
    scriptFetch(() =>
      new Response(JSON.stringify({ status: 'error', code: 'RESEND_TOO_SOON', message: 'يرجى الانتظار قبل طلب رمز جديد' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      }),
    );

    const error = await caught(apiRequest('/auth/request-otp', { method: 'POST', body: { identifier: 'a@b.ye' } }));

    expect(error).toMatchObject({ status: 429, code: 'RESEND_TOO_SOON', retryAfterSeconds: 42 });
  });

  it('carries the item a 409 says exists already, and nothing that is not one', async () => {
    scriptFetch(() => json(409, { status: 'error', code: 'SAVED_SEARCH_EXISTS', message: 'سبق أن حفظت هذا البحث.', existing: { _id: 's1', name: 'بطاريات في عدن' } }));
    expect(await caught(apiRequest('/saved-searches', { method: 'POST', body: {} }))).toMatchObject({ status: 409, code: 'SAVED_SEARCH_EXISTS', existing: { _id: 's1', name: 'بطاريات في عدن' } });
    scriptFetch(() => json(409, { status: 'error', code: 'SAVED_SEARCH_EXISTS', message: 'x', existing: { _id: 7 } }));
    expect((await caught(apiRequest('/saved-searches', { method: 'POST', body: {} }))).existing).toBeUndefined();
  });

  it('forgets a session that has already ended on logout, without asking to log in again', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    const handleUnauthorized = vi.fn();
    setUnauthorizedHandler(handleUnauthorized);
    scriptFetch(() => json(401, { status: 'error', code: 'SESSION_EXPIRED', message: 'انتهت الجلسة' }));

    await caught(apiRequest('/auth/logout', { method: 'POST' }));

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});

/**
 * A scripted XMLHttpRequest, for the calls that report upload progress: the test reports progress and
 * answers (status, headers, body) or fails the connection, as the browser would.
 */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  readonly upload = new EventTarget();
  readonly requestHeaders = new Headers();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  isAborted = false;
  private readonly events = new EventTarget();
  private responseHeaders = '';

  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** The request the scripted XMLHttpRequest received, once the api-client has sent it. */
async function sentXhr(): Promise<ScriptedXhr> {
  await vi.waitFor(() => expect(ScriptedXhr.last?.body).toBeDefined());
  return ScriptedXhr.last!;
}

describe('apiRequest with upload progress', () => {
  const picture = () => {
    const body = new FormData();
    body.append('file', new File([new Uint8Array(10)], 'roof.png', { type: 'image/png' }));
    return body;
  };

  afterEach(() => {
    ScriptedXhr.last = undefined;
  });

  it('sends the body with the same headers, reports the fraction sent and answers the envelope', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    localStorage.setItem(TOKEN_KEY, 'token-123');
    await changeLanguage('en');
    const fractions: number[] = [];
    const body = picture();

    const pending = apiRequest('/uploads/image', { method: 'POST', body, onUploadProgress: (fraction) => fractions.push(fraction), headers: { 'X-Trace': 't-1' } });
    const xhr = await sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/uploads/image');
    expect(xhr.body).toBe(body);
    expect(xhr.requestHeaders.get('Authorization')).toBe('Bearer token-123');
    expect(xhr.requestHeaders.get('Accept-Language')).toBe('en');
    expect(xhr.requestHeaders.get('X-Trace')).toBe('t-1');
    // Multipart: the browser writes the Content-Type with its boundary.
    expect(xhr.requestHeaders.get('Content-Type')).toBeNull();

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    const envelope = { status: 'success', data: { fileUrl: '/media/uploads/roof-640.webp', _id: 'u1', width: 640, height: 480 } };
    xhr.answer(201, envelope);

    expect(await pending).toEqual(envelope);
    expect(fractions).toEqual([0.25, 1]);
  });

  it('maps a refused upload to the same error as any call, with its code, message and wait', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);

    const pending = caught(apiRequest('/uploads/image', { method: 'POST', body: picture(), onUploadProgress: () => undefined }));
    (await sentXhr()).answer(429, { status: 'error', code: 'TOO_MANY_REQUESTS', message: 'طلبات كثيرة' }, { 'Retry-After': '30' });

    expect(await pending).toMatchObject({ type: 'http', status: 429, code: 'TOO_MANY_REQUESTS', message: 'طلبات كثيرة', retryAfterSeconds: 30 });
  });

  it('ends the session and goes home on a 401, like any call', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    localStorage.setItem(TOKEN_KEY, 'expired');
    const handleUnauthorized = vi.fn();
    setUnauthorizedHandler(handleUnauthorized);

    const pending = caught(apiRequest('/uploads/image', { method: 'POST', body: picture(), onUploadProgress: () => undefined }));
    (await sentXhr()).answer(401, { status: 'error', code: 'UNAUTHORIZED', message: 'يجب تسجيل الدخول أولاً' });

    expect(await pending).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(handleUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns a failed connection into a network error, and a cancellation into an abort', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);

    const failed = caught(apiRequest('/uploads/image', { method: 'POST', body: picture(), onUploadProgress: () => undefined }));
    (await sentXhr()).fail();
    expect(await failed).toMatchObject({ type: 'network', code: 'NETWORK', message: arErrors.NETWORK });

    ScriptedXhr.last = undefined;
    const controller = new AbortController();
    const cancelled = apiRequest('/uploads/image', { method: 'POST', body: picture(), onUploadProgress: () => undefined, signal: controller.signal });
    const xhr = await sentXhr();
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.isAborted).toBe(true);
  });
});
