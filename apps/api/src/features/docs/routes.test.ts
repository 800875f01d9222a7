import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBase, routes } from '@solar/shared/contract/routes';
import { routeSchemas, type RouteSchemas } from '@solar/shared/contract/route-schemas';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';

// The contract owns the routes (issue #18): the API serves exactly the routes of contract/routes.ts under
// /api/v1, no more and no fewer, so the web's paths (taken from the same table) always reach a route.

let ctx: TestContext;

beforeAll(async () => {
  // The development outbox is on in tests (NOTIFY_TRANSPORT defaults to outbox); the benchmark's routes are asked for.
  ctx = await buildTestApp({}, { benchRoutes: true });
});
afterAll(async () => ctx?.close());

const asText = (method: string, path: string) => `${method} ${path}`;

describe('the route table', () => {
  it('lists every route the API registers under /api/v1, and the API registers every route it lists', () => {
    // HEAD routes are the ones Fastify adds beside each GET.
    const registered = ctx.app.registeredRoutes
      .filter((route) => route.url.startsWith(`${apiBase}/`) && route.method !== 'HEAD')
      .map((route) => asText(route.method, route.url.slice(apiBase.length)));
    const listed = Object.values(routes).flatMap((group) => Object.values(group).map((route) => asText(route.method, route.path)));

    expect(new Set(registered).size).toBe(registered.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...registered].sort()).toEqual([...listed].sort());
  });

  it('registers every route with the schemas the table gives it, the very same objects', () => {
    // The web takes its answer types from route-schemas.ts, and outside production the API checks every answer
    // against the schema it registered: the two being one object is what keeps the web's types true.
    const problems: string[] = [];
    for (const [group, named] of Object.entries(routeSchemas)) {
      for (const [name, schemas] of Object.entries(named) as [string, RouteSchemas][]) {
        const route = routes[group as keyof typeof routes][name as never] as { method: string; path: string };
        const registered = ctx.app.registeredRoutes.find((r) => r.method === route.method && r.url === `${apiBase}${route.path}`);
        const schema = (registered?.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
        const given = { params: schemas.params, querystring: schemas.query, body: schemas.body, headers: schemas.headers };
        for (const [part, expected] of Object.entries(given)) {
          if (schema[part] !== expected) problems.push(`${group}.${name}: ${part} is not the table's`);
        }
        const answers = Object.entries(schema.response ?? {}).filter(([status]) => status.startsWith('2'));
        if (schemas.response && answers.length === 0) problems.push(`${group}.${name}: no success answer registered`);
        for (const [status, answer] of answers) {
          if (answer !== schemas.response) problems.push(`${group}.${name}: answer ${status} is not the table's`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers a listed route at the path the table gives', async () => {
    const res = await ctx.app.inject({ method: routes.settings.public.method, url: `${apiBase}${routes.settings.public.path}` });
    expect(res.statusCode).toBe(200);
  });
});
