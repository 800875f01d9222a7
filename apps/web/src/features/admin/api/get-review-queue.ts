import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@solar/shared/contract/admin';
import { ApiError, callApi } from '../../../lib/api-client.ts';

export type AdminProductPage = RouteAnswer<'admin.products'>;

/** The review queue's tabs, as the API's `status` filter takes them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_PAGE_SIZE = 10;
export const reviewQueueQueryKey = ['admin', 'review'] as const;

export interface GetReviewQueueParams {
  status: ReviewStatus;
  page: number;
}

/** One page of listings in a review status, oldest first, with resubmissions marked. */
export function getReviewQueue({ status, page }: GetReviewQueueParams, signal?: AbortSignal): Promise<AdminProductPage> {
  return callApi('admin.products', { query: { status, page, limit: REVIEW_PAGE_SIZE }, signal });
}

export function getReviewQueueQueryOptions(params: GetReviewQueueParams) {
  return queryOptions({
    queryKey: [...reviewQueueQueryKey, params],
    queryFn: ({ signal }) => getReviewQueue(params, signal),
    // Other admins work the same queue.
    staleTime: 0,
  });
}

export function useReviewQueue(params: GetReviewQueueParams) {
  return useQuery(getReviewQueueQueryOptions(params));
}

/** Takes a decided listing off every cached queue page at once, before the refetch confirms it. */
export function removeFromReviewQueue(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<AdminProductPage>({ queryKey: reviewQueueQueryKey }, (page) =>
    page && page.data.some((product) => product._id === id)
      ? { ...page, data: page.data.filter((product) => product._id !== id), total: Math.max(0, page.total - 1) }
      : page,
  );
}

/** Puts the server's new version of a listing in every cached queue page that shows it. */
export function replaceInReviewQueue(queryClient: QueryClient, product: AdminProduct): void {
  queryClient.setQueriesData<AdminProductPage>({ queryKey: reviewQueueQueryKey }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item._id === product._id ? product : item)) } : page,
  );
}

/** True when the server refused a decision because the seller edited the listing after the admin read it. */
export const isListingChanged = (error: unknown) => error instanceof ApiError && error.code === 'LISTING_CHANGED';

/** After a LISTING_CHANGED refusal, fetches the queue again so the admin reads the new version. */
export async function refetchReviewQueueIfChanged(queryClient: QueryClient, error: unknown): Promise<void> {
  if (isListingChanged(error)) await queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey });
}
