import type { FastifyInstance } from 'fastify';
import { runPriceIndex, type KeptPriceFigures } from './prices.service.ts';

/** The indexes are computed again every hour (whoever schedules it), and so soon after a start. */
const EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Computes the weekly price indexes now (the job's work; tests and operators call it directly). */
    runPriceIndex(): Promise<void>;
  }
}

/** The `price-index` job (docs/decisions/036-price-index.md, on the runner of decision 021); answers its scheduler. */
export function registerPriceIndexJobs(app: FastifyInstance, kept: KeptPriceFigures): () => Promise<void> {
  app.decorate('runPriceIndex', async () => {
    await runPriceIndex(app.database.db, app.now());
    // The cards' marks and the index's answers read the new figures at once here; other processes within
    // their ten minutes (marks) and five (answers, as long as any cache keeps them).
    kept.clear();
  });
  app.jobs.handle('price-index', async () => app.runPriceIndex());
  return async () => {
    await app.jobs.enqueue(app.database.db, 'price-index', {}, { dedupeKey: `price-index:${Math.floor(app.now().getTime() / EVERY_MS)}`, maxAttempts: 2 });
  };
}
