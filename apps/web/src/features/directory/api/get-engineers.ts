import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EngineerPage } from '@solar/shared/contract/directory';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { EngineerFilters } from '../utils/filter-params.ts';

export interface GetEngineersParams extends EngineerFilters {
  page: number;
  limit?: number;
}

/** One page of engineers matching the filters; a text search goes to `filters-engineer` (docs/product-brief.md §7). */
export function getEngineers({ search, limit = LIMITS.pageSizeDefault, ...filters }: GetEngineersParams, signal?: AbortSignal): Promise<EngineerPage> {
  const path = search ? apiPaths.directory.searchEngineers : apiPaths.directory.engineers;
  return apiClient.get<EngineerPage>(path, { query: { ...filters, limit, search_keyword: search }, signal });
}

export function getEngineersQueryOptions(params: GetEngineersParams) {
  return queryOptions({
    queryKey: ['directory', 'engineers', params],
    queryFn: ({ signal }) => getEngineers(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEngineers(params: GetEngineersParams) {
  return useQuery(getEngineersQueryOptions(params));
}
