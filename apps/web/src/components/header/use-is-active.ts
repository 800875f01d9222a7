import { matchPath, useLocation } from 'react-router';

/** True when the current location matches one of the route patterns. */
export function useIsActive(patterns: readonly string[]): boolean {
  const { pathname } = useLocation();
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
