import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareOpenDatabase } from '../boot.ts';
import { arabicTrigramProblem } from '../features/products/search-startup.ts';
import type { S3StoreOptions } from '../config/env.ts';
import { createS3ImageStore, pictureFile, type ImageStore } from '../lib/image-store.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { isServerRunning } from '../db/control-socket.ts';

/**
 * `npm run db:move`: an embedded site (PGlite under DATA_DIR/db, pictures under DATA_DIR/uploads) copied to
 * an empty PostgreSQL database and, when given, an S3-compatible bucket (docs/deploy.md, "Growing past the
 * embedded database"). It reads a copy of the embedded files, so they stay exactly as they were, and writes
 * every row in one transaction, committed only once each table's count and checksum match.
 */
export class MoveRefused extends Error {
  override name = 'MoveRefused';
}

export interface MoveOptions {
  dataDir: string;
  /** The PostgreSQL database to fill: empty, or only migrated. */
  targetUrl: string;
  /** The bucket to copy pictures to; without one they stay in DATA_DIR/uploads. */
  bucket?: S3StoreOptions;
  log: (line: string) => void;
}

export interface MoveSummary {
  tables: { name: string; rows: number; checksum: string }[];
  sequences: number;
  /** Pictures copied to the bucket and read back, or undefined without a bucket. */
  pictures?: { count: number; bytes: number };
}

/** Rows per statement: a few megabytes of JSON at most for listings with long descriptions. */
const BATCH = 500;
const PICTURE_CONCURRENCY = 8;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Text output that both engines write alike, so checksums over rows compare (PGlite is a newer PostgreSQL than the target may be). */
const CANONICAL_OUTPUT = [`set timezone = 'UTC'`, `set datestyle = 'ISO, YMD'`, `set intervalstyle = 'postgres'`, `set extra_float_digits = 1`, `set bytea_output = 'hex'`];

interface Column {
  table: string;
  column: string;
  type: string;
  generated: string;
}

const COLUMNS_SQL = `
  select c.table_name as "table", c.column_name as "column", c.udt_name as "type", c.is_generated as "generated"
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
  order by c.table_name, c.ordinal_position`;
const SEQUENCES_SQL = `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public' order by sequencename`;
const checksumSql = (table: string, columns: string[]) =>
  `select count(*)::text as rows, coalesce(md5(string_agg(h, '' order by h collate "C")), '') as checksum
   from (select md5(row(${columns.map(quote).join(', ')})::text) as h from ${quote(table)}) r`;

/** Tables listed so that every table comes after those its foreign keys point to. */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new MoveRefused(`The tables' foreign keys form a cycle (${[...path, table].join(' → ')}): db:move cannot order them.`);
    for (const { parent } of references.filter((r) => r.child === table && r.parent !== table)) visit(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Tables of the target that hold rows, with their counts. */
async function filledTables(target: pg.Client): Promise<string[]> {
  const { rows: tables } = await target.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const filled: string[] = [];
  for (const { name } of tables) {
    const { rows } = await target.query<{ n: string }>(`select count(*)::text as n from ${quote(name)}`);
    if (Number(rows[0]?.n) > 0) filled.push(`${name}: ${rows[0]!.n} rows`);
  }
  return filled;
}

/** Copies every picture file to the bucket and reads each back to compare its SHA-256. */
async function copyPictures(uploads: string, store: ImageStore, log: (line: string) => void): Promise<{ count: number; bytes: number }> {
  const names = (await fs.readdir(uploads).catch(() => [] as string[])).sort();
  const pictures = names.filter((name) => pictureFile(name));
  if (names.length > pictures.length) log(`  ${names.length - pictures.length} file(s) in ${uploads} are not pictures and stay there (${names.filter((n) => !pictureFile(n)).slice(0, 3).join(', ')}).`);
  let bytes = 0;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const name = pictures[next++]!;
      const { key, width } = pictureFile(name)!;
      const data = await fs.readFile(path.join(uploads, name));
      await store.saveVariant(key, width, data);
      const back = await store.read(key, width);
      if (!back || sha256(back) !== sha256(data)) throw new Error(`the bucket did not give back ${name} as it was sent`);
      bytes += data.length;
      done += 1;
      if (done % 500 === 0) log(`  ${done} / ${pictures.length} pictures`);
    }
  };
  await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));
  return { count: pictures.length, bytes };
}

