import type { FastifyInstance } from 'fastify';
import { expireRequests } from './wanted.service.ts';

const EXPIRY_EVERY_MS = 60_000;

/** `expire-wanted`, once a minute whoever schedules it: open requests whose days ran out close (decision 021's runner). */
export function registerWantedJobs(app: FastifyInstance): () => Promise<void> {
  app.jobs.handle('expire-wanted', async () => {
    const expired = await expireRequests(app.database.db, app.now());
    if (expired) app.log.info({ expiredWanted: expired }, 'wanted requests expired');
  });
  return async () => {
    await app.jobs.enqueue(app.database.db, 'expire-wanted', {}, { dedupeKey: `expire-wanted:${Math.floor(app.now().getTime() / EXPIRY_EVERY_MS)}`, maxAttempts: 1 });
  };
}
