// Read routing on PostgreSQL (docs/decisions/037-read-replicas-and-roles.md): here the "replica" is a copy of
// the primary's database taken at one moment, so which one answered shows in what a caller sees. The real
// streaming replica, its lag and its outage are in `npm run test:cluster`.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres } from './client.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { testApi } from '../test/api-client.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../test/factories.ts';

const url = process.env.DATABASE_URL;
const withName = (name: string) => {
  const u = new URL(url!);
  u.pathname = `/${name}`;
  return u.toString();
};

describe.skipIf(!url)('anonymous public reads on a read replica', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  const primary = `solar_test_${crypto.randomBytes(6).toString('hex')}`;
  const replica = `${primary}_r`;
  const api = testApi(() => ctx);
  let seller: { id: string; email: string | null };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${primary} template ${inject('pgTemplate')}`);
    const seeding = await openPostgres(withName(primary), { max: 2 });
    seller = await buildUser(seeding.db);
    await buildProduct(seeding.db, { userId: seller.id, name: 'لوح قبل النسخة' });
    await seeding.close();
    // The replica as of now: what the primary gains from here on is not in it.
    await admin.query(`create database ${replica} template ${primary}`);
    const database = await openPostgres(withName(primary), { max: 4, replicas: { urls: [withName(replica)], max: 2, maxLagSeconds: 10, checkMs: 200 } });
    ctx = await buildTestApp({}, { database });
  });

  afterAll(async () => {
    await ctx?.close();
    await admin.query(`drop database if exists ${replica} with (force)`);
    await admin.query(`drop database if exists ${primary} with (force)`);
    await admin.end();
  });

  const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((p) => p.name).sort();
  const browse = (token?: string) => api.call('GET', '/marketplace/browse-products?limit=50', { token, headers: { 'cache-control': 'no-cache' } });

  it('an anonymous browse reads the replica; a signed-in caller and the seller\'s own list read the primary at once', async () => {
    await buildProduct(ctx.database.db, { userId: seller.id, name: 'لوح بعد النسخة' });
    expect(names(await browse())).toEqual(['لوح قبل النسخة']);

    const { token } = await api.signedIn();
    expect(names(await browse(token))).toEqual(['لوح بعد النسخة', 'لوح قبل النسخة']);
    const login = await api.call('POST', '/auth/login', { body: { identifier: seller.email, password: TEST_PASSWORD } });
    const own = await api.call('GET', '/products/user-products', { token: login.json().data.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(names(own)).toEqual(['لوح بعد النسخة', 'لوح قبل النسخة']);

    const ready = await api.call('GET', '/ready');
    expect(ready.json().data.replicas).toEqual([{ name: expect.stringContaining(replica), state: 'ok', lagSeconds: 0 }]);
  });

  it('a replica that goes away: the same read is answered by the primary, with no error, and /ready says so', async () => {
    await admin.query(`drop database ${replica} with (force)`);
    const res = await browse();
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['لوح بعد النسخة', 'لوح قبل النسخة']);
    expect((await api.call('GET', '/ready')).json().data.replicas[0].state).toBe('down');
  });
});
