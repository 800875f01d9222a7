import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type DashboardResponse = RouteAnswer<'admin.dashboard'>;
export type Dashboard = DashboardResponse['data'];

/** Every moderation action changes a count: they all invalidate this key. */
export const dashboardQueryKey = ['admin', 'dashboard'] as const;

/** What waits for an admin: listings to review, open reports, new join requests, users. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return callApi('admin.dashboard', { signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    select: (response) => response.data,
    // Counts move with every other admin's work: fresh on each visit.
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
