import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OwnProductResponseSchema } from '@solar/shared/contract/selling';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { removeFromReviewQueue, reviewQueueQueryKey } from './get-review-queue.ts';

export type ReviewDecisionResponse = z.infer<typeof OwnProductResponseSchema> & { message?: string };

/** Publishes a listing for its 60 days (a pending one, or a rejected one on second thought). */
export function approveProduct(id: string): Promise<ReviewDecisionResponse> {
  return apiClient.post<ReviewDecisionResponse>(apiPaths.admin.approve(id));
}

export function useApproveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: async (_response, id) => {
      removeFromReviewQueue(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        // The public lists may still show it as it was.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
