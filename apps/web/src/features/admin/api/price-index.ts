import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { priceIndexesKeys } from '../../../api/get-price-indexes.ts';
import type { PricePoint } from '../../../components/price-index/price-index-sections.tsx';
import { callApi } from '../../../lib/api-client.ts';

export type PointListing = RouteAnswer<'prices.pointListings'>['data'][number];

export const pointListingsQueryKey = ['admin', 'prices', 'listings'] as const;

/** The listings behind one point of a chart, excluded ones marked; asked only once a point is picked. */
export function usePointListings(point: PricePoint | null) {
  return useQuery({
    queryKey: [...pointListingsQueryKey, point] as const,
    queryFn: point ? ({ signal }) => callApi('prices.pointListings', { query: point, signal }) : skipToken,
    select: (response) => response.data,
    staleTime: 0,
  });
}

/**
 * Keeps a listing out of the index or lets it back in (audited by the server). The list shows it at once;
 * the charts are asked again too, though their figures change only at the index job's next run.
 */
export function useExcludeFromIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, excluded }: { id: string; excluded: boolean }) => callApi('prices.exclude', { params: { id }, body: { excluded } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: pointListingsQueryKey }), queryClient.invalidateQueries({ queryKey: priceIndexesKeys.all })]);
    },
  });
}
