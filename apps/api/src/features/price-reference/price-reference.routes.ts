import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PriceReferenceResponseSchema } from '@solar/shared/contract/compatibility';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { requestContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import { priceReference } from './price-reference.service.ts';
import { routes } from '@solar/shared/contract/routes';

/** A listing's price beside its market's median (issue #19 item 5): public, cached a minute like the listing. */
export const priceReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routes.products.priceReference.path,
    { config: { cache: { public: 60 } }, schema: { params: ProductIdParamsSchema, response: { 200: PriceReferenceResponseSchema } } },
    async (request) => ok(await priceReference(requestContext(request), request.params.id)),
  );
};
