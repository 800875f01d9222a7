import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createImageStore, type ImageStore } from './lib/image-store.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerServerRendering, type WebBuild } from './features/pages/server-rendering.ts';
import { registerPageRoutes } from './features/pages/pages.routes.ts';
import { createLoadControl, type LoadControl } from './plugins/load-control.ts';
import http from 'node:http';
import { registerHttpCaching } from './plugins/http-caching.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerBackgroundJobs } from './features/maintenance/maintenance.service.ts';
import { createJobQueue, type JobQueue } from './lib/jobs.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { readableLogStream } from './lib/log-lines.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { registerRequestLog, RequestLogController } from './lib/request-log.ts';
import { registerRequestId, requestIdOf } from './lib/request-id.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { apiBase } from '@solar/shared/contract/routes';
import { healthRoutes } from './features/health/health.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { compatibilityRoutes } from './features/compatibility/compatibility.routes.ts';
import { priceReferenceRoutes } from './features/price-reference/price-reference.routes.ts';
import { sellingRoutes } from './features/selling/selling.routes.ts';
import { reviewRoutes } from './features/review/review.routes.ts';
import { directoryRoutes } from './features/directory/directory.routes.ts';
import { benchRoutes } from './features/bench/bench.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { devRoutes } from './features/dev/dev.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { adminDirectoryRoutes } from './features/admin-directory/admin-directory.routes.ts';
import { calculatorAdminRoutes, calculatorRoutes } from './features/calculator/calculator.routes.ts';
import { registerAuthenticate } from './plugins/authenticate.ts';
import { createNotifier, type Notifier } from './lib/notifier.ts';
import { databaseSharedState, redisSharedState, type SharedState } from './lib/shared-state.ts';
import { shareSettingsChanges } from './features/settings/settings-cache.ts';
import { documented, recordRoutes, registerApiDocs } from './features/docs/openapi.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerAlertJobs } from './features/alerts/alerts.jobs.ts';
import { registerBackupJobs } from './features/maintenance/backup.jobs.ts';
import { registerPriceIndexJobs } from './features/prices/prices.jobs.ts';
import { createKeptPriceFigures, type KeptPriceFigures } from './features/prices/prices.service.ts';
import { pricesAdminRoutes, pricesRoutes } from './features/prices/prices.routes.ts';
import { savedSearchRoutes, unsubscribeRoutes } from './features/alerts/alerts.routes.ts';
import { wantedAdminRoutes, wantedPublicRoutes, wantedRoutes } from './features/wanted/wanted.routes.ts';
import { registerWantedJobs } from './features/wanted/wanted.jobs.ts';
import { createCatalogueCaches, type CatalogueCaches } from './features/products/products.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    imageStore: ImageStore;
    notifier: Notifier;
    /** Rate-limit counters and cache news every process shares (lib/shared-state.ts). */
    sharedState: SharedState;
    /** How much work this process takes, and what it refused (plugins/load-control.ts). */
    loadControl: LoadControl;
    /** Background work queued in the database (lib/jobs.ts). */
    jobs: JobQueue;
    /** The catalogue's short-lived counts, facets and search terms, one set for every route (lib/request-context.ts). */
    catalogueCaches: CatalogueCaches;
    /** The price index's figures this process keeps: the cards' marks and the index's answers (features/prices). */
    priceFigures: KeptPriceFigures;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Registers the benchmark's ceiling routes; only `npm run bench` asks for them. */
  benchRoutes?: boolean;
  /** The clock every time rule reads (code expiry, cool-downs, sessions); tests move it instead of sleeping. */
  clock?: () => Date;
  /**
   * Also check every answer against its zod schema (a 500 when it does not match); on by default
   * outside production (docs/decisions/011-request-pipeline.md).
   */
  checkResponses?: boolean;
  /** Where this app's keys live in Redis ("solar:" by default); tests give each app its own. */
  redisPrefix?: string;
  /** The web app pages are rendered with; by default its build in `config.webDistDir` (tests render from its sources). */
  webBuild?: WebBuild;
}

export const API_PREFIX = apiBase;

