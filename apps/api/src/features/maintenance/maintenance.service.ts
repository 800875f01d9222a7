import type { FastifyInstance } from 'fastify';
import { withTransaction, type Db } from '../../db/client.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { releaseImages } from '../../lib/release-images.ts';
import * as repo from './maintenance.repository.ts';

export interface CleanupSummary {
  rateLimits: number;
  sessions: number;
  codes: number;
  views: number;
  idempotencyKeys: number;
  uploads: number;
}

const UPLOAD_BATCH = 500;

/**
 * Deletes what only grows: expired rate-limit counters, ended sessions, old codes, view rows past their
 * hour, old idempotency keys, and pictures uploaded more than a day ago that nothing uses (their files
 * go after the commit). Safe to run from several processes at once: every step is a plain delete.
 */
export async function runCleanup(db: Db, store: ImageStore, now: Date): Promise<CleanupSummary> {
  const rateLimits = await repo.deleteStaleRateLimits(db, now);
  const sessions = await repo.deleteEndedSessions(db, now);
  const codes = await repo.deleteOldCodes(db, now);
  const views = await repo.deleteOldViews(db, now);
  const idempotencyKeys = await repo.deleteOldIdempotencyKeys(db, now);
  const released = await withTransaction(db, async (tx) => releaseImages(tx, await repo.staleUploadKeys(tx, now, UPLOAD_BATCH)));
  await Promise.all(released.map((key) => store.remove(key)));
  return { rateLimits, sessions, codes, views, idempotencyKeys, uploads: released.length };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clean-up the timer runs; tests and operators can run it at once. */
    runCleanup(): Promise<CleanupSummary>;
  }
}

/**
 * Runs the clean-up every `intervalSeconds` (0: never) while the server is up. A timer until the job
 * runner arrives; it never keeps the process alive and a failed run is logged and retried next time.
 */
export function registerCleanup(app: FastifyInstance, intervalSeconds: number) {
  app.decorate('runCleanup', () => runCleanup(app.database.db, app.imageStore, app.now()));
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = app
        .runCleanup()
        .then((summary) => app.log.info({ cleanup: summary }, 'clean-up done'))
        .catch((error: unknown) => app.log.error({ err: error }, 'clean-up failed'));
    }, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
