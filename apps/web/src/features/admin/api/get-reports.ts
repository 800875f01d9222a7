import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ReportGroupPage = RouteAnswer<'admin.reports'>;
export type ReportGroup = ReportGroupPage['data'][number];

export const REPORTS_PAGE_SIZE = 10;
export const reportsQueryKey = ['admin', 'reports'] as const;

/** Open reports gathered per listing, the most reported first. */
export function getReports(page: number, signal?: AbortSignal): Promise<ReportGroupPage> {
  return callApi('admin.reports', { query: { page, limit: REPORTS_PAGE_SIZE }, signal });
}

export function getReportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...reportsQueryKey, { page }],
    queryFn: ({ signal }) => getReports(page, signal),
    staleTime: 0,
  });
}

export function useReports(page: number) {
  return useQuery(getReportsQueryOptions(page));
}

/** Takes a handled listing's group off every cached page, before the refetch confirms it. */
export function removeReportGroup(queryClient: QueryClient, productId: string): void {
  queryClient.setQueriesData<ReportGroupPage>({ queryKey: reportsQueryKey }, (page) =>
    page && page.data.some((group) => group.product._id === productId)
      ? { ...page, data: page.data.filter((group) => group.product._id !== productId), total: Math.max(0, page.total - 1) }
      : page,
  );
}
