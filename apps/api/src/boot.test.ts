import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.ts';
import { prepareDatabase } from './boot.ts';
import { queryRows } from './db/client.ts';
import { DEMO_DATA, type DemoDataSet } from './seed/seed.ts';
import { verifyPassword } from './lib/passwords.ts';

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

    const first = await prepareDatabase(config, (m) => logs.push(m), slice);
    const before = await counts(first.db);
    await first.close();
    expect(before.products).toBe(3);
    expect(before.users).toBe(4);
    expect(logs.filter((l) => l.startsWith('Demo data loaded'))).toHaveLength(1);
    const pictures = await fs.readdir(path.join(dataDir, 'uploads'));
    expect(pictures.length).toBeGreaterThanOrEqual(3 * 3);
    expect(pictures.every((f) => /^seed-[a-f0-9]{32}-(320|640|1280)\.webp$/.test(f))).toBe(true);

    const second = await prepareDatabase(config, (m) => logs.push(m), slice);
    const after = await counts(second.db);
    await second.close();
    expect(after).toEqual(before);
    expect(logs.filter((l) => l.startsWith('Demo data loaded'))).toHaveLength(1);
    // Seeding renders and encodes real pictures: allow for a busy two-core machine.
  }, 120_000);

  it('never seeds with SEED_DEMO=false', async () => {
    const config = loadConfig({ DATA_DIR: await tempDataDir(), SEED_DEMO: 'false', DATABASE_URL: '' });
    const database = await prepareDatabase(config, () => {}, slice);
    const result = await counts(database.db);
    await database.close();
    expect(result.products).toBe(0);
    expect(result.users).toBe(0);
  });

  it('makes sure the configured admin exists, verified, without resetting a changed password', async () => {
    const env = { DATA_DIR: await tempDataDir(), SEED_DEMO: 'false', DATABASE_URL: '', ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'Admin@2026!' };
    const first = await prepareDatabase(loadConfig(env), () => {}, slice);
    const [admin] = await queryRows<{ role: string; is_verified: boolean; password_hash: string }>(first.db, sql`select role, is_verified, password_hash from users`);
    expect(admin).toMatchObject({ role: 'admin', is_verified: true });
    expect(await verifyPassword(admin!.password_hash, 'Admin@2026!')).toBe(true);
    await first.db.execute(sql`update users set role = 'user', password_hash = 'changed'`);
    await first.close();

    const second = await prepareDatabase(loadConfig({ ...env, ADMIN_EMAIL: 'boss@example.test' }), () => {}, slice);
    const rows = await queryRows<{ role: string; password_hash: string }>(second.db, sql`select role, password_hash from users`);
    await second.close();
    expect(rows).toEqual([{ role: 'admin', password_hash: 'changed' }]);
  });
});
