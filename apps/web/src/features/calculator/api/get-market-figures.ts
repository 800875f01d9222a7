import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@solar/shared/reference/catalog';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Yemen's weekly price indexes in the list's currency, with every governorate's latest figure: all the
 * shopping list's market estimate needs, in one request the API's caches keep five minutes.
 */
function getMarketFiguresQueryOptions(currency: Currency) {
  return queryOptions({
    queryKey: ['prices', ALL_YEMEN, currency],
    queryFn: ({ signal }) => callApi('prices.indexes', { query: { governorate: ALL_YEMEN, currency }, signal }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}

export function useMarketFigures(currency: Currency, isEnabled: boolean) {
  return useQuery({ ...getMarketFiguresQueryOptions(currency), enabled: isEnabled });
}
