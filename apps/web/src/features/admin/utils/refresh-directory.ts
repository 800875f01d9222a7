import type { QueryClient } from '@tanstack/react-query';
import { adminAdsQueryKey } from '../api/get-admin-ads.ts';
import { adminEngineersQueryKey } from '../api/get-admin-engineers.ts';
import { adminShopsQueryKey } from '../api/get-admin-shops.ts';
import { joinRequestsQueryKey } from '../api/get-join-requests.ts';

const LIST_KEYS = { engineers: adminEngineersQueryKey, shops: adminShopsQueryKey, ads: adminAdsQueryKey } as const;

/** The dashboard's counts (new join requests among them); the dashboard's own screen owns the query. */
const DASHBOARD_KEY = ['admin', 'dashboard'] as const;
/** Every public directory list and profile. */
const PUBLIC_DIRECTORY_KEY = ['directory'] as const;

/**
 * After a change to the directory: the console's list of that kind, the public directory, and the
 * join-request inbox and the dashboard, since a save may have handled a request.
 */
export function refreshDirectory(queryClient: QueryClient, list: keyof typeof LIST_KEYS | null): void {
  if (list) void queryClient.invalidateQueries({ queryKey: LIST_KEYS[list] });
  void queryClient.invalidateQueries({ queryKey: joinRequestsQueryKey });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_DIRECTORY_KEY });
}
