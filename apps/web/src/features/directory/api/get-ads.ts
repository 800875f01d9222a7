import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdPage } from '@solar/shared/contract/directory';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface GetAdsParams {
  page: number;
  limit?: number;
  search?: string;
}

/** One page of active shop ads, newest first (10 a page). */
export function getAds({ page, limit = LIMITS.pageSizeDefault, search }: GetAdsParams, signal?: AbortSignal): Promise<AdPage> {
  const path = search ? apiPaths.directory.searchAds : apiPaths.directory.ads;
  return apiClient.get<AdPage>(path, { query: { page, limit, search_keyword: search }, signal });
}

export function getAdsQueryOptions(params: GetAdsParams) {
  return queryOptions({
    queryKey: ['directory', 'ads', params],
    queryFn: ({ signal }) => getAds(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAds(params: GetAdsParams) {
  return useQuery(getAdsQueryOptions(params));
}
