import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.ts';
import { prepareDatabase, StartupError } from './boot.ts';
import { queryRows } from './db/client.ts';
import { DEMO_DATA, type DemoDataSet } from './seed/seed.ts';
import { prepareFirstStart } from './seed/first-start.ts';
import { hashPassword, verifyPassword } from './lib/passwords.ts';

// A real slice of the demo data keeps this test quick; the full set is seeded by the browser tests.
const slice: DemoDataSet = {
  products: DEMO_DATA.products.filter((p) => p.images.length > 0).slice(0, 3),
  engineers: DEMO_DATA.engineers.slice(0, 1),
  shops: DEMO_DATA.shops.slice(0, 1),
  ads: DEMO_DATA.ads.slice(0, 1),
};

let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
  dirs = [];
});

async function tempDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-boot-'));
  dirs.push(dir);
  return dir;
}

/** What `npm start` does before the server (run-seed --first-start). */
const firstStart = (config: ReturnType<typeof loadConfig>, log: (message: string) => void) => prepareFirstStart(config, log, slice);

const counts = async (db: Parameters<typeof queryRows>[0]) =>
  (await queryRows<{ products: number; users: number; ids: string }>(
    db,
    sql`select (select count(*) from products)::int as products, (select count(*) from users)::int as users,
      (select string_agg(id::text, ',' order by id) from products) as ids`,
  ))[0]!;

