import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@solar/shared/contract/health';
import { AppError } from '../../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-availability.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => {
    try {
      await app.database.ping();
    } catch {
      // Not ready: a proxy stops sending traffic here until the database answers again.
      throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    return { status: 'success' as const, data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
};
