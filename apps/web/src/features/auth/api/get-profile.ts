import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type UserResponse = z.infer<typeof UserResponseSchema>;

/** Everything cached for the signed-in account starts with this key; signing out removes it. */
export const AUTH_QUERY_KEY = ['auth'] as const;

/** The signed-in user as the server knows them now. A 401 ends the session (api-client). */
export function getProfile(signal?: AbortSignal): Promise<UserResponse> {
  return apiClient.get<UserResponse>(apiPaths.auth.profile, { signal });
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
