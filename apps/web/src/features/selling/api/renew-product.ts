import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { OwnProductResponse } from './create-product.ts';
import { userProductsQueryKey } from './get-user-products.ts';

/** Lists an expired listing again for another period. */
export function renewProduct(id: string): Promise<OwnProductResponse> {
  return callApi('selling.renew', { params: { id } });
}

export function useRenewProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: userProductsQueryKey }) });
}
