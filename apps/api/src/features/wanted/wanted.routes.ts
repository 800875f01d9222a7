import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, MessageResponseSchema } from '@solar/shared/contract/common';
import {
  AdminWantedPageSchema, AdminWantedQuerySchema, CreateWantedBodySchema, MyEntriesResponseSchema, OfferBodySchema, OfferIdParamsSchema, OfferListResponseSchema, OfferResponseSchema,
  ReportWantedBodySchema, TakedownOfferBodySchema, WantedDecisionBodySchema, WantedIdParamsSchema, WantedListQuerySchema, WantedRequestPageSchema,
  OwnWantedRequestsResponseSchema, WantedRequestResponseSchema,
} from '@solar/shared/contract/wanted';
import { routes } from '@solar/shared/contract/routes';
import { requireAdmin, requireUser } from '../../plugins/authenticate.ts';
import { requestContext, userContext } from '../../lib/request-context.ts';
import { ok, okWith } from '../../lib/reply.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import * as wanted from './wanted.service.ts';

const r = routes.wanted;

/** The public side: the list of open requests, one request, and reports. */
export const wantedPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(r.list.path, { schema: { querystring: WantedListQuerySchema, response: { 200: WantedRequestPageSchema } } }, async (request) =>
    wanted.listRequests(requestContext(request), request.query),
  );
  // Personal for its buyer and answerers (isMine, myOfferId): never kept by a shared cache.
  app.get(r.one.path, { config: { cache: 'no-store' }, schema: { params: WantedIdParamsSchema, response: { 200: WantedRequestResponseSchema } } }, async (request) =>
    ok(await wanted.getRequest(requestContext(request), request.params.id)),
  );
  app.post(r.report.path, { schema: { params: WantedIdParamsSchema, body: ReportWantedBodySchema, response: { 201: MessageResponseSchema } } }, async (request, reply) =>
    reply.code(201).send(ok(null, await wanted.reportRequest(requestContext(request), request.params.id, request.body))),
  );
};

/** The signed-in side: post a request, my requests, near me, offers and accepting one. */
export const wantedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRoute', storeNothing);

  app.post(r.create.path, { schema: { body: CreateWantedBodySchema, response: { 201: WantedRequestResponseSchema } } }, async (request, reply) =>
    reply.code(201).send(okWith(await wanted.createRequest(userContext(request), request.body))),
  );
  app.get(r.mine.path, { schema: { response: { 200: OwnWantedRequestsResponseSchema } } }, async (request) => ok(await wanted.listOwnRequests(userContext(request))));
  app.get(r.myEntries.path, { schema: { response: { 200: MyEntriesResponseSchema } } }, async (request) => ok(await wanted.listMyEntries(userContext(request))));
  app.get(r.nearMe.path, { schema: { querystring: WantedListQuerySchema, response: { 200: WantedRequestPageSchema } } }, async (request) =>
    wanted.listNearMe(userContext(request), request.query),
  );
  app.get(r.offers.path, { schema: { params: WantedIdParamsSchema, response: { 200: OfferListResponseSchema } } }, async (request) =>
    ok(await wanted.listOffers(userContext(request), request.params.id)),
  );
  app.post(r.createOffer.path, { schema: { params: WantedIdParamsSchema, body: OfferBodySchema, response: { 201: OfferResponseSchema } } }, async (request, reply) =>
    reply.code(201).send(okWith(await wanted.createOffer(userContext(request), request.params.id, request.body))),
  );
  app.put(r.updateOffer.path, { schema: { params: OfferIdParamsSchema, body: OfferBodySchema, response: { 200: OfferResponseSchema } } }, async (request) =>
    okWith(await wanted.updateOffer(userContext(request), request.params.id, request.body)),
  );
  app.post(r.acceptOffer.path, { schema: { params: OfferIdParamsSchema, response: { 200: WantedRequestResponseSchema } } }, async (request) =>
    okWith(await wanted.acceptOffer(userContext(request), request.params.id)),
  );
};

/** The console's side: the review queue, decisions (audited), reports and taking an offer down. */
export const wantedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);
  const a = routes.admin;
  app.get(a.wanted.path, { schema: { querystring: AdminWantedQuerySchema, response: { 200: AdminWantedPageSchema } } }, async (request) =>
    wanted.reviewQueue(requestContext(request), request.query),
  );
  app.post(a.decideWanted.path, { schema: { params: WantedIdParamsSchema, body: WantedDecisionBodySchema, response: { 200: WantedRequestResponseSchema } } }, async (request) =>
    okWith(await wanted.decideRequest(userContext(request), request.params.id, request.body)),
  );
  app.post(a.dismissWantedReports.path, { schema: { params: WantedIdParamsSchema, response: { 200: EmptyResponseSchema } } }, async (request) => {
    await wanted.dismissReports(userContext(request), request.params.id);
    return ok(null);
  });
  app.post(a.takedownOffer.path, { schema: { params: OfferIdParamsSchema, body: TakedownOfferBodySchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    ok(null, await wanted.takedownOffer(userContext(request), request.params.id, request.body.reason)),
  );
};
