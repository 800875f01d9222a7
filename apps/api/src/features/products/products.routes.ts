import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrowseProductsQuerySchema, ProductPageSchema } from '@solar/shared/contract/products';
import { browseProducts } from './products.service.ts';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marketplace/browse-products',
    { schema: { querystring: BrowseProductsQuerySchema, response: { 200: ProductPageSchema } } },
    async (request) => browseProducts(app.database.db, app.imageStore, request.query),
  );
};
