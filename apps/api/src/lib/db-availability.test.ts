import net from 'node:net';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { databaseOutage } from './db-availability.ts';

// The errors node-postgres really gives, not hand-made ones: a server that refuses the connection, and
// (on PostgreSQL) a connection cut under a query.

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('what counts as the database being away', () => {
  it('a refused connection is "unreachable": nothing was sent', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'nobody', connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(databaseOutage(error)).toBe('unreachable');
  });

  it('a syntax error or a constraint is not an outage', async () => {
    expect(databaseOutage(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBeUndefined();
    expect(databaseOutage(new Error('Cannot read properties of undefined'))).toBeUndefined();
  });

  it.skipIf(!process.env.DATABASE_URL)('a connection cut under a query is "dropped": a write may have happened (PostgreSQL only)', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on('error', () => {});
    await client.connect();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const running = client.query('select pg_sleep(5)').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    const error = await running;
    await admin.end();
    await client.end().catch(() => {});
    expect(databaseOutage(error)).toBe('dropped');
  });
});
