import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDirectoryQuerySchema, AdminJoinRequestPageSchema, AdminJoinRequestResponseSchema, AdminJoinRequestsQuerySchema, DeletedResponseSchema,
  EntryOwnerResponseSchema, JoinRequestStatusBodySchema, LinkOwnerBodySchema,
} from '@solar/shared/contract/admin-directory';
import { DirectoryIdParamsSchema } from '@solar/shared/contract/directory';
import { requireAdmin } from '../../plugins/authenticate.ts';
import * as directory from './admin-directory.service.ts';
import { ENTRY_KINDS, type AnyEntryKind } from './entry-kinds.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { announceWrites } from '../../lib/shared-state.ts';
import { userContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import { routes } from '@solar/shared/contract/routes';

const byId = { params: DirectoryIdParamsSchema };
type App = Parameters<FastifyPluginAsyncZod>[0];

/** List, read, create, edit and delete of one kind of entry, at `kind.routes` (entry-kinds.ts). */
function entryRoutes(app: App, kind: AnyEntryKind) {
  const { input, answer, page } = kind.schemas;
  app.get(kind.routes.list.path, { schema: { querystring: AdminDirectoryQuerySchema, response: { 200: page } } }, async (request) =>
    directory.listEntries(userContext(request), kind, request.query),
  );
  app.get(kind.routes.one.path, { schema: { ...byId, response: { 200: answer } } }, async (request) =>
    ok(await directory.getEntry(userContext(request), kind, request.params.id)),
  );
  app.post(kind.routes.create.path, { schema: { body: input, response: { 201: answer } } }, async (request, reply) =>
    reply.code(201).send(ok(await directory.createEntry(userContext(request), kind, request.body))),
  );
  app.put(kind.routes.update.path, { schema: { ...byId, body: input, response: { 200: answer } } }, async (request) =>
    ok(await directory.updateEntry(userContext(request), kind, request.params.id, request.body)),
  );
  app.delete(kind.routes.remove.path, { schema: { ...byId, response: { 200: DeletedResponseSchema } } }, async (request) =>
    ok(await directory.deleteEntry(userContext(request), kind, request.params.id)),
  );
  if (!kind.owners) return;
  app.put(kind.owners.link.path, { schema: { ...byId, body: LinkOwnerBodySchema, response: { 200: EntryOwnerResponseSchema } } }, async (request) =>
    ok(await directory.setEntryOwner(userContext(request), kind, request.params.id, request.body.account)),
  );
  app.delete(kind.owners.unlink.path, { schema: { ...byId, response: { 200: EntryOwnerResponseSchema } } }, async (request) =>
    ok(await directory.setEntryOwner(userContext(request), kind, request.params.id, null)),
  );
}

/** The console's directory: engineers, shops and ads, and the inbox of join requests. Admins only. */
export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);
  announceWrites(app, 'catalogue');

  for (const kind of ENTRY_KINDS) entryRoutes(app, kind);

  app.get(routes.admin.joinRequests.path, { schema: { querystring: AdminJoinRequestsQuerySchema, response: { 200: AdminJoinRequestPageSchema } } }, async (request) =>
    directory.listJoinRequests(userContext(request), request.query),
  );
  app.get(routes.admin.joinRequest.path, { schema: { ...byId, response: { 200: AdminJoinRequestResponseSchema } } }, async (request) =>
    ok(await directory.getJoinRequest(userContext(request), request.params.id)),
  );
  app.post(
    routes.admin.joinRequestStatus.path,
    { schema: { ...byId, body: JoinRequestStatusBodySchema, response: { 200: AdminJoinRequestResponseSchema } } },
    async (request) => ok(await directory.setJoinRequestStatus(userContext(request), request.params.id, request.body.status)),
  );
};
