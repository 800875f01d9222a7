import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryRows } from '../../db/client.ts';

/**
 * Ceilings for `npm run bench`: a route that does nothing, and one that runs a single indexed query
 * on the same database. The real routes are compared to these in the same run.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bench/bare', async () => ({ status: 'success' as const, data: null }));
  app.get('/bench/indexed', async () => {
    const rows = await queryRows(
      app.database.db,
      sql`select id, name from products where status = 'approved' and is_active order by featured desc, created_at desc limit 10`,
    );
    return { status: 'success' as const, data: rows };
  });
};
