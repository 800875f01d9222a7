import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminJoinRequestResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { joinRequestsQueryKey } from './get-join-requests.ts';

export type AdminJoinRequestResponse = z.infer<typeof AdminJoinRequestResponseSchema>;

/** One join request (the new-entry forms start from it). */
export function getJoinRequest(id: string, signal?: AbortSignal): Promise<AdminJoinRequestResponse> {
  return apiClient.get<AdminJoinRequestResponse>(apiPaths.admin.joinRequest(id), { signal });
}

export function getJoinRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...joinRequestsQueryKey, 'one', id],
    queryFn: ({ signal }) => getJoinRequest(id, signal),
    staleTime: 0,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

/** Asks only when there is an id (a new entry made from a request). */
export function useJoinRequest(id: string | undefined) {
  return useQuery({ ...getJoinRequestQueryOptions(id ?? ''), enabled: Boolean(id) });
}
