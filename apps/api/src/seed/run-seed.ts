// `npm run seed`: loads the demo data into the configured database when it is empty.
// `npm run seed -- --count N [--seed S]` (or SEED_COUNT=N): adds N generated listings to it instead,
// empty or not (catalogue-generator.ts). Never with NODE_ENV=production.
// `--first-start`: what `npm start` runs before the server (scripts/start.js): prepares the configured
// database as the server will, and loads the demo data only into an empty embedded one (first-start.ts).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { isServerRunning } from '../db/control-socket.ts';
import { loadDemoIfEmpty, prepareFirstStart, prepareForDemo } from './first-start.ts';
import { syncVocabularyTerms } from '../features/products/search-startup.ts';
import { ensureDefaultSettings } from '../features/settings/settings.service.ts';
import { createImageStore } from '../lib/image-store.ts';
import { generateCatalogue } from './catalogue-generator.ts';

/** The most listings one run adds: beyond it a typo (an extra zero or two) fills the disk. */
const MAX_COUNT = 10_000_000;

/** What the command line asks for: the demo data, or a generated catalogue of `count` listings. */
function readRequest(): { count?: number; seed: number; firstStart: boolean } {
  const { values } = parseArgs({ options: { count: { type: 'string' }, seed: { type: 'string' }, 'first-start': { type: 'boolean' } }, strict: true });
  const count = values.count ?? process.env.SEED_COUNT;
  const seed = values.seed ?? process.env.SEED_RANDOM_SEED ?? '1';
  const whole = (name: string, value: string, min: number, max: number) => {
    const n = Number(value.replace(/[_,]/g, ''));
    if (!/^\d[\d_,]*$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new ConfigError(`${name} must be a whole number from ${min} to ${max.toLocaleString('en')} (got "${value}")`);
    }
    return n;
  };
  return {
    count: count === undefined || count === '' ? undefined : whole('--count (SEED_COUNT)', count, 1, MAX_COUNT),
    seed: whole('--seed (SEED_RANDOM_SEED)', seed, 0, 2 ** 32 - 1),
    firstStart: values['first-start'] ?? false,
  };
}

async function loadDemo() {
  const config = loadConfig();
  if (!config.seedDemo) {
    process.stdout.write('SEED_DEMO=false: nothing to do.\n');
    return;
  }
  if (config.nodeEnv === 'production') throw new ConfigError('Refusing to load demo data with NODE_ENV=production.');
  const log = (message: string) => process.stdout.write(`${message}\n`);
  const database = await prepareForDemo(config, log);
  try {
    if (!(await loadDemoIfEmpty(database, config, log))) log('The database already holds data: demo data is loaded only into an empty database.');
  } finally {
    await database.close();
  }
}

async function loadCatalogue(count: number, seed: number) {
  // Checked before the configuration, whose own production rules would otherwise speak first.
  if (process.env.NODE_ENV === 'production') throw new ConfigError('Refusing to generate listings with NODE_ENV=production.');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureDefaultSettings(database.db);
    await syncVocabularyTerms(database.db);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    process.stdout.write(`Adding ${count.toLocaleString('en')} listings (seed ${seed}) to ${where}…\n`);
    const started = performance.now();
    let lastLine = 0;
    const summary = await generateCatalogue(database.db, count, {
      seed,
      store: await createImageStore(config),
      log: (message) => process.stdout.write(`  ${message}\n`),
      onProgress: (done, total) => {
        const now = performance.now();
        if (done < total && now - lastLine < 5000) return;
        lastLine = now;
        const perSecond = Math.round(done / ((now - started) / 1000));
        process.stdout.write(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${perSecond.toLocaleString('en')} per second)\n`);
      },
    });
    process.stdout.write(
      `Added ${summary.added.toLocaleString('en')} approved listings from ${summary.sellers} sellers (pictures from ${summary.pictures} uploads) in ${(summary.ms / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await database.close();
  }
}

async function firstStart() {
  const config = loadConfig();
  // Opening an embedded database another process serves would damage it.
  if (!config.databaseUrl && (await isServerRunning(config.dataDir))) {
    throw new ConfigError(`Another server is running on ${config.dataDir}: stop it first (an embedded database has one process).`);
  }
  const log = (message: string) => process.stdout.write(`${message}\n`);
  const database = await prepareFirstStart(config, log);
  await database.close();
}

async function main() {
  const { count, seed, firstStart: first } = readRequest();
  if (first) await firstStart();
  else if (count === undefined) await loadDemo();
  else await loadCatalogue(count, seed);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
