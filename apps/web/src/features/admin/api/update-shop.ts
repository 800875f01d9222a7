import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopInput } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import type { AdminShopResponse } from './get-admin-shop.ts';
import { adminShopQueryKey } from './get-admin-shop.ts';

/** Replaces every field of a shop; pictures it keeps are sent back as the URLs it shows. */
export function updateShop(id: string, body: ShopInput): Promise<AdminShopResponse> {
  return apiClient.put<AdminShopResponse>(apiPaths.admin.shop(id), body);
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShopInput }) => updateShop(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(adminShopQueryKey(response.data._id), response);
      refreshDirectory(queryClient, 'shops');
    },
  });
}
