import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RejectProductBodySchema } from '@solar/shared/contract/selling';
import { callApi } from '../../../lib/api-client.ts';
import type { ReviewDecisionResponse } from './approve-product.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { refetchReviewQueueIfChanged, removeFromReviewQueue, reviewQueueQueryKey } from './get-review-queue.ts';

export type RejectProductBody = z.output<typeof RejectProductBodySchema>;

/**
 * Sends a pending listing back to its seller with the reason they will read on my products; like an
 * approval, it names the version the admin read.
 */
export function rejectProduct(id: string, body: RejectProductBody): Promise<ReviewDecisionResponse> {
  return callApi('admin.reject', { params: { id }, body });
}

export function useRejectProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectProductBody }) => rejectProduct(id, body),
    onSuccess: async (_response, { id }) => {
      removeFromReviewQueue(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
    onError: (error) => refetchReviewQueueIfChanged(queryClient, error),
  });
}
