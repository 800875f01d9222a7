import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { CreateProductBody } from '@solar/shared/contract/selling';
import { callApi } from '../../../lib/api-client.ts';
import { userProductsQueryKey } from './get-user-products.ts';

export type OwnProductResponse = RouteAnswer<'selling.post'>;

/**
 * Posts a listing for review. The key is made once per draft, so a retry after a lost answer returns
 * the listing already created instead of a second one.
 */
export function createProduct(body: CreateProductBody, idempotencyKey: string): Promise<OwnProductResponse> {
  return callApi('selling.post', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateProductBody; idempotencyKey: string }) => createProduct(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProductsQueryKey }),
  });
}
