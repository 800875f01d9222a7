import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopPage } from '@solar/shared/contract/directory';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { ShopFilters } from '../utils/filter-params.ts';

export interface GetShopsParams extends ShopFilters {
  page: number;
  limit?: number;
}

/** One page of shops (12 on the shops screen); a text search goes to `filters-shop`. */
export function getShops({ search, limit = LIMITS.shopsPageSize, ...filters }: GetShopsParams, signal?: AbortSignal): Promise<ShopPage> {
  const path = search ? apiPaths.directory.searchShops : apiPaths.directory.shops;
  return apiClient.get<ShopPage>(path, { query: { ...filters, limit, search_keyword: search }, signal });
}

export function getShopsQueryOptions(params: GetShopsParams) {
  return queryOptions({
    queryKey: ['directory', 'shops', params],
    queryFn: ({ signal }) => getShops(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShops(params: GetShopsParams) {
  return useQuery(getShopsQueryOptions(params));
}
