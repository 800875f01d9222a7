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
import { storeNothing } from '../../plugins/http-caching.ts';

// A calculation is a few kilobytes of JSON; nothing larger is a calculator request.
const BODY_LIMIT = 32 * 1024;

/** The public calculator: its settings and the two calculations (docs/product-brief.md section 7, Calls). */
export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Short: an admin's change should reach the screens' instant estimates within a minute.
  app.get('/calculator/settings', { config: { cache: { public: 60 } }, schema: { response: { 200: CalculatorSettingsResponseSchema } } }, async () => {
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
  app.addHook('onRoute', storeNothing);

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