/** Builds the whole server: cross-cutting plugins first, then one line per feature. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  // Refusals under load are made before Fastify parses the request (plugins/load-control.ts).
  const loadControl = createLoadControl({ maxInFlight: config.maxInFlight, maxEventLoopDelayMs: config.maxEventLoopDelayMs, headers: securityHeaders(config) });
  const app = Fastify({
    serverFactory: (handler) =>
      http.createServer((request, response) => {
        if (!loadControl.refusesEarly(request, response)) handler(request, response);
      }),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(config.logFormat === 'pretty' && { stream: readableLogStream(process.stdout) }),
            ...(typeof options.logger === 'object' ? options.logger : {}),
            serializers: logSerializers,
          },
    bodyLimit: 256 * 1024,
    // Fastify has no request time-out by default; a slow client must not hold a socket for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new RequestLogController(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  // First: every route from here on is recorded, and collected for the OpenAPI document (decision 018).
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? config.nodeEnv !== 'production' }));

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('imageStore', await createImageStore(config));
  app.decorate('now', options.clock ?? (() => new Date()));
  app.decorate('notifier', createNotifier(config, database.db, app.log));
  // Only a process that runs jobs listens for them; a web-only one queues them for the worker.
  const runsJobs = config.role !== 'web';
  app.decorate('jobs', createJobQueue(database.db, () => app.now(), app.log, { runs: runsJobs, listen: runsJobs ? database.listen : undefined }));
  const sharedState = config.redisUrl ? await redisSharedState(config.redisUrl, { prefix: options.redisPrefix ?? config.redisPrefix }) : databaseSharedState(database.db);
  app.decorate('sharedState', sharedState);
  const priceFigures = createKeptPriceFigures();
  app.decorate('priceFigures', priceFigures);
  app.decorate('catalogueCaches', createCatalogueCaches(sharedState, priceFigures));
  app.addHook('onClose', async () => sharedState.close());
  // A setting changed in any process drops every process's copies.
  const settingsChangedElsewhere = shareSettingsChanges(() => sharedState.announce('settings'));
  sharedState.on('settings', settingsChangedElsewhere);
  app.addHook('onClose', async () => app.notifier.close());

  registerRequestLog(app);
  registerRequestId(app);
  registerLocale(app);
  registerErrorHandler(app);
  app.decorate('loadControl', loadControl);
  await loadControl.register(app);
  registerAuthenticate(app);
  registerInputGuard(app);
  registerBackgroundJobs(app, { cleanupIntervalSeconds: config.cleanupIntervalSeconds, pollMs: config.jobsPollMs, schedules: [registerAlertJobs(app), registerBackupJobs(app, { keep: config.backupKeep }), registerWantedJobs(app), registerPriceIndexJobs(app, priceFigures)] });
  await registerSecurity(app, config);
  registerHttpCaching(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Before any feature, so its hook times every route; only with METRICS_TOKEN (decision 018).
  registerMetrics(app, { token: config.metricsToken, database, refusedEarly: loadControl.refusedEarly });
  await registerApiDocs(app);

  // Each feature under its tag in the OpenAPI document; `signIn` where the feature guards every route
  // with a hook of its own (a guard on a route is seen by itself). docs/decisions/018-api-docs-and-metrics.md
  await app.register(
    async (api) => {
      await api.register(documented('Operations', healthRoutes));
      await api.register(documented('Operations', settingsRoutes));
      await api.register(documented('Buying', productsRoutes));
      await api.register(documented('Buying', compatibilityRoutes));
      await api.register(documented('Buying', priceReferenceRoutes));
      await api.register(documented('Buying', pricesRoutes));
      await api.register(documented('Selling', sellingRoutes, { signIn: 'user' }));
      await api.register(documented('Admin', reviewRoutes, { signIn: 'admin' }));
      await api.register(documented('Directory', directoryRoutes));
      await api.register(documented('Accounts', authRoutes));
      await api.register(documented('Accounts', uploadsRoutes));
      await api.register(documented('Admin', adminRoutes, { signIn: 'admin' }));
      await api.register(documented('Admin', adminDirectoryRoutes, { signIn: 'admin' }));
      await api.register(documented('Calculator', calculatorRoutes));
      await api.register(documented('Alerts', savedSearchRoutes, { signIn: 'user' }));
      await api.register(documented('Alerts', unsubscribeRoutes));
      await api.register(documented('Admin', calculatorAdminRoutes, { signIn: 'admin' }));
      await api.register(documented('Wanted', wantedPublicRoutes));
      await api.register(documented('Wanted', wantedRoutes, { signIn: 'user' }));
      await api.register(documented('Admin', wantedAdminRoutes, { signIn: 'admin' }));
      await api.register(documented('Admin', pricesAdminRoutes, { signIn: 'admin' }));
      // Development and benchmark routes stay out of the document (they exist only in those settings).
      if (config.notifyTransport === 'outbox') await api.register(devRoutes);
      if (options.benchRoutes) await api.register(benchRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerPageRoutes(app, { publicUrl: config.publicUrl, dataDir: config.dataDir, store: app.imageStore });
  await registerServerRendering(app, { webDistDir: config.webDistDir, publicUrl: config.publicUrl, build: options.webBuild });
  await registerStaticFiles(app, { webDistDir: config.webDistDir, uploadsDir: app.imageStore.localRoot });
  return app;
}
