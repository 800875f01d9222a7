import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@solar/shared/reference/limits';
import { ApiError } from './api-client.ts';

/** How many times a read is tried again while the server says it is briefly unavailable (503). */
const OUTAGE_RETRIES = 6;
const OUTAGE_DEFAULT_WAIT_SECONDS = 5;

/**
 * True for "the service is briefly unavailable, try again shortly" (503 with Retry-After, docs/decisions/009-database-outages.md): a
 * database restart or failover, not a bug, so a read waits and tries again instead of failing.
 */
export function isTemporaryOutage(error: unknown): error is ApiError {
  return error instanceof ApiError && error.type === 'http' && error.status === 503;
}

/**
 * The cache rules of spec section 9: fresh for 5 minutes, one retry, no refetch on window focus; a read
 * the server answered with 503 is tried again after the `Retry-After` it gave, several times.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIMITS.staleTimeMs,
        retry: (failureCount, error) => failureCount < (isTemporaryOutage(error) ? OUTAGE_RETRIES : 1),
        retryDelay: (attempt, error) =>
          isTemporaryOutage(error)
            ? (error.retryAfterSeconds ?? OUTAGE_DEFAULT_WAIT_SECONDS) * 1000
            : Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
