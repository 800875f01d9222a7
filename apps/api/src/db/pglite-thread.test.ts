// The embedded database on its own thread, as the server opens it (db/pglite-thread.ts): the same app
// behaviour through it, and a server thread that keeps answering while a slow query runs.
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite, queryRows, withTransaction } from './client.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { testApi } from '../test/api-client.ts';
import { buildProduct } from '../test/factories.ts';

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database on a thread of its own', () => {
  let ctx: TestContext;
  const api = testApi(() => ctx);

  beforeAll(async () => {
    const dump = await fs.readFile(inject('pgliteDumpPath'));
    ctx = await buildTestApp({}, { database: await openPglite({ loadDataDir: new Blob([dump]), thread: true }) });
  });
  afterAll(() => ctx?.close());

  it('serves the app: sign-in, a listing posted and browsed, the database error codes the rules read', async () => {
    const { token, user } = await api.signedIn();
    await buildProduct(ctx.database.db, { userId: user.id, name: 'لوح على خيط قاعدة البيانات' });
    const browse = await api.call('GET', '/marketplace/search-products?search=لوح', { headers: { 'cache-control': 'no-cache' } });
    expect(browse.statusCode).toBe(200);
    expect(browse.json().data.map((p: { name: string }) => p.name)).toContain('لوح على خيط قاعدة البيانات');
    expect((await api.call('GET', '/auth/profile', { token })).json().data.email).toBe(user.email);
    // A unique violation keeps PostgreSQL's code and constraint across the thread.
    const again = await queryRows(ctx.database.db, sql`insert into users (name, phone, email, password_hash) values ('x', ${user.phone}, ${user.email}, 'x')`).catch(
      (e: { cause?: { code?: string } }) => e.cause,
    );
    expect(again).toMatchObject({ code: '23505', constraint: expect.stringContaining('users') });
    // And the app's own answer to it: the same e-mail signed up again is refused as taken.
    const taken = await api.call('POST', '/auth/register', { lang: 'en', body: { name: 'Someone', email: user.email, phone: '771234999', password: 'Another@Pass1', confirmPassword: 'Another@Pass1' } });
    expect(taken.statusCode, taken.body).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBeLessThan(500);
  });

  it('commits a transaction that ends well and rolls back one that throws', async () => {
    await withTransaction(ctx.database.db, (tx) => queryRows(tx, sql`create table thread_kept (n int)`));
    await withTransaction(ctx.database.db, async (tx) => {
      await queryRows(tx, sql`insert into thread_kept values (1)`);
      throw new Error('changed my mind');
    }).catch(() => undefined);
    const [row] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from thread_kept`);
    expect(row!.n).toBe(0);
  });

  it('keeps the server thread free while a slow query runs: a timer fires on time and /health answers', async () => {
    const slow = queryRows(ctx.database.db, sql`select count(*) from generate_series(1, 1500000)`);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const timerLate = performance.now() - started - 20;
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const healthAt = performance.now() - started;
    await slow;
    const slowMs = performance.now() - started;
    expect(health.statusCode).toBe(200);
    expect(slowMs).toBeGreaterThan(300);
    expect(timerLate).toBeLessThan(100);
    expect(healthAt).toBeLessThan(slowMs / 2);
  });

  it('takes a live backup: the dump restores the same rows', async () => {
    const { dump } = await ctx.database.snapshot!(async () => null);
    const restored = await openPglite({ loadDataDir: dump });
    try {
      const [names] = await queryRows<{ n: number }>(restored.db, sql`select count(*)::int as n from products where name = 'لوح على خيط قاعدة البيانات'`);
      expect(names!.n).toBe(1);
    } finally {
      await restored.close();
    }
  });
});
