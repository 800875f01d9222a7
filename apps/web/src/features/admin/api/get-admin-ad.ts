import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminAdResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export type AdminAdResponse = z.infer<typeof AdminAdResponseSchema>;

export const adminAdQueryKey = (id: string) => ['admin', 'directory', 'ad', id] as const;

/** One ad with everything the console edits, admin notes included. */
export function getAdminAd(id: string, signal?: AbortSignal): Promise<AdminAdResponse> {
  return apiClient.get<AdminAdResponse>(apiPaths.admin.ad(id), { signal });
}

export function getAdminAdQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminAdQueryKey(id),
    queryFn: ({ signal }) => getAdminAd(id, signal),
    // The form starts from what is stored now, not from what another admin has since changed.
    staleTime: 0,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

/** Asks only when there is an id (the form edits an entry rather than making one). */
export function useAdminAd(id: string | undefined) {
  return useQuery({ ...getAdminAdQueryOptions(id ?? ''), enabled: Boolean(id) });
}
