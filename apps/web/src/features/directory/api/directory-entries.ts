import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer, RouteName } from '@solar/shared/contract/route-schemas';
import { LIMITS } from '@solar/shared/reference/limits';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import type { EngineerFilters, ShopFilters } from '../utils/filter-params.ts';

/**
 * The public directory — engineers, shops and ads — listed and opened the same way, each kind described
 * once here: its paths, its page size and its contract's types (the console's twin is
 * features/admin/api/directory-entries.ts). Cache keys: `['directory', kind, params]` for a page,
 * `['directory', profile, id]` for one engineer or shop (the server-rendered page's metadata reads them).
 */
interface DirectoryLists {
  engineers: { page: RouteAnswer<'directory.engineers'>; filters: EngineerFilters };
  shops: { page: RouteAnswer<'directory.shops'>; filters: ShopFilters };
  ads: { page: RouteAnswer<'directory.ads'>; filters: { search?: string } };
}
export type DirectoryListKind = keyof DirectoryLists;
export type DirectoryPage<K extends DirectoryListKind> = DirectoryLists[K]['page'];
export type DirectoryListItem<K extends DirectoryListKind> = DirectoryPage<K>['data'][number];
export type DirectoryFilters<K extends DirectoryListKind> = DirectoryLists[K]['filters'];
export type DirectoryListParams<K extends DirectoryListKind> = DirectoryFilters<K> & { page: number; limit?: number };

/** Each list's paths (a text search goes to its own, docs/product-brief.md §7) and page size (12 shops a page). */
const LISTS = {
  engineers: { list: 'directory.engineers', search: 'directory.searchEngineers', pageSize: LIMITS.pageSizeDefault },
  shops: { list: 'directory.shops', search: 'directory.searchShops', pageSize: LIMITS.shopsPageSize },
  ads: { list: 'directory.ads', search: 'directory.searchAds', pageSize: LIMITS.pageSizeDefault },
} as const satisfies Record<DirectoryListKind, { list: RouteName; search: RouteName; pageSize: number }>;

/** One page of a kind matching the filters (ads: the active ones, newest first). */
export function getDirectoryPage<K extends DirectoryListKind>(kind: K, params: DirectoryListParams<K>, signal?: AbortSignal): Promise<DirectoryPage<K>> {
  const { search, limit = LISTS[kind].pageSize, ...filters } = params;
  const name: (typeof LISTS)[DirectoryListKind]['list' | 'search'] = search ? LISTS[kind].search : LISTS[kind].list;
  // One kind's list and search answer the same page (route-schemas.ts); the union of kinds is narrowed back to K's.
  return callApi(name, { query: { ...filters, limit, search_keyword: search }, signal }) as Promise<DirectoryPage<K>>;
}

export function getDirectoryPageQueryOptions<K extends DirectoryListKind>(kind: K, params: DirectoryListParams<K>) {
  return queryOptions({
    queryKey: ['directory', kind, params],
    queryFn: ({ signal }) => getDirectoryPage(kind, params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useDirectoryPage<K extends DirectoryListKind>(kind: K, params: DirectoryListParams<K>) {
  return useQuery(getDirectoryPageQueryOptions(kind, params));
}

interface DirectoryProfiles {
  engineer: RouteAnswer<'directory.engineer'>;
  shop: RouteAnswer<'directory.shop'>;
}
export type DirectoryProfileKind = keyof DirectoryProfiles;
export type DirectoryProfileResponse<K extends DirectoryProfileKind> = DirectoryProfiles[K];

const PROFILES = { engineer: 'directory.engineer', shop: 'directory.shop' } as const satisfies Record<DirectoryProfileKind, RouteName>;

export const directoryProfileQueryKey = (kind: DirectoryProfileKind, id: string) => ['directory', kind, id] as const;

/** One engineer's public profile or one shop's public page. */
export function getDirectoryProfile<K extends DirectoryProfileKind>(kind: K, id: string, signal?: AbortSignal): Promise<DirectoryProfileResponse<K>> {
  const name: (typeof PROFILES)[DirectoryProfileKind] = PROFILES[kind];
  return callApi(name, { params: { id }, signal }) as Promise<DirectoryProfileResponse<K>>;
}

export function getDirectoryProfileQueryOptions<K extends DirectoryProfileKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: directoryProfileQueryKey(kind, id),
    queryFn: ({ signal }) => getDirectoryProfile(kind, id, signal),
    staleTime: LIMITS.detailStaleTimeMs,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

export function useDirectoryProfile<K extends DirectoryProfileKind>(kind: K, id: string) {
  return useQuery(getDirectoryProfileQueryOptions(kind, id));
}
