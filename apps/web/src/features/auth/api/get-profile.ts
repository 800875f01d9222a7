import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type UserResponse = RouteAnswer<'auth.profile'>;

/** Everything cached for the signed-in account starts with this key; signing out removes it. */
export const AUTH_QUERY_KEY = ['auth'] as const;

/** The signed-in user as the server knows them now. A 401 ends the session (api-client). */
export function getProfile(signal?: AbortSignal): Promise<UserResponse> {
  return callApi('auth.profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: [...AUTH_QUERY_KEY, 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
    select: (response) => response.data,
    // A 401 is an answer, not a hiccup.
    retry: false,
  });
}

export function useProfile({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled: isEnabled });
}
