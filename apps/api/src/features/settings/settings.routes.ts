import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsResponseSchema } from '@solar/shared/contract/settings';
import { cachedPublicSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings/public', { config: { cache: { public: 300 } }, schema: { response: { 200: PublicSettingsResponseSchema } } }, async () => {
    return { status: 'success' as const, data: await cachedPublicSettings(app.database.db) };
  });
};
