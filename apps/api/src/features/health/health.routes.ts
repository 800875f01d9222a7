import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@solar/shared/contract/health';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => {
    try {
      await app.database.ping();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 503);
    }
    return { status: 'success' as const, data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
};
