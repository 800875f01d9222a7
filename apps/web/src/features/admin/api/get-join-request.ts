import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { joinRequestsQueryKey } from './get-join-requests.ts';

export type AdminJoinRequestResponse = RouteAnswer<'admin.joinRequest'>;

/** One join request (the new-entry forms start from it). */
export function getJoinRequest(id: string, signal?: AbortSignal): Promise<AdminJoinRequestResponse> {
  return callApi('admin.joinRequest', { params: { id }, signal });
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
