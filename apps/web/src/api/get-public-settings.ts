import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../lib/api-client.ts';

export type PublicSettingsResponse = RouteAnswer<'settings.public'>;

// Contact details and rates change rarely; the header should not ask again on every screen.
const SETTINGS_STALE_TIME_MS = 60 * 60_000;

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettingsResponse> {
  return callApi('settings.public', { signal });
}

export function getPublicSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: SETTINGS_STALE_TIME_MS,
    select: (response) => response.data,
  });
}

export function usePublicSettings() {
  return useQuery(getPublicSettingsQueryOptions());
}
