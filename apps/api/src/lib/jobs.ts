import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { claimJobs, insertJob, JOBS_CHANNEL, markJobDone, markJobFailed, type ClaimedJob, type JobPayload } from './jobs.repository.ts';

/**
 * Background work on the database the app already has (docs/decisions/021-background-jobs.md): PostgreSQL
 * or PGlite alike, so the embedded default and a cluster run the same code. A job is a row; a process
 * claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease, so each runs in one process at a time; a
 * failure is tried again with back-off until `maxAttempts`; a job is done once, then kept a day.
 */
export type JobHandler = (payload: JobPayload, job: { id: string; attempts: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** Queued once whoever schedules it, however many times: a second enqueue is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobQueue {
  /** Stores a job (inside the caller's transaction when `db` is one); its id, or undefined for a duplicate. */
  enqueue(db: Db, kind: string, payload: JobPayload, options?: EnqueueOptions): Promise<string | undefined>;
  /** Runs jobs that are due (at most `limit`), each in its own claim; counts what succeeded and failed. */
  runDue(limit?: number): Promise<{ done: number; failed: number }>;
  /** Tries these jobs now, once (after the request that queued them committed); failures wait for their retry. */
  runNow(ids: readonly string[]): Promise<void>;
  handle(kind: string, handler: JobHandler): void;
  /** Runs `schedule` and then due jobs every `pollMs` until `stop`; never keeps the process alive. */
  start(pollMs: number, schedule: () => Promise<void>): void;
  stop(): Promise<void>;
}

/** How long a claim holds a job: a process that dies mid-job leaves it to another after this. */
export const LEASE_MS = 60_000;
const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const DEFAULT_ATTEMPTS = 5;

/** 5 s, 10 s, 20 s… up to ten minutes after the attempt that failed. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

type Claimed = ClaimedJob;

export interface JobQueueOptions {
  /**
   * False in a web-only process (ROLE=web): it queues jobs and runs none, not even `runNow`'s, which a
   * worker process picks up at once through `listen` (docs/decisions/037-read-replicas-and-roles.md).
   */
  runs?: boolean;
  /** Wakes the poll when a job is queued anywhere (PostgreSQL's LISTEN); without it, the poll alone finds jobs. */
  listen?: Database['listen'];
}

export function createJobQueue(db: Db, now: () => Date, log: FastifyBaseLogger, options: JobQueueOptions = {}): JobQueue {
  const runs = options.runs ?? true;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let ticking = false;
  let wokenMeanwhile = false;
  let unlisten: (() => Promise<void>) | undefined;

  /** Claims due jobs (all due, or only `ids`): the lease and the attempt are counted before the work. */
  async function claim(limit: number, ids?: readonly string[]): Promise<Claimed[]> {
    const at = now();
    return claimJobs(db, at, new Date(at.getTime() + LEASE_MS), limit, ids);
  }

  async function perform(job: Claimed): Promise<boolean> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      // What a job carried (a code, an address) is not kept once it is done.
      await markJobDone(db, job.id, now());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.max_attempts;
      await markJobFailed(db, job.id, message, new Date(now().getTime() + backoffMs(job.attempts)), last);
      log.warn({ job: { id: job.id, kind: job.kind, attempts: job.attempts, last }, err: message }, last ? 'job failed for the last time' : 'job failed; it will be tried again');
      return false;
    }
  }

  const queue: JobQueue = {
    async enqueue(target, kind, payload, options = {}) {
      return insertJob(target, kind, payload, options.runAt ?? now(), options.maxAttempts ?? DEFAULT_ATTEMPTS, options.dedupeKey ?? null);
    },
    async runDue(limit = 100) {
      let done = 0;
      let failed = 0;
      for (const job of await claim(limit)) {
        if (await perform(job)) done += 1;
        else failed += 1;
      }
      return { done, failed };
    },
    async runNow(ids) {
      if (!runs || !ids.length) return;
      for (const job of await claim(ids.length, ids)) await perform(job);
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    start(pollMs, schedule) {
      if (!runs || pollMs <= 0 || timer) return;
      const tick = () => {
        ticking = true;
        wokenMeanwhile = false;
        running = schedule()
          .then(() => queue.runDue())
          .catch((error: unknown) => log.error({ err: error }, 'background jobs could not run'))
          .finally(() => {
            ticking = false;
            // A job queued while this round ran is looked for at once, not a poll later.
            if (timer) timer = setTimeout(tick, wokenMeanwhile ? 0 : pollMs).unref();
          });
      };
      timer = setTimeout(tick, pollMs).unref();
      void options.listen?.(JOBS_CHANNEL, () => {
        if (!timer) return;
        if (ticking) wokenMeanwhile = true;
        else {
          clearTimeout(timer);
          timer = setTimeout(tick, 0).unref();
        }
      }).then((stop) => {
        if (timer) unlisten = stop;
        else void stop();
      });
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await unlisten?.();
      unlisten = undefined;
      await running;
    },
  };
  return queue;
}
