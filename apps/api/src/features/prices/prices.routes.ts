import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GetPriceIndexesQuerySchema, PriceIndexesResponseSchema } from '@solar/shared/contract/prices';
import { routes } from '@solar/shared/contract/routes';
import { ok } from '../../lib/reply.ts';
import { getPriceIndexes, priceIndexesCsv } from './prices.service.ts';

/** The public price index (issue #45): the job's figures as JSON and CSV, kept by caches for five minutes. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routes.prices.indexes.path,
    { config: { cache: { public: 300 } }, schema: { querystring: GetPriceIndexesQuerySchema, response: { 200: PriceIndexesResponseSchema } } },
    async (request) => ok(await getPriceIndexes(request.server.database.db, request.query)),
  );
  app.get(
    routes.prices.indexesCsv.path,
    { config: { cache: { public: 300 } }, schema: { querystring: GetPriceIndexesQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const csv = priceIndexesCsv(await getPriceIndexes(request.server.database.db, request.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="solar-prices-${request.query.governorate}-${request.query.currency}.csv"`).send(csv);
    },
  );
};
