import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../boot.ts';
import { loadConfig } from '../config/env.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

const url = process.env.DATABASE_URL;

/**
 * Several API processes start together on one PostgreSQL (docs/decisions/017-operating-the-service.md): each runs
 * the same preparation at once, on an empty database, as a deploy of N processes does.
 */
describe.runIf(url)('processes starting together on PostgreSQL (skipped on PGlite: one process owns it)', () => {
  it('migrate and create the admin exactly once, and every process starts', async () => {
    const name = `solar_lock_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-lock-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: target.toString(),
      ADMIN_EMAIL: 'boss@example.test',
      ADMIN_PASSWORD: 'Admin@2026!',
    });
    try {
      const logs: string[] = [];
      const started = await Promise.allSettled([1, 2, 3, 4].map(() => prepareDatabase(config, (line) => logs.push(line))));
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)));
      expect(failures).toEqual([]);

      const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      const applied = await check.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      const admins = await check.query<{ n: number }>(`select count(*)::int as n from users where role = 'admin'`);
      await check.end();
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      expect(admins.rows[0]!.n).toBe(1);
      // One of the four says it migrated; the others found nothing to do.
      expect(logs.filter((line) => line.startsWith('Database migrated'))).toEqual([`Database migrated: ${journal.entries.length} migrations applied`]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
