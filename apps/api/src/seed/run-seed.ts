// `npm run seed`: loads the demo data into the configured database when it is empty.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env.ts';
import { isEmpty, openDatabase } from '../db/client.ts';
import { ensureDefaultSettings } from '../features/settings/settings.service.ts';
import { createDiskImageStore } from '../lib/image-store.ts';
import { seedDemoData } from './seed.ts';

async function main() {
  const config = loadConfig();
  if (!config.seedDemo) {
    process.stdout.write('SEED_DEMO=false: nothing to do.\n');
    return;
  }
  if (config.nodeEnv === 'production') throw new ConfigError('Refusing to load demo data with NODE_ENV=production.');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureDefaultSettings(database.db);
    if (!(await isEmpty(database.db))) {
      process.stdout.write('The database already holds data: demo data is loaded only into an empty database.\n');
      return;
    }
    const summary = await seedDemoData(database.db, createDiskImageStore(path.join(config.dataDir, 'uploads')));
    process.stdout.write(`Demo data loaded: ${summary}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
