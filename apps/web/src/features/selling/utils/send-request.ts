import { LIMITS } from '@solar/shared/reference/limits';
import { isErrorCode } from '@solar/shared/contract/error-codes';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { clearStoredSession, getStoredToken } from '../../../lib/auth-storage.ts';
import { getLanguage, i18n } from '../../../lib/i18n.ts';

export interface SendRequestOptions {
  method: 'POST' | 'PATCH';
  body: FormData | object;
  headers?: Record<string, string>;
  /** Fraction of the body sent so far, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The api-client's contract over XMLHttpRequest, for the two calls it cannot make: fetch reports no
 * upload progress, and the api-client sends no extra headers (the posting's Idempotency-Key).
 * Same base path, language, bearer token, time-out and ApiError.
 */
export function sendRequest<T>(path: string, options: SendRequestOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, `${apiPaths.base}${path}`);
    xhr.timeout = LIMITS.apiTimeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLanguage());
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    const isForm = options.body instanceof FormData;
    if (!isForm) xhr.setRequestHeader('Content-Type', 'application/json');
    if (options.onUploadProgress) {
      const report = options.onUploadProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      });
    }
    const networkError = () => reject(new ApiError({ type: 'network', code: 'NETWORK', message: i18n.t('errors:NETWORK') }));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('timeout', networkError);
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    xhr.addEventListener('load', () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && payload) {
        resolve(payload as T);
        return;
      }
      // The session is over: same as the api-client, minus the redirect (the form keeps the draft).
      if (xhr.status === 401) clearStoredSession();
      const retryAfter = Number(xhr.getResponseHeader('Retry-After') ?? Number.NaN);
      reject(
        new ApiError({
          type: 'http',
          status: xhr.status,
          code: isErrorCode(payload?.code) ? payload.code : 'UNEXPECTED',
          message: typeof payload?.message === 'string' && payload.message ? payload.message : i18n.t('errors:UNEXPECTED'),
          errors: (payload?.errors as Record<string, string> | undefined) ?? undefined,
          retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
        }),
      );
    });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(isForm ? (options.body as FormData) : JSON.stringify(options.body));
  });
}
