import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/client.ts';
import { sendError } from './error-handler.ts';

// Prometheus metrics at GET /metrics, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`
// (docs/decisions/018-api-docs-and-metrics.md). Without a token nothing is measured and the route does
// not exist. Per request there is one callback hook and one histogram observation (decision 011: the
// pipeline stays cheap); the process and pool figures are read when the scraper asks.

/** The route label of a request no route matched (unknown paths, the web app's fallback): one label, whatever the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

// Seconds. Most API answers take a few milliseconds; the last bucket is Fastify's 30 s request time-out.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const STATUS_CLASSES = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

export function registerMetrics(app: FastifyInstance, options: { token: string | undefined; database: Database; refusedEarly?: () => number }) {
  if (!options.token) return;
  // A registry of this app's own: tests build many apps in one process, and nothing else in the
  // process should be able to add to what is published.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer leaving, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests answered 503 Service Unavailable (draining for a restart, database unreachable, not ready), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  // Refusals made before Fastify saw the request (plugins/load-control.ts), read when scraped.
  const refusedEarly = options.refusedEarly;
  if (refusedEarly) {
    let seen = 0;
    new Counter({
      name: 'http_requests_refused_early_total',
      help: 'Requests refused with 503 at the door while this process was full, before any route ran',
      registers: [registry],
      collect() {
        const now = refusedEarly();
        this.inc(now - seen);
        seen = now;
      },
    });
  }

  const stats = options.database.stats;
  if (stats) {
    const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(stats()));
        },
      });
    pool('db_pool_connections_total', 'PostgreSQL connections the pool holds open', (s) => s.total);
    pool('db_pool_connections_idle', 'PostgreSQL connections open and free', (s) => s.idle);
    pool('db_pool_waiting_queries', 'Queries waiting for a free connection', (s) => s.waiting);
  }

  const replicas = options.database.replicas;
  if (replicas) {
    new Gauge({
      name: 'db_replica_up',
      help: 'A read replica takes reads (1), or is skipped because it lags past the bound or does not answer (0)',
      labelNames: ['replica', 'state'],
      registers: [registry],
      collect() {
        this.reset();
        for (const r of replicas()) this.set({ replica: r.name, state: r.state }, r.state === 'ok' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'How far a read replica\'s replay is behind, at its last check',
      labelNames: ['replica'],
      registers: [registry],
      collect() {
        this.reset();
        for (const r of replicas()) if (r.lagSeconds !== null) this.set({ replica: r.name }, r.lagSeconds);
      },
    });
  }

  // A callback hook, not an async one: no promise per request. The route is the pattern it matched
  // (`/api/v1/marketplace/getOneProduct/:id`), never the URL, so the labels stay few.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    duration.observe({ method: request.method, route, status_class: STATUS_CLASSES[Math.floor(status / 100)] ?? 'other' }, reply.elapsedTime / 1000);
    if (status === 503) shed.inc({ route });
    done();
  });

  // Compared as digests of equal length, in constant time.
  const expected = sha256(`Bearer ${options.token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization;
    if (!given || !crypto.timingSafeEqual(sha256(given), expected)) {
      reply.header('WWW-Authenticate', 'Bearer');
      return sendError(reply, request, 401, 'UNAUTHORIZED');
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