export async function moveToPostgres(options: MoveOptions): Promise<MoveSummary> {
  const { dataDir, log } = options;
  const sourceDir = path.join(dataDir, 'db');
  if (!(await fs.access(path.join(sourceDir, 'PG_VERSION')).then(() => true, () => false))) {
    throw new MoveRefused(`There is no embedded database in ${sourceDir}: set DATA_DIR to the folder the site runs on.`);
  }
  if (await isServerRunning(dataDir)) {
    throw new MoveRefused(`A server is running on ${dataDir}: stop it first, so that nothing is written after the copy.`);
  }

  const target = new pg.Client({ connectionString: options.targetUrl });
  await target.connect().catch((error: unknown) => {
    throw new MoveRefused(`The target database does not answer: ${error instanceof Error ? error.message : String(error)}`);
  });
  target.on('error', () => {});
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-move-'));
  try {
    const refuseFilled = async () => {
      const filled = await filledTables(target);
      if (filled.length) {
        throw new MoveRefused(`The target database is not empty (${filled.slice(0, 4).join(', ')}${filled.length > 4 ? ', …' : ''}): db:move copies into an empty database only. Create a new one (createdb) and run it again.`);
      }
    };
    await refuseFilled();

    const store = options.bucket ? await createS3ImageStore(options.bucket) : undefined;
    if (store) {
      await store.check().catch((error: unknown) => {
        throw new MoveRefused(`The bucket ${options.bucket!.bucket} does not answer: ${error instanceof Error ? error.message : String(error)}`);
      });
    }

    // A copy: opening PGlite's files writes to them (recovery, checkpoints), and the site's must not change.
    log(`Copying ${sourceDir} aside and preparing it as this version's server would…`);
    await fs.cp(sourceDir, path.join(work, 'db'), { recursive: true });
    const source = await openPglite({ dataDir: path.join(work, 'db') });
    const targetDb = await openPostgres(options.targetUrl, { max: 2 });
    try {
      await prepareOpenDatabase(source, { admin: undefined }, (line) => log(`  ${line}`));
      const client = (source.db as unknown as { $client: PGlite }).$client;
      // Under the start-up lock: a server started on the target meanwhile waits for the copy instead of
      // writing its default settings into the database first.
      return await targetDb.withStartupLock(async () => {
        await refuseFilled();
        log('Migrating the target database…');
        await targetDb.migrate();
        const trigrams = await arabicTrigramProblem(targetDb.db);
        if (trigrams) throw new MoveRefused(trigrams);

        const sourceColumns = (await client.query<Column>(COLUMNS_SQL)).rows;
        const targetColumns = (await target.query<Column>(COLUMNS_SQL)).rows;
        const sourceSequences = (await client.query<{ name: string; last: string | null }>(SEQUENCES_SQL)).rows;
        const targetSequences = (await target.query<{ name: string; last: string | null }>(SEQUENCES_SQL)).rows;
        const shape = (columns: Column[], sequences: { name: string }[]) =>
          [...columns.map((c) => `${c.table}.${c.column} ${c.type}${c.generated === 'NEVER' ? '' : ' generated'}`), ...sequences.map((s) => `sequence ${s.name}`)].sort();
        const sourceShape = shape(sourceColumns, sourceSequences);
        const targetShape = new Set(shape(targetColumns, targetSequences));
        const differences = [...sourceShape.filter((c) => !targetShape.has(c)), ...[...targetShape].filter((c) => !sourceShape.includes(c))];
        if (differences.length) {
          throw new MoveRefused(`The embedded database and the migrated target differ (${differences.slice(0, 4).join('; ')}): run db:move with the version of the code the site last ran.`);
        }

        const pictures = store ? await (async () => {
          log(`Copying the pictures of ${path.join(dataDir, 'uploads')} to the bucket ${options.bucket!.bucket}…`);
          return copyPictures(path.join(dataDir, 'uploads'), store, log);
        })() : undefined;
        if (!store) log(`No bucket given: the pictures stay in ${path.join(dataDir, 'uploads')} (serve them from that DATA_DIR, or run again with --bucket).`);

        const tables = [...new Set(targetColumns.map((c) => c.table))];
        const { rows: references } = await target.query<{ child: string; parent: string }>(
          `select child.relname as child, parent.relname as parent from pg_constraint k
           join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
           where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
        );
        const { rows: triggered } = await target.query<{ name: string }>(
          `select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
           where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`,
        );

        for (const statement of CANONICAL_OUTPUT) {
          await client.exec(statement);
          await target.query(statement);
        }
        log('Copying the tables in one transaction…');
        await target.query('begin');
        try {
          // Triggers (the search vocabulary a new listing feeds) would add rows the copy brings anyway.
          for (const { name } of triggered) await target.query(`alter table ${quote(name)} disable trigger user`);
          for (const table of parentsFirst(tables, references)) {
            const writable = sourceColumns.filter((c) => c.table === table && c.generated === 'NEVER').map((c) => quote(c.column)).join(', ');
            // Rows travel as PostgreSQL's own JSON text and are read back by PostgreSQL: no value is ever a
            // JavaScript number or date on the way, so numerics, times and arrays arrive exactly.
            await client.transaction(async (tx: Transaction) => {
              await tx.query(`declare move_rows no scroll cursor for select row_to_json(r)::text as row from (select ${writable} from ${quote(table)}) r`);
              for (;;) {
                const { rows } = await tx.query<{ row: string }>(`fetch ${BATCH} from move_rows`);
                if (!rows.length) break;
                await target.query(
                  `insert into ${quote(table)} (${writable}) overriding system value select ${writable} from json_populate_recordset(null::${quote(table)}, $1::json)`,
                  [`[${rows.map((r) => r.row).join(',')}]`],
                );
              }
              await tx.query('close move_rows');
            });
          }
          for (const { name } of triggered) await target.query(`alter table ${quote(name)} enable trigger user`);
          for (const sequence of sourceSequences) {
            if (sequence.last !== null) await target.query(`select setval($1, $2::bigint, true)`, [`public.${quote(sequence.name)}`, sequence.last]);
          }

          log('Verifying counts and checksums…');
          const summary: MoveSummary['tables'] = [];
          const mismatches: string[] = [];
          for (const table of tables) {
            const columns = targetColumns.filter((c) => c.table === table).map((c) => c.column);
            const [from] = (await client.query<{ rows: string; checksum: string }>(checksumSql(table, columns))).rows;
            const [to] = (await target.query<{ rows: string; checksum: string }>(checksumSql(table, columns))).rows;
            if (!from || !to || from.rows !== to.rows || from.checksum !== to.checksum) mismatches.push(`${table} (${from?.rows} rows embedded, ${to?.rows} copied)`);
            summary.push({ name: table, rows: Number(to?.rows), checksum: to?.checksum ?? '' });
          }
          const copiedSequences = (await target.query<{ name: string; last: string | null }>(SEQUENCES_SQL)).rows;
          for (const sequence of sourceSequences) {
            const copied = copiedSequences.find((s) => s.name === sequence.name);
            if (copied?.last !== sequence.last) mismatches.push(`sequence ${sequence.name} (${sequence.last} embedded, ${copied?.last} copied)`);
          }
          if (mismatches.length) throw new Error(`the copy does not match the embedded database: ${mismatches.join(', ')}; nothing was committed`);
          await target.query('commit');
          return { tables: summary, sequences: sourceSequences.length, pictures };
        } catch (error) {
          await target.query('rollback').catch(() => {});
          throw error;
        }
      });
    } finally {
      await targetDb.close();
      await source.close();
    }
  } finally {
    await target.end().catch(() => {});
    await fs.rm(work, { recursive: true, force: true });
  }
}
