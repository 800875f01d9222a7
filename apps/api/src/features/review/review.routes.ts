import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductPageSchema } from '@solar/shared/contract/admin';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { AdminProductsQuerySchema, ApproveProductBodySchema, OwnProductResponseSchema, RejectProductBodySchema } from '@solar/shared/contract/selling';
import { okWith } from '../../lib/reply.ts';
import { requestContext, userContext } from '../../lib/request-context.ts';
import { announceWrites } from '../../lib/shared-state.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import * as review from './review.service.ts';
import { routes } from '@solar/shared/contract/routes';

/**
 * Review of listings (admins only, behind the one admin guard, under /admin): the queue, and approve and
 * reject, the decisions of the product life cycle. Take-down and featuring stay with the rest of the console.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  announceWrites(app, 'catalogue');

  // The queue is personal to the console: no cache keeps it.
  app.get(routes.admin.products.path, { config: { cache: 'no-store' }, schema: { querystring: AdminProductsQuerySchema, response: { 200: AdminProductPageSchema } } }, async (request) =>
    review.reviewQueue(requestContext(request), request.query),
  );

  app.post(
    routes.admin.approve.path,
    { schema: { params: ProductIdParamsSchema, body: ApproveProductBodySchema, response: { 200: OwnProductResponseSchema } } },
    async (request) => okWith(await review.reviewProduct(userContext(request), request.params.id, { action: 'approve', version: request.body.version })),
  );
  app.post(
    routes.admin.reject.path,
    { schema: { params: ProductIdParamsSchema, body: RejectProductBodySchema, response: { 200: OwnProductResponseSchema } } },
    async (request) =>
      okWith(await review.reviewProduct(userContext(request), request.params.id, { action: 'reject', reason: request.body.reason, version: request.body.version })),
  );
};
