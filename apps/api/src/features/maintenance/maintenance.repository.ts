import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Deletes and counts, in one statement, the rows a `delete … where` names. */
async function deleteCounting(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`);
  return Number(row?.n ?? 0);
}

/** Rate-limit counters whose longest window (a day) ended long ago. */
export const deleteStaleRateLimits = (db: Db, now: Date) =>
  deleteCounting(db, sql`delete from rate_limits where window_start < ${ago(now, 2 * DAY_MS)}`);

/** Sessions that expired or were ended more than a day ago (a day of grace for "signed out" answers). */
export const deleteEndedSessions = (db: Db, now: Date) =>
  deleteCounting(db, sql`delete from sessions where expires_at < ${ago(now, DAY_MS)} or revoked_at < ${ago(now, DAY_MS)}`);

/** Codes and reset tokens older than the daily failure window they count towards (kept two days). */
export const deleteOldCodes = (db: Db, now: Date) =>
  deleteCounting(db, sql`delete from one_time_codes where created_at < ${ago(now, 2 * DAY_MS)}`);

/** View rows only de-duplicate views within their hour; the count lives on the product. */
export const deleteOldViews = (db: Db, now: Date) =>
  deleteCounting(db, sql`delete from product_views where hour < ${ago(now, 2 * HOUR_MS)}`);

/** Idempotency keys only protect a retry of the same submit; a day is plenty. */
export const deleteOldIdempotencyKeys = (db: Db, now: Date) =>
  deleteCounting(db, sql`delete from idempotency_keys where created_at < ${ago(now, DAY_MS)}`);

/** Keys of uploads older than a day that no product uses (candidates: releaseImages in uploads.repository.ts decides). */
export async function staleUploadKeys(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select u.key from uploads u
        where u.created_at < ${ago(now, DAY_MS)}
          and not exists (select 1 from product_images pi where pi.upload_id = u.id)
        order by u.created_at limit ${limit}`,
  );
  return rows.map((r) => r.key);
}

/** Jobs done (or given up) more than a day ago: the record of what ran is kept that long. */
export const deleteOldJobs = (db: Db, now: Date) =>
  deleteCounting(db, sql`delete from jobs where (done_at < ${ago(now, DAY_MS)}) or (done_at is null and attempts >= max_attempts and run_at < ${ago(now, DAY_MS)})`);

/**
 * Marks public listings whose time ran out and whose owner was not told yet (at most `limit`, rows
 * locked so two processes never both take one) and answers who to tell.
 */
export async function takeNewlyExpired(db: Db, now: Date, limit: number) {
  return queryRows<{ id: string; name: string; phone: string; email: string; language: 'ar' | 'en' }>(
    db,
    sql`with expired as (
          update products set expiry_notice_at = ${now.toISOString()}::timestamptz
          where id in (
            select id from products
            where status = 'approved' and expires_at <= ${now.toISOString()}::timestamptz and expiry_notice_at is null
            order by expires_at limit ${limit}
            for update skip locked)
          returning id, name, user_id)
        select e.id, e.name, u.phone, u.email, u.language from expired e join users u on u.id = e.user_id`,
  );
}

/** What a database holds, as a restore reports it before the restored copy replaces the live one. */
export async function countSiteRows(db: Db): Promise<{ users: number; listings: number; sessions: number }> {
  const [row] = await queryRows<{ users: number; listings: number; sessions: number }>(
    db,
    sql`select (select count(*) from users)::int as users, (select count(*) from products)::int as listings, (select count(*) from sessions)::int as sessions`,
  );
  return row!;
}
