import { vi } from 'vitest';
import type { Ad } from '@solar/shared/contract/directory';
import type { ProductFacets } from '@solar/shared/contract/products';

export interface ProductsApiRequest {
  method: string;
  /** The path under /api/v1. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Responder = (request: ProductsApiRequest) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch like test/fake-api.ts, but keeps each request's query string, which the list's
 * filters travel in. A request `respond` does not answer fails the test (through console.error).
 */
export function fakeProductsApi(respond: Responder) {
  const calls: ProductsApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const request: ProductsApiRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: decodeURIComponent(url.pathname.replace(/^\/api\/v1/, '')),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const response = await respond(request);
    if (!response) {
      console.error(`No fake answer for ${request.method} ${request.path}?${request.query.toString()}`);
      throw new TypeError('No fake answer');
    }
    return response;
  });
  return calls;
}

/** An ad as the API presents it. */
export function buildAd(overrides: Partial<Ad> = {}): Ad {
  return {
    _id: 'ad-1',
    title: 'عرض الصيف على الألواح',
    description: 'خصم 10٪ على ألواح جينكو حتى نهاية الشهر',
    image: null,
    link: 'https://shop.example/offer',
    phone: '967777000111',
    active: true,
    limitedOffer: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Facets with nothing counted; override what the test is about. */
export function buildFacets(overrides: Partial<ProductFacets> = {}): ProductFacets {
  return { total: 0, types: [], brands: [], conditions: [], governorates: [], cities: [], chemistries: [], inverterKinds: [], voltages: [], price: { min: null, max: null, currency: 'YER' }, ...overrides };
}
