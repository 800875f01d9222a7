/** Entries per page of the console's directory lists (the API allows up to 50). */
export const DIRECTORY_PAGE_SIZE = 20;

/** A console list's page and search text, as the address keeps them. */
export interface DirectoryListParams {
  page: number;
  q?: string;
}

/** `page` of the address: a whole number from 1, anything else is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's parameters with some set (a value) or removed (undefined, '' or page 1). */
export function withParams(current: URLSearchParams, changes: Record<string, string | number | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** Console lists: one column of cards on a phone, two from a laptop on. */
export const CONSOLE_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2 } as const;
