import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { ensureDefaultSettings } from '../features/settings/settings.service.ts';
import { syncVocabularyTerms } from '../features/products/search-startup.ts';
import type { PGlite } from '@electric-sql/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database that each test file loads (much faster than migrating). */
    pgliteDumpPath: string;
    /** PostgreSQL: a migrated template database that each test file copies with CREATE DATABASE. */
    pgTemplate: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Migrates once per run; test files then start from a copy, each in a database of its own. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `solar_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openPostgres(withDatabase(url, template), { max: 1 });
    await database.migrate();
    await ensureDefaultSettings(database.db);
    await syncVocabularyTerms(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }

  const database = await openPglite({});
  await database.migrate();
  await ensureDefaultSettings(database.db);
  await syncVocabularyTerms(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-pglite-'));
  const dumpPath = path.join(dir, 'template.tar');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('pgTemplate', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
