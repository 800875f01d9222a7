import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@solar/shared/contract/products';
import { LIMITS } from '@solar/shared/reference/limits';
import { callApi } from '../../../lib/api-client.ts';

export type ProductDetailResponse = RouteAnswer<'products.detail'>;
export type ProductDetail = ProductDetailResponse['data'];

/** One public product (404 NOT_FOUND for a missing, hidden or malformed id). */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetailResponse> {
  return callApi('products.detail', { params: { id }, signal });
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
