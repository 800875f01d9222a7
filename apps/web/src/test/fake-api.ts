import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The path under /api/v1, decoded, without the query. */
  path: string;
  /** The query string, where lists carry their filters and pages. */
  query: URLSearchParams;
  /** The parsed JSON body; a FormData or other body as it was sent. */
  body: unknown;
  headers: Headers;
}

export type FakeResponder = (request: FakeRequest) => Response | Promise<Response>;

/**
 * The answers: by "METHOD /path" (the path after /api/v1, without the query), or one function that
 * answers what it knows and returns undefined for the rest.
 */
export type FakeAnswers = Record<string, FakeResponder> | ((request: FakeRequest) => Response | Promise<Response> | undefined);

/** A JSON answer as the API gives it. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The error envelope of docs/product-decisions.md section 2. */
export const errorResponse = (status: number, code: string, message: string, errors?: Record<string, string>, headers?: Record<string, string>) =>
  jsonResponse(status, { status: 'error', code, message, ...(errors ? { errors } : {}) }, headers);

/** A one-object success envelope. */
export const envelope = <T>(data: T, message?: string) => ({ status: 'success' as const, data, ...(message ? { message } : {}) });

/** A page of a list envelope around the given items. */
export function pageOf<T>(data: T[], page: { total?: number; currentPage?: number; totalPages?: number } = {}) {
  return { status: 'success' as const, data, total: data.length, currentPage: 1, totalPages: data.length ? 1 : 0, ...page };
}

/** A responder that answers 200 with `body`. */
export const ok = (body: unknown) => () => jsonResponse(200, body);

/**
 * The one fake of the HTTP API for component tests: replaces fetch with `answers`. A call that has no
 * answer fails the test (through the setup's console.error check). Returns the calls made, in order.
 */
export function fakeApi(answers: FakeAnswers): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: decodeURIComponent(url.pathname.replace(/^\/api\/v1/, '')),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      headers: new Headers(init.headers),
    };
    calls.push(request);
    const response = typeof answers === 'function' ? await answers(request) : await answers[`${request.method} ${request.path}`]?.(request);
    if (!response) {
      // The api-client would turn a thrown error into a quiet network failure; this fails the test.
      console.error(`No fake answer for ${request.method} ${request.path}?${request.query.toString()}`);
      throw new TypeError('No fake answer');
    }
    return response;
  });
  return calls;
}
