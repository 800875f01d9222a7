import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { replaceInReviewQueue } from './get-review-queue.ts';

export type AdminProductResponse = RouteAnswer<'admin.feature'>;

/** Puts an approved listing at the top of the home page (true) or back among the others (false). */
export function featureProduct(id: string, featured: boolean): Promise<AdminProductResponse> {
  return callApi('admin.feature', { params: { id }, body: { featured } });
}

export function useFeatureProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => featureProduct(id, featured),
    onSuccess: async (response) => {
      replaceInReviewQueue(queryClient, response.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        // The home page's featured listings come first.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
