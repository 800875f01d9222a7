import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@solar/shared/contract/common';
import {
  BrowseProductsQuerySchema, ProductDetailResponseSchema, type BrowseProductsQuery, ProductFacetsResponseSchema, ProductIdParamsSchema, ProductPageSchema,
  ReportProductBodySchema, SellerIdParamsSchema, SellerProductPageSchema, SellerProductsQuerySchema, SellerProfileResponseSchema,
} from '@solar/shared/contract/products';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { translate } from '../../lib/messages.ts';
import * as service from './products.service.ts';

const ViewResponseSchema = successEnvelope(z.object({ counted: z.boolean(), views: z.number().int() }));
const ReportResponseSchema = successEnvelope(z.null()).extend({ message: z.string() });

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const caches = service.createCatalogueCaches(app.sharedState);
  // Public lists and details: a minute in any cache (docs/decisions/017-operating-the-service.md).
  const list = { config: { cache: { public: 60 } }, schema: { querystring: BrowseProductsQuerySchema, response: { 200: ProductPageSchema } } };
  // `Cache-Control: no-cache` on the request (a hard reload, the benchmark's uncached rows) skips the kept page.
  const browse = (request: FastifyRequest<{ Querystring: BrowseProductsQuery }>) =>
    service.browseProducts(app.database.db, app.imageStore, request.query, app.now(), caches, /no-cache/.test(request.headers['cache-control'] ?? ''));
  app.get('/marketplace/browse-products', list, async (request) => browse(request));
  app.get('/marketplace/search-products', list, async (request) => browse(request));

  app.get(
    '/marketplace/filters-product',
    { config: { cache: { public: 60 } }, schema: { querystring: BrowseProductsQuerySchema, response: { 200: ProductFacetsResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await service.productFacets(app.database.db, request.query, app.now(), caches) }),
  );

  app.get(
    '/marketplace/getOneProduct/:id',
    // Personal fields (likedByMe, a rejection reason) make a signed-in caller's copy private.
    { config: { cache: { public: 60 } }, schema: { params: ProductIdParamsSchema, response: { 200: ProductDetailResponseSchema } } },
    async (request) => {
      const data = await service.getProduct(app.database.db, app.imageStore, request.params.id, request.user, app.now());
      return { status: 'success' as const, data };
    },
  );

  app.get(
    '/marketplace/sellers/:id',
    { config: { cache: { public: 60 } }, schema: { params: SellerIdParamsSchema, response: { 200: SellerProfileResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await service.getSeller(app.database.db, app.imageStore, request.params.id, app.now()) }),
  );

  app.get(
    '/marketplace/sellers/:id/products',
    { config: { cache: { public: 60 } }, schema: { params: SellerIdParamsSchema, querystring: SellerProductsQuerySchema, response: { 200: SellerProductPageSchema } } },
    async (request) => service.sellerProducts(app.database.db, app.imageStore, request.params.id, request.query, app.now()),
  );

  app.post(
    '/marketplace/products/:id/view',
    { schema: { params: ProductIdParamsSchema, response: { 200: ViewResponseSchema } } },
    async (request) => {
      const visitor = service.visitorKey(app.config.secret, request.user, request.ip);
      return { status: 'success' as const, data: await service.countView(app.database.db, request.params.id, visitor, app.now()) };
    },
  );

  app.post(
    '/marketplace/products/:id/report',
    { schema: { params: ProductIdParamsSchema, body: ReportProductBodySchema, response: { 201: ReportResponseSchema } } },
    async (request, reply) => {
      const visitor = service.visitorKey(app.config.secret, request.user, request.ip);
      await enforceRateLimits(app.sharedState, app.now(), [{ key: `report:${visitor}`, limit: 10, windowSeconds: 3600 }]);
      await service.reportProduct(app.database.db, request.params.id, request.body, visitor, request.user, app.now());
      return reply.code(201).send({ status: 'success', data: null, message: translate(request.lang, 'products:messages.reportReceived') });
    },
  );
};
