import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdPageSchema, AdsQuerySchema, DirectoryIdParamsSchema, EngineerPageSchema, EngineerResponseSchema, EngineersQuerySchema,
  JoinRequestBodySchema, JoinRequestResponseSchema, ShopPageSchema, ShopResponseSchema, ShopsQuerySchema,
} from '@solar/shared/contract/directory';
import * as directory from './directory.service.ts';

/**
 * The public directory (docs/product-brief.md section 7, Calls): engineers, shops and ads. Each `getAll*` and its `filters-*`
 * twin take the same filters and run the same search; the web calls `filters-*` when searching text.
 */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const store = app.imageStore;
  // Public pages of the directory: a minute in any cache (docs/decisions/017-operating-the-service.md).
  const publicMinute = { cache: { public: 60 } };

  const engineersRoute = { config: publicMinute, schema: { querystring: EngineersQuerySchema, response: { 200: EngineerPageSchema } } };
  for (const path of ['/marketplace/getAllEngineer', '/marketplace/filters-engineer']) {
    app.get(path, engineersRoute, async (request) => directory.searchEngineers(db, store, request.query));
  }
  app.get(
    '/marketplace/getOneEngineer/:id',
    { config: publicMinute, schema: { params: DirectoryIdParamsSchema, response: { 200: EngineerResponseSchema } } },
    async (request) => directory.getEngineer(db, store, request.params.id),
  );

  const shopsRoute = { config: publicMinute, schema: { querystring: ShopsQuerySchema, response: { 200: ShopPageSchema } } };
  for (const path of ['/marketplace/getAllShops', '/marketplace/filters-shop']) {
    app.get(path, shopsRoute, async (request) => directory.searchShops(db, store, request.query));
  }
  app.get(
    '/marketplace/getOneShop/:id',
    { config: publicMinute, schema: { params: DirectoryIdParamsSchema, response: { 200: ShopResponseSchema } } },
    async (request) => directory.getShop(db, store, request.params.id),
  );

  const adsRoute = { config: publicMinute, schema: { querystring: AdsQuerySchema, response: { 200: AdPageSchema } } };
  for (const path of ['/marketplace/getAllAds', '/marketplace/filters-ads']) {
    app.get(path, adsRoute, async (request) => directory.searchAds(db, store, request.query));
  }

  app.post(
    '/marketplace/request-join',
    { bodyLimit: 16 * 1024, schema: { body: JoinRequestBodySchema, response: { 201: JoinRequestResponseSchema } } },
    async (request, reply) => {
      const data = await directory.requestJoin({ db, shared: app.sharedState, now: app.now(), ip: request.ip }, request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send({ status: 'success', data });
    },
  );
};
