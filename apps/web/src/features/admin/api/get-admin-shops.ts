import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminShopPageSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-list.ts';
import type { DirectoryListParams } from '../utils/directory-list.ts';

export type AdminShopPage = z.infer<typeof AdminShopPageSchema>;

export const adminShopsQueryKey = ['admin', 'directory', 'shops'] as const;

/** One page of shops (verified or not) as the console lists them, newest first; `q` searches them. */
export function getAdminShops({ page, q }: DirectoryListParams, signal?: AbortSignal): Promise<AdminShopPage> {
  return apiClient.get<AdminShopPage>(apiPaths.admin.shops, { query: { page, limit: DIRECTORY_PAGE_SIZE, q }, signal });
}

export function getAdminShopsQueryOptions(params: DirectoryListParams) {
  return queryOptions({
    queryKey: [...adminShopsQueryKey, params],
    queryFn: ({ signal }) => getAdminShops(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Other admins edit too: each visit asks again.
    staleTime: 0,
  });
}

export function useAdminShops(params: DirectoryListParams) {
  return useQuery(getAdminShopsQueryOptions(params));
}
