import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@solar/shared/contract/common';
import {
  BrowseProductsQuerySchema, ProductDetailResponseSchema, type BrowseProductsQuery, ProductFacetsResponseSchema, ProductIdParamsSchema, ProductPageSchema,
  ProductViewResponseSchema, ReportProductBodySchema, SellerIdParamsSchema, SellerProductPageSchema, SellerProductsQuerySchema, SellerProfileResponseSchema,
} from '@solar/shared/contract/products';
import { requestContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import * as service from './products.service.ts';
import { routes } from '@solar/shared/contract/routes';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public lists and details: a minute in any cache (docs/decisions/017-operating-the-service.md).
  const list = { config: { cache: { public: 60 } }, schema: { querystring: BrowseProductsQuerySchema, response: { 200: ProductPageSchema } } };
  // `Cache-Control: no-cache` on the request (a hard reload, the benchmark's uncached rows) skips the kept page.
  const browse = (request: FastifyRequest<{ Querystring: BrowseProductsQuery }>) =>
    service.browseProducts(service.withCatalogueCaches(requestContext(request), app.catalogueCaches), request.query, /no-cache/.test(request.headers['cache-control'] ?? ''));
  app.get(routes.products.browse.path, list, async (request) => browse(request));
  app.get(routes.products.search.path, list, async (request) => browse(request));

  app.get(
    routes.products.facets.path,
    { config: { cache: { public: 60 } }, schema: { querystring: BrowseProductsQuerySchema, response: { 200: ProductFacetsResponseSchema } } },
    async (request) => ok(await service.productFacets(service.withCatalogueCaches(requestContext(request), app.catalogueCaches), request.query)),
  );

  app.get(
    routes.products.detail.path,
    // Personal fields (likedByMe, a rejection reason) make a signed-in caller's copy private.
    { config: { cache: { public: 60 } }, schema: { params: ProductIdParamsSchema, response: { 200: ProductDetailResponseSchema } } },
    async (request) => ok(await service.getProduct(requestContext(request), request.params.id)),
  );

  app.get(
    routes.products.seller.path,
    { config: { cache: { public: 60 } }, schema: { params: SellerIdParamsSchema, response: { 200: SellerProfileResponseSchema } } },
    async (request) => ok(await service.getSeller(requestContext(request), request.params.id)),
  );

  app.get(
    routes.products.sellerProducts.path,
    { config: { cache: { public: 60 } }, schema: { params: SellerIdParamsSchema, querystring: SellerProductsQuerySchema, response: { 200: SellerProductPageSchema } } },
    async (request) => service.sellerProducts(service.withCatalogueCaches(requestContext(request), app.catalogueCaches), request.params.id, request.query),
  );

  app.post(
    routes.products.view.path,
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductViewResponseSchema } } },
    async (request) => ok(await service.countView(requestContext(request), request.params.id)),
  );

  app.post(
    routes.products.report.path,
    { schema: { params: ProductIdParamsSchema, body: ReportProductBodySchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => reply.code(201).send(ok(null, await service.reportProduct(requestContext(request), request.params.id, request.body))),
  );
};
