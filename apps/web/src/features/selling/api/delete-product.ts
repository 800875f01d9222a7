import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userProductsQueryKey } from './get-user-products.ts';

/** Deletes an own listing (404 for someone else's). */
export function deleteProduct(id: string) {
  return callApi('selling.remove', { params: { id } });
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
