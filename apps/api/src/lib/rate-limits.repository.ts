import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/**
 * Counts one hit of `key` in a fixed window of `windowSeconds` (a window older than that starts again at
 * `now`); answers the count after the hit and when the window started.
 */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number, now: Date) {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
        returning count, window_start`,
  );
  return row;
}

export async function clearRateLimits(db: Db, keys: string[]) {
  await db.execute(sql`delete from rate_limits where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
}
