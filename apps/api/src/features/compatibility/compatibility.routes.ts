import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompatibleResponseSchema, ShoppingCandidatesQuerySchema, ShoppingCandidatesResponseSchema } from '@solar/shared/contract/compatibility';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { requestContext } from '../../lib/request-context.ts';
import { withCatalogueCaches } from '../products/products.service.ts';
import { ok } from '../../lib/reply.ts';
import { compatibleWith, shoppingCandidates } from './compatibility.service.ts';
import { routes } from '@solar/shared/contract/routes';

/** "Works with" and the shopping list's candidates: public, cached a minute like the lists they read. */
export const compatibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routes.products.compatible.path,
    { config: { cache: { public: 60 } }, schema: { params: ProductIdParamsSchema, response: { 200: CompatibleResponseSchema } } },
    async (request) => ok(await compatibleWith(withCatalogueCaches(requestContext(request), app.catalogueCaches), request.params.id)),
  );

  app.get(
    routes.products.shoppingCandidates.path,
    { config: { cache: { public: 60 } }, schema: { querystring: ShoppingCandidatesQuerySchema, response: { 200: ShoppingCandidatesResponseSchema } } },
    async (request) => ok(await shoppingCandidates(withCatalogueCaches(requestContext(request), app.catalogueCaches), request.query)),
  );
};
