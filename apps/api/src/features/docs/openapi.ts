// The API's OpenAPI 3.1 document, generated from the same zod contract the routes validate and answer
// with, and a browsable page beside it (docs/decisions/018-api-docs-and-metrics.md):
//   GET /api/docs       Swagger UI (its scripts and styles from its own package, under /api/docs/static)
//   GET /api/docs/json  the document (also /api/docs/yaml)
// Nothing here runs per request: the routes are collected while they are registered, and the document is
// built once, on its first request.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@solar/shared/contract/common';
import { requireAdmin, requireUser } from '../../plugins/authenticate.ts';
import { API_ROOT } from '../../paths.ts';

export const DOCS_PREFIX = '/api/docs';
export const DOCS_JSON_URL = `${DOCS_PREFIX}/json`;

/** One tag per feature, in the order the page lists them. */
export const API_TAGS = [
  { name: 'Accounts', description: 'Sign-up with a one-time code, sign-in, profile, password reset, picture uploads' },
  { name: 'Buying', description: 'Browse, search and filter approved listings; a listing in full; count a view; report a listing' },
  { name: 'Selling', description: "Post, edit, renew and delete one's own listings; likes (signed in)" },
  { name: 'Directory', description: 'Certified engineers, approved shops and shop ads; requests to join the directory' },
  { name: 'Calculator', description: 'Size an off-grid system from a daily energy or an appliance list' },
  { name: 'Wanted', description: 'Wanted requests: a buyer says what they need, sellers near them answer with offers only the buyer reads' },
  { name: 'Alerts', description: 'Saved searches and their alerts by SMS/WhatsApp or e-mail (signed in); unsubscribe links (signed out)' },
  { name: 'Admin', description: 'The admin console: moderation, reports, users, directory, settings, audit log (role admin)' },
  { name: 'Operations', description: 'Liveness, readiness and the public settings' },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

/** Paths under /api/v1 left out of the document: the development outbox and the benchmark's ceilings. */
export function isUndocumentedPath(url: string): boolean {
  return /^\/api\/v1\/(dev|bench)(\/|$)/.test(url);
}

const DESCRIPTION = [
  'The API of Solar Market Yemen (سوق الطاقة الشمسية): listings of solar panels, batteries, inverters and accessories,',
  'the directory of engineers and shops, and the solar calculator. Generated from the zod contract in',
  '`packages/shared/src/contract`, the same schemas that validate every request and write every answer.',
  '',
  '- Answers are envelopes: `{ status: "success", data, … }` or `{ status: "error", code, message, errors? }`',
  '  (docs/product-decisions.md §2); `message` and field errors are in the language of `Accept-Language` (ar, en).',
  '- Signed-in calls send `Authorization: Bearer <token>` (the `token` of the login and sign-up answers).',
  '  Operations marked with the lock require it (401 without, 403 for a role that may not); public reads accept it',
  '  and then add personal fields (`likedByMe`).',
  '- 503 `SERVICE_UNAVAILABLE` with `Retry-After` means "try again shortly" (a database restart, a shutdown).',
  '- Every answer carries `X-Request-Id`, the id of its log line.',
].join('\n');

const BEARER_SCHEME = 'bearerAuth';

/** Who may call the routes of a documented feature. */
export type SignIn = 'public' | 'user' | 'admin';

const guards = (hooks: RouteOptions['onRequest']): onRequestHookHandler[] =>
  (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) as onRequestHookHandler[];

/**
 * Registers a feature's routes under a tag, and marks the ones that need a session (a guard on the
 * route itself, or `signIn` when the feature guards all its routes with a hook of its own). The tag and
 * the lock are documentation only; openapi.test.ts checks the lock against what the routes answer.
 */
export function documented(tag: ApiTag, plugin: FastifyPluginAsyncZod, options: { signIn?: SignIn } = {}): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      const own = guards(route.onRequest);
      const signIn: SignIn = own.includes(requireAdmin as onRequestHookHandler)
        ? 'admin'
        : own.includes(requireUser as onRequestHookHandler)
          ? 'user'
          : (options.signIn ?? 'public');
      const schema: FastifySchema = { ...route.schema, tags: [tag] };
      if (signIn !== 'public') {
        schema.security = [{ [BEARER_SCHEME]: [] }];
        schema.description ??= signIn === 'admin' ? 'Admins only: 401 signed out, 403 for anyone else.' : 'Signed in: 401 otherwise.';
      }
      route.schema = schema;
    });
    await scope.register(plugin);
  };
}

/** The error envelope every operation may answer with, as JSON Schema (OpenAPI 3.1 = JSON Schema 2020-12). */
const errorResponse = {
  description: 'Error envelope: 4xx for the caller (field errors in `errors`), 503 with Retry-After when the service cannot answer now',
  ...z.toJSONSchema(ErrorEnvelopeSchema, { target: 'draft-2020-12', io: 'output' }),
};
delete (errorResponse as { $schema?: unknown }).$schema;

const fromContract = createJsonSchemaTransform({ skipList: [] });

/**
 * Registers the document and its page. Must come before any route: @fastify/swagger collects routes as
 * they are registered. Only routes under /api/v1 are documented (pages, pictures and the web app's files
 * are not the API), without the development-only ones.
 */
export async function registerApiDocs(app: FastifyInstance) {
  const { version } = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Solar Market Yemen API', version, description: DESCRIPTION },
      tags: API_TAGS.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/v1/auth/login or the sign-up code check' },
        },
      },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/v1/') || isUndocumentedPath(document.url)) return { schema: { hide: true }, url: document.url };
      const transformed = fromContract(document);
      const schema = transformed.schema as FastifySchema & { hide?: boolean; response?: Record<string, unknown> };
      if (schema && !schema.hide) schema.response = { ...schema.response, default: errorResponse };
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No validator badge (it would load a picture from validator.swagger.io), so the page needs nothing
    // from another origin and the server's one content security policy holds for it as for every page:
    // scripts and styles come from /api/docs/static, the document from /api/docs/json.
    validatorUrl: false,
    theme: { title: 'Solar Market Yemen API' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, persistAuthorization: false },
  });
}

/** A route as registered: its method(s) and URL pattern, whatever the documentation says of it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The schemas it was registered with (routes.test.ts holds them to the contract's route table). */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, recorded as it was added (for openapi.test.ts: all of /api/v1 must be documented). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route added from now on; call it first, before any plugin adds routes. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) routes.push({ method, url: route.url, schema: route.schema });
  });
}
