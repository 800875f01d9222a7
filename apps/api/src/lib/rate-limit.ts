import { AppError } from './app-error.ts';
import type { RateRule, SharedState } from './shared-state.ts';

export type { RateRule } from './shared-state.ts';

/**
 * Counts one more hit of each rule in the store every process shares (Redis, or the database without
 * it: lib/shared-state.ts) and throws 429 with `Retry-After` when any rule is over its limit.
 */
export async function enforceRateLimits(limits: SharedState, now: Date, rules: RateRule[]): Promise<void> {
  const retryAfter = await limits.hit(rules, now);
  if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', 429, undefined, { 'Retry-After': String(retryAfter) });
}

/** Forgets these counters at once (a password reset clears the throttle strangers built up on an account). */
export async function clearRateLimits(limits: SharedState, keys: string[]) {
  await limits.clear(keys);
}
