import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, writeFilterParams } from '../utils/filter-params.ts';
import type { EngineerFilters, ShopFilters } from '../utils/filter-params.ts';

/**
 * A list screen's filters and page, kept in the address. Changing a filter goes back to page 1; every
 * change is a history entry, so Back undoes it.
 */
export function useListParams<F extends EngineerFilters | ShopFilters>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params, read]);
  const page = readPage(params);
  const setFilters = useCallback((next: F) => setParams(writeFilterParams(next)), [setParams]);
  const setPage = useCallback((next: number) => setParams(writeFilterParams(filters, next)), [setParams, filters]);
  return { filters, page, setFilters, setPage };
}
