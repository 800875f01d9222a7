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
 * How long a read waits before asking a busy or recovering server again: at least its `Retry-After`,
 * doubled for each refusal in a row (up to four times), and spread by up to half again at random, so
 * the phones a busy server refused do not all come back in the same second (docs/decisions/017-operating-the-service.md).
 */
export function politeWaitMs(retryAfterSeconds: number, attempt: number, random = Math.random): number {
  return Math.round(retryAfterSeconds * 1000 * 2 ** Math.min(attempt, 2) * (1 + random() / 2));
}

/**
 * The cache rules of docs/product-brief.md §9: fresh for 5 minutes, one retry, no refetch on window focus; a read
 * the server answered with 503 is tried again after the `Retry-After` it gave (politely: `politeWaitMs`), several times.
 */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIMITS.staleTimeMs,
        // Offline, a read fails at once and the screen says the phone is offline (components/ui/error-state.tsx),
        // instead of a loading state that waits, paused, for a network that may not come back for hours.
        networkMode: 'always',
        retry: (failureCount, error) => (isOffline() ? false : failureCount < (isTemporaryOutage(error) ? OUTAGE_RETRIES : 1)),
        retryDelay: (attempt, error) =>
          isTemporaryOutage(error) ? politeWaitMs(error.retryAfterSeconds ?? OUTAGE_DEFAULT_WAIT_SECONDS, attempt) : Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
