import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '@solar/shared/contract/health';
import { AppError } from '../../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-availability.ts';
import { PROBE_ROUTE_CONFIG } from '../../plugins/load-control.ts';
import { routes } from '@solar/shared/contract/routes';

/**
 * Liveness and readiness, apart (docs/decisions/017-operating-the-service.md): `/health` says the process
 * is alive, so a supervisor restarts only a process that hangs; `/ready` says this process can serve, so a
 * proxy sends traffic elsewhere while it cannot. Only what is this process's own decides: the database it
 * reaches, and pictures on its own disk. Redis and a bucket are shared by every process: were they to
 * decide, one outage would take every process out of the proxy at once, though browse and detail need
 * neither. They are reported in the body, and the routes that need them answer 503 on their own.
 */
const SHARED_CHECK_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness checks that arrive while a check is on its way share it: a proxy polling hard costs the
  // database one query per round trip, not one per check (docs/decisions/011-request-pipeline.md).
  // No answer is ever older than that round trip: nothing is kept once the check has answered, so an
  // outage shows on the next check, and so does the recovery.
  const answers = (work: Promise<unknown>) => work.then(() => true, () => false);
  // A shared service that hangs is reported as away within a second, before a proxy's check times out.
  const answersSoon = (work: Promise<unknown>) => Promise.race([answers(work), new Promise<false>((resolve) => setTimeout(resolve, SHARED_CHECK_MS, false).unref())]);
  let check: Promise<{ database: boolean; storage: boolean; redis: boolean }> | undefined;
  const checkAll = () =>
    (check ??= Promise.all([answers(app.database.ping()), answersSoon(app.imageStore.check()), answersSoon(app.sharedState.ping())])
      .then(([database, storage, redis]) => ({ database, storage, redis }))
      .finally(() => {
        check = undefined;
      }));

  app.get(routes.health.health.path, { config: PROBE_ROUTE_CONFIG, schema: { response: { 200: HealthResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: { uptimeSeconds: Math.round(process.uptime()) },
  }));

  app.get(routes.health.ready.path, { config: PROBE_ROUTE_CONFIG, schema: { response: { 200: ReadyResponseSchema } } }, async () => {
    const state = await checkAll();
    const ownStorage = app.imageStore.kind === 'disk';
    if (!state.database || (ownStorage && !state.storage)) {
      // Not ready: a proxy stops sending traffic here until this process's own dependencies answer again.
      throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    const shared = (ok: boolean) => (ok ? ('ok' as const) : ('unavailable' as const));
    return {
      status: 'success' as const,
      data: { database: 'ok' as const, storage: shared(state.storage), redis: app.sharedState.kind === 'redis' ? shared(state.redis) : ('not-configured' as const), replicas: app.database.replicas?.() },
    };
  });
};
