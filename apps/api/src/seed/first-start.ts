// The demo data of a first start: `npm start` runs `run-seed --first-start` in a process of its own before
// the server, so the server never loads this code (docs/decisions/014-build-and-start.md).
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { isEmpty, type Database } from '../db/client.ts';
import { createDiskImageStore } from '../lib/image-store.ts';
import { DEMO_DATA, seedDemoData, type DemoDataSet } from './seed.ts';

/**
 * Loads the demo data into an empty embedded database: never with SEED_DEMO=false, never in production,
 * never on a server database (PostgreSQL is filled on purpose, with `npm run seed`). True when it did.
 */
export async function loadDemoOnFirstStart(
  database: Database,
  config: AppConfig,
  log: (message: string) => void,
  demo: DemoDataSet = DEMO_DATA,
): Promise<boolean> {
  if (database.kind !== 'pglite' || !config.seedDemo || config.nodeEnv === 'production') return false;
  if (!(await isEmpty(database.db))) return false;
  log('Empty database: loading demo data…');
  const summary = await seedDemoData(database.db, createDiskImageStore(path.join(config.dataDir, 'uploads')), demo);
  log(`Demo data loaded: ${summary}`);
  return true;
}
