import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductResponseSchema } from '@solar/shared/contract/admin';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { replaceInReviewQueue } from './get-review-queue.ts';

export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema> & { message?: string };

/** Puts an approved listing at the top of the home page (true) or back among the others (false). */
export function featureProduct(id: string, featured: boolean): Promise<AdminProductResponse> {
  return apiClient.post<AdminProductResponse>(apiPaths.admin.feature(id), { featured });
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
