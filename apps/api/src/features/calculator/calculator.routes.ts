import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalcBodySchema,
  CalcResponseSchema,
  CalculatorSettingsResponseSchema,
  CalculatorSettingsSchema,
  QuickCalcBodySchema,
  QuickCalcResponseSchema,
} from '@solar/shared/contract/calculator';
import { requireAdmin } from '../../plugins/authenticate.ts';
import { requestContext, userContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import { applianceCalc, cachedCalculatorSettingsPayload, getCalculatorSettingsPayload, quickCalc, updateCalculatorSettings } from './calculator.service.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { routes } from '@solar/shared/contract/routes';

// A calculation is a few kilobytes of JSON; nothing larger is a calculator request.
const BODY_LIMIT = 32 * 1024;

/** The public calculator: its settings and the two calculations (docs/product-brief.md section 7, Calls). */
export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Short: an admin's change should reach the screens' instant estimates within a minute.
  app.get(routes.calculator.settings.path, { config: { cache: { public: 60 } }, schema: { response: { 200: CalculatorSettingsResponseSchema } } }, async (request) =>
    ok(await cachedCalculatorSettingsPayload(requestContext(request).db)),
  );

  app.post(
    routes.calculator.quickCalc.path,
    { bodyLimit: BODY_LIMIT, schema: { body: QuickCalcBodySchema, response: { 200: QuickCalcResponseSchema } } },
    async (request) => ok(await quickCalc(requestContext(request), request.body)),
  );

  app.post(
    routes.calculator.calc.path,
    { bodyLimit: BODY_LIMIT, schema: { body: CalcBodySchema, response: { 200: CalcResponseSchema } } },
    async (request) => ok(await applianceCalc(requestContext(request), request.body)),
  );
};

/** Admin editing of the calculator settings, 401 signed out, 403 for non-admins. */
export const calculatorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRoute', storeNothing);

  app.get(routes.admin.calculatorSettings.path, { schema: { response: { 200: CalculatorSettingsResponseSchema } } }, async (request) =>
    ok(await getCalculatorSettingsPayload(requestContext(request).db)),
  );

  app.put(
    routes.admin.updateCalculatorSettings.path,
    { bodyLimit: BODY_LIMIT, schema: { body: CalculatorSettingsSchema, response: { 200: CalculatorSettingsResponseSchema } } },
    async (request) => ok(await updateCalculatorSettings(userContext(request), request.body)),
  );
};