describe('first start of the embedded database', () => {
  it('seeds an empty database once; a restart keeps the same data and does not seed again', async () => {
    const dataDir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const logs: string[] = [];

    const first = await firstStart(config, (m) => logs.push(m));
    const before = await counts(first.db);
    await first.close();
    expect(before.products).toBe(3);
    expect(before.users).toBe(4);
    expect(logs.filter((l) => l.startsWith('Demo data loaded'))).toHaveLength(1);
    const pictures = await fs.readdir(path.join(dataDir, 'uploads'));
    expect(pictures.length).toBeGreaterThanOrEqual(3 * 3);
    expect(pictures.every((f) => /^seed-[a-f0-9]{32}-(200|320|640|800|1280)\.webp$/.test(f))).toBe(true);

    const second = await firstStart(config, (m) => logs.push(m));
    const after = await counts(second.db);
    await second.close();
    expect(after).toEqual(before);
    expect(logs.filter((l) => l.startsWith('Demo data loaded'))).toHaveLength(1);
    // Seeding renders and encodes real pictures: allow for a busy two-core machine.
  }, 120_000);

  it('never seeds with SEED_DEMO=false', async () => {
    const config = loadConfig({ DATA_DIR: await tempDataDir(), SEED_DEMO: 'false', DATABASE_URL: '' });
    const database = await firstStart(config, () => {});
    const result = await counts(database.db);
    await database.close();
    expect(result.products).toBe(0);
    expect(result.users).toBe(0);
  });

  it('seeds a first start with an admin configured; the server then adds the admin', async () => {
    const config = loadConfig({ DATA_DIR: await tempDataDir(), DATABASE_URL: '', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'Admin@2026!' });
    const first = await firstStart(config, () => {});
    const seeded = await counts(first.db);
    await first.close();
    expect(seeded).toMatchObject({ products: 3, users: 4 });
    const server = await prepareDatabase(config, () => {});
    const started = await counts(server.db);
    const admins = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from users where role = 'admin' and email = 'boss@example.test'`);
    await server.close();
    expect(started).toMatchObject({ products: 3, users: 5 });
    expect(admins[0]!.n).toBe(1);
  }, 120_000);

  it('never seeds in production', async () => {
    const config = loadConfig({ DATA_DIR: await tempDataDir(), DATABASE_URL: '', NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/none', SMS_WEBHOOK_SECRET: 's'.repeat(32) });
    const database = await firstStart(config, () => {});
    const result = await counts(database.db);
    await database.close();
    expect(config.seedDemo).toBe(true);
    expect(result.products).toBe(0);
    expect(result.users).toBe(0);
  });

  const adminEnv = async () => ({ DATA_DIR: await tempDataDir(), SEED_DEMO: 'false', DATABASE_URL: '', ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'Admin@2026!' });
  const userRows = (db: Parameters<typeof queryRows>[0]) =>
    queryRows<{ id: string; role: string; is_verified: boolean; password_hash: string; phone: string; name: string }>(
      db,
      sql`select id, role, is_verified, password_hash, phone, name from users order by created_at`,
    );

  it('creates the configured admin, and on a restart gives it ADMIN_PASSWORD back and signs it out everywhere', async () => {
    const env = await adminEnv();
    const logs: string[] = [];
    const first = await prepareDatabase(loadConfig(env), (m) => logs.push(m));
    const [admin] = await userRows(first.db);
    expect(admin).toMatchObject({ role: 'admin', is_verified: true });
    expect(admin!.phone).toMatch(/^000\d+$/);
    expect(await verifyPassword(admin!.password_hash, 'Admin@2026!')).toBe(true);
    await first.db.execute(sql`update users set role = 'user', password_hash = 'changed'`);
    await first.db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values (${admin!.id}, 'a-session', now() + interval '1 day')`);
    await first.close();

    const second = await prepareDatabase(loadConfig({ ...env, ADMIN_EMAIL: 'boss@example.test' }), (m) => logs.push(m));
    const rows = await userRows(second.db);
    const [open] = await queryRows<{ n: number }>(second.db, sql`select count(*)::int as n from sessions where revoked_at is null`);
    await second.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: admin!.id, role: 'admin' });
    expect(await verifyPassword(rows[0]!.password_hash, 'Admin@2026!')).toBe(true);
    expect(open!.n).toBe(0);
    expect(logs).toContain('The admin password was set from ADMIN_PASSWORD; the admin account was signed out everywhere');
  });

  it('never promotes an unfinished sign-up that squats ADMIN_EMAIL: the squatter is removed and the password is ADMIN_PASSWORD', async () => {
    const env = await adminEnv();
    const empty = await prepareDatabase(loadConfig({ ...env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }), () => {});
    const squatterHash = await hashPassword('Squat@123');
    await empty.db.execute(
      sql`insert into users (name, phone, email, password_hash, is_verified) values ('Squatter', '967777000111', 'boss@example.test', ${squatterHash}, false)`,
    );
    await empty.close();

    const logs: string[] = [];
    const booted = await prepareDatabase(loadConfig(env), (m) => logs.push(m));
    const rows = await userRows(booted.db);
    await booted.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', is_verified: true, name: 'Admin' });
    expect(rows[0]!.phone).not.toBe('967777000111');
    expect(await verifyPassword(rows[0]!.password_hash, 'Admin@2026!')).toBe(true);
    expect(await verifyPassword(rows[0]!.password_hash, 'Squat@123')).toBe(false);
    expect(logs.some((l) => l.startsWith('ADMIN_EMAIL matched an unfinished sign-up'))).toBe(true);
  });

  it('refuses to start, in one line, when ADMIN_EMAIL belongs to a user account that confirmed it', async () => {
    const env = await adminEnv();
    const empty = await prepareDatabase(loadConfig({ ...env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }), () => {});
    await empty.db.execute(
      sql`insert into users (name, phone, email, password_hash, phone_confirmed_at, email_confirmed_at) values ('Seller', '967777000112', 'boss@example.test', 'x', now(), now())`,
    );
    await empty.close();

    const attempt = prepareDatabase(loadConfig(env), () => {});
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(/^ADMIN_EMAIL Boss@Example\.test belongs to an existing user account, which start-up never promotes to admin/);

    const after = await prepareDatabase(loadConfig({ ...env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }), () => {});
    const rows = await userRows(after.db);
    await after.close();
    expect(rows).toEqual([expect.objectContaining({ role: 'user', name: 'Seller', password_hash: 'x' })]);
  });
});
