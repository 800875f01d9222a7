import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { GetPriceIndexesQuery } from '@solar/shared/contract/prices';
import { callApi } from '../lib/api-client.ts';

export type PriceIndexesResponse = RouteAnswer<'prices.indexes'>;

/** The weekly price indexes of a place in a currency (issue #45), as the job computed them. */
export function getPriceIndexes(query: GetPriceIndexesQuery, signal?: AbortSignal): Promise<PriceIndexesResponse> {
  return callApi('prices.indexes', { query, signal });
}

export const priceIndexesKeys = { all: ['prices'] as const };

/**
 * The server draws /prices with these figures and the browser keeps its charts as drawn (lib/server-drawn.tsx):
 * the page does not carry them again in its data (entry-server.tsx leaves out a query whose `meta` says so).
 */
export function getPriceIndexesQueryOptions(query: GetPriceIndexesQuery) {
  return queryOptions({
    queryKey: [...priceIndexesKeys.all, query.governorate, query.currency],
    queryFn: ({ signal }) => getPriceIndexes(query, signal),
    select: (response) => response.data,
    meta: { drawnByServer: true },
  });
}

/** The figures of `query`; `enabled: false` while the page shows the server's drawing of them. */
export function usePriceIndexes(query: GetPriceIndexesQuery, { enabled = true } = {}) {
  return useQuery({ ...getPriceIndexesQueryOptions(query), enabled });
}
