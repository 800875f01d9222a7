import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@solar/shared/contract/common';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import {
  CreateProductBodySchema, IdempotencyHeadersSchema, LikeResponseSchema, OwnProductPageSchema, OwnProductResponseSchema, UpdateProductBodySchema, UserProductsQuerySchema,
} from '@solar/shared/contract/selling';
import { requireUser } from '../../plugins/authenticate.ts';
import { userContext } from '../../lib/request-context.ts';
import { ok, okWith } from '../../lib/reply.ts';
import * as selling from './selling.service.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { announceWrites } from '../../lib/shared-state.ts';
import { routes } from '@solar/shared/contract/routes';

/** The seller's side: post, list own, edit, delete, renew, like. Every route is signed-in only. */
export const sellingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', storeNothing);
  // What sellers change may change public lists; a like changes none.
  announceWrites(app, 'catalogue', /\/like$/);

  app.post(
    routes.selling.post.path,
    { schema: { headers: IdempotencyHeadersSchema, body: CreateProductBodySchema, response: { 201: OwnProductResponseSchema, 200: OwnProductResponseSchema } } },
    async (request, reply) => {
      const { created, ...result } = await selling.createProduct(userContext(request), request.body, request.headers['idempotency-key']);
      // A repeated key answers with the first result; 200 tells the client nothing new was made.
      return reply.code(created ? 201 : 200).send(okWith(result));
    },
  );

  app.get(routes.selling.userProducts.path, { schema: { querystring: UserProductsQuerySchema, response: { 200: OwnProductPageSchema } } }, async (request) =>
    selling.listOwnProducts(userContext(request), request.query.page, request.query.limit),
  );

  app.patch(
    routes.selling.update.path,
    { schema: { params: ProductIdParamsSchema, body: UpdateProductBodySchema, response: { 200: OwnProductResponseSchema } } },
    async (request) => okWith(await selling.updateProduct(userContext(request), request.params.id, request.body)),
  );

  app.delete(routes.selling.remove.path, { schema: { params: ProductIdParamsSchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    ok(null, await selling.deleteProduct(userContext(request), request.params.id)),
  );

  app.post(routes.selling.renew.path, { schema: { params: ProductIdParamsSchema, response: { 200: OwnProductResponseSchema } } }, async (request) =>
    okWith(await selling.renewProduct(userContext(request), request.params.id)),
  );

  const like = (liked: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => ok(await selling.setLike(userContext(request), request.params.id, liked));
  app.post(routes.selling.like.path, { schema: { params: ProductIdParamsSchema, response: { 200: LikeResponseSchema } } }, like(true));
  app.delete(routes.selling.unlike.path, { schema: { params: ProductIdParamsSchema, response: { 200: LikeResponseSchema } } }, like(false));
};
