import { ConfigError, loadConfig } from './config/env.ts';
import { buildApp } from './app.ts';
import { prepareDatabase, startupWarnings } from './boot.ts';

const DRAIN_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = await prepareDatabase(config, (m) => process.stdout.write(`${m}\n`));
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining before shutdown');
    await app.drain(DRAIN_MS);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`Solar Market is running at http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}\n`);
  for (const line of startupWarnings(config)) process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
