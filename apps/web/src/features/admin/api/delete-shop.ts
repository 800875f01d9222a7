import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeletedResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import { adminShopQueryKey } from './get-admin-shop.ts';

export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/** Removes a shop from the directory for good. */
export function deleteShop(id: string): Promise<DeletedResponse> {
  return apiClient.delete<DeletedResponse>(apiPaths.admin.shop(id));
}

export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShop,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: adminShopQueryKey(id) });
      refreshDirectory(queryClient, 'shops');
    },
  });
}
