import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's template dump, or,
 * when DATABASE_URL is set, a new PostgreSQL database copied from the run's template and dropped after.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `solar_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Every API test on PostgreSQL reads through a replica: the same database on read-only connections, so
    // an anonymous public read that writes anything fails the test (docs/decisions/037-read-replicas-and-roles.md).
    const readOnly = new URL(target);
    readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
    // The production pool's size, so concurrency tests overlap as requests do in production.
    const database = await openPostgres(target.toString(), { max: 10, replicas: { urls: [readOnly.toString()], max: 4, maxLagSeconds: 10 } });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const bytes = await fs.readFile(inject('pgliteDumpPath'));
  return openPglite({ loadDataDir: new Blob([bytes]) });
}
