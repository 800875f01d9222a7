import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSettingsResponseSchema } from '@solar/shared/contract/admin';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponseSchema>;

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** Contact details, exchange rates and the reusable rejection reasons. */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return apiClient.get<AdminSettingsResponse>(apiPaths.admin.settings, { signal });
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
    select: (response) => response.data,
  });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
