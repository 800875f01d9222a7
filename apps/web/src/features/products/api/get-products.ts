import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@solar/shared/contract/products';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../utils/product-filters.ts';

export interface GetProductsParams {
  filters: ProductFilters;
  page: number;
  limit: number;
}

/**
 * One page of the public products under the filters. A text search goes to `search-products`, which
 * ranks by relevance when no sort is asked for; otherwise featured products come first, then the newest.
 */
export function getProducts({ filters, page, limit }: GetProductsParams, signal?: AbortSignal): Promise<ProductPage> {
  const path = filters.search_keyword ? apiPaths.products.search : apiPaths.products.browse;
  return apiClient.get<ProductPage>(path, { query: { ...filters, page, limit }, signal });
}

/** `filters` must be normalized (see product-filters.ts), so that equal filters share one cache entry. */
export function getInfiniteProductsQueryOptions(filters: ProductFilters = {}, limit: number = LIMITS.pageSizeDefault) {
  return infiniteQueryOptions({
    queryKey: ['products', 'list', filters, { limit }] as const,
    queryFn: ({ pageParam, signal }) => getProducts({ filters, page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.currentPage < lastPage.totalPages ? lastPage.currentPage + 1 : undefined),
  });
}

export function useInfiniteProducts(filters: ProductFilters = {}, limit?: number) {
  return useInfiniteQuery(getInfiniteProductsQueryOptions(filters, limit));
}
