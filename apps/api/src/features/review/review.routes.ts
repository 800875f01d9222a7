import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductPageSchema } from '@solar/shared/contract/admin';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { AdminProductsQuerySchema, ApproveProductBodySchema, OwnProductResponseSchema, RejectProductBodySchema } from '@solar/shared/contract/selling';
import { pageOf } from '../../lib/page.ts';
import { announceWrites } from '../../lib/shared-state.ts';
import { currentUser, requireAdmin } from '../../plugins/authenticate.ts';
import * as review from './review.service.ts';

const context = (app: FastifyInstance) => ({ db: app.database.db, store: app.imageStore, now: app.now() });

/**
 * Review of listings (admins only, behind the one admin guard, under /admin): the queue, and approve and
 * reject, the decisions of the product life cycle. Take-down and featuring stay with the rest of the console.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  announceWrites(app, 'catalogue');

  // The queue is personal to the console: no cache keeps it.
  app.get('/products', { config: { cache: 'no-store' }, schema: { querystring: AdminProductsQuerySchema, response: { 200: AdminProductPageSchema } } }, async (request) => {
    const { status, page, limit } = request.query;
    const { rows, total } = await review.reviewQueue(context(app), status, page, limit);
    return pageOf(rows, total, request.query);
  });

  const decide = (request: FastifyRequest, decision: review.ReviewDecision) =>
    review.reviewProduct(app.database.db, app.imageStore, (request.params as { id: string }).id, decision, currentUser(request).id, app.now(), request.lang);
  app.post(
    '/products/:id/approve',
    { schema: { params: ProductIdParamsSchema, body: ApproveProductBodySchema, response: { 200: OwnProductResponseSchema } } },
    async (request) => ({ status: 'success' as const, ...(await decide(request, { action: 'approve', version: request.body.version })) }),
  );
  app.post(
    '/products/:id/reject',
    { schema: { params: ProductIdParamsSchema, body: RejectProductBodySchema, response: { 200: OwnProductResponseSchema } } },
    async (request) => ({ status: 'success' as const, ...(await decide(request, { action: 'reject', reason: request.body.reason, version: request.body.version })) }),
  );
};
