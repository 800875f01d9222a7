import type { FastifyInstance } from 'fastify';
import { vacuum, withTransaction, type Db } from '../../db/client.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { addMissingVariants, makeWaitingPicture, MAKE_PICTURE_JOB, releaseImages } from '../uploads/uploads.service.ts';
import * as repo from './maintenance.repository.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Message } from '../../lib/message.ts';
import { translate } from '../../lib/messages.ts';

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
    /** The clean-up the scheduled job runs; tests and operators can run it at once. */
    runCleanup(): Promise<CleanupSummary>;
  }
}

const EXPIRY_BATCH = 200;
/** Pictures given their added widths per job (a few seconds of encoding); a full batch queues the next. */
const VARIANT_BATCH = 25;
const DAY_MS = 24 * 60 * 60_000;
/** How often each process asks whether a listing expired since (one job per minute, whoever schedules it). */
const EXPIRY_EVERY_MS = 60_000;

/**
 * Tells owners their listing expired and left the public lists (it left them at `expires_at`; the
 * owner renews it from My products). One SMS and one e-mail per listing, queued once (`dedupeKey`).
 */
export async function notifyExpiredListings(db: Db, jobs: JobQueue, now: Date, publicUrl: string): Promise<number> {
  return withTransaction(db, async (tx) => {
    const expired = await repo.takeNewlyExpired(tx, now, EXPIRY_BATCH);
    for (const listing of expired) {
      const subject = translate(listing.language, 'selling:notify.expiredSubject');
      const text = translate(listing.language, 'selling:notify.expiredText', { name: listing.name, url: `${publicUrl}/my-products` });
      await jobs.enqueue(tx, 'send-message', { to: `+${listing.phone}`, channel: 'sms', subject, text }, { dedupeKey: `expired:${listing.id}:sms` });
      await jobs.enqueue(tx, 'send-message', { to: listing.email, channel: 'email', subject, text }, { dedupeKey: `expired:${listing.id}:email` });
    }
    return expired.length;
  });
}

/**
 * The background work (docs/decisions/021-background-jobs.md): messages, the pictures' added widths, the clean-up every
 * `cleanupIntervalSeconds` (0: never) and the expiry notices every minute, scheduled by every process
 * and run once, by whichever claims them. `pollMs` 0 leaves running to the caller (tests).
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  options: { cleanupIntervalSeconds: number; pollMs: number; /** Features' own scheduling (the alert round), run on the same poll. */ schedules?: (() => Promise<void>)[] },
) {
  app.decorate('runCleanup', async () => {
    const summary = await runCleanup(app.database.db, app.imageStore, app.now());
    await repo.deleteOldJobs(app.database.db, app.now());
    return summary;
  });
  app.jobs.handle('send-message', async (payload) => app.notifier.send(payload as unknown as Message));
  const embedded = app.database.kind === 'pglite';
  app.jobs.handle('cleanup', async () => {
    app.log.info({ cleanup: await app.runCleanup() }, 'clean-up done');
    // The embedded database has no autovacuum (docs/decisions/040-listing-counters-apart.md): the clean-up
    // vacuums it (a fraction of a second when little changed), and its statistics are taken once a day.
    if (embedded) await vacuum(app.database.db);
  });
  app.jobs.handle('statistics', async () => vacuum(app.database.db, { analyze: true }));
  // Stored pictures get the widths added since they were stored (docs/decisions/024-picture-widths-and-city-counts.md),
  // a batch per job, each job queuing the next until none is missing.
  app.jobs.handle('picture-variants', async (payload) => {
    const after = typeof payload.after === 'string' ? payload.after : null;
    const batch = await addMissingVariants(app.database.db, app.imageStore, app.log, { after, limit: VARIANT_BATCH });
    if (batch.added || batch.skipped) app.log.info({ pictureVariants: batch }, 'stored pictures given their added widths');
    if (batch.next) await app.jobs.enqueue(app.database.db, 'picture-variants', { after: batch.next }, { dedupeKey: `picture-variants:${Math.floor(app.now().getTime() / DAY_MS)}:${batch.next}` });
  });
  app.jobs.handle(MAKE_PICTURE_JOB, async (payload) => {
    if (typeof payload.uploadId === 'string') await makeWaitingPicture(app.database.db, app.imageStore, app.log, payload.uploadId);
  });
  app.jobs.handle('expire-listings', async () => {
    const told = await notifyExpiredListings(app.database.db, app.jobs, app.now(), app.config.publicUrl);
    if (told) app.log.info({ expiredListings: told }, 'owners told their listings expired');
  });

  const schedule = async () => {
    const at = app.now().getTime();
    if (options.cleanupIntervalSeconds > 0) {
      const every = options.cleanupIntervalSeconds * 1000;
      await app.jobs.enqueue(app.database.db, 'cleanup', {}, { dedupeKey: `cleanup:${Math.floor(at / every)}`, maxAttempts: 1 });
    }
    await app.jobs.enqueue(app.database.db, 'expire-listings', {}, { dedupeKey: `expire-listings:${Math.floor(at / EXPIRY_EVERY_MS)}`, maxAttempts: 1 });
    // The embedded database's statistics at 00:00 UTC (seconds at 100,000 listings, so never at a start).
    const tomorrow = Math.floor(at / DAY_MS) + 1;
    if (embedded) await app.jobs.enqueue(app.database.db, 'statistics', {}, { dedupeKey: `statistics:${tomorrow}`, runAt: new Date(tomorrow * DAY_MS), maxAttempts: 1 });
    // Once a day, and so at the first start after an upgrade: a pass over the pictures that lack a width.
    await app.jobs.enqueue(app.database.db, 'picture-variants', {}, { dedupeKey: `picture-variants:${Math.floor(at / DAY_MS)}` });
    for (const schedule of options.schedules ?? []) await schedule();
  };
  app.addHook('onReady', async () => app.jobs.start(options.pollMs, schedule));
  app.addHook('onClose', async () => app.jobs.stop());
}
