import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '@solar/shared/contract/health';
import { AppError } from '../../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-availability.ts';
import { PROBE_ROUTE_CONFIG } from '../../plugins/load-control.ts';
import { routes } from '@solar/shared/contract/routes';

/**
 * Liveness and readiness, apart (docs/decisions/017-operating-the-service.md): `/health` says the process
 * is alive, so a supervisor restarts only a process that hangs; `/ready` says it can serve (database, storage,
 * Redis when configured), so a proxy
 * sends traffic elsewhere while the database or storage is away, without restarting anything.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness checks that arrive while a check is on its way share it: a proxy polling hard costs the
  // database one query per round trip, not one per check (docs/decisions/011-request-pipeline.md).
  // No answer is ever older than that round trip: nothing is kept once the check has answered, so an
  // outage shows on the next check, and so does the recovery.
  let check: Promise<void> | undefined;
  const checkShared = () =>
    (check ??= Promise.all([app.database.ping(), app.imageStore.check(), app.sharedState.ping()])
      .then(() => undefined)
      .finally(() => {
        check = undefined;
      }));

  app.get(routes.health.health.path, { config: PROBE_ROUTE_CONFIG, schema: { response: { 200: HealthResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { uptimeSeconds: Math.round(process.uptime()) },
  }));

  app.get(routes.health.ready.path, { config: PROBE_ROUTE_CONFIG, schema: { response: { 200: ReadyResponseSchema } } }, async () => {
    try {
      await checkShared();
    } catch {
      // Not ready: a proxy stops sending traffic here until the dependencies answer again.
      throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    return {
      status: 'success' as const,
      data: { database: 'ok' as const, storage: 'ok' as const, redis: app.sharedState.kind === 'redis' ? ('ok' as const) : ('not-configured' as const) },
    };
  });
};
