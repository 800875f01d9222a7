import type { QueryClient } from '@tanstack/react-query';
import { parseProductFilters } from '../utils/product-filters.ts';
import { getLatestAdQueryOptions } from './get-latest-ad.ts';
import { getInfiniteProductsQueryOptions } from './get-products.ts';

/**
 * Starts the products screen's requests (the list under the URL's filters and the ad banner) together,
 * from the route's loader, while the screen's code downloads. Does not wait for the answers.
 */
export function prefetchProductsScreen(queryClient: QueryClient, url: string | URL): void {
  const filters = parseProductFilters(new URL(url).searchParams);
  void queryClient.prefetchInfiniteQuery(getInfiniteProductsQueryOptions(filters));
  void queryClient.prefetchQuery(getLatestAdQueryOptions());
}
