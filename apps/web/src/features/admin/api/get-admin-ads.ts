import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminAdPageSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-list.ts';
import type { DirectoryListParams } from '../utils/directory-list.ts';

export type AdminAdPage = z.infer<typeof AdminAdPageSchema>;

export const adminAdsQueryKey = ['admin', 'directory', 'ads'] as const;

/** One page of ads, inactive ones included, as the console lists them, newest first; `q` searches them. */
export function getAdminAds({ page, q }: DirectoryListParams, signal?: AbortSignal): Promise<AdminAdPage> {
  return apiClient.get<AdminAdPage>(apiPaths.admin.ads, { query: { page, limit: DIRECTORY_PAGE_SIZE, q }, signal });
}

export function getAdminAdsQueryOptions(params: DirectoryListParams) {
  return queryOptions({
    queryKey: [...adminAdsQueryKey, params],
    queryFn: ({ signal }) => getAdminAds(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Other admins edit too: each visit asks again.
    staleTime: 0,
  });
}

export function useAdminAds(params: DirectoryListParams) {
  return useQuery(getAdminAdsQueryOptions(params));
}
