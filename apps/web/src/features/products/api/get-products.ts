import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@solar/shared/contract/products';
import { LIMITS } from '@solar/shared/reference/limits';
import { callApi } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../utils/product-filters.ts';

export interface GetProductsParams {
  filters: ProductFilters;
  /** The page: its number, and after the first the previous page's cursor (keyset paging, no offsets). */
  page: ProductPageParam;
  limit: number;
}

export interface ProductPageParam {
  page: number;
  cursor?: string;
}

/**
 * One page of the public products under the filters. A text search goes to `search-products`, which
 * ranks by relevance when no sort is asked for; otherwise featured products come first, then the newest.
 */
export function getProducts({ filters, page, limit }: GetProductsParams, signal?: AbortSignal): Promise<ProductPage> {
  return callApi(filters.search_keyword ? 'products.search' : 'products.browse', { query: { ...filters, page: page.page, cursor: page.cursor, limit }, signal });
}

const LIST_CACHE_MS = 30 * 60_000;

/** `filters` must be normalized (see product-filters.ts), so that equal filters share one cache entry. */
export function getInfiniteProductsQueryOptions(filters: ProductFilters = {}, limit: number = LIMITS.pageSizeDefault) {
  return infiniteQueryOptions({
    queryKey: ['products', 'list', filters, { limit }] as const,
    // Kept half an hour after the list is left (not TanStack's 5 minutes): a buyer who reads a listing,
    // calls the seller, then goes Back finds the pages "load more" brought still there (issue #17).
    gcTime: LIST_CACHE_MS,
    queryFn: ({ pageParam, signal }) => getProducts({ filters, page: pageParam, limit }, signal),
    initialPageParam: { page: 1 } as ProductPageParam,
    // "Load more" follows the cursor while the server says more rows exist, past the counted 1,000 too.
    getNextPageParam: (lastPage): ProductPageParam | undefined =>
      lastPage.nextCursor ? { page: lastPage.currentPage + 1, cursor: lastPage.nextCursor } : undefined,
  });
}

export function useInfiniteProducts(filters: ProductFilters = {}, limit?: number) {
  return useInfiniteQuery(getInfiniteProductsQueryOptions(filters, limit));
}
