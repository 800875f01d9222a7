import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

const HOUR = 3_600_000;

/** docs/decisions/021-background-jobs.md, on the real database (PGlite, and PostgreSQL in CI). */
describe('a code whose first send fails', () => {
  const clock = testClock(new Date());
  const posts: { to: string; text: string }[] = [];
  let failNext = 1;
  let webhook: http.Server;
  let ctx: TestContext;
  const { call } = testApi(() => ctx);
  beforeAll(async () => {
    // A real SMS gateway on loopback that is down for the first message.
    webhook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(503).end();
          return;
        }
        posts.push(JSON.parse(body));
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    ctx = await buildTestApp(
      { NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms` },
      { clock: clock.now },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => webhook.close(() => resolve()));
  });

  it('still answers the sign-up, is sent on the retry, and is not kept once sent', async () => {
    const res = await call('POST', '/auth/register', { lang: 'en', body: { name: 'Omar Saleh', phone: '+967 733 555 011', email: 'omar.retry@example.test', password: 'Strong@123' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(posts).toEqual([]);
    // Not before its back-off…
    expect(await ctx.app.jobs.runDue()).toEqual({ done: 0, failed: 0 });
    clock.advance(5_001);
    expect(await ctx.app.jobs.runDue()).toEqual({ done: 1, failed: 0 });
    expect(posts).toEqual([{ to: '+967733555011', text: expect.stringMatching(/\d{6}/) }]);
    const code = /(\d{6})/.exec(posts[0]!.text)![1];
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/omar.retry@example.test', payload: { otp: code } });
    expect(verified.statusCode, verified.body).toBe(200);

    const rows = await queryRows<{ attempts: number; done: boolean; payload: unknown; last_error: string | null }>(
      ctx.database.db,
      sql`select attempts, done_at is not null as done, payload, last_error from jobs where kind = 'send-message' order by created_at, id`,
    );
    const sms = rows.find((r) => r.attempts === 2)!;
    expect(sms).toMatchObject({ done: true, payload: {}, last_error: 'SMS webhook answered 503' });
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('expired listings and old rows', () => {
  const clock = testClock(new Date());
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock: clock.now });
  });
  afterAll(() => ctx.close());

  const outboxFor = async (to: string) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}`, remoteAddress: '127.0.0.1' })).json().data as { text: string }[];
  const publicIds = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?limit=50' })).json().data as { _id: string }[]).map((p) => p._id);

  it('an expired listing leaves the public lists and its owner is told once, by SMS and e-mail in their language', async () => {
    const owner = await buildUser(ctx.database.db, { language: 'en' });
    const listing = await buildProduct(ctx.database.db, { userId: owner.id, name: 'Jinko 550 W panel', expiresAt: new Date(clock.now().getTime() + HOUR) });
    expect(await publicIds()).toContain(listing.id);

    clock.advance(2 * HOUR);
    expect(await publicIds()).not.toContain(listing.id);
    await ctx.app.jobs.enqueue(ctx.database.db, 'expire-listings', {});
    await ctx.app.jobs.runDue(); // finds it and queues the two messages
    await ctx.app.jobs.runDue(); // sends them
    for (const to of [`+${owner.phone}`, owner.email]) {
      const messages = await outboxFor(to);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.text).toContain('"Jinko 550 W panel" has expired');
    }

    // The next round tells nobody again.
    await ctx.app.jobs.enqueue(ctx.database.db, 'expire-listings', {});
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect(await outboxFor(owner.email)).toHaveLength(1);
  });

  it('the scheduled clean-up removes old rows, finished jobs among them', async () => {
    await ctx.app.jobs.enqueue(ctx.database.db, 'expire-listings', {});
    await ctx.app.jobs.runDue();
    const count = async () => (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from jobs where done_at is not null`))[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    await ctx.database.db.execute(sql`insert into rate_limits (key, window_start, count) values ('old:key', ${new Date(clock.now().getTime() - 72 * HOUR).toISOString()}, 3)`);

    clock.advance(25 * HOUR);
    await ctx.app.jobs.enqueue(ctx.database.db, 'cleanup', {});
    expect((await ctx.app.jobs.runDue()).done).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1); // the clean-up job itself, done just now
    expect((await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from rate_limits where key = 'old:key'`))[0]!.n).toBe(0);
  });

  // The embedded database has no autovacuum (docs/decisions/040-listing-counters-apart.md): the clean-up
  // vacuums it, so the public lists' index-only scans read no row from the table again.
  it.skipIf(process.env.DATABASE_URL)('the clean-up vacuums the embedded database, so the lists read their indexes alone', async () => {
    for (let i = 0; i < 3; i += 1) await buildProduct(ctx.database.db);
    const heapFetches = async () => {
      const plan = await ctx.database.db.transaction(async (tx) => {
        // Forced onto the index, as the lists are at 100,000 listings (three rows here would be read whole).
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, costs off) select id, created_at from products where status = 'approved' and is_active order by created_at desc, id desc`);
      });
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan using products_public_newest_idx');
      return Number(/Heap Fetches: (\d+)/.exec(text)![1]);
    };
    expect(await heapFetches()).toBeGreaterThan(0);
    clock.advance(HOUR);
    await ctx.app.jobs.enqueue(ctx.database.db, 'cleanup', {});
    expect((await ctx.app.jobs.runDue()).failed).toBe(0);
    expect(await heapFetches()).toBe(0);
  });
});
