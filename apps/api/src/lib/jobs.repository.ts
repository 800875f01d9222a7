import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** What a job carries, stored as JSON in its row. */
export type JobPayload = Record<string, unknown>;

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: JobPayload;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims up to `limit` due jobs (all due, or only `ids`), skipping those another process holds: each is
 * leased until `leasedUntil` and its attempt counted before the work.
 */
export function claimJobs(db: Db, at: Date, leasedUntil: Date, limit: number, ids?: readonly string[]): Promise<ClaimedJob[]> {
  const only = ids ? sql`and id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  return queryRows<ClaimedJob>(
    db,
    sql`update jobs set locked_until = ${leasedUntil.toISOString()}::timestamptz, attempts = attempts + 1
        where id in (
          select id from jobs
          where done_at is null and attempts < max_attempts and run_at <= ${at.toISOString()}::timestamptz
            and (locked_until is null or locked_until < ${at.toISOString()}::timestamptz) ${only}
          order by run_at
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
  );
}

/** A job is done: what it carried (a code, an address) is not kept. */
export async function markJobDone(db: Db, id: string, at: Date) {
  await db.execute(sql`update jobs set done_at = ${at.toISOString()}::timestamptz, locked_until = null, payload = '{}'::jsonb where id = ${id}::uuid`);
}

/** A job failed: it runs again at `runAt`; after its last attempt its payload is dropped. */
export async function markJobFailed(db: Db, id: string, error: string, runAt: Date, last: boolean) {
  await db.execute(
    sql`update jobs set locked_until = null, last_error = ${error.slice(0, 500)},
          run_at = ${runAt.toISOString()}::timestamptz
          ${last ? sql`, payload = '{}'::jsonb` : sql``}
        where id = ${id}::uuid`,
  );
}

/** Queues a job unless one with the same dedupe key exists; answers its id, or undefined for a duplicate. */
/** The channel a new job is announced on (a worker LISTENs to it). */
export const JOBS_CHANNEL = 'solar_jobs';

export async function insertJob(db: Db, kind: string, payload: JobPayload, runAt: Date, maxAttempts: number, dedupeKey: string | null): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    // The notice wakes a worker process at once (delivered at commit, so never before the row is visible).
    sql`with job as (
          insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
          values (${kind}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()}::timestamptz, ${maxAttempts}, ${dedupeKey})
          on conflict (dedupe_key) do nothing
          returning id)
        select id, pg_notify(${JOBS_CHANNEL}, '') from job`,
  );
  return row?.id;
}
