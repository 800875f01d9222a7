import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProductBody } from '@solar/shared/contract/selling';
import { callApi } from '../../../lib/api-client.ts';
import type { OwnProductResponse } from './create-product.ts';
import { userProductsQueryKey } from './get-user-products.ts';

/** Changes some fields of an own listing; editing a rejected one resubmits it for review. */
export function updateProduct(id: string, body: UpdateProductBody): Promise<OwnProductResponse> {
  return callApi('selling.update', { params: { id }, body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProductBody }) => updateProduct(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProductsQueryKey }),
  });
}
