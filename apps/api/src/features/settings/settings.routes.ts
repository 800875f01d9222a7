import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsResponseSchema } from '@solar/shared/contract/settings';
import { cachedPublicSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings/public', { schema: { response: { 200: PublicSettingsResponseSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { status: 'success' as const, data: await cachedPublicSettings(app.database.db) };
  });
};
