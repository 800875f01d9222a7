import fs from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { AppConfig } from '../config/env.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { PgliteThread } from './pglite-thread.ts';
import { ReplicaReadPool, type ReplicaOptions, type ReplicaStatus } from './read-replicas.ts';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Where anonymous public reads go: a read replica when one is configured and healthy, else `db`
   * (db/read-replicas.ts). Nothing that writes, and nothing a signed-in user must see at once, uses it.
   */
  readDb: Db;
  /**
   * PostgreSQL only: calls `onNotice` on each NOTIFY of `channel`, on a connection of its own that comes
   * back after an outage; the function returned stops listening.
   */
  listen?(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
  /** The read replicas' states, for /ready and metrics; undefined without replicas. */
  replicas?(): ReplicaStatus[];
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: processes starting together take turns, so migrations,
   * default settings and the admin bootstrap run once and never race (docs/decisions/017-operating-the-service.md).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Answers when the database runs a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The connection pool's counts, read when metrics are scraped (docs/decisions/018-api-docs-and-metrics.md);
   * PostgreSQL only: the embedded database has no pool.
   */
  stats?(): PoolStats;
  /**
   * The embedded database only: PGlite's own dump of its data directory (an uncompressed tarball), taken
   * while no query or transaction runs, and `alsoMeanwhile` run in the same pause, so what it records (the
   * pictures the dump refers to) matches the dump exactly (docs/decisions/033-live-backups.md).
   */
  snapshot?<T>(alsoMeanwhile: () => Promise<T>): Promise<{ dump: Blob; also: T }>;
}

/** A connection pool at one moment: connections open, of which idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const migrationsFolder = MIGRATIONS_DIR;

/**
 * PGlite's PostgreSQL keeps 128 MB of shared buffers by default, inside the process's WebAssembly memory;
 * the embedded default holds a small catalogue, and the operating system's file cache keeps its pages
 * anyway, so 16 MB keep the whole process well under its 400 MiB budget (docs/decisions/014-build-and-start.md).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite's PostgreSQL is a 10 MB WebAssembly module. V8 compiles it twice by default: at once with its
 * baseline compiler (Liftoff), then hot functions again, optimised, on background threads, whose memory the
 * process keeps. Measured on the demo data: 40–55 MiB less resident memory with Liftoff only, the database
 * open in about half the time, and the same steady query speed (docs/decisions/014-build-and-start.md).
 * The flag applies to WebAssembly compiled from now on, in this process: PGlite is the only module.
 */
function compileWasmOnce() {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * Opens (or creates) the embedded PostgreSQL under `dataDir/db`, or loads a prepared data-dir dump. With
 * `thread`, PGlite runs on a thread of its own (db/pglite-thread.ts), as the server runs it: a slow query
 * then never stops the event loop. Tests and the operator's commands keep it on their own thread.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; thread?: boolean }): Promise<Database> {
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const startParams = ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  if (options.thread) {
    const thread = await PgliteThread.start({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined,
      startParams,
    });
    return pgliteDatabase(thread as unknown as PGlite, {
      close: () => thread.close(),
      dump: () => thread.dumpDataDir(),
    });
  }
  compileWasmOnce();
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...startParams],
  });
  return pgliteDatabase(client, { close: () => client.close(), dump: () => client.dumpDataDir('none') });
}

/** The Database over PGlite, in this thread or its own: drizzle sees the same `query`/`transaction` either way. */
function pgliteDatabase(client: PGlite, own: { close(): Promise<void>; dump(): Promise<Blob | File> }): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: async () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One process owns an embedded data directory; there is nobody to take turns with.
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => own.close(),
    // A transaction holds PGlite's transaction lock, which every query and transaction takes first, so
    // nothing else runs until it ends; the dump takes only the query lock, free inside it.
    snapshot: (alsoMeanwhile) =>
      client.transaction(async () => {
        const dump = await own.dump();
        return { dump, also: await alsoMeanwhile() };
      }),
  };
}

/**
 * Time limits of the app's PostgreSQL connections, so no request hangs while the server is away: a
 * request gets a connection within 10 s (a new one opened, or a busy pool's free slot; then the pool
 * answers "timeout exceeded when trying to connect"), a statement may run 10 s on the server
 * (`statement_timeout`, 57014), and TCP keep-alive notices a peer that vanished. A stopped or refusing
 * server fails at once; the 10 s only bound a silent network and a saturated pool. Each ends the request with 503 and Retry-After (lib/db-availability.ts), well inside
 * Fastify's 30 s request time-out. Migrations run on a connection of their own without these limits; a
 * long maintenance statement lifts the statement limit for its transaction (`set local`).
 */
