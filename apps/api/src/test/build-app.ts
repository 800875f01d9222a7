import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { WebBuild } from '../features/pages/server-rendering.ts';
import { loadConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './db.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A clock the tests move by hand, so expiry and cool-down rules are tested without sleeping. */
export function testClock(start = new Date('2026-11-20T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** The configuration every test app and test site starts from, its data in `dataDir`. */
export function testEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Test files share two cores and PGlite blocks its worker's event loop while it loads: a lag check
    // would refuse requests at random. plugins/load-control.test.ts turns it on where it is the subject.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Tests run background jobs when they mean to (app.jobs.runDue), not on a timer.
    JOBS_POLL_MS: '0',
  };
}

/** The real app on a fresh database and a temporary DATA_DIR; `env` overrides configuration. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    clock?: () => Date;
    logStream?: { write(line: string): void };
    /** Runs after the app is built and before it is ready: a test may add a route the way a feature would. */
    beforeReady?: (app: TestContext['app']) => void;
    /** Where this app's keys live in Redis; a test that shares state between apps gives them one. */
    redisPrefix?: string;
    /** Adds the benchmark's routes (features/bench), as `npm run bench` does. */
    benchRoutes?: boolean;
    /** Renders pages with this web app (test/web-from-sources.ts); without it pages are not rendered. */
    webBuild?: WebBuild;
    /** A database the test opened itself (closed with the app); a fresh test database otherwise. */
    database?: Database;
  } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-test-'));
  const config = loadConfig({
    ...testEnv(dataDir),
    // A test with the poll on backs up only when it is about backups (features/maintenance/backup.test.ts).
    BACKUP_KEEP: '0',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, logger: options.logStream ? { stream: options.logStream } : false, clock: options.clock, redisPrefix: options.redisPrefix, benchRoutes: options.benchRoutes, webBuild: options.webBuild });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's app as its tests read it: the file's hooks build and close it. */
export type FileApp = Omit<TestContext, 'close'>;

/** The test file's app, made by `build` before its tests and closed after them; the answer reads the one made by then. */
export function appOfFile(build: () => Promise<TestContext>, timeoutMs?: number): FileApp {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await build();
  }, timeoutMs);
  afterAll(() => ctx?.close());
  const built = () => {
    if (!ctx) throw new Error('the app is built in beforeAll: read it inside a hook or a test');
    return ctx;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get dataDir() {
      return built().dataDir;
    },
  };
}

/** `buildTestApp(env, options)` as the test file's app (appOfFile). */
export const testAppOfFile = (...args: Parameters<typeof buildTestApp>): FileApp => appOfFile(() => buildTestApp(...args));
