import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngineerResponse } from '@solar/shared/contract/directory';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

/** One engineer's public profile. */
export function getEngineer(id: string, signal?: AbortSignal): Promise<EngineerResponse> {
  return apiClient.get<EngineerResponse>(apiPaths.directory.engineer(id), { signal });
}

export function getEngineerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['directory', 'engineer', id],
    queryFn: ({ signal }) => getEngineer(id, signal),
    staleTime: LIMITS.detailStaleTimeMs,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

export function useEngineer(id: string) {
  return useQuery(getEngineerQueryOptions(id));
}
