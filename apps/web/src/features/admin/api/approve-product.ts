import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { z } from 'zod';
import type { ApproveProductBodySchema } from '@solar/shared/contract/selling';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { refetchReviewQueueIfChanged, removeFromReviewQueue, reviewQueueQueryKey } from './get-review-queue.ts';

export type ReviewDecisionResponse = RouteAnswer<'admin.approve'>;
export type ApproveProductBody = z.output<typeof ApproveProductBodySchema>;

/**
 * Publishes a listing for its 60 days (a pending one, or a rejected one on second thought), as the
 * version the admin read: the server refuses it (LISTING_CHANGED) if the seller has edited it since.
 */
export function approveProduct(id: string, body: ApproveProductBody): Promise<ReviewDecisionResponse> {
  return callApi('admin.approve', { params: { id }, body });
}

export function useApproveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveProductBody }) => approveProduct(id, body),
    onSuccess: async (_response, { id }) => {
      removeFromReviewQueue(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        // The public lists may still show it as it was.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
    onError: (error) => refetchReviewQueueIfChanged(queryClient, error),
  });
}
