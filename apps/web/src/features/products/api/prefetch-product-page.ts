import type { QueryClient } from '@tanstack/react-query';
import { getProductQueryOptions } from './get-product.ts';
import { otherListingsQueryOptions } from './get-seller.ts';

/**
 * What a rendered listing page holds (entry-server.tsx): the listing, then the seller's other listings,
 * fetched before the first render instead of found by it (one render of the page instead of two), and
 * drawn by the server, so the browser hydrates them with the page instead of drawing and styling them
 * afterwards. Does not wait: the server's `settle` waits for what is under way, the chained request too.
 */
export function prefetchProductPage(queryClient: QueryClient, id: string): void {
  void queryClient
    .fetchQuery(getProductQueryOptions(id))
    .then(({ data }) => queryClient.prefetchQuery(otherListingsQueryOptions(data.seller._id, id)))
    .catch(() => undefined);
}
