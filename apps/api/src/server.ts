import { ConfigError, loadConfig } from './config/env.ts';
import { buildApp } from './app.ts';
import { prepareDatabase, startupWarnings } from './boot.ts';
import { controlSocketProblem, isServerRunning, openControlSocket } from './db/control-socket.ts';

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
  const embedded = !config.databaseUrl;
  // Two processes on one embedded database would corrupt it: the one already serving keeps it.
  if (embedded && (await isServerRunning(config.dataDir))) {
    process.stderr.write(`Another server is running on ${config.dataDir}: stop it first (an embedded database has one process).\n`);
    process.exit(1);
  }
  const database = await prepareDatabase(config, (m) => process.stdout.write(`${m}\n`));
  const app = await buildApp({ config, database });
  // `npm run backup` asks this process for a backup through a socket only DATA_DIR's owner can open (db/control-socket.ts).
  const controlProblem = embedded ? controlSocketProblem(config.dataDir) : undefined;
  const control = embedded && !controlProblem ? await openControlSocket(config.dataDir, { backup: () => app.backupNow() }) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining before shutdown');
    await app.drain(DRAIN_MS);
    await control?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (config.role === 'worker') {
    // Jobs only: the app is built for its handlers and started without a port.
    await app.ready();
    process.stdout.write('Solar Market worker is running: background jobs only, no HTTP\n');
    for (const line of startupWarnings(config)) process.stdout.write(`${line}\n`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const what = config.role === 'web' ? ' (web only: a worker process runs the background jobs)' : '';
  process.stdout.write(`Solar Market is running at http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}${what}\n`);
  for (const line of startupWarnings(config)) process.stdout.write(`${line}\n`);
  if (controlProblem) process.stdout.write(`Live backups are off: ${controlProblem}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
