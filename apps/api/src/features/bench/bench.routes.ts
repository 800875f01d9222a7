import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstFeaturedListings } from './bench.repository.ts';
import { routes } from '@solar/shared/contract/routes';

/**
 * Ceilings for `npm run bench`: a route that does nothing, and one that runs a single indexed query
 * on the same database. The real routes are compared to these in the same run.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(routes.bench.bare.path, async () => ({ status: 'success' as const, data: null }));
  app.get(routes.bench.indexed.path, async () => {
    const rows = await firstFeaturedListings(app.database.db);
    return { status: 'success' as const, data: rows };
  });
};
