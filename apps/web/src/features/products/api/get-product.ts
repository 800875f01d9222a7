import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductDetailResponseSchema, ProductPage } from '@solar/shared/contract/products';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;
export type ProductDetail = ProductDetailResponse['data'];

/** One public product (404 NOT_FOUND for a missing, hidden or malformed id). */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetailResponse> {
  return apiClient.get<ProductDetailResponse>(apiPaths.products.detail(id), { signal });
}

/** Detail pages stay fresh for 10 minutes (docs/product-brief.md §9). */
export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: LIMITS.detailStaleTimeMs,
  });
}

/** The product as a list already in the cache has it, so the page can show at once while the detail loads. */
function findInLists(queryClient: QueryClient, id: string): ProductDetailResponse | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<ProductPage>>({ queryKey: ['products', 'list'] });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const product = page.data.find((candidate) => candidate._id === id);
      if (product) return { status: 'success', data: product };
    }
  }
  return undefined;
}

export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...getProductQueryOptions(id), placeholderData: () => findInLists(queryClient, id) });
}
