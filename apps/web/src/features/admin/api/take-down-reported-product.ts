import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { AdminProductResponse } from './feature-product.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { removeReportGroup, reportsQueryKey } from './get-reports.ts';
import { reviewQueueQueryKey } from './get-review-queue.ts';
import type { ReasonBody } from './take-down-product.ts';

/** Takes a reported listing down from the reports inbox; its reports close as acted upon. */
export function takeDownReportedProduct(productId: string, body: ReasonBody): Promise<AdminProductResponse> {
  return callApi('admin.takedownReported', { params: { id: productId }, body });
}

export function useTakeDownReportedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: ReasonBody }) => takeDownReportedProduct(productId, body),
    onSuccess: async (_response, { productId }) => {
      removeReportGroup(queryClient, productId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        // The public lists may still show it as it was.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
