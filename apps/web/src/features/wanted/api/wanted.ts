import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type {
  CreateWantedBody, OfferBody,
} from '@solar/shared/contract/wanted';
import { callApi } from '../../../lib/api-client.ts';

export type WantedPage = RouteAnswer<'wanted.list'>;
export type WantedResponse = RouteAnswer<'wanted.create'>;
export type OfferListResponse = RouteAnswer<'wanted.offers'>;
export type OfferResponse = RouteAnswer<'wanted.createOffer'>;

/** The list's filters as the API reads them. */
export interface WantedFilters {
  type?: string | undefined;
  governorate?: string | undefined;
  page?: number | undefined;
  /** Only the governorates where the signed-in seller sells ("requests near me"). */
  isNearMe?: boolean | undefined;
}

export const wantedQueryKey = ['wanted'] as const;

/** The list's filters from its address (`?type=&governorate=&page=&near=1`); "near me" only when signed in. */
export function wantedFiltersOf(params: URLSearchParams, isSignedIn: boolean): WantedFilters & { page: number; isNearMe: boolean } {
  return {
    type: params.get('type') || undefined,
    governorate: params.get('governorate') || undefined,
    page: Number(params.get('page') ?? '1') || 1,
    isNearMe: isSignedIn && params.get('near') === '1',
  };
}

// The first page goes without `page=1`, so its address (and its cached answer) is the plain list's.
const queryOf = ({ type, governorate, page }: WantedFilters) => ({ type, governorate, page: page && page > 1 ? page : undefined });

export function getWantedListQueryOptions(filters: WantedFilters) {
  return queryOptions({
    queryKey: [...wantedQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => callApi(filters.isNearMe ? 'wanted.nearMe' : 'wanted.list', { query: queryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export const useWantedList = (filters: WantedFilters) => useQuery(getWantedListQueryOptions(filters));

/**
 * A request as the caller sees it: its buyer and answerers read more (their side, their offer), so the key
 * says whether the caller is signed in; the server renders the signed-out copy, and a signed-in browser
 * asks for its own instead of adopting it.
 */
export function getWantedRequestQueryOptions(id: string, isSignedIn = false) {
  return queryOptions({
    queryKey: [...wantedQueryKey, 'one', id, isSignedIn ? 'signed-in' : 'signed-out'] as const,
    queryFn: ({ signal }) => callApi('wanted.one', { params: { id }, signal }),
    retry: false,
  });
}

export const useWantedRequest = (id: string, isSignedIn: boolean) => useQuery(getWantedRequestQueryOptions(id, isSignedIn));

export function useOffers(id: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [...wantedQueryKey, 'offers', id] as const,
    queryFn: ({ signal }) => callApi('wanted.offers', { params: { id }, signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** Every change answers with what was saved; the request and its offers are asked again after it. */
function useWantedMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: wantedQueryKey }) });
}

export const useCreateWanted = () => useWantedMutation((body: CreateWantedBody) => callApi('wanted.create', { body }));

export const useSendOffer = (requestId: string) =>
  useWantedMutation(({ offerId, body }: { offerId: string | null; body: OfferBody }) =>
    offerId ? callApi('wanted.updateOffer', { params: { id: offerId }, body }) : callApi('wanted.createOffer', { params: { id: requestId }, body }),
  );

export const useAcceptOffer = () => useWantedMutation((offerId: string) => callApi('wanted.acceptOffer', { params: { id: offerId } }));

export type MyEntriesResponse = RouteAnswer<'wanted.myEntries'>;
export type OwnListing = RouteAnswer<'selling.userProducts'>['data'][number];

/** The directory shops and engineers an admin linked to the caller: an offer may be made as one of them. */
export function useMyEntries({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [...wantedQueryKey, 'my-entries'] as const,
    queryFn: ({ signal }) => callApi('wanted.myEntries', { signal }),
    enabled: isEnabled,
  });
}

/**
 * The caller's public listings (approved, active, not expired), which an offer's line may name: the first
 * 50 of their own list, newest first, as the selling screens read it.
 */
export function useMyPublicListings({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [...wantedQueryKey, 'my-listings'] as const,
    queryFn: ({ signal }) => callApi('selling.userProducts', { query: { page: 1, limit: 50 }, signal }),
    select: (page) => page.data.filter((p) => p.status === 'approved' && p.isActive && !p.isExpired),
    enabled: isEnabled,
  });
}
