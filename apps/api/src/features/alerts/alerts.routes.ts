import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@solar/shared/contract/common';
import {
  CreateSavedSearchBodySchema, FavouritesAlertBodySchema, FavouritesAlertResponseSchema, SavedSearchIdParamsSchema, SavedSearchListResponseSchema,
  SavedSearchResponseSchema, UnsubscribeParamsSchema, UnsubscribeResponseSchema, UpdateSavedSearchBodySchema,
} from '@solar/shared/contract/saved-searches';
import { currentUser, requireUser } from '../../plugins/authenticate.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { createCatalogueCaches } from '../products/products.service.ts';
import * as searches from './saved-searches.service.ts';

const DeletedSchema = successEnvelope(z.null());

/** My searches (signed in): save, list, rename, alert settings, delete, mark seen; favourites' price drops. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', storeNothing);
  const caches = createCatalogueCaches(app.sharedState);
  const context = (request: FastifyRequest): searches.SearchContext => ({ db: app.database.db, now: app.now(), lang: request.lang, userId: currentUser(request).id, caches });

  app.get('/saved-searches', { schema: { response: { 200: SavedSearchListResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    data: await searches.listSavedSearches(context(request)),
  }));
  app.post('/saved-searches', { schema: { body: CreateSavedSearchBodySchema, response: { 201: SavedSearchResponseSchema } } }, async (request, reply) => {
    await enforceRateLimits(app.sharedState, app.now(), [{ key: `save-search:user:${currentUser(request).id}`, limit: 60, windowSeconds: 3600 }]);
    return reply.code(201).send({ status: 'success', data: await searches.createSavedSearch(context(request), request.body) });
  });
  app.patch('/saved-searches/:id', { schema: { params: SavedSearchIdParamsSchema, body: UpdateSavedSearchBodySchema, response: { 200: SavedSearchResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    data: await searches.updateSavedSearch(context(request), request.params.id, request.body),
  }));
  app.delete('/saved-searches/:id', { schema: { params: SavedSearchIdParamsSchema, response: { 200: DeletedSchema } } }, async (request) => {
    await searches.deleteSavedSearch(context(request), request.params.id);
    return { status: 'success' as const, data: null };
  });
  app.post('/saved-searches/:id/seen', { schema: { params: SavedSearchIdParamsSchema, response: { 200: SavedSearchResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    data: await searches.markSeen(context(request), request.params.id),
  }));
  app.put('/saved-searches/favourites-alert', { schema: { body: FavouritesAlertBodySchema, response: { 200: FavouritesAlertResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    data: await searches.updateFavouritesAlert(context(request), request.body),
  }));
};

/** Unsubscribe links (public: the signed token is the credential, naming one search or one account's favourites). */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', storeNothing);
  const limited = async (request: FastifyRequest) =>
    enforceRateLimits(app.sharedState, app.now(), [{ key: `unsubscribe:ip:${request.ip}`, limit: 60, windowSeconds: 3600 }]);
  app.get('/alerts/unsubscribe/:token', { schema: { params: UnsubscribeParamsSchema, response: { 200: UnsubscribeResponseSchema } } }, async (request) => {
    await limited(request);
    return { status: 'success' as const, data: await searches.unsubscribe(app.database.db, app.config.unsubscribeSecret, request.params.token, false, app.now()) };
  });
  app.post('/alerts/unsubscribe/:token', { schema: { params: UnsubscribeParamsSchema, response: { 200: UnsubscribeResponseSchema } } }, async (request) => {
    await limited(request);
    return { status: 'success' as const, data: await searches.unsubscribe(app.database.db, app.config.unsubscribeSecret, request.params.token, true, app.now()) };
  });
};
