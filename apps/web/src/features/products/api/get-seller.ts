import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { LIMITS } from '@solar/shared/reference/limits';
import { callApi } from '../../../lib/api-client.ts';

export type SellerProfileResponse = RouteAnswer<'products.seller'>;

/** A seller's public profile (404 NOT_FOUND for an unknown, suspended or unfinished account). */
export function getSellerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'seller', id] as const,
    queryFn: ({ signal }) => callApi('products.seller', { params: { id }, signal }),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useSeller(id: string) {
  return useQuery(getSellerQueryOptions(id));
}

export interface SellerProductsParams {
  page: number;
  limit: number;
  /** A listing to leave out: the one being viewed. */
  exclude?: string;
}

/** One numbered page of a seller's public listings, newest first. */
export function getSellerProductsQueryOptions(id: string, params: SellerProductsParams) {
  return queryOptions({
    queryKey: ['products', 'seller', id, 'listings', params] as const,
    queryFn: ({ signal }) => callApi('products.sellerProducts', { params: { id }, query: { ...params }, signal }),
    staleTime: LIMITS.staleTimeMs,
    placeholderData: keepPreviousData,
  });
}

/** How many other listings a product page shows; the seller's page has the rest. */
export const OTHER_LISTINGS_SHOWN = 6;

/** The query of the seller's other listings on the page of listing `productId`. */
export function otherListingsQueryOptions(sellerId: string, productId: string) {
  return getSellerProductsQueryOptions(sellerId, { page: 1, limit: OTHER_LISTINGS_SHOWN, exclude: productId });
}

export function useSellerProducts(id: string, params: SellerProductsParams) {
  return useQuery(getSellerProductsQueryOptions(id, params));
}
