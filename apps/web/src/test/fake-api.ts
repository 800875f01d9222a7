import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The path under /api/v1, without the query. */
  path: string;
  /** The query's parameters. */
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

export type FakeResponder = (request: FakeRequest) => Response | Promise<Response>;

/** A JSON answer as the API gives it. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The error envelope of docs/product-decisions.md section 2. */
export const errorResponse = (status: number, code: string, message: string, errors?: Record<string, string>, headers?: Record<string, string>) =>
  jsonResponse(status, { status: 'error', code, message, ...(errors ? { errors } : {}) }, headers);

/**
 * Replaces fetch with scripted answers, keyed by "METHOD /path" (the API path after /api/v1). A call
 * that has no answer fails the test (through the setup's console.error check). Returns the calls made, in order.
 */
export function fakeApi(routes: Record<string, FakeResponder>) {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = decodeURIComponent(url.pathname.replace(/^\/api\/v1/, ''));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method, path, query: Object.fromEntries(url.searchParams), body, headers: new Headers(init.headers) };
    calls.push(request);
    const respond = routes[`${method} ${path}`];
    if (!respond) {
      // The api-client would turn a thrown error into a quiet network failure; this fails the test.
      console.error(`No fake answer for ${method} ${path}`);
      throw new TypeError('No fake answer');
    }
    return respond(request);
  });
  return calls;
}
