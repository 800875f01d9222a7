import pg from 'pg';

/**
 * Read routing over PostgreSQL streaming replicas (docs/decisions/037-read-replicas-and-roles.md). A
 * `ReplicaReadPool` stands where drizzle expects a pg.Pool: each query goes to the next replica that is
 * up and not lagging past the bound, and to the primary when none is, or when the chosen one fails to
 * answer (it is then skipped until its next check passes). A client never sees a replica's outage.
 */
export interface ReplicaStatus {
  /** The replica's host:port/database, never its credentials. */
  name: string;
  state: 'ok' | 'lagging' | 'down';
  /** Seconds its replay is behind (0 when it has replayed everything it received). */
  lagSeconds: number | null;
}

export interface ReplicaOptions {
  urls: string[];
  max: number;
  maxLagSeconds: number;
  /** How often each replica's health is read; a failed query also marks it down at once. */
  checkMs?: number;
  connectMs: number;
  statementMs: number;
}

/** Errors that say "this server cannot answer now", not "this query is wrong": the primary is asked instead. */
export function isServerTrouble(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  const code = e?.code ?? '';
  // Connection classes, shutdowns, and a replica whose database or login is gone (it is the replica that is wrong).
  if (/^(08|28)/.test(code) || ['3D000', '57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) return true;
  // A standby cancels a read whose rows replay must remove ("conflict with recovery").
  if (code === '40001' && /recovery/i.test(e.message ?? '')) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e?.message ?? '');
}

const LAG_QUERY = `select pg_is_in_recovery() as standby,
  case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn()
        and exists (select 1 from pg_stat_wal_receiver where status = 'streaming') then 0
       else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as lag`;

class Replica {
  readonly pool: pg.Pool;
  state: ReplicaStatus['state'] = 'down';
  lagSeconds: number | null = null;

  constructor(
    readonly name: string,
    url: string,
    options: ReplicaOptions,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: options.max, connectionTimeoutMillis: options.connectMs, statement_timeout: options.statementMs, keepAlive: true });
    this.pool.on('error', () => {});
  }

  async check(maxLagSeconds: number) {
    try {
      const { rows } = await this.pool.query<{ standby: boolean; lag: number | null }>(LAG_QUERY);
      const row = rows[0]!;
      // A server that is not a standby (promoted, or a primary named by mistake) still answers reads truthfully.
      this.lagSeconds = row.standby ? Math.max(0, row.lag ?? 0) : 0;
      this.state = this.lagSeconds > maxLagSeconds ? 'lagging' : 'ok';
    } catch {
      this.state = 'down';
      this.lagSeconds = null;
    }
  }
}

/** A URL's host, port and database: what a status line may show. */
function displayName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

/** The one shape of pg's query drizzle calls: a query (text or config) and its values. */
const queryOn = (pool: pg.Pool, query: unknown, values?: unknown) =>
  (pool.query as (q: unknown, v?: unknown) => Promise<pg.QueryResult>).call(pool, query, values);

export class ReplicaReadPool {
  private readonly replicas: Replica[];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly primary: pg.Pool,
    private readonly options: ReplicaOptions,
  ) {
    this.replicas = options.urls.map((url) => new Replica(displayName(url), url, options));
  }

  /** Reads every replica's state once, then keeps reading it in the background (never keeping the process alive). */
  async start(): Promise<void> {
    await this.checkAll();
    const tick = () => {
      this.checking = this.checkAll().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.checkMs ?? 1_000).unref();
      });
    };
    this.timer = setTimeout(tick, this.options.checkMs ?? 1_000).unref();
  }

  checkAll(): Promise<void> {
    return Promise.all(this.replicas.map((r) => r.check(this.options.maxLagSeconds))).then(() => undefined);
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({ name: r.name, state: r.state, lagSeconds: r.lagSeconds }));
  }

  /** The next healthy replica, round robin; undefined sends the read to the primary. */
  private pick(): Replica | undefined {
    for (let i = 0; i < this.replicas.length; i += 1) {
      const replica = this.replicas[(this.next + i) % this.replicas.length]!;
      if (replica.state === 'ok') {
        this.next = (this.next + i + 1) % this.replicas.length;
        return replica;
      }
    }
    return undefined;
  }

  async query(query: unknown, values?: unknown): Promise<pg.QueryResult> {
    const replica = this.pick();
    if (!replica) return queryOn(this.primary, query, values);
    try {
      return await queryOn(replica.pool, query, values);
    } catch (error) {
      if (!isServerTrouble(error)) throw error;
      replica.state = 'down';
      return queryOn(this.primary, query, values);
    }
  }

  /** A client for a read transaction: a healthy replica's, else the primary's. */
  async connect(): Promise<pg.PoolClient> {
    const replica = this.pick();
    if (replica) {
      try {
        return await replica.pool.connect();
      } catch (error) {
        if (!isServerTrouble(error)) throw error;
        replica.state = 'down';
      }
    }
    return this.primary.connect();
  }

  async end(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.checking;
    await Promise.all(this.replicas.map((r) => r.pool.end()));
  }
}
