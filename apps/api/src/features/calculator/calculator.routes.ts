import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalcBodySchema,
  CalcResponseSchema,
  CalculatorSettingsResponseSchema,
  CalculatorSettingsSchema,
  QuickCalcBodySchema,
  QuickCalcResponseSchema,
} from '@solar/shared/contract/calculator';
import { currentUser, requireAdmin } from '../../plugins/authenticate.ts';
import { applianceCalc, cachedCalculatorSettingsPayload, getCalculatorSettingsPayload, quickCalc, updateCalculatorSettings } from './calculator.service.ts';

// A calculation is a few kilobytes of JSON; nothing larger is a calculator request.
const BODY_LIMIT = 32 * 1024;

/** The public calculator: its settings and the two calculations (spec section 7). */
export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/calculator/settings', { schema: { response: { 200: CalculatorSettingsResponseSchema } } }, async (_request, reply) => {
    // Short: an admin's change should reach the screens' instant estimates within a minute.
    reply.header('Cache-Control', 'public, max-age=60');
    return { status: 'success' as const, data: await cachedCalculatorSettingsPayload(app.database.db) };
  });

  app.post(
    '/calculator/quick-calc',
    { bodyLimit: BODY_LIMIT, schema: { body: QuickCalcBodySchema, response: { 200: QuickCalcResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await quickCalc(app.database.db, request.body, request.lang, app.now()) }),
  );

  app.post(
    '/calculator/calc',
    { bodyLimit: BODY_LIMIT, schema: { body: CalcBodySchema, response: { 200: CalcResponseSchema } } },
    async (request) => ({ status: 'success' as const, data: await applianceCalc(app.database.db, request.body, request.lang, app.now()) }),
  );
};

/** Admin editing of the calculator settings, registered under `/admin`: 401 signed out, 403 for non-admins. */
export const calculatorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/calculator/settings', { schema: { response: { 200: CalculatorSettingsResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await getCalculatorSettingsPayload(app.database.db),
  }));

  app.put(
    '/calculator/settings',
    { bodyLimit: BODY_LIMIT, schema: { body: CalculatorSettingsSchema, response: { 200: CalculatorSettingsResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await updateCalculatorSettings(app.database.db, request.body, currentUser(request).id, app.now()),
    }),
  );
};
