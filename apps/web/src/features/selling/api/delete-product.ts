import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userProductsQueryKey } from './get-user-products.ts';

/** Deletes an own listing (404 for someone else's). */
export function deleteProduct(id: string): Promise<{ message?: string }> {
  return apiClient.delete<{ message?: string }>(apiPaths.selling.remove(id));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userProductsQueryKey });
      // The public lists may still show it.
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
