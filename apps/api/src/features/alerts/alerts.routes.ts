import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema } from '@solar/shared/contract/common';
import {
  CreateSavedSearchBodySchema, FavouritesAlertBodySchema, FavouritesAlertResponseSchema, SavedSearchIdParamsSchema, SavedSearchListResponseSchema,
  SavedSearchResponseSchema, UnsubscribeParamsSchema, UnsubscribeResponseSchema, UpdateSavedSearchBodySchema, WantedNoticesBodySchema, WantedNoticesResponseSchema,
} from '@solar/shared/contract/saved-searches';
import { requireUser } from '../../plugins/authenticate.ts';
import { requestContext, userContext, type RequestContext } from '../../lib/request-context.ts';
import { withCatalogueCaches } from '../products/products.service.ts';
import { ok } from '../../lib/reply.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { visitorNetwork } from '../../lib/visitor-network.ts';
import * as searches from './saved-searches.service.ts';
import { routes } from '@solar/shared/contract/routes';

/** My searches (signed in): save, list, rename, alert settings, delete, mark seen; favourites' price drops. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', storeNothing);

  app.get(routes.savedSearches.list.path, { schema: { response: { 200: SavedSearchListResponseSchema } } }, async (request) =>
    ok(await searches.listSavedSearches(withCatalogueCaches(userContext(request), app.catalogueCaches))),
  );
  app.post(routes.savedSearches.create.path, { schema: { body: CreateSavedSearchBodySchema, response: { 201: SavedSearchResponseSchema } } }, async (request, reply) => {
    const ctx = withCatalogueCaches(userContext(request), app.catalogueCaches);
    await enforceRateLimits(ctx.shared, ctx.now, [{ key: `save-search:user:${ctx.userId}`, limit: 60, windowSeconds: 3600 }]);
    return reply.code(201).send(ok(await searches.createSavedSearch(ctx, request.body)));
  });
  app.patch(routes.savedSearches.one.path, { schema: { params: SavedSearchIdParamsSchema, body: UpdateSavedSearchBodySchema, response: { 200: SavedSearchResponseSchema } } }, async (request) =>
    ok(await searches.updateSavedSearch(withCatalogueCaches(userContext(request), app.catalogueCaches), request.params.id, request.body)),
  );
  app.delete(routes.savedSearches.remove.path, { schema: { params: SavedSearchIdParamsSchema, response: { 200: EmptyResponseSchema } } }, async (request) => {
    await searches.deleteSavedSearch(withCatalogueCaches(userContext(request), app.catalogueCaches), request.params.id);
    return ok(null);
  });
  app.post(routes.savedSearches.seen.path, { schema: { params: SavedSearchIdParamsSchema, response: { 200: SavedSearchResponseSchema } } }, async (request) =>
    ok(await searches.markSeen(withCatalogueCaches(userContext(request), app.catalogueCaches), request.params.id)),
  );
  app.put(routes.savedSearches.favourites.path, { schema: { body: FavouritesAlertBodySchema, response: { 200: FavouritesAlertResponseSchema } } }, async (request) =>
    ok(await searches.updateFavouritesAlert(withCatalogueCaches(userContext(request), app.catalogueCaches), request.body)),
  );
  app.put(routes.savedSearches.wantedNotices.path, { schema: { body: WantedNoticesBodySchema, response: { 200: WantedNoticesResponseSchema } } }, async (request) =>
    ok(await searches.setWantedNotices(userContext(request), request.body.on)),
  );
};

/** Unsubscribe links (public: the signed token is the credential, naming one search or one account's favourites). */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', storeNothing);
  const limited = async (ctx: RequestContext) =>
    enforceRateLimits(ctx.shared, ctx.now, [{ key: `unsubscribe:ip:${visitorNetwork(ctx.ip)}`, limit: 60, windowSeconds: 3600 }]);
  app.get(routes.savedSearches.unsubscribe.path, { schema: { params: UnsubscribeParamsSchema, response: { 200: UnsubscribeResponseSchema } } }, async (request) => {
    const ctx = requestContext(request);
    await limited(ctx);
    return ok(await searches.unsubscribe(ctx, request.params.token, false));
  });
  app.post(routes.savedSearches.confirmUnsubscribe.path, { schema: { params: UnsubscribeParamsSchema, response: { 200: UnsubscribeResponseSchema } } }, async (request) => {
    const ctx = requestContext(request);
    await limited(ctx);
    return ok(await searches.unsubscribe(ctx, request.params.token, true));
  });
};
