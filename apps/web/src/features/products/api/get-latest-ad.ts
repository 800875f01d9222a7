import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@solar/shared/reference/limits';
import { callApi } from '../../../lib/api-client.ts';

/** The most recent active ad (the API lists active ads newest first), or null when there is none. */
export async function getLatestAd(signal?: AbortSignal) {
  const page = await callApi('directory.ads', { query: { page: 1, limit: 1 }, signal });
  return page.data.find((ad) => ad.active) ?? null;
}

/** Asked again every 30 s while the page is visible (docs/product-brief.md §9), so a new ad replaces the old one. */
export function getLatestAdQueryOptions() {
  return queryOptions({
    queryKey: ['ads', 'latest'] as const,
    queryFn: ({ signal }) => getLatestAd(signal),
    staleTime: LIMITS.adsBannerRefreshMs,
    refetchInterval: LIMITS.adsBannerRefreshMs,
    // A banner is no reason to try twice on a weak network; the next refresh tries again.
    retry: false,
  });
}

export function useLatestAd() {
  return useQuery(getLatestAdQueryOptions());
}
