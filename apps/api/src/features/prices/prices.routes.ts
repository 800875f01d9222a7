import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExcludeFromIndexBodySchema, ExclusionResponseSchema, GetPriceIndexesQuerySchema, PointListingsQuerySchema, PointListingsResponseSchema, PriceIndexesCsvSchema, PriceIndexesResponseSchema, PriceMarkResponseSchema } from '@solar/shared/contract/prices';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { requireAdmin } from '../../plugins/authenticate.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { requestContext, userContext } from '../../lib/request-context.ts';
import { routes } from '@solar/shared/contract/routes';
import { ok } from '../../lib/reply.ts';
import { sendKept } from '../../plugins/kept-bytes.ts';
import { getPriceIndexes, listingPriceMark, listingsBehindPoint, priceIndexesCsv, setExcludedFromIndex } from './prices.service.ts';

/** The public price index (issue #45): the job's figures as JSON and CSV, kept by caches for five minutes. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routes.prices.indexes.path,
    // Sent as the bytes kept until the job's next run (prices.service.ts), compressed once per encoding.
    { compress: false, config: { cache: { public: 300 } }, schema: { querystring: GetPriceIndexesQuerySchema, response: { 200: PriceIndexesResponseSchema } } },
    async (request, reply) => sendKept(request, reply, await request.server.priceFigures.indexes(request.server.database.db, request.query), 'application/json; charset=utf-8'),
  );
  app.get(
    routes.prices.listingMark.path,
    { config: { cache: { public: 60 } }, schema: { params: ProductIdParamsSchema, response: { 200: PriceMarkResponseSchema } } },
    async (request) => ok(await listingPriceMark(requestContext(request), request.params.id)),
  );
  app.get(
    routes.prices.indexesCsv.path,
    { config: { cache: { public: 300 } }, schema: { querystring: GetPriceIndexesQuerySchema, response: { 200: PriceIndexesCsvSchema } } },
    async (request, reply) => {
      const csv = priceIndexesCsv(await getPriceIndexes(request.server.database.db, request.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="solar-prices-${request.query.governorate}-${request.query.currency}.csv"`).send(csv);
    },
  );
};

/** The admin's exclusion of a listing from the index (issue #45 item 6), audited. */
export const pricesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);
  app.put(routes.prices.exclude.path, { schema: { params: ProductIdParamsSchema, body: ExcludeFromIndexBodySchema, response: { 200: ExclusionResponseSchema } } }, async (request) =>
    ok(await setExcludedFromIndex(userContext(request), request.params.id, request.body.excluded)),
  );
  app.get(routes.prices.pointListings.path, { schema: { querystring: PointListingsQuerySchema, response: { 200: PointListingsResponseSchema } } }, async (request) =>
    ok(await listingsBehindPoint(requestContext(request), request.query)),
  );
};
