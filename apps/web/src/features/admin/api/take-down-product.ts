import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReasonBodySchema } from '@solar/shared/contract/admin';
import { callApi } from '../../../lib/api-client.ts';
import type { AdminProductResponse } from './feature-product.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { reportsQueryKey } from './get-reports.ts';
import { removeFromReviewQueue, reviewQueueQueryKey } from './get-review-queue.ts';

export type ReasonBody = z.output<typeof ReasonBodySchema>;

/** Takes an approved listing off the site with a reason its owner reads; its open reports close too. */
export function takeDownProduct(id: string, body: ReasonBody): Promise<AdminProductResponse> {
  return callApi('admin.takedown', { params: { id }, body });
}

export function useTakeDownProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReasonBody }) => takeDownProduct(id, body),
    onSuccess: async (_response, { id }) => {
      removeFromReviewQueue(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        // The public lists may still show it as it was.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
