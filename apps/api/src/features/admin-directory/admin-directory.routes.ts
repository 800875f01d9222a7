import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdInputSchema, AdminAdPageSchema, AdminAdResponseSchema, AdminDirectoryQuerySchema, AdminEngineerPageSchema,
  AdminEngineerResponseSchema, AdminJoinRequestPageSchema, AdminJoinRequestResponseSchema, AdminJoinRequestsQuerySchema,
  AdminShopPageSchema, AdminShopResponseSchema, DeletedResponseSchema, EngineerInputSchema, JoinRequestStatusBodySchema,
  ShopInputSchema,
} from '@solar/shared/contract/admin-directory';
import { DirectoryIdParamsSchema } from '@solar/shared/contract/directory';
import { currentUser, requireAdmin } from '../../plugins/authenticate.ts';
import type { AdminContext } from '../admin/admin.service.ts';
import * as directory from './admin-directory.service.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { announceWrites } from '../../lib/shared-state.ts';

const ok = 'success' as const;
const byId = { params: DirectoryIdParamsSchema };

function context(app: FastifyInstance, request: FastifyRequest): AdminContext {
  return { db: app.database.db, store: app.imageStore, now: app.now(), lang: request.lang, actorId: currentUser(request).id };
}

/** The console's directory: engineers, shops and ads, and the inbox of join requests. Admins only. */
export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);
  announceWrites(app, 'catalogue');

  app.get('/engineers', { schema: { querystring: AdminDirectoryQuerySchema, response: { 200: AdminEngineerPageSchema } } }, async (request) =>
    directory.listEngineers(context(app, request), request.query),
  );
  app.get('/engineers/:id', { schema: { ...byId, response: { 200: AdminEngineerResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.getEngineer(context(app, request), request.params.id),
  }));
  app.post('/engineers', { schema: { body: EngineerInputSchema, response: { 201: AdminEngineerResponseSchema } } }, async (request, reply) =>
    reply.code(201).send({ status: ok, data: await directory.createEngineer(context(app, request), request.body) }),
  );
  app.put('/engineers/:id', { schema: { ...byId, body: EngineerInputSchema, response: { 200: AdminEngineerResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.updateEngineer(context(app, request), request.params.id, request.body),
  }));
  app.delete('/engineers/:id', { schema: { ...byId, response: { 200: DeletedResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.deleteEngineer(context(app, request), request.params.id),
  }));

  app.get('/shops', { schema: { querystring: AdminDirectoryQuerySchema, response: { 200: AdminShopPageSchema } } }, async (request) =>
    directory.listShops(context(app, request), request.query),
  );
  app.get('/shops/:id', { schema: { ...byId, response: { 200: AdminShopResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.getShop(context(app, request), request.params.id),
  }));
  app.post('/shops', { schema: { body: ShopInputSchema, response: { 201: AdminShopResponseSchema } } }, async (request, reply) =>
    reply.code(201).send({ status: ok, data: await directory.createShop(context(app, request), request.body) }),
  );
  app.put('/shops/:id', { schema: { ...byId, body: ShopInputSchema, response: { 200: AdminShopResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.updateShop(context(app, request), request.params.id, request.body),
  }));
  app.delete('/shops/:id', { schema: { ...byId, response: { 200: DeletedResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.deleteShop(context(app, request), request.params.id),
  }));

  app.get('/ads', { schema: { querystring: AdminDirectoryQuerySchema, response: { 200: AdminAdPageSchema } } }, async (request) =>
    directory.listAds(context(app, request), request.query),
  );
  app.get('/ads/:id', { schema: { ...byId, response: { 200: AdminAdResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.getAd(context(app, request), request.params.id),
  }));
  app.post('/ads', { schema: { body: AdInputSchema, response: { 201: AdminAdResponseSchema } } }, async (request, reply) =>
    reply.code(201).send({ status: ok, data: await directory.createAd(context(app, request), request.body) }),
  );
  app.put('/ads/:id', { schema: { ...byId, body: AdInputSchema, response: { 200: AdminAdResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.updateAd(context(app, request), request.params.id, request.body),
  }));
  app.delete('/ads/:id', { schema: { ...byId, response: { 200: DeletedResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.deleteAd(context(app, request), request.params.id),
  }));

  app.get('/join-requests', { schema: { querystring: AdminJoinRequestsQuerySchema, response: { 200: AdminJoinRequestPageSchema } } }, async (request) =>
    directory.listJoinRequests(context(app, request), request.query),
  );
  app.get('/join-requests/:id', { schema: { ...byId, response: { 200: AdminJoinRequestResponseSchema } } }, async (request) => ({
    status: ok,
    data: await directory.getJoinRequest(context(app, request), request.params.id),
  }));
  app.post(
    '/join-requests/:id/status',
    { schema: { ...byId, body: JoinRequestStatusBodySchema, response: { 200: AdminJoinRequestResponseSchema } } },
    async (request) => ({
      status: ok,
      data: await directory.setJoinRequestStatus(context(app, request), request.params.id, request.body.status),
    }),
  );
};
