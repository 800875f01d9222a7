import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminShopResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export type AdminShopResponse = z.infer<typeof AdminShopResponseSchema>;

export const adminShopQueryKey = (id: string) => ['admin', 'directory', 'shop', id] as const;

/** One shop with everything the console edits, admin notes included. */
export function getAdminShop(id: string, signal?: AbortSignal): Promise<AdminShopResponse> {
  return apiClient.get<AdminShopResponse>(apiPaths.admin.shop(id), { signal });
}

export function getAdminShopQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminShopQueryKey(id),
    queryFn: ({ signal }) => getAdminShop(id, signal),
    // The form starts from what is stored now, not from what another admin has since changed.
    staleTime: 0,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

/** Asks only when there is an id (the form edits an entry rather than making one). */
export function useAdminShop(id: string | undefined) {
  return useQuery({ ...getAdminShopQueryOptions(id ?? ''), enabled: Boolean(id) });
}
