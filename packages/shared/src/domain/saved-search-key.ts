import type { SavedSearchFilters } from '../contract/saved-searches.ts';
import { normalizeArabic } from './arabic-search.ts';
import { canonicalBrand } from './brands.ts';

/**
 * A price range without a currency is in riyals, as the product list reads it; a currency alone means
 * nothing. What a search stores, and what its key is made of.
 */
export function normalizeFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SavedSearchFilters;
  if (hasPrice) clean.currency = filters.currency ?? 'YER';
  else delete clean.currency;
  return clean;
}

/**
 * Two searches with the same key find the same listings: the normalised filters in a fixed order, the
 * search words folded as the product list folds them (case, hamza forms, diacritics, spacing) and the brand
 * as the list compares it (its maker's one spelling, any case). One account keeps one search per key (a
 * unique index), so saving the same filters again is refused, however many requests arrive at once.
 */
export function savedSearchKey(filters: SavedSearchFilters): string {
  const normal: Record<string, unknown> = { ...normalizeFilters(filters) };
  if (typeof normal.search_keyword === 'string') normal.search_keyword = normalizeArabic(normal.search_keyword);
  if (typeof normal.brand === 'string') normal.brand = canonicalBrand(normal.brand).toLowerCase();
  return JSON.stringify(Object.keys(normal).sort().map((key) => [key, normal[key]]));
}
