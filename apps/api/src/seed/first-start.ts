// The demo data of a first start: `npm start` runs `run-seed --first-start` in a process of its own before
// the server, so the server never loads this code (docs/decisions/014-build-and-start.md).
import type { AppConfig } from '../config/env.ts';
import { prepareDatabase } from '../boot.ts';
import { isEmpty, type Database } from '../db/client.ts';
import { createImageStore } from '../lib/image-store.ts';
import { DEMO_DATA, seedDemoData, type DemoDataSet } from './seed.ts';

/**
 * Loads the demo data into an empty database: never with SEED_DEMO=false, never in production. True
 * when it did. `npm run seed` calls it on whatever database is configured; a first start only on the
 * embedded one (prepareFirstStart).
 */
export async function loadDemoIfEmpty(
  database: Database,
  config: AppConfig,
  log: (message: string) => void,
  demo: DemoDataSet = DEMO_DATA,
): Promise<boolean> {
  if (!config.seedDemo || config.nodeEnv === 'production') return false;
  if (!(await isEmpty(database.db))) return false;
  log('Empty database: loading demo data…');
  const summary = await seedDemoData(database.db, await createImageStore(config), demo);
  log(`Demo data loaded: ${summary}`);
  return true;
}

/**
 * Prepares the database as the server will, except the admin (the server makes sure of it next; made
 * first, it would make the database look used), for loading demo data into it. The caller closes it.
 */
export async function prepareForDemo(config: AppConfig, log: (message: string) => void): Promise<Database> {
  return prepareDatabase({ ...config, admin: undefined }, log);
}

/**
 * What `run-seed --first-start` does before the server starts: the demo data goes into an empty embedded
 * database only (a server database is filled on purpose, with `npm run seed`). The caller closes it.
 */
export async function prepareFirstStart(config: AppConfig, log: (message: string) => void, demo: DemoDataSet = DEMO_DATA): Promise<Database> {
  const database = await prepareForDemo(config, log);
  try {
    if (database.kind === 'pglite') await loadDemoIfEmpty(database, config, log, demo);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
