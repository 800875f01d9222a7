import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';

// Migration 0023 moves each listing's views and likes out of its row into product_counters and rebuilds
// the public list indexes with the columns of the filters visitors set most. Here it runs on a database as it was
// before it (migrations 0000-0022), holding listings with and without counts.
const BEFORE = 23;
let client: PGlite;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-before-0023-'));
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const earlier = journal.entries.slice(0, BEFORE);
  expect(earlier.at(-1)?.tag).toMatch(/^0022_/);
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const { tag } of earlier) await fs.copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folder });
});
afterAll(async () => {
  await client.close();
  await fs.rm(folder, { recursive: true, force: true });
});

describe('migration 0023_listing-counters-apart', () => {
  it('keeps every listing’s views and likes, and the list indexes carry the common filters', async () => {
    const [user] = (await client.query<{ id: string }>(`insert into users (name, email, phone, password_hash) values ('بائع', 'seller@example.com', '967777000111', 'x') returning id`)).rows;
    const listing = async (views: number, likes: number) =>
      (await client.query<{ id: string }>(
        `insert into products (user_id, name, type, condition, price, price_usd, description, governorate, city, phone, status, views, likes_count)
         values ($1, 'لوح', 'Panel', 'New', 100, 100, 'وصف', 'aden', 'crater', '777000111', 'approved', $2, $3) returning id`,
        [user!.id, views, likes],
      )).rows[0]!.id;
    const seen = await listing(214, 3);
    const liked = await listing(0, 2);
    const untouched = await listing(0, 0);

    const statements = (await fs.readFile(path.join(MIGRATIONS_DIR, '0023_listing-counters-apart.sql'), 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await client.exec(statement);

    const counters = (await client.query<{ product_id: string; views: number; likes_count: number }>('select product_id, views, likes_count from product_counters')).rows;
    expect(new Map(counters.map((c) => [c.product_id, [c.views, c.likes_count]]))).toEqual(new Map([[seen, [214, 3]], [liked, [0, 2]]]));
    expect(counters.some((c) => c.product_id === untouched)).toBe(false);
    const columns = (await client.query<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'products'`)).rows.map((r) => r.column_name);
    expect(columns).not.toContain('views');
    expect(columns).not.toContain('likes_count');

    const place = (await client.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'products_public_place_idx'`)).rows[0]!.indexdef;
    expect(place).toMatch(/\(governorate, city, created_at DESC, id DESC\) INCLUDE \(user_id, expires_at, featured, type, condition, brand\)/);
    expect(place).toMatch(/WHERE \(\(status = 'approved'::text\) AND is_active\)$/);
  });
});
