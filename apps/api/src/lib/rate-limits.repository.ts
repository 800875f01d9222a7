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

/**
 * Spends one unit of a budget of `limit` per fixed window of `windowSeconds`; nothing is counted when the
 * budget is spent. Answers 0 when the unit was taken, else the seconds until the window ends. Run inside
 * the transaction of what the unit pays for: the row stays locked until it commits (concurrent spenders
 * queue on it and read the committed count), and a rollback gives the unit back.
 */
export async function spendBudget(db: Db, key: string, limit: number, windowSeconds: number, now: Date): Promise<number> {
  if (limit <= 0) return windowSeconds;
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const taken = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= ${windowStartFloor} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= ${windowStartFloor} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
        where rate_limits.window_start <= ${windowStartFloor} or rate_limits.count < ${limit}
        returning count`,
  );
  if (taken.length) return 0;
  const [row] = await queryRows<{ window_start: string | Date }>(db, sql`select window_start from rate_limits where key = ${key}`);
  const endsAt = new Date(row?.window_start ?? now).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}
