import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminEngineerResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export type AdminEngineerResponse = z.infer<typeof AdminEngineerResponseSchema>;

export const adminEngineerQueryKey = (id: string) => ['admin', 'directory', 'engineer', id] as const;

/** One engineer with everything the console edits, admin notes included. */
export function getAdminEngineer(id: string, signal?: AbortSignal): Promise<AdminEngineerResponse> {
  return apiClient.get<AdminEngineerResponse>(apiPaths.admin.engineer(id), { signal });
}

export function getAdminEngineerQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminEngineerQueryKey(id),
    queryFn: ({ signal }) => getAdminEngineer(id, signal),
    // The form starts from what is stored now, not from what another admin has since changed.
    staleTime: 0,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

/** Asks only when there is an id (the form edits an entry rather than making one). */
export function useAdminEngineer(id: string | undefined) {
  return useQuery({ ...getAdminEngineerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
