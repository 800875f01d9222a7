import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@solar/shared/reference/limits';

/** The cache rules of spec section 9: fresh for 5 minutes, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIMITS.staleTimeMs,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
