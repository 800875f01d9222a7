import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withKnownPlaces } from '../utils/known-places.ts';
import { applyFilterPatch, parseProductFilters, serializeProductFilters } from '../utils/product-filters.ts';
import type { ProductFilters } from '../utils/product-filters.ts';

/**
 * The list's filters, read from and written to the URL. Each change is a new history entry, so the back
 * button undoes it; the URL can be shared and opens the same list.
 */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => withKnownPlaces(parseProductFilters(searchParams)), [searchParams]);

  const setFilters = useCallback(
    (next: ProductFilters) => setSearchParams(serializeProductFilters(next), { preventScrollReset: true }),
    [setSearchParams],
  );
  const updateFilters = useCallback((patch: ProductFilters) => setFilters(applyFilterPatch(filters, patch)), [filters, setFilters]);

  return { filters, setFilters, updateFilters };
}

/** The search string (`?…`) of the list under other filters, for links that apply them. */
export function toFilterSearch(filters: ProductFilters): string {
  const search = serializeProductFilters(filters).toString();
  return search ? `?${search}` : '';
}
