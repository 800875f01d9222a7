import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { openPglite, type Database } from '../../db/client.ts';
import { isServerRunning } from '../../db/control-socket.ts';
import { pictureFile } from '../../lib/image-store.ts';
import { createTarWriter, readTar } from '../../lib/tar.ts';
import { countSiteRows } from './maintenance.repository.ts';

/**
 * Backups of the embedded database and its pictures (docs/decisions/033-live-backups.md): one tar file in
 * `DATA_DIR/backups` holding PGlite's dump of its data directory (gzip), the pictures of `DATA_DIR/uploads`
 * as they were at that instant, and a manifest with a SHA-256 of each, checked on restore.
 */
export const BACKUP_FORMAT = 'solar-market-backup';
const BACKUP_VERSION = 1;
const DATABASE_ENTRY = 'database.tar.gz';
const MANIFEST_ENTRY = 'manifest.json';
const PICTURES_PREFIX = 'uploads/';
/** `solar-2026-11-28T00-00-02-123Z.tar`: the time it was taken, in UTC; names sort as times do. */
const BACKUP_NAME = /^solar-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const backupName = (at: Date) => `solar-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const gzip = promisify(zlib.gzip);

interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string };
  /** `disk`: every picture is in the archive; `s3`: they are in the bucket, which keeps its own copies. */
  pictures: { storage: 'disk' | 's3'; files: Record<string, string> };
}

export interface BackupSummary {
  file: string;
  bytes: number;
  pictures: number;
  /** How long the database and the pictures were held still, then the whole backup. */
  pausedMs: number;
  ms: number;
  /** Older backups deleted to keep the newest `keep`. */
  deleted: string[];
}

/** Links (or copies, across file systems) every picture into `into`; the names linked. */
async function linkPictures(uploads: string, into: string): Promise<string[]> {
  const names = (await fs.readdir(uploads).catch(() => [] as string[])).filter((name) => pictureFile(name));
  for (const name of names) {
    await fs.link(path.join(uploads, name), path.join(into, name)).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return;
      await fs.copyFile(path.join(uploads, name), path.join(into, name));
    });
  }
  return names;
}

/**
 * Writes a backup of a running embedded database. The database is dumped and the pictures linked while
 * nothing else runs (a picture's file is written before its row and deleted after, so every picture the
 * dump names is there); the compression and the archive are written after, while requests are served.
 */
export async function createBackup(options: { database: Database; dataDir: string; pictures: 'disk' | 's3'; now: Date; keep?: number }): Promise<BackupSummary> {
  const { database, dataDir } = options;
  if (!database.snapshot) throw new Error('this backup is for the embedded database; a PostgreSQL database is backed up with pg_dump (docs/deploy.md)');
  const started = performance.now();
  const dir = backupsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = backupName(options.now);
  const final = path.join(dir, name);
  const partial = path.join(dir, `.${name}.partial`);
  const held = path.join(dir, `.${name}.pictures`);
  await fs.mkdir(held, { recursive: true });
  try {
    const pausedAt = performance.now();
    const { dump, also: pictures } = await database.snapshot(() => (options.pictures === 'disk' ? linkPictures(path.join(dataDir, 'uploads'), held) : Promise.resolve([])));
    const pausedMs = performance.now() - pausedAt;
    const compressed = await gzip(Buffer.from(await dump.arrayBuffer()));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: options.now.toISOString(),
      database: { file: DATABASE_ENTRY, bytes: compressed.length, sha256: sha256(compressed) },
      pictures: { storage: options.pictures, files: {} },
    };
    const tar = await createTarWriter(partial);
    try {
      await tar.add(DATABASE_ENTRY, compressed, options.now);
      for (const picture of pictures) {
        const data = await fs.readFile(path.join(held, picture));
        manifest.pictures.files[picture] = sha256(data);
        await tar.add(`${PICTURES_PREFIX}${picture}`, data, options.now);
      }
      await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), options.now);
      await tar.close();
    } catch (error) {
      await tar.abort();
      throw error;
    }
    await fs.rename(partial, final);
    const deleted = options.keep ? await pruneBackups(dataDir, options.keep) : [];
    return { file: final, bytes: (await fs.stat(final)).size, pictures: pictures.length, pausedMs: Math.round(pausedMs), ms: Math.round(performance.now() - started), deleted };
  } finally {
    await fs.rm(held, { recursive: true, force: true });
    await fs.rm(partial, { force: true });
  }
}

/** The backups in DATA_DIR/backups, oldest first. */
export async function listBackups(dataDir: string): Promise<string[]> {
  const names = await fs.readdir(backupsDir(dataDir)).catch(() => [] as string[]);
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** Deletes all but the newest `keep` backups; the names deleted. */
export async function pruneBackups(dataDir: string, keep: number): Promise<string[]> {
  const names = await listBackups(dataDir);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.rm(path.join(backupsDir(dataDir), name), { force: true });
  return old;
}

/** A restore that must not happen; its message says why and what to do, in one line. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreSummary {
  createdAt: string;
  users: number;
  listings: number;
  sessions: number;
  pictures: number;
  /** Where the database that was in DATA_DIR went, with `replace`. */
  setAside?: string;
}

/**
 * Restores a backup into `dataDir`: never under a running server, never over a database unless `replace`
 * (which keeps the old one beside it). Every file is checked against the manifest and the database opened
 * before anything in `dataDir` is changed.
 */
export async function restoreBackup(options: { file: string; dataDir: string; replace?: boolean }): Promise<RestoreSummary> {
  const { file, dataDir } = options;
  if (await isServerRunning(dataDir)) {
    throw new RestoreRefused(`A server is running on ${dataDir}: stop it first; a restore never writes under a running server.`);
  }
  const dbDir = path.join(dataDir, 'db');
  const holdsDatabase = await fs.access(path.join(dbDir, 'PG_VERSION')).then(() => true, () => false);
  if (holdsDatabase && !options.replace) {
    throw new RestoreRefused(`${dbDir} already holds a database: restore into a new DATA_DIR, or add --replace to keep that one aside as db-replaced-<time> and restore in its place.`);
  }
  await fs.access(file).catch(() => {
    throw new RestoreRefused(`There is no backup at ${file}.`);
  });

  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  try {
    let manifest: Manifest | undefined;
    let databaseArchive: Buffer | undefined;
    const pictures = new Map<string, string>();
    await fs.mkdir(path.join(staging, 'uploads'));
    for await (const entry of readTar(file)) {
      if (entry.name === MANIFEST_ENTRY) manifest = JSON.parse(entry.data.toString('utf8')) as Manifest;
      else if (entry.name === DATABASE_ENTRY) databaseArchive = entry.data;
      else if (entry.name.startsWith(PICTURES_PREFIX)) {
        const picture = entry.name.slice(PICTURES_PREFIX.length);
        // Only a picture's own file name: nothing in an archive may write outside the uploads folder.
        if (!pictureFile(picture)) throw new RestoreRefused(`${file} holds ${entry.name}, which is not a picture this server writes: not restored.`);
        await fs.writeFile(path.join(staging, 'uploads', picture), entry.data);
        pictures.set(picture, sha256(entry.data));
      }
    }
    if (manifest?.format !== BACKUP_FORMAT || !databaseArchive) throw new RestoreRefused(`${file} is not a backup made by npm run backup.`);
    if (manifest.version > BACKUP_VERSION) throw new RestoreRefused(`${file} was made by a newer version (format ${manifest.version}): restore it with that version.`);
    if (sha256(databaseArchive) !== manifest.database.sha256) throw new RestoreRefused(`${file} is damaged: its database does not match its checksum.`);
    const expected = Object.entries(manifest.pictures.files);
    const damaged = expected.filter(([name, sum]) => pictures.get(name) !== sum).map(([name]) => name);
    if (damaged.length || pictures.size !== expected.length) {
      throw new RestoreRefused(`${file} is damaged: ${damaged.length || Math.abs(pictures.size - expected.length)} picture(s) missing or not matching their checksums (${damaged.slice(0, 3).join(', ')}).`);
    }

    // PGlite writes its dump out into the new data directory; opening it proves it is a database.
    const restored = await openPglite({ dataDir: path.join(staging, 'db'), loadDataDir: new Blob([new Uint8Array(databaseArchive)]) });
    let counts: { users: number; listings: number; sessions: number };
    try {
      counts = await countSiteRows(restored.db);
    } finally {
      await restored.close();
    }

    let setAside: string | undefined;
    if (holdsDatabase) {
      setAside = `${dbDir}-replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await fs.rename(dbDir, setAside);
    }
    await fs.rename(path.join(staging, 'db'), dbDir);
    const uploads = path.join(dataDir, 'uploads');
    await fs.mkdir(uploads, { recursive: true });
    // A picture never changes under its name, so one already there is the same picture.
    for (const picture of pictures.keys()) await fs.rename(path.join(staging, 'uploads', picture), path.join(uploads, picture));
    return { createdAt: manifest.createdAt, ...counts, pictures: pictures.size, setAside };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
