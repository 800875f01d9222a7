import type { ErrorCode } from '@solar/shared/contract/error-codes';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { spendBudget } from './rate-limits.repository.ts';
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

/**
 * Spends one unit of each budget, in the caller's transaction, or throws 429 `code` with `Retry-After`.
 * Unlike a rate limit, a refusal costs nothing: the throw rolls back the units already taken, so the
 * budgets count only what was actually sent. Always in the database, even with Redis: a unit must
 * commit or roll back with what it pays for.
 */
export async function spendBudgets(tx: Db, now: Date, rules: RateRule[], code: ErrorCode): Promise<void> {
  for (const rule of rules) {
    const retryAfter = await spendBudget(tx, rule.key, rule.limit, rule.windowSeconds, now);
    if (retryAfter > 0) throw new AppError(code, 429, undefined, { 'Retry-After': String(retryAfter) });
  }
}

/** Forgets these counters at once (a password reset clears the throttle strangers built up on an account). */
export async function clearRateLimits(limits: SharedState, keys: string[]) {
  await limits.clear(keys);
}
