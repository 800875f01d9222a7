import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductFacetsResponseSchema } from '@solar/shared/contract/products';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../utils/product-filters.ts';

export type ProductFacetsResponse = z.infer<typeof ProductFacetsResponseSchema>;

/** Counts per type, brand, condition and governorate under the filters, and the price bounds in `currency`. */
export function getProductFacets(filters: ProductFilters, signal?: AbortSignal): Promise<ProductFacetsResponse> {
  return apiClient.get<ProductFacetsResponse>(apiPaths.products.facets, { query: { ...filters }, signal });
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
