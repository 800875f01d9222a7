import path from 'node:path';
import type { AppConfig } from './config/env.ts';
import { isEmpty, openDatabase, type Database } from './db/client.ts';
import { ensureDefaultSettings } from './features/settings/settings.service.ts';
import { DEMO_DATA, seedDemoData, type DemoDataSet } from './seed/seed.ts';
import { createDiskImageStore } from './lib/image-store.ts';

/**
 * Opens and migrates the configured database, writes default settings, and on the first start of an
 * empty embedded database loads the demo data (never when SEED_DEMO=false, never on a server database).
 */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void, demo: DemoDataSet = DEMO_DATA): Promise<Database> {
  const database = await openDatabase(config);
  await database.migrate();
  await ensureDefaultSettings(database.db);
  if (database.kind === 'pglite' && config.seedDemo && (await isEmpty(database.db))) {
    log('Empty database: loading demo data…');
    const summary = await seedDemoData(database.db, createDiskImageStore(path.join(config.dataDir, 'uploads')), demo);
    log(`Demo data loaded: ${summary}`);
  }
  return database;
}
