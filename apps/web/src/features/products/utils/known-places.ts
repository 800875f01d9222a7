import { findGovernorate, isCityInGovernorate } from '@solar/shared/reference/locations';
import type { ProductFilters } from './product-filters.ts';

/**
 * The filters without a governorate the reference data does not know, or a city outside its
 * governorate: the API would answer 400 for either, and a mistyped shared link should still list products.
 */
export function withKnownPlaces(filters: ProductFilters): ProductFilters {
  const { governorate, city, ...rest } = filters;
  if (!governorate || !findGovernorate(governorate)) return rest;
  return city && isCityInGovernorate(governorate, city) ? { ...rest, governorate, city } : { ...rest, governorate };
}
