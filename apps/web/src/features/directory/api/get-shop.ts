import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopResponse } from '@solar/shared/contract/directory';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

/** One shop's public page. */
export function getShop(id: string, signal?: AbortSignal): Promise<ShopResponse> {
  return apiClient.get<ShopResponse>(apiPaths.directory.shop(id), { signal });
}

export function getShopQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['directory', 'shop', id],
    queryFn: ({ signal }) => getShop(id, signal),
    staleTime: LIMITS.detailStaleTimeMs,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

export function useShop(id: string) {
  return useQuery(getShopQueryOptions(id));
}
