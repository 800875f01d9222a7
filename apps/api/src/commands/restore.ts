// `npm run restore FILE [--replace]`: a backup made by `npm run backup` restored into DATA_DIR
// (docs/decisions/033-live-backups.md): refused while a server runs there, and over a database unless
// --replace, which keeps that one aside. Start the server afterwards; it migrates forward if needed.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { restoreBackup } from '../features/maintenance/backup.ts';

async function main() {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new ConfigError('Usage: npm run restore -- FILE [--replace]  (into DATA_DIR, ./data by default)');
  const config = loadConfig();
  if (config.databaseUrl) throw new ConfigError('DATABASE_URL is set: a backup of the embedded database is restored into a DATA_DIR; PostgreSQL uses pg_restore (docs/deploy.md).');
  const file = path.resolve(positionals[0]!);
  process.stdout.write(`Restoring ${file} into ${config.dataDir}…\n`);
  const summary = await restoreBackup({ file, dataDir: config.dataDir, replace: values.replace });
  if (summary.setAside) process.stdout.write(`The database that was there is kept in ${summary.setAside}\n`);
  process.stdout.write(
    `Restored the backup of ${summary.createdAt}: ${summary.users} users, ${summary.listings} listings, ${summary.sessions} sessions, ${summary.pictures} picture files. Start the server on ${config.dataDir}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
