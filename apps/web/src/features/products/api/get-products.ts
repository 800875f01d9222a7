import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@solar/shared/contract/products';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface GetProductsParams {
  page: number;
  limit: number;
}

/** One page of the public product list, newest first. */
export function getProducts({ page, limit }: GetProductsParams, signal?: AbortSignal): Promise<ProductPage> {
  return apiClient.get<ProductPage>(apiPaths.products.browse, { query: { page, limit }, signal });
}

export function getInfiniteProductsQueryOptions(limit: number = LIMITS.pageSizeDefault) {
  return infiniteQueryOptions({
    queryKey: ['products', 'browse', { limit }],
    queryFn: ({ pageParam, signal }) => getProducts({ page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.currentPage < lastPage.totalPages ? lastPage.currentPage + 1 : undefined),
  });
}

export function useInfiniteProducts(limit?: number) {
  return useInfiniteQuery(getInfiniteProductsQueryOptions(limit));
}
