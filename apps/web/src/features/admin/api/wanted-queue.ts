import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminWantedPageSchema, OfferListResponseSchema, WantedDecisionBody, WantedRequestResponseSchema } from '@solar/shared/contract/wanted';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type AdminWantedPage = z.infer<typeof AdminWantedPageSchema>;
export type AdminWanted = AdminWantedPage['data'][number];
export const WANTED_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WantedQueueStatus = (typeof WANTED_QUEUE_STATUSES)[number];

export const wantedQueueQueryKey = ['admin', 'wanted'] as const;

/** Wanted requests by review status, oldest first, with the buyer's phone, version and open reports. */
export function useWantedQueue({ status, page }: { status: WantedQueueStatus; page: number }) {
  return useQuery({
    queryKey: [...wantedQueueQueryKey, status, page] as const,
    queryFn: ({ signal }) => apiClient.get<AdminWantedPage>(apiPaths.admin.wanted, { query: { status, page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A request's offers as the admin reads them (all of them, with prices), asked only when opened. */
export function useWantedOffers(id: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [...wantedQueueQueryKey, 'offers', id] as const,
    queryFn: ({ signal }) => apiClient.get<z.infer<typeof OfferListResponseSchema>>(apiPaths.wanted.offers(id), { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

function useQueueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: wantedQueueQueryKey }), queryClient.invalidateQueries({ queryKey: ['wanted'] })]);
    },
  });
}

/** Approve or reject (naming the version read), or take down with a reason (audited by the server). */
export const useDecideWanted = () =>
  useQueueMutation(({ id, body }: { id: string; body: WantedDecisionBody }) =>
    apiClient.post<z.infer<typeof WantedRequestResponseSchema> & { message?: string }>(apiPaths.admin.decideWanted(id), body),
  );

export const useDismissWantedReports = () => useQueueMutation((id: string) => apiClient.post<unknown>(apiPaths.admin.dismissWantedReports(id)));

export const useTakeDownOffer = () =>
  useQueueMutation(({ id, reason }: { id: string; reason: string }) => apiClient.post<{ message?: string }>(apiPaths.admin.takedownOffer(id), { reason }));
