// When PostgreSQL cannot be reached for a moment (a restart, a failover, a connection storm), callers
// must be told "try again shortly" with a time, not "unexpected error" (docs/decisions/009-database-outages.md): a proxy, a client or
// the web app cannot tell a 500 from a bug. These are the errors that mean it, as node-postgres and
// PostgreSQL report them, whether or not drizzle wrapped them.

/** Seconds a caller is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Nothing was sent: the connection could not be made or was refused.
const CONNECT_ERRNO = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT']);
const CONNECT_SQLSTATE = new Set([
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);
const CONNECT_MESSAGES = [/timeout exceeded when trying to connect/i, /is not currently accepting connections/i, /Connection terminated due to connection timeout/i];

// The connection broke while a query was on it: a write may or may not have committed.
const DROPPED_ERRNO = new Set(['ECONNRESET', 'EPIPE']);
const DROPPED_SQLSTATE = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '08006', // connection_failure
  '08003', // connection_does_not_exist
  '57014', // query_canceled: our statement time-out
]);
const DROPPED_MESSAGES = [/Connection terminated unexpectedly/i, /Client has encountered a connection error/i, /Query read timeout/i];

export type DatabaseOutage = 'unreachable' | 'dropped';

/** The errors in a chain of causes (drizzle wraps the driver's error), nearest first. */
export function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/**
 * 'unreachable' when the database could not be reached (nothing was sent), 'dropped' when the connection
 * broke under a query, undefined for any other error.
 */
export function databaseOutage(error: unknown): DatabaseOutage | undefined {
  for (const e of errorChain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECT_ERRNO.has(code) || CONNECT_SQLSTATE.has(code) || CONNECT_MESSAGES.some((m) => m.test(message))) return 'unreachable';
    if (DROPPED_ERRNO.has(code) || DROPPED_SQLSTATE.has(code) || DROPPED_MESSAGES.some((m) => m.test(message))) return 'dropped';
  }
  return undefined;
}
