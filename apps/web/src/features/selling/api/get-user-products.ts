import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type OwnProductPage = RouteAnswer<'selling.userProducts'>;

const PAGE_SIZE = 20;
export const userProductsQueryKey = ['selling', 'user-products'] as const;

/** The signed-in user's own listings, every status. */
export function getUserProducts(page: number, signal?: AbortSignal): Promise<OwnProductPage> {
  return callApi('selling.userProducts', { query: { page, limit: PAGE_SIZE }, signal });
}

export function getUserProductsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: userProductsQueryKey,
    queryFn: ({ pageParam, signal }) => getUserProducts(pageParam, signal),
    initialPageParam: 1,
    // A next page exists while currentPage is below totalPages (docs/product-brief.md §4).
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    // The seller expects to see a change (a review decision) on every visit.
    staleTime: 0,
  });
}

export function useUserProducts({ isEnabled }: { isEnabled: boolean }) {
  return useInfiniteQuery({ ...getUserProductsQueryOptions(), enabled: isEnabled });
}
