import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { WantedDecisionBody } from '@solar/shared/contract/wanted';
import { callApi } from '../../../lib/api-client.ts';

export type AdminWantedPage = RouteAnswer<'admin.wanted'>;
export type AdminWanted = AdminWantedPage['data'][number];
export const WANTED_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WantedQueueStatus = (typeof WANTED_QUEUE_STATUSES)[number];

export const wantedQueueQueryKey = ['admin', 'wanted'] as const;

/** Wanted requests by review status, oldest first, with the buyer's phone, version and open reports. */
export function useWantedQueue({ status, page }: { status: WantedQueueStatus; page: number }) {
  return useQuery({
    queryKey: [...wantedQueueQueryKey, status, page] as const,
    queryFn: ({ signal }) => callApi('admin.wanted', { query: { status, page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A request's offers as the admin reads them (all of them, with prices), asked only when opened. */
export function useWantedOffers(id: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [...wantedQueueQueryKey, 'offers', id] as const,
    queryFn: ({ signal }) => callApi('wanted.offers', { params: { id }, signal }),
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
    callApi('admin.decideWanted', { params: { id }, body }),
  );

export const useDismissWantedReports = () => useQueueMutation((id: string) => callApi('admin.dismissWantedReports', { params: { id } }));

export const useTakeDownOffer = () =>
  useQueueMutation(({ id, reason }: { id: string; reason: string }) => callApi('admin.takedownOffer', { params: { id }, body: { reason } }));
