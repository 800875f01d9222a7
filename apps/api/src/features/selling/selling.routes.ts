import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@solar/shared/contract/common';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import {
  CreateProductBodySchema, LikeResponseSchema, OwnProductPageSchema, OwnProductResponseSchema, UpdateProductBodySchema, UserProductsQuerySchema,
} from '@solar/shared/contract/selling';
import { currentUser, requireUser } from '../../plugins/authenticate.ts';
import * as selling from './selling.service.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { announceWrites } from '../../lib/shared-state.ts';

const MessageSchema = successEnvelope(z.null()).extend({ message: z.string() });
const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z.string().trim().min(8, { message: 'errors:field.invalid' }).max(100, { message: 'errors:field.invalid' }).optional(),
});

function context(app: FastifyInstance, request: FastifyRequest): selling.SellingContext {
  return { db: app.database.db, shared: app.sharedState, store: app.imageStore, now: app.now(), lang: request.lang, userId: currentUser(request).id };
}

/** The seller's side: post, list own, edit, delete, renew, like. Every route is signed-in only. */
export const sellingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', storeNothing);
  // What sellers change may change public lists; a like changes none.
  announceWrites(app, 'catalogue', /\/like$/);

  app.post(
    '/products/post',
    { schema: { headers: IdempotencyHeaderSchema, body: CreateProductBodySchema, response: { 201: OwnProductResponseSchema, 200: OwnProductResponseSchema } } },
    async (request, reply) => {
      const { created, ...result } = await selling.createProduct(context(app, request), request.body, request.headers['idempotency-key']);
      // A repeated key answers with the first result; 200 tells the client nothing new was made.
      return reply.code(created ? 201 : 200).send({ status: 'success', ...result });
    },
  );

  app.get('/products/user-products', { schema: { querystring: UserProductsQuerySchema, response: { 200: OwnProductPageSchema } } }, async (request) =>
    selling.listOwnProducts(context(app, request), request.query.page, request.query.limit),
  );

  app.patch(
    '/products/update-product/:id',
    { schema: { params: ProductIdParamsSchema, body: UpdateProductBodySchema, response: { 200: OwnProductResponseSchema } } },
    async (request) => ({ status: 'success' as const, ...(await selling.updateProduct(context(app, request), request.params.id, request.body)) }),
  );

  app.delete('/products/delete-product/:id', { schema: { params: ProductIdParamsSchema, response: { 200: MessageSchema } } }, async (request) => ({
    status: 'success' as const,
    data: null,
    ...(await selling.deleteProduct(context(app, request), request.params.id)),
  }));

  app.post('/products/:id/renew', { schema: { params: ProductIdParamsSchema, response: { 200: OwnProductResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    ...(await selling.renewProduct(context(app, request), request.params.id)),
  }));

  const like = (liked: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => ({
    status: 'success' as const,
    data: await selling.setLike(context(app, request), request.params.id, liked),
  });
  app.post('/products/:id/like', { schema: { params: ProductIdParamsSchema, response: { 200: LikeResponseSchema } } }, like(true));
  app.delete('/products/:id/like', { schema: { params: ProductIdParamsSchema, response: { 200: LikeResponseSchema } } }, like(false));
};
