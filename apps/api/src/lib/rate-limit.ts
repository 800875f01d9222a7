import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

export interface RateRule {
  /** What is limited and for whom, e.g. `login:ip:10.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one more hit of each rule (fixed windows shared through the database) and throws 429 with
 * `Retry-After` when any rule is over its limit. Every rule is counted, so hammering one key while
 * another is exhausted still costs.
 */
export async function enforceRateLimits(db: Db, now: Date, rules: RateRule[]): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const windowStartFloor = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await queryRows<{ count: number; window_start: string | Date }>(
      db,
      sql`insert into rate_limits (key, window_start, count) values (${rule.key}, ${now.toISOString()}, 1)
          on conflict (key) do update set
            count = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then 1 else rate_limits.count + 1 end,
            window_start = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
          returning count, window_start`,
    );
    if (row && row.count > rule.limit) {
      const endsAt = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
      retryAfter = Math.max(retryAfter, Math.ceil((endsAt - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) throw new AppError('TOO_MANY_REQUESTS', 429, undefined, { 'Retry-After': String(retryAfter) });
}

/** Forgets these counters at once (a password reset clears the throttle strangers built up on an account). */
export async function clearRateLimits(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db.execute(sql`delete from rate_limits where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
}
