import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { testApi } from '../../test/api-client.ts';

// docs/decisions/009-database-outages.md: while PostgreSQL cannot be reached, every request answers 503 with Retry-After, quickly, and
// the product serves again by itself once the database is back. The outage is made the way a failover
// or a restart looks to the app: its connections are cut and new ones refused (this file's own
// database only, so the other test files running beside it keep theirs). PGlite runs inside the process
// and cannot go away, so there the test is skipped and says why.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('a database outage on PostgreSQL (skipped on the embedded PGlite, which cannot be stopped from outside)', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let databaseName = '';
  const { call } = testApi(() => ctx);

  beforeAll(async () => {
    ctx = await buildTestApp();
    [{ name: databaseName }] = (await queryRows<{ name: string }>(ctx.database.db, sql`select current_database() as name`)) as [{ name: string }];
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${databaseName} allow_connections true`).catch(() => {});
    await admin.end();
    await ctx.close();
  });

  async function startOutage() {
    await admin.query(`alter database ${databaseName} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  }

  it('answers 503 with Retry-After within 5 s during the outage, and serves again afterwards without a restart', async () => {
    const product = await buildProduct(ctx.database.db);
    const seller = await buildUser(ctx.database.db);
    const { token } = (await call('POST', '/auth/login', { body: { identifier: seller.email, password: TEST_PASSWORD } })).json().data;
    // Each round asks lists no earlier round asked: a page kept for visitors would be served from memory
    // for its few seconds (docs/decisions/010-catalogue-at-scale.md), and this is about the database.
    let round = 0;
    const requests = () => [
      call('GET', `/marketplace/browse-products?limit=${10 + ++round}`),
      call('GET', `/marketplace/search-products?search_keyword=لوح&limit=${10 + round}`),
      call('GET', `/marketplace/getOneProduct/${product.id}`, { lang: 'en' }),
      call('GET', '/ready'),
      call('POST', `/products/${product.id}/like`, { token }),
      call('POST', '/auth/login', { body: { identifier: seller.email, password: TEST_PASSWORD } }),
    ];
    for (const res of await Promise.all(requests())) expect(res.statusCode, res.body).toBeLessThan(300);

    await startOutage();
    const started = Date.now();
    const during = await Promise.all(requests());
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const res of during) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(['SERVICE_UNAVAILABLE', 'OUTCOME_UNKNOWN']).toContain(res.json().code);
    }
    expect(during[2]!.json().message).toBe('The service is temporarily unavailable. Please try again shortly.');
    // Alive all along: a supervisor must not restart a process that only waits for its database.
    expect((await call('GET', '/health')).statusCode).toBe(200);

    await admin.query(`alter database ${databaseName} allow_connections true`);
    const after = await Promise.all(requests());
    for (const res of after) expect(res.statusCode, res.body).toBeLessThan(300);
  });
});
