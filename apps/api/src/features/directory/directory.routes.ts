import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdPageSchema, AdsQuerySchema, DirectoryIdParamsSchema, EngineerPageSchema, EngineerResponseSchema, EngineersQuerySchema,
  JoinRequestBodySchema, JoinRequestResponseSchema, ShopPageSchema, ShopResponseSchema, ShopsQuerySchema,
} from '@solar/shared/contract/directory';
import { requestContext, type RequestContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import * as directory from './directory.service.ts';
import { routes } from '@solar/shared/contract/routes';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One kind of the public directory: its list under two names, and (engineers, shops) one entry's profile. */
interface PublicKind<Query extends z.ZodType> {
  lists: string[];
  query: Query;
  page: z.ZodType;
  search: (ctx: RequestContext, query: z.output<Query>) => Promise<unknown>;
  profile?: { path: string; answer: z.ZodType; kind: 'engineer' | 'shop' };
}

const kind = <Query extends z.ZodType>(described: PublicKind<Query>) => described;

const PUBLIC_KINDS = [
  kind({ lists: [routes.directory.engineers.path, routes.directory.searchEngineers.path], query: EngineersQuerySchema, page: EngineerPageSchema, search: directory.searchEngineers,
    profile: { path: routes.directory.engineer.path, answer: EngineerResponseSchema, kind: 'engineer' } }),
  kind({ lists: [routes.directory.shops.path, routes.directory.searchShops.path], query: ShopsQuerySchema, page: ShopPageSchema, search: directory.searchShops,
    profile: { path: routes.directory.shop.path, answer: ShopResponseSchema, kind: 'shop' } }),
  kind({ lists: [routes.directory.ads.path, routes.directory.searchAds.path], query: AdsQuerySchema, page: AdPageSchema, search: directory.searchAds }),
];

// Public pages of the directory: a minute in any cache (docs/decisions/017-operating-the-service.md).
const publicMinute = { cache: { public: 60 } };

function publicKindRoutes<Query extends z.ZodType>(app: App, described: PublicKind<Query>) {
  const { query, page, profile } = described;
  for (const path of described.lists) {
    app.get(path, { config: publicMinute, schema: { querystring: query, response: { 200: page } } }, async (request) =>
      described.search(requestContext(request), request.query as z.output<Query>),
    );
  }
  if (profile) {
    app.get(profile.path, { config: publicMinute, schema: { params: DirectoryIdParamsSchema, response: { 200: profile.answer } } }, async (request) =>
      ok(await directory.getProfile(requestContext(request), profile.kind, request.params.id)),
    );
  }
}

/**
 * The public directory (docs/product-brief.md section 7, Calls): engineers, shops and ads. Each `getAll*` and its `filters-*`
 * twin take the same filters and run the same search; the web calls `filters-*` when searching text.
 */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const described of PUBLIC_KINDS) publicKindRoutes(app, described);

  app.post(
    routes.directory.requestJoin.path,
    { bodyLimit: 16 * 1024, schema: { body: JoinRequestBodySchema, response: { 201: JoinRequestResponseSchema } } },
    async (request, reply) => {
      const data = await directory.requestJoin(requestContext(request), request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send(ok(data));
    },
  );
};
