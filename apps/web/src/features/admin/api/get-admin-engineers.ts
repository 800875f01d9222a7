import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminEngineerPageSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-list.ts';
import type { DirectoryListParams } from '../utils/directory-list.ts';

export type AdminEngineerPage = z.infer<typeof AdminEngineerPageSchema>;

export const adminEngineersQueryKey = ['admin', 'directory', 'engineers'] as const;

/** One page of engineers as the console lists them, newest first; `q` searches them. */
export function getAdminEngineers({ page, q }: DirectoryListParams, signal?: AbortSignal): Promise<AdminEngineerPage> {
  return apiClient.get<AdminEngineerPage>(apiPaths.admin.engineers, { query: { page, limit: DIRECTORY_PAGE_SIZE, q }, signal });
}

export function getAdminEngineersQueryOptions(params: DirectoryListParams) {
  return queryOptions({
    queryKey: [...adminEngineersQueryKey, params],
    queryFn: ({ signal }) => getAdminEngineers(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Other admins edit too: each visit asks again.
    staleTime: 0,
  });
}

export function useAdminEngineers(params: DirectoryListParams) {
  return useQuery(getAdminEngineersQueryOptions(params));
}
