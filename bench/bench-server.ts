// The server as `npm run bench` runs it: the real app plus the two ceiling routes, on the port given,
// with the demo data and, when BENCH_PRODUCTS is set, a generated catalogue of that many products.
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import { isEmpty } from '../apps/api/src/db/client.ts';
import { createDiskImageStore } from '../apps/api/src/lib/image-store.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { fillCatalogue } from '../apps/api/src/seed/catalogue-generator.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (m) => process.stdout.write(`${m}\n`));
// prepareDatabase seeds only the embedded database; the benchmark wants the same data on PostgreSQL.
if (database.kind === 'postgres' && (await isEmpty(database.db))) {
  await seedDemoData(database.db, createDiskImageStore(path.join(config.dataDir, 'uploads')));
}
const wanted = Number(process.env.BENCH_PRODUCTS ?? 0);
if (wanted > 0) {
  const store = createDiskImageStore(path.join(config.dataDir, 'uploads'));
  const onProgress = (done: number, count: number) => (done % 100_000 === 0 || done === count) && process.stdout.write(`catalogue: ${done} of ${count} added\n`);
  process.stdout.write(`catalogue: ${await fillCatalogue(database.db, wanted, { store, onProgress })} products\n`);
}
const app = await buildApp({ config, database, benchRoutes: true, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('bench server ready\n');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
