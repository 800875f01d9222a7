import type { ErrorEnvelope } from '@solar/shared/contract/common';
import { isErrorCode, type ErrorCode } from '@solar/shared/contract/error-codes';
import type { RouteAnswer, RouteBody, RouteName, RouteOf } from '@solar/shared/contract/route-schemas';
import { pathOf, routes, type ApiRoute, type PathParamNames } from '@solar/shared/contract/routes';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths, paths } from '../config/paths.ts';
import { clearStoredSession, getStoredToken } from './auth-storage.ts';
import { getLanguage, i18n, initI18n } from './i18n.ts';
import type * as ProgressSender from './send-with-progress.ts';

/** `network`: no answer (offline, time-out); `http`: the server answered with an error status. */
export type ApiErrorType = 'network' | 'http';

/** The one error every API call throws; `message` is ready to show in the active language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ApiErrorType;
  readonly status: number | undefined;
  readonly code: ErrorCode;
  /** Per-field messages of a rejected form, keyed by field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** Seconds the server asks to wait before trying again (`Retry-After` of a 429), when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** A 409 "already exists": the item that exists, to open instead. */
  readonly existing: ErrorEnvelope['existing'];

  constructor(init: {
    type: ApiErrorType;
    message: string;
    code: ErrorCode;
    status?: number;
    errors?: Record<string, string>;
    retryAfterSeconds?: number;
    existing?: ErrorEnvelope['existing'];
  }) {
    super(init.message);
    this.type = init.type;
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.existing = init.existing;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except FormData (multipart uploads), which is sent as is. */
  body?: unknown;
  /** Headers of this call only, such as the posting's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Told the fraction of the body sent so far, 0 to 1. fetch reports no upload progress, so such a call
   * goes over XMLHttpRequest, whose code is loaded then and not before.
   */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * What to tell the user after a failed call: the API's message (already in their language), or for any
 * other failure the catalogue's text under `fallbackKey` ('namespace:key').
 */
export function errorMessage(error: unknown, fallbackKey: string): string {
  return error instanceof ApiError ? error.message : i18n.t(fallbackKey);
}

// A code per status for answers without our envelope (a proxy's HTML error page, for instance).
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const navigateHome = () => window.location.assign(paths.home.getHref());
let handleUnauthorized: () => void = navigateHome;

/**
 * What to do after a 401 has cleared the session; the router installs a client-side navigation to the
 * home page. `null` restores the default, a full page load of the home page.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  handleUnauthorized = handler ?? navigateHome;
}

async function translate(key: string): Promise<string> {
  // A request may fail before the catalogues have arrived (the first screen's prefetch starts early).
  await initI18n().catch(() => undefined);
  return i18n.t(key);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * How requests reach the API: the browser's fetch, or on the server that renders pages
 * (entry-server.tsx) the API itself in-process, with no network in between.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

let progressSender: Promise<typeof ProgressSender> | undefined;
/** The XMLHttpRequest sender of uploads with progress, loaded once, on the first such call. */
const loadProgressSender = () => (progressSender ??= import('./send-with-progress.ts'));

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiPaths.base}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(body: unknown, extra: ApiRequestOptions['headers']): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json', 'Accept-Language': getLanguage() });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asErrorEnvelope(payload: unknown): Partial<ErrorEnvelope> {
  return typeof payload === 'object' && payload !== null ? (payload as Partial<ErrorEnvelope>) : {};
}

/** `Retry-After` in seconds; the HTTP-date form is not used by our server. */
function parseRetryAfter(headers: Headers): number | undefined {
  const seconds = Number(headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

async function toHttpError(path: string, response: Response, payload: unknown): Promise<ApiError> {
  const { status } = response;
  const envelope = asErrorEnvelope(payload);
  // A wrong password at login is a 401 too; only other calls mean the session is gone.
  if (status === 401 && path !== apiPaths.auth.login) {
    clearStoredSession();
    // Logging out of a session that has already ended is no reason to ask for a login.
    if (path !== apiPaths.auth.logout) handleUnauthorized();
  }
  const code = isErrorCode(envelope.code) ? envelope.code : (CODE_BY_STATUS[status] ?? 'UNEXPECTED');
  const message =
    typeof envelope.message === 'string' && envelope.message ? envelope.message : await translate('errors:UNEXPECTED');
  const existing = envelope.existing && typeof envelope.existing._id === 'string' && typeof envelope.existing.name === 'string' ? envelope.existing : undefined;
  return new ApiError({ type: 'http', status, code, message, errors: envelope.errors, retryAfterSeconds: parseRetryAfter(response.headers), existing });
}

/**
 * The transport under `callApi`: base path, language, bearer token, a 30 s time-out and one error shape,
 * uploads with progress included. Resolves to the parsed JSON, of no type: features call `callApi`, whose
 * answer type is the route's.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const { method = 'GET', query, body, headers, onUploadProgress, signal } = options;
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, LIMITS.apiTimeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const url = buildUrl(path, query);
    const init = {
      method,
      headers: buildHeaders(body, headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
    };
    const response = onUploadProgress
      ? await (await loadProgressSender()).sendWithProgress(url, init, onUploadProgress)
      : await transport(url, init);
    // The time-out also covers the body, which is what takes long on a slow connection.
    const payload = parseJson(await response.text());
    if (!response.ok) throw await toHttpError(path, response, payload);
    if (payload === undefined && response.status !== 204) {
      throw new ApiError({ type: 'http', status: response.status, code: 'UNEXPECTED', message: await translate('errors:UNEXPECTED') });
    }
    return payload;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The caller cancelled (a query that is no longer needed): not a failure to report.
    if (signal?.aborted && !hasTimedOut) throw error;
    throw new ApiError({ type: 'network', code: 'NETWORK', message: await translate('errors:NETWORK') });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The route's `:params`, when its path has any. */
type ParamsOption<Name extends RouteName> = [PathParamNames<RouteOf<Name>['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<RouteOf<Name>['path']>, string> };
/** The route's JSON body as its schema takes it; a route without a body schema takes multipart form data, or nothing. */
type BodyOption<Name extends RouteName> = [RouteBody<Name>] extends [never] ? { body?: FormData } : { body: RouteBody<Name> };
// Optional when every field is (a route without params or body).
type Needed<Options> = Record<never, never> extends Options ? [options?: Options] : [options: Options];

export type CallOptions<Name extends RouteName> = Omit<ApiRequestOptions, 'method' | 'body'> & ParamsOption<Name> & BodyOption<Name>;

/**
 * The one way the web app calls its API: a route by its name in the contract's table
 * (`callApi('products.detail', { params: { id }, signal })`), its method and path from `routes.ts`, its
 * answer typed by the route's response schema (`contract/route-schemas.ts`, type-only: no zod reaches
 * the browser, and answers are not parsed again, the API has checked them).
 */
export function callApi<Name extends RouteName>(name: Name, ...[options]: Needed<CallOptions<Name>>): Promise<RouteAnswer<Name>> {
  const [group, route] = name.split('.') as [string, string];
  const { method, path } = (routes as unknown as Record<string, Record<string, ApiRoute>>)[group]![route]!;
  const { params, ...rest } = (options ?? {}) as ApiRequestOptions & { params?: Record<string, string> };
  const answer = apiRequest(pathOf({ method, path }, params), { ...rest, method });
  // The one place an answer gets its type: the API answered this route with its response schema.
  return answer as Promise<RouteAnswer<Name>>;
}
