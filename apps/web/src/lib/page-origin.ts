import { createContext, useContext } from 'react';

/**
 * The origin the page is published under, for links a visitor shares: the browser's own, or on the server
 * that renders pages the configured PUBLIC_URL (entry-server.tsx provides it), where there is no window.
 */
export const PageOriginContext = createContext<string | undefined>(undefined);

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
