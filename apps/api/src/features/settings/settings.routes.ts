import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsResponseSchema } from '@solar/shared/contract/settings';
import { requestContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import { cachedPublicSettings } from './settings.service.ts';
import { routes } from '@solar/shared/contract/routes';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(routes.settings.public.path, { config: { cache: { public: 300 } }, schema: { response: { 200: PublicSettingsResponseSchema } } }, async (request) =>
    ok(await cachedPublicSettings(requestContext(request).db)),
  );
};
