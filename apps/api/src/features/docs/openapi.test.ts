import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginBodySchema } from '@solar/shared/contract/auth';
import { ProductSchema } from '@solar/shared/contract/products';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { API_TAGS, DOCS_JSON_URL, isUndocumentedPath, type RegisteredRoute } from './openapi.ts';

// docs/decisions/018-api-docs-and-metrics.md: the OpenAPI document must describe every route of /api/v1,
// from the contract's own schemas, and say truthfully which ones need a session.

type Operation = {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] };
type OpenApiDocument = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** The operations of a document as "METHOD /path/{param}". */
function documentedOperations(document: OpenApiDocument): Set<string> {
  return new Set(
    Object.entries(document.paths).flatMap(([p, item]) => Object.keys(item).filter((m) => HTTP_METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${p}`)),
  );
}

/**
 * The routes under /api/v1 the document leaves out. HEAD routes Fastify adds beside every GET are not
 * operations of their own; the development and benchmark routes are left out on purpose.
 */
function undocumentedRoutes(routes: RegisteredRoute[], document: OpenApiDocument): string[] {
  const operations = documentedOperations(document);
  return routes
    .filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD' && !isUndocumentedPath(r.url))
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
    .filter((operation) => !operations.has(operation));
}

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await buildTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: DOCS_JSON_URL });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => ctx?.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it('is OpenAPI 3.1 with a title, a version and the bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Solar Market Yemen API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every route registered under /api/v1, with its method', () => {
    const apiRoutes = ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD' && !isUndocumentedPath(r.url));
    // The whole API, not a handful: a wrong filter would pass trivially.
    expect(apiRoutes.length).toBeGreaterThan(70);
    expect(undocumentedRoutes(ctx.app.registeredRoutes, document)).toEqual([]);
    // …and nothing else: no page, picture, development or documentation route.
    const paths = Object.keys(document.paths);
    expect(paths.every((p) => p.startsWith('/api/v1/') && !isUndocumentedPath(p))).toBe(true);
    expect(documentedOperations(document).size).toBe(apiRoutes.length);
  });

  it('puts every operation under exactly one of the feature tags', () => {
    const names = new Set<string>(API_TAGS.map((t) => t.name));
    for (const [p, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect({ operation: `${method} ${p}`, tags: operation.tags?.filter((t) => names.has(t)).length }).toEqual({ operation: `${method} ${p}`, tags: 1 });
      }
    }
  });

  it('carries the contract: the product browse answer lists products with every field of a product', () => {
    const schema = document.paths['/api/v1/marketplace/browse-products']?.get?.responses['200']?.content?.['application/json']?.schema;
    const item = schema?.properties?.data?.items;
    expect(Object.keys(item?.properties ?? {}).sort()).toEqual(Object.keys(ProductSchema.shape).sort());
    expect(schema?.required).toEqual(expect.arrayContaining(['status', 'data', 'nextCursor', 'totalCapped']));
    const parameters = (document.paths['/api/v1/marketplace/browse-products']?.get as { parameters?: { name: string; in: string }[] }).parameters ?? [];
    expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expect.arrayContaining(['search_keyword', 'governorate', 'cursor']));
  });

  it('carries the contract: the login body requires its fields, and every operation documents the error envelope', () => {
    const body = document.paths['/api/v1/auth/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required?.sort()).toEqual(Object.keys(LoginBodySchema.shape).sort());
    expect(body?.properties?.password).toMatchObject({ type: 'string', minLength: expect.any(Number) });
    const envelope = document.paths['/api/v1/auth/login']?.post?.responses.default?.content?.['application/json']?.schema;
    expect(envelope?.required).toEqual(expect.arrayContaining(['status', 'code', 'message']));
  });

  it('marks exactly the operations that need a session: they answer 401 without a token, the others never do', async () => {
    const wrong: string[] = [];
    for (const [p, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = p.replace(/\{(\w+)\}/g, 'no-such-id');
        const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, remoteAddress: '10.9.0.1', ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
        const locked = Boolean(operation.security?.length);
        if (locked !== (res.statusCode === 401)) wrong.push(`${method.toUpperCase()} ${p}: documented ${locked ? 'signed in' : 'public'}, answered ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('and the admin operations answer 403 to a signed-in user who is not an admin', async () => {
    const user = await buildUser(ctx.database.db);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.email, password: TEST_PASSWORD } });
    const token = login.json().data.token as string;
    const adminOperations = Object.entries(document.paths).flatMap(([p, item]) =>
      Object.entries(item).filter(([, o]) => o.tags?.includes('Admin')).map(([m]) => [m.toUpperCase(), p.replace(/\{(\w+)\}/g, 'no-such-id')] as const),
    );
    expect(adminOperations.length).toBeGreaterThan(30);
    for (const [method, url] of adminOperations) {
      const res = await ctx.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
    }
  });
});

describe('a route added without documentation', () => {
  it('is caught: a hidden route under /api/v1 is reported as undocumented', async () => {
    const other = await buildTestApp({}, {
      beforeReady: (app) => {
        app.get('/api/v1/marketplace/secret-report', { schema: { hide: true } }, async () => ({ status: 'success' }));
      },
    });
    try {
      const doc = (await other.app.inject({ method: 'GET', url: DOCS_JSON_URL })).json() as OpenApiDocument;
      expect(undocumentedRoutes(other.app.registeredRoutes, doc)).toEqual(['GET /api/v1/marketplace/secret-report']);
    } finally {
      await other.close();
    }
  });
});

describe('the documentation page at /api/docs', () => {
  let web: TestContext;
  let webDir: string;

  beforeAll(async () => {
    // With a web build present, so the app shell's fallback could swallow /api/docs if it were wrong.
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-docs-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    web = await buildTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await web?.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('is Swagger UI, with its own scripts and styles from this server, under the same strict policy as every page', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).not.toContain('<div id="root">');
    // No inline script: everything the page runs is a file of its own.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const home = await web.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);

    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...page.body.matchAll(/<link rel="stylesheet" type="text\/css" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui-standalone-preset.js', '/api/docs/static/swagger-initializer.js']);
    for (const url of [...scripts, ...styles]) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(`${url} ${res.statusCode} ${res.headers['content-type']}`).toMatch(new RegExp(`^${url} 200 (application/javascript|text/javascript|text/css)`));
    }
    // The page loads the document from beside it, and no validator badge from another origin.
    const init = await web.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toContain('validatorUrl: null');
  });

  it('serves the document with a web build present, and an unknown path under it is a 404, not the app', async () => {
    const json = await web.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe('3.1.0');
    const missing = await web.app.inject({ method: 'GET', url: '/api/docs/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});
