import type { FastifyInstance } from 'fastify';
import { createBackup, type BackupSummary } from './backup.ts';

const DAY_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** A backup of the embedded database and its pictures, now (`npm run backup` asks for it; db/control-socket.ts). */
    backupNow(): Promise<BackupSummary>;
  }
}

/**
 * The daily backup of the embedded database (docs/decisions/033-live-backups.md, on the runner of decision
 * 021): at 00:00 UTC (03:00 in Aden), into DATA_DIR/backups, keeping the newest `keep` (BACKUP_KEEP; 0: no daily
 * backup). PostgreSQL has its own tools and gets none. Answers the scheduler the background poll calls.
 */
export function registerBackupJobs(app: FastifyInstance, options: { keep: number }): () => Promise<void> {
  // One backup at a time, whether the day's job or a command asked.
  let previous: Promise<unknown> = Promise.resolve();
  app.decorate('backupNow', () => {
    const next = previous.then(() =>
      createBackup({ database: app.database, dataDir: app.config.dataDir, pictures: app.imageStore.kind, now: app.now(), keep: options.keep }),
    );
    previous = next.catch(() => undefined);
    return next;
  });
  app.jobs.handle('backup', async () => {
    const summary = await app.backupNow();
    app.log.info({ backup: summary }, 'backup written');
  });
  return async () => {
    if (options.keep <= 0 || !app.database.snapshot) return;
    // Tomorrow's, due at 00:00 UTC: never at a site's first start (the memory a dump takes stays out of
    // starting), and a server that was down at midnight makes the day's backup when it starts.
    const tomorrow = Math.floor(app.now().getTime() / DAY_MS) + 1;
    await app.jobs.enqueue(app.database.db, 'backup', {}, { dedupeKey: `backup:${tomorrow}`, runAt: new Date(tomorrow * DAY_MS), maxAttempts: 3 });
  };
}
