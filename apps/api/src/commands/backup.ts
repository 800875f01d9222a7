// `npm run backup`: a backup of the embedded database and its pictures into DATA_DIR/backups
// (docs/decisions/033-live-backups.md). While the server runs, the server takes it (it owns the database:
// asked through its control socket); when no server runs, this command takes it from a copy of the files.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createBackup, type BackupSummary } from '../features/maintenance/backup.ts';
import { openPglite } from '../db/client.ts';
import { askServer, controlSocketProblem } from '../db/control-socket.ts';

async function fromStoppedSite(dataDir: string, pictures: 'disk' | 's3', keep: number): Promise<BackupSummary> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-backup-'));
  try {
    // A copy, so the backup never writes to the site's own files.
    await fs.cp(path.join(dataDir, 'db'), path.join(work, 'db'), { recursive: true });
    const database = await openPglite({ dataDir: path.join(work, 'db') });
    try {
      return await createBackup({ database, dataDir, pictures, now: new Date(), keep });
    } finally {
      await database.close();
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) throw new ConfigError('DATABASE_URL is set: that database is backed up with pg_dump (docs/deploy.md, "Backup and restore").');
  const problem = controlSocketProblem(config.dataDir);
  if (problem) throw new ConfigError(`Cannot ask the server for a backup: ${problem}.`);
  const answer = await askServer(config.dataDir, 'POST', '/backup');
  let summary: BackupSummary;
  if (answer) {
    if (answer.status !== 200) throw new Error(`The server could not make the backup: ${String(answer.body.error)}`);
    summary = answer.body as unknown as BackupSummary;
  } else {
    if (!(await fs.access(path.join(config.dataDir, 'db', 'PG_VERSION')).then(() => true, () => false))) {
      throw new ConfigError(`There is no embedded database in ${path.join(config.dataDir, 'db')}: set DATA_DIR to the folder the site runs on.`);
    }
    process.stdout.write(`No server is running on ${config.dataDir}: backing up its files.\n`);
    summary = await fromStoppedSite(config.dataDir, config.storage.kind, config.backupKeep);
  }
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  const pictures = config.storage.kind === 's3' ? 'pictures are in the bucket' : `${summary.pictures} picture files`;
  process.stdout.write(`Backup written: ${summary.file} (${mb} MB, ${pictures}; the database held still ${summary.pausedMs} ms, ${summary.ms} ms in all)\n`);
  for (const name of summary.deleted) process.stdout.write(`Deleted the older backup ${name} (BACKUP_KEEP=${config.backupKeep})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