export const POSTGRES_TIMEOUTS = { connectMs: 10_000, statementMs: 10_000 } as const;

/** The advisory lock start-up takes on PostgreSQL: "solarmkt" in ASCII, unlikely to meet anyone else's key. */
export const STARTUP_LOCK_KEY = '8317986202563996532';

/** Connects to a PostgreSQL server, and to its read replicas when given. */
export async function openPostgres(
  url: string,
  options: { max?: number; replicas?: Omit<ReplicaOptions, 'connectMs' | 'statementMs'> } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    keepAlive: true,
  });
  // A pool error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  const reads = options.replicas?.urls.length
    ? new ReplicaReadPool(pool, { ...options.replicas, connectMs: POSTGRES_TIMEOUTS.connectMs, statementMs: POSTGRES_TIMEOUTS.statementMs })
    : undefined;
  await reads?.start();
  return {
    db,
    readDb: reads ? (drizzlePg(reads as unknown as pg.Pool, { schema }) as Db) : db,
    replicas: reads ? () => reads.status() : undefined,
    kind: 'postgres',
    migrate: async () => {
      // Building an index over a million rows takes longer than a request may.
      const unbounded = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg(unbounded, { schema }), { migrationsFolder });
      } finally {
        await unbounded.end();
      }
    },
    withStartupLock: async (work) => {
      // A session-level advisory lock on a connection of its own: a process that dies while holding it
      // loses the connection, and the server releases the lock with it.
      const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await holder.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onNotice) => {
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const reconnectLater = () => {
        client = undefined;
        if (!stopped && !retry) retry = setTimeout(() => ((retry = undefined), void connect()), 5_000).unref();
      };
      const connect = async () => {
        const listener = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs, keepAlive: true });
        listener.on('notification', () => onNotice());
        listener.on('error', reconnectLater);
        try {
          await listener.connect();
          await listener.query(`listen ${channel}`);
          client = listener;
        } catch {
          await listener.end().catch(() => {});
          reconnectLater();
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
    close: async () => {
      await reads?.end();
      await pool.end();
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The database the configuration names: PostgreSQL when a URL is given, else PGlite under DATA_DIR. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string } & Partial<Pick<AppConfig, 'poolMax' | 'replicaUrls' | 'replicaPoolMax' | 'replicaMaxLagSeconds'>>,
): Promise<Database> {
  const replicas = config.replicaUrls?.length
    ? { urls: config.replicaUrls, max: config.replicaPoolMax ?? 10, maxLagSeconds: config.replicaMaxLagSeconds ?? 10 }
    : undefined;
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { max: config.poolMax, replicas })
    : openPglite({ dataDir: path.join(config.dataDir, 'db'), thread: true });
}

/** True when the database holds no user and no product yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from users)::int + (select count(*) from products)::int as n`,
  );
  return Number(row?.n ?? 0) === 0;
}

/** How many migrations the database has recorded (none before the first). */
export async function appliedMigrations(db: Db): Promise<number> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return 0;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The one way to open a transaction: runs `work` in it and hands it the transaction as the same `Db`
 * every repository takes (a drizzle transaction is a `PgDatabase` too, so no cast is needed). Passing the
 * `tx` on is how several repositories' writes become one. Throwing inside rolls everything back, so a rule
 * that must record a failure returns the outcome and throws after the commit.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * VACUUM of these tables (of every table without a list), with ANALYZE when asked, outside any transaction:
 * it marks the pages of changed rows all-visible again, which the public lists' index-only scans need, and
 * reuses the space of deleted rows (docs/decisions/040-listing-counters-apart.md). PostgreSQL's autovacuum
 * does this too, later; the embedded database has none. On PostgreSQL it runs on a connection of its own
 * with no statement limit, since a large table takes longer than a request's 10 s.
 */
export async function vacuum(db: Db, options: { tables?: readonly VacuumedTable[]; analyze?: boolean } = {}): Promise<void> {
  const statement = `vacuum${options.analyze ? ' (analyze)' : ''}${options.tables ? ` ${options.tables.join(', ')}` : ''}`;
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    await db.execute(sql.raw(statement));
    return;
  }
  const connection = await pool.connect();
  try {
    await connection.query('set statement_timeout = 0');
    await connection.query(statement);
    await connection.query('reset statement_timeout');
    connection.release();
  } catch (error) {
    // Closed, not returned to the pool with its limit lifted.
    connection.release(true);
    throw error;
  }
}
type VacuumedTable = 'products' | 'product_images' | 'search_terms' | 'product_counters' | 'price_history';
