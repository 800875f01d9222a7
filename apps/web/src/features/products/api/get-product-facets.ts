import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../utils/product-filters.ts';

export type ProductFacetsResponse = RouteAnswer<'products.facets'>;

/** Counts per type, brand, condition and governorate under the filters, and the price bounds in `currency`. */
export function getProductFacets(filters: ProductFilters, signal?: AbortSignal): Promise<ProductFacetsResponse> {
  return callApi('products.facets', { query: { ...filters }, signal });
}

export function getProductFacetsQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: ['products', 'facets', filters] as const,
    queryFn: ({ signal }) => getProductFacets(filters, signal),
  });
}

export function useProductFacets(filters: ProductFilters) {
  return useQuery(getProductFacetsQueryOptions(filters));
}
