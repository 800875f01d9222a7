import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductResponseSchema, AdminSettingsResponseSchema, AdminUserPageSchema, AdminUserResponseSchema,
  AdminUsersQuerySchema, AuditPageSchema, AuditQuerySchema, DashboardResponseSchema, DismissReportsResponseSchema, FeatureBodySchema, ReasonBodySchema,
  ReportGroupPageSchema, StopAlertsBodySchema, SuspendUserBodySchema, UpdateAdminSettingsBodySchema, UserIdParamsSchema, VerifyUserBodySchema,
} from '@solar/shared/contract/admin';
import { PagingQuerySchema } from '@solar/shared/contract/common';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { requireAdmin } from '../../plugins/authenticate.ts';
import * as admin from './admin.service.ts';
import { ok, okWith } from '../../lib/reply.ts';
import { userContext } from '../../lib/request-context.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { announceWrites } from '../../lib/shared-state.ts';
import { routes } from '@solar/shared/contract/routes';

/** The console's API. Every route passes the one admin guard first: 401 signed out, 403 not an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);
  announceWrites(app, 'catalogue');

  app.get(routes.admin.dashboard.path, { schema: { response: { 200: DashboardResponseSchema } } }, async (request) => ok(await admin.dashboard(userContext(request))));

  app.post(routes.admin.feature.path, { schema: { params: ProductIdParamsSchema, body: FeatureBodySchema, response: { 200: AdminProductResponseSchema } } }, async (request) =>
    ok(await admin.setFeatured(userContext(request), request.params.id, request.body.featured)),
  );
  app.post(routes.admin.takedown.path, { schema: { params: ProductIdParamsSchema, body: ReasonBodySchema, response: { 200: AdminProductResponseSchema } } }, async (request) =>
    ok(await admin.takeDown(userContext(request), request.params.id, request.body.reason)),
  );

  app.get(routes.admin.reports.path, { schema: { querystring: PagingQuerySchema, response: { 200: ReportGroupPageSchema } } }, async (request) =>
    admin.reportGroups(userContext(request), request.query),
  );
  app.post(routes.admin.dismissReports.path, { schema: { params: ProductIdParamsSchema, response: { 200: DismissReportsResponseSchema } } }, async (request) =>
    ok(await admin.dismissReports(userContext(request), request.params.id)),
  );
  app.post(routes.admin.takedownReported.path, { schema: { params: ProductIdParamsSchema, body: ReasonBodySchema, response: { 200: AdminProductResponseSchema } } }, async (request) =>
    ok(await admin.takeDown(userContext(request), request.params.id, request.body.reason)),
  );

  app.get(routes.admin.users.path, { schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUserPageSchema } } }, async (request) =>
    admin.listUsers(userContext(request), request.query),
  );
  app.post(routes.admin.verifyUser.path, { schema: { params: UserIdParamsSchema, body: VerifyUserBodySchema, response: { 200: AdminUserResponseSchema } } }, async (request) =>
    ok(await admin.setUserVerified(userContext(request), request.params.id, request.body.isVerified)),
  );
  app.post(routes.admin.suspendUser.path, { schema: { params: UserIdParamsSchema, body: SuspendUserBodySchema, response: { 200: AdminUserResponseSchema } } }, async (request) =>
    ok(await admin.setUserSuspended(userContext(request), request.params.id, request.body.isSuspended)),
  );

  app.post(routes.admin.stopAlerts.path, { schema: { params: UserIdParamsSchema, body: StopAlertsBodySchema, response: { 200: AdminUserResponseSchema } } }, async (request) =>
    ok(await admin.setUserAlertsStopped(userContext(request), request.params.id, request.body.alertsStopped)),
  );

  app.get(routes.admin.settings.path, { schema: { response: { 200: AdminSettingsResponseSchema } } }, async (request) => ok(await admin.getAdminSettings(userContext(request))));
  app.put(routes.admin.updateSettings.path, { schema: { body: UpdateAdminSettingsBodySchema, response: { 200: AdminSettingsResponseSchema } } }, async (request) =>
    okWith(await admin.updateAdminSettings(userContext(request), request.body)),
  );

  app.get(routes.admin.auditLog.path, { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } }, async (request) =>
    admin.auditLog(userContext(request), request.query),
  );
};
