import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateSavedSearchBody, FavouritesAlertResponseSchema, SavedSearchListResponseSchema, SavedSearchResponseSchema, UnsubscribeResponseSchema, UpdateSavedSearchBody,
} from '@solar/shared/contract/saved-searches';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type SavedSearchList = z.infer<typeof SavedSearchListResponseSchema>;
export type SavedSearchResponse = z.infer<typeof SavedSearchResponseSchema>;
type FavouritesAlertResponse = z.infer<typeof FavouritesAlertResponseSchema>;
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

export const savedSearchesQueryKey = ['saved-searches'] as const;

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => apiClient.get<SavedSearchList>(apiPaths.savedSearches.list, { signal }),
    // New matches are what the page is for: asked again on every visit.
    staleTime: 0,
  });
}

export function useSavedSearches({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getSavedSearchesQueryOptions(), enabled: isEnabled });
}

/** Every change answers with the search (or settings) as saved; the list is asked again after it. */
function useSavedSearchMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }) });
}

export const useCreateSavedSearch = () =>
  useSavedSearchMutation((body: CreateSavedSearchBody) => apiClient.post<SavedSearchResponse>(apiPaths.savedSearches.list, body));

export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: UpdateSavedSearchBody & { id: string }) => apiClient.patch<SavedSearchResponse>(apiPaths.savedSearches.one(id), body));

export const useDeleteSavedSearch = () => useSavedSearchMutation((id: string) => apiClient.delete<unknown>(apiPaths.savedSearches.one(id)));

export const useMarkSavedSearchSeen = () => useSavedSearchMutation((id: string) => apiClient.post<SavedSearchResponse>(apiPaths.savedSearches.seen(id)));

export const useUpdateFavouritesAlert = () =>
  useSavedSearchMutation((body: { frequency?: string; channel?: string }) => apiClient.put<FavouritesAlertResponse>(apiPaths.savedSearches.favourites, body));

/** What an unsubscribe link stops (signed out). */
export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => apiClient.get<UnsubscribeResponse>(apiPaths.savedSearches.unsubscribe(token), { signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<UnsubscribeResponse>(apiPaths.savedSearches.unsubscribe(token)),
    onSuccess: (data) => queryClient.setQueryData(['unsubscribe', token], data),
  });
}
