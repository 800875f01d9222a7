// The server as `npm run bench` runs it: the real app plus the two ceiling routes, on the port given.
import { loadConfig } from '../apps/api/src/config/env.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { prepareDatabase } from '../apps/api/src/boot.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (m) => process.stdout.write(`${m}\n`));
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
