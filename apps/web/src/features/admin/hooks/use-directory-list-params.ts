import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, withParams } from '../utils/directory-list.ts';
import type { DirectoryListParams } from '../utils/directory-list.ts';

/**
 * A console list's page and search text, kept in the address so that a reload or Back keeps them. A new
 * search starts at page 1 and replaces the history entry (typing is not a step to go back through).
 */
export function useDirectoryListParams() {
  const [params, setParams] = useSearchParams();
  const list: DirectoryListParams = { page: readPage(params), q: params.get('q')?.trim() || undefined };
  const setPage = useCallback((page: number) => setParams((current) => withParams(current, { page })), [setParams]);
  const setSearch = useCallback(
    (text: string) => setParams((current) => withParams(current, { q: text.trim(), page: undefined }), { replace: true }),
    [setParams],
  );
  return { ...list, setPage, setSearch };
}
