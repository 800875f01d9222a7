import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopInput } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import type { AdminShopResponse } from './get-admin-shop.ts';
import { adminShopQueryKey } from './get-admin-shop.ts';

/** Adds a shop to the directory; with `joinRequestId`, the server marks that join request handled. */
export function createShop(body: ShopInput): Promise<AdminShopResponse> {
  return apiClient.post<AdminShopResponse>(apiPaths.admin.shops, body);
}

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShop,
    onSuccess: (response) => {
      queryClient.setQueryData(adminShopQueryKey(response.data._id), response);
      refreshDirectory(queryClient, 'shops');
    },
  });
}
