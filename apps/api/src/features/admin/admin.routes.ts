import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductResponseSchema, AdminSettingsResponseSchema, AdminUserPageSchema, AdminUserResponseSchema,
  AdminUsersQuerySchema, AuditPageSchema, AuditQuerySchema, DashboardResponseSchema, FeatureBodySchema, ReasonBodySchema,
  ReportGroupPageSchema, StopAlertsBodySchema, SuspendUserBodySchema, UpdateAdminSettingsBodySchema, VerifyUserBodySchema,
} from '@solar/shared/contract/admin';
import { PagingQuerySchema, successEnvelope } from '@solar/shared/contract/common';
import { ProductIdParamsSchema } from '@solar/shared/contract/products';
import { currentUser, requireAdmin } from '../../plugins/authenticate.ts';
import * as admin from './admin.service.ts';
import * as repo from './admin.repository.ts';
import { presentAdminUser, presentAuditEntry } from './admin.presenter.ts';
import { pageOf } from '../../lib/page.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { announceWrites } from '../../lib/shared-state.ts';

const IdParams = z.object({ id: z.string().max(64) });
const ok = 'success' as const;

function context(app: FastifyInstance, request: FastifyRequest): admin.AdminContext {
  return { db: app.database.db, store: app.imageStore, now: app.now(), lang: request.lang, actorId: currentUser(request).id };
}

/** The console's API. Every route passes the one admin guard first: 401 signed out, 403 not an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);
  announceWrites(app, 'catalogue');

  app.get('/dashboard', { schema: { response: { 200: DashboardResponseSchema } } }, async () => ({
    status: ok,
    data: await repo.dashboardCounts(app.database.db, app.now()),
  }));

  app.post('/products/:id/feature', { schema: { params: ProductIdParamsSchema, body: FeatureBodySchema, response: { 200: AdminProductResponseSchema } } }, async (request) => ({
    status: ok,
    data: await admin.setFeatured(context(app, request), request.params.id, request.body.featured),
  }));
  app.post('/products/:id/takedown', { schema: { params: ProductIdParamsSchema, body: ReasonBodySchema, response: { 200: AdminProductResponseSchema } } }, async (request) => ({
    status: ok,
    data: await admin.takeDown(context(app, request), request.params.id, request.body.reason),
  }));

  app.get('/reports', { schema: { querystring: PagingQuerySchema, response: { 200: ReportGroupPageSchema } } }, async (request) =>
    admin.reportGroups(context(app, request), request.query.page, request.query.limit),
  );
  app.post('/reports/:id/dismiss', { schema: { params: IdParams, response: { 200: successEnvelope(z.object({ dismissed: z.number().int() })) } } }, async (request) => ({
    status: ok,
    data: await admin.dismissReports(context(app, request), request.params.id),
  }));
  app.post('/reports/:id/takedown', { schema: { params: IdParams, body: ReasonBodySchema, response: { 200: AdminProductResponseSchema } } }, async (request) => ({
    status: ok,
    data: await admin.takeDown(context(app, request), request.params.id, request.body.reason),
  }));

  app.get('/users', { schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUserPageSchema } } }, async (request) => {
    const { q, page, limit } = request.query;
    const { rows, total } = await repo.listUsers(app.database.db, q, page, limit);
    return pageOf(rows.map(presentAdminUser), total, request.query);
  });
  app.post('/users/:id/verify', { schema: { params: IdParams, body: VerifyUserBodySchema, response: { 200: AdminUserResponseSchema } } }, async (request) => ({
    status: ok,
    data: await admin.setUserVerified(context(app, request), request.params.id, request.body.isVerified),
  }));
  app.post('/users/:id/suspend', { schema: { params: IdParams, body: SuspendUserBodySchema, response: { 200: AdminUserResponseSchema } } }, async (request) => ({
    status: ok,
    data: await admin.setUserSuspended(context(app, request), request.params.id, request.body.isSuspended),
  }));

  app.post('/users/:id/alerts', { schema: { params: IdParams, body: StopAlertsBodySchema, response: { 200: AdminUserResponseSchema } } }, async (request) => ({
    status: ok,
    data: await admin.setUserAlertsStopped(context(app, request), request.params.id, request.body.alertsStopped),
  }));

  app.get('/settings', { schema: { response: { 200: AdminSettingsResponseSchema } } }, async () => ({ status: ok, data: await admin.getAdminSettings(app.database.db) }));
  app.put('/settings', { schema: { body: UpdateAdminSettingsBodySchema, response: { 200: AdminSettingsResponseSchema } } }, async (request) => ({
    status: ok,
    ...(await admin.updateAdminSettings(context(app, request), request.body)),
  }));

  app.get('/audit-log', { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } }, async (request) => {
    const { targetType, page, limit } = request.query;
    const { rows, total } = await repo.listAudit(app.database.db, targetType, page, limit);
    const names = await repo.auditTargetNames(app.database.db, rows.map(({ entry }) => entry));
    return pageOf(
      rows.map((row) => presentAuditEntry(row, row.entry.targetId ? (names.get(`${row.entry.targetType}:${row.entry.targetId}`) ?? null) : null)),
      total,
      request.query,
    );
  });

};
