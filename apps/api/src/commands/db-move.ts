// `npm run db:move -- --to postgres://… [--bucket s3://name]`: moves the embedded site of DATA_DIR to an
// empty PostgreSQL database and, when given, an S3-compatible bucket (docs/deploy.md, "Growing past the
// embedded database"). The bucket's endpoint and keys are the server's own settings (S3_ENDPOINT,
// S3_ACCESS_KEY_ID…); `--bucket` names the bucket, or S3_BUCKET does.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { moveToPostgres } from './move-to-postgres.ts';

const USAGE = 'Usage: npm run db:move -- --to postgres://user@host:5432/database [--bucket s3://bucket-name]';

async function main() {
  const { values, positionals } = parseArgs({ options: { to: { type: 'string' }, bucket: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length || !values.to) throw new ConfigError(USAGE);
  if (!/^postgres(ql)?:\/\//.test(values.to)) throw new ConfigError(`--to must be a postgres:// or postgresql:// URL. ${USAGE}`);
  const bucket = values.bucket?.replace(/^s3:\/\//, '').replace(/\/$/, '');
  // The site's own settings, read as the server reads them; DATABASE_URL may already name the target.
  const { DATABASE_URL: _target, ...env } = process.env;
  const config = loadConfig({ ...env, ...(bucket !== undefined ? { S3_BUCKET: bucket } : {}) });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(`Moving the embedded site of ${config.dataDir} to PostgreSQL${config.storage.kind === 's3' ? ` and the bucket ${config.storage.bucket}` : ''}.`);
  const summary = await moveToPostgres({ dataDir: config.dataDir, targetUrl: values.to, bucket: config.storage.kind === 's3' ? config.storage : undefined, log });
  const width = Math.max(...summary.tables.map((t) => t.name.length));
  for (const table of summary.tables) log(`  ${table.name.padEnd(width)}  ${String(table.rows).padStart(8)} rows  md5 ${table.checksum || '(empty)'}  ✓`);
  if (summary.sequences) log(`  ${summary.sequences} sequence(s) carried over at their values ✓`);
  if (summary.pictures) log(`  ${summary.pictures.count} picture files (${(summary.pictures.bytes / 1024 / 1024).toFixed(1)} MB) in the bucket, each read back with the same SHA-256 ✓`);
  log(`Done: every table has the same rows and checksum in PostgreSQL; ${config.dataDir} was not changed.`);
  log(`Start the server with DATABASE_URL set to that database${config.storage.kind === 's3' ? ` and S3_BUCKET=${config.storage.bucket} (with the same S3_* settings)` : ''}.`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
