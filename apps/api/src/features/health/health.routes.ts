import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@solar/shared/contract/health';
import { AppError } from '../../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-availability.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Health checks that arrive while a ping is on its way share it: a proxy polling hard costs the
  // database one query per round trip, not one per check (docs/decisions/011-request-pipeline.md).
  // No answer is ever older than that round trip: nothing is kept once the ping has answered, so an
  // outage shows on the next check, and so does the recovery.
  let ping: Promise<void> | undefined;
  const pingShared = () =>
    (ping ??= app.database.ping().finally(() => {
      ping = undefined;
    }));

  app.get('/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => {
    try {
      await pingShared();
    } catch {
      // Not ready: a proxy stops sending traffic here until the database answers again.
      throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    return { status: 'success' as const, data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
};
