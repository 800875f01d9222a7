import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUserSchema } from '@solar/shared/contract/admin';
import { callApi } from '../../../lib/api-client.ts';

export type AdminUserPage = RouteAnswer<'admin.users'>;
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const USERS_PAGE_SIZE = 20;
export const usersQueryKey = ['admin', 'users'] as const;

export interface GetUsersParams {
  /** Name, phone or e-mail, as typed. */
  q: string;
  page: number;
}

/** One page of accounts, newest first, optionally narrowed by a search. */
export function getUsers({ q, page }: GetUsersParams, signal?: AbortSignal): Promise<AdminUserPage> {
  return callApi('admin.users', { query: { q: q.trim(), page, limit: USERS_PAGE_SIZE }, signal });
}

export function getUsersQueryOptions(params: GetUsersParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // The list stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsers(params: GetUsersParams) {
  return useQuery(getUsersQueryOptions(params));
}

/** Puts the server's new version of an account in every cached page that shows it. */
export function replaceUser(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<AdminUserPage>({ queryKey: usersQueryKey }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item._id === user._id ? user : item)) } : page,
  );
}
