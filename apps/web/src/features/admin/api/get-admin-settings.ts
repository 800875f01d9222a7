import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type AdminSettingsResponse = RouteAnswer<'admin.settings'>;

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** Contact details, exchange rates and the reusable rejection reasons. */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return callApi('admin.settings', { signal });
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
