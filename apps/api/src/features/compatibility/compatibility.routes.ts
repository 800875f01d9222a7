import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompatibleResponseSchema, ShoppingCandidatesQuerySchema, ShoppingCandidatesResponseSchema } from '@solar/shared/contract/compatibility';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { createCatalogueCaches } from '../products/products.service.ts';
import { compatibleWith, shoppingCandidates } from './compatibility.service.ts';

/** "Works with" and the shopping list's candidates: public, cached a minute like the lists they read. */
export const compatibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const caches = createCatalogueCaches(app.sharedState);

  app.get(
    '/marketplace/products/:id/compatible',
    { config: { cache: { public: 60 } }, schema: { params: ProductIdParamsSchema, response: { 200: CompatibleResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await compatibleWith(app.database.db, app.imageStore, request.params.id, app.now(), caches) }),
  );

  app.get(
    '/marketplace/shopping-candidates',
    { config: { cache: { public: 60 } }, schema: { querystring: ShoppingCandidatesQuerySchema, response: { 200: ShoppingCandidatesResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await shoppingCandidates(app.database.db, app.imageStore, request.query, app.now(), caches) }),
  );
};
