import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AdInput, EngineerInput, ShopInput } from '@solar/shared/contract/admin-directory';
import type { RouteAnswer, RouteBody, RouteName } from '@solar/shared/contract/route-schemas';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { DIRECTORY_PAGE_SIZE } from '../utils/directory-list.ts';
import type { DirectoryListParams } from '../utils/directory-list.ts';
import { joinRequestsQueryKey } from './get-join-requests.ts';

/**
 * The console's directory entries — engineers, shops and ads — read, made, changed and removed the same
 * way, each described once here: its paths and its contract's types. Screens take the hooks of
 * `directoryApi(kind)`.
 */
interface DirectoryTypes {
  engineers: { entry: RouteAnswer<'admin.engineer'>; page: RouteAnswer<'admin.engineers'>; input: EngineerInput };
  shops: { entry: RouteAnswer<'admin.shop'>; page: RouteAnswer<'admin.shops'>; input: ShopInput };
  ads: { entry: RouteAnswer<'admin.ad'>; page: RouteAnswer<'admin.ads'>; input: AdInput };
}
export type DirectoryKind = keyof DirectoryTypes;
export type DirectoryEntryResponse<K extends DirectoryKind> = DirectoryTypes[K]['entry'];
export type DirectoryPage<K extends DirectoryKind> = DirectoryTypes[K]['page'];
export type DirectoryInput<K extends DirectoryKind> = DirectoryTypes[K]['input'];
export type DeletedResponse = RouteAnswer<'admin.deleteEngineer'>;

/** Each kind's routes, and its singular for the entry's cache key. */
const ENTITIES = {
  engineers: { list: 'admin.engineers', create: 'admin.createEngineer', entry: 'admin.engineer', update: 'admin.updateEngineer', remove: 'admin.deleteEngineer', one: 'engineer' },
  shops: { list: 'admin.shops', create: 'admin.createShop', entry: 'admin.shop', update: 'admin.updateShop', remove: 'admin.deleteShop', one: 'shop' },
  ads: { list: 'admin.ads', create: 'admin.createAd', entry: 'admin.ad', update: 'admin.updateAd', remove: 'admin.deleteAd', one: 'ad' },
} as const satisfies Record<DirectoryKind, Record<'list' | 'create' | 'entry' | 'update' | 'remove', RouteName> & { one: string }>;
type EntityRoutes = (typeof ENTITIES)[DirectoryKind];
// A kind's routes answer that kind's entry (route-schemas.ts); calls name the union of kinds, and the
// answer is narrowed back to K's.

export const directoryListQueryKey = (kind: DirectoryKind) => ['admin', 'directory', kind] as const;
export const directoryEntryQueryKey = (kind: DirectoryKind, id: string) => ['admin', 'directory', ENTITIES[kind].one, id] as const;

/** The dashboard's counts (new join requests among them); the dashboard's own screen owns the query. */
const DASHBOARD_KEY = ['admin', 'dashboard'] as const;
/** Every public directory list and profile. */
const PUBLIC_DIRECTORY_KEY = ['directory'] as const;

/**
 * After a change to the directory: the console's list of that kind, the public directory, and the
 * join-request inbox and the dashboard, since a save may have handled a request.
 */
export function refreshDirectory(queryClient: QueryClient, kind: DirectoryKind | null): void {
  if (kind) void queryClient.invalidateQueries({ queryKey: directoryListQueryKey(kind) });
  void queryClient.invalidateQueries({ queryKey: joinRequestsQueryKey });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_DIRECTORY_KEY });
}

/** One page of a kind as the console lists it, newest first (ads: inactive ones included); `q` searches them. */
export function getDirectoryPage<K extends DirectoryKind>(kind: K, { page, q }: DirectoryListParams, signal?: AbortSignal): Promise<DirectoryPage<K>> {
  const name: EntityRoutes['list'] = ENTITIES[kind].list;
  return callApi(name, { query: { page, limit: DIRECTORY_PAGE_SIZE, q }, signal }) as Promise<DirectoryPage<K>>;
}

export function getDirectoryPageQueryOptions<K extends DirectoryKind>(kind: K, params: DirectoryListParams) {
  return queryOptions({
    queryKey: [...directoryListQueryKey(kind), params],
    queryFn: ({ signal }) => getDirectoryPage(kind, params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Other admins edit too: each visit asks again.
    staleTime: 0,
  });
}

/** One entry with everything the console edits, admin notes included. */
export function getDirectoryEntry<K extends DirectoryKind>(kind: K, id: string, signal?: AbortSignal): Promise<DirectoryEntryResponse<K>> {
  const name: EntityRoutes['entry'] = ENTITIES[kind].entry;
  return callApi(name, { params: { id }, signal }) as Promise<DirectoryEntryResponse<K>>;
}

export function getDirectoryEntryQueryOptions<K extends DirectoryKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: directoryEntryQueryKey(kind, id),
    queryFn: ({ signal }) => getDirectoryEntry(kind, id, signal),
    // The form starts from what is stored now, not from what another admin has since changed.
    staleTime: 0,
    // An entry that does not exist will not appear by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}

/** A kind's list page. */
export function useDirectoryPage<K extends DirectoryKind>(kind: K, params: DirectoryListParams) {
  return useQuery(getDirectoryPageQueryOptions(kind, params));
}

/** One entry; asks only when there is an id (the form edits an entry rather than making one). */
export function useDirectoryEntry<K extends DirectoryKind>(kind: K, id: string | undefined) {
  return useQuery({ ...getDirectoryEntryQueryOptions(kind, id ?? ''), enabled: Boolean(id) });
}

/**
 * Saves an entry: a new one (an engineer or a shop with `joinRequestId`, which the server then marks
 * handled) when there is no id, else every field replaced, pictures it keeps sent back as the URLs it shows.
 */
export function useSaveDirectoryEntry<K extends DirectoryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DirectoryInput<K> }) => {
      const routes: EntityRoutes = ENTITIES[kind];
      // The body is K's input; the union of kinds' routes takes the union of inputs.
      const sent = body as RouteBody<EntityRoutes['create']>;
      const answer = id === undefined ? callApi(routes.create, { body: sent }) : callApi(routes.update, { params: { id }, body: sent });
      return answer as Promise<DirectoryEntryResponse<K>>;
    },
    onSuccess: (response) => {
      queryClient.setQueryData(directoryEntryQueryKey(kind, response.data._id), response);
      refreshDirectory(queryClient, kind);
    },
  });
}

/** Removes an entry from the directory for good. */
export function useDeleteDirectoryEntry(kind: DirectoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      const name: EntityRoutes['remove'] = ENTITIES[kind].remove;
      return callApi(name, { params: { id } });
    },
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: directoryEntryQueryKey(kind, id) });
      refreshDirectory(queryClient, kind);
    },
  });
}

export type EntryOwnerResponse = RouteAnswer<'admin.linkEngineerOwner'>;

/**
 * Links an engineer or a shop to the account with this phone or e-mail (`account`), or unlinks it
 * (`account` null): its owner may then answer wanted requests as the entry. The entry is read again after.
 */
export function useSetEntryOwner(kind: 'engineers' | 'shops', id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: string | null) =>
      kind === 'engineers'
        ? account === null
          ? callApi('admin.unlinkEngineerOwner', { params: { id } })
          : callApi('admin.linkEngineerOwner', { params: { id }, body: { account } })
        : account === null
          ? callApi('admin.unlinkShopOwner', { params: { id } })
          : callApi('admin.linkShopOwner', { params: { id }, body: { account } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: directoryEntryQueryKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: directoryListQueryKey(kind) });
    },
  });
}
