import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { JoinRequestStatus } from '@solar/shared/contract/admin-directory';
import type { JOIN_REQUEST_TYPES } from '@solar/shared/reference/catalog';
import { callApi } from '../../../lib/api-client.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-list.ts';

export type AdminJoinRequestPage = RouteAnswer<'admin.joinRequests'>;
export type JoinRequestType = (typeof JOIN_REQUEST_TYPES)[number];

export interface JoinRequestsParams {
  status: JoinRequestStatus;
  /** Both kinds when absent. */
  type?: JoinRequestType;
  page: number;
}

export const joinRequestsQueryKey = ['admin', 'directory', 'join-requests'] as const;

/** One page of the join-request inbox with one status, newest first. */
export function getJoinRequests({ status, type, page }: JoinRequestsParams, signal?: AbortSignal): Promise<AdminJoinRequestPage> {
  return callApi('admin.joinRequests', { query: { status, type, page, limit: DIRECTORY_PAGE_SIZE }, signal });
}

export function getJoinRequestsQueryOptions(params: JoinRequestsParams) {
  return queryOptions({
    queryKey: [...joinRequestsQueryKey, 'list', params],
    queryFn: ({ signal }) => getJoinRequests(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useJoinRequests(params: JoinRequestsParams) {
  return useQuery(getJoinRequestsQueryOptions(params));
}
