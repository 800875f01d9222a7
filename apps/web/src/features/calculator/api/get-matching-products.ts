import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ProductPage } from '@solar/shared/contract/products';
import type { FilterCategory } from '@solar/shared/reference/catalog';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { MATCH_GROUPS } from '../utils/matching.ts';
import type { MatchGroup } from '../utils/matching.ts';

// Enough listings of one category to find three close ones, small enough for a slow connection.
const GOVERNORATE_LIMIT = 12;
const NATIONAL_LIMIT = 24;

/** Public listings of one category, in one governorate or all of Yemen, newest and featured first. */
export function getCategoryProducts(category: FilterCategory, governorate: string | undefined, signal?: AbortSignal): Promise<ProductPage> {
  return apiClient.get<ProductPage>(apiPaths.products.browse, {
    query: { category, governorate, limit: governorate ? GOVERNORATE_LIMIT : NATIONAL_LIMIT },
    signal,
  });
}

export function getCategoryProductsQueryOptions(category: FilterCategory, governorate?: string) {
  return queryOptions({
    queryKey: ['calculator', 'matching', category, governorate ?? 'all'],
    queryFn: ({ signal }) => getCategoryProducts(category, governorate, signal),
  });
}

/**
 * The listings the results pick matches from: per part of the system, the visitor's governorate and
 * all of Yemen, asked in parallel once the results are open.
 */
export function useMatchingProducts(governorate: string | null, isEnabled: boolean) {
  const groups = Object.keys(MATCH_GROUPS) as MatchGroup[];
  const places = governorate ? [governorate, undefined] : [undefined];
  return useQueries({
    queries: groups.flatMap((group) =>
      places.map((place) => ({ ...getCategoryProductsQueryOptions(MATCH_GROUPS[group], place), enabled: isEnabled })),
    ),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      isError: results.length > 0 && results.every((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
      byGroup: Object.fromEntries(
        groups.map((group, index) => [
          group,
          results.slice(index * places.length, (index + 1) * places.length).flatMap((result) => result.data?.data ?? []),
        ]),
      ) as Record<MatchGroup, ProductPage['data']>,
    }),
  });
}
