import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@solar/shared/contract/route-schemas';
import type {
  CreateSavedSearchBody, UpdateSavedSearchBody,
} from '@solar/shared/contract/saved-searches';
import { callApi } from '../../../lib/api-client.ts';

export type SavedSearchList = RouteAnswer<'savedSearches.list'>;
export type SavedSearchResponse = RouteAnswer<'savedSearches.create'>;
export type UnsubscribeResponse = RouteAnswer<'savedSearches.unsubscribe'>;

export const savedSearchesQueryKey = ['saved-searches'] as const;

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => callApi('savedSearches.list', { signal }),
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
  useSavedSearchMutation((body: CreateSavedSearchBody) => callApi('savedSearches.create', { body }));

export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: UpdateSavedSearchBody & { id: string }) => callApi('savedSearches.one', { params: { id }, body }));

export const useDeleteSavedSearch = () => useSavedSearchMutation((id: string) => callApi('savedSearches.remove', { params: { id } }));

export const useMarkSavedSearchSeen = () => useSavedSearchMutation((id: string) => callApi('savedSearches.seen', { params: { id } }));

export const useUpdateFavouritesAlert = () =>
  useSavedSearchMutation((body: RouteBody<'savedSearches.favourites'>) => callApi('savedSearches.favourites', { body }));

export const useSetWantedNotices = () => useSavedSearchMutation((on: boolean) => callApi('savedSearches.wantedNotices', { body: { on } }));

/** What an unsubscribe link stops (signed out). */
export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => callApi('savedSearches.unsubscribe', { params: { token }, signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('savedSearches.confirmUnsubscribe', { params: { token } }),
    onSuccess: (data) => queryClient.setQueryData(['unsubscribe', token], data),
  });
}
