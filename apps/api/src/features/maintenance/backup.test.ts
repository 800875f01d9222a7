import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testClock } from '../../test/build-app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/seed.ts';
import { DEMO_PART, readSite, runCommand, sellerWithUploadedPicture, siteConfig, startEmbeddedSiteWithDemo, startSite } from '../../test/embedded-site.ts';
import { listBackups } from './backup.ts';
import { queryRows } from '../../db/client.ts';
import { openControlSocket } from '../../db/control-socket.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = async (prefix: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
};

/**
 * docs/decisions/033-live-backups.md on a real embedded site: `npm run backup` asks the running server,
 * `npm run restore` writes a new DATA_DIR. The embedded database only (the PostgreSQL run skips it: it
 * opens its own PGlite whatever DATABASE_URL says).
 */
describe.skipIf(process.env.DATABASE_URL)('live backups of the embedded database', () => {
  it('backs up while requests are served; the restored DATA_DIR serves the same listings, sessions and pictures', async () => {
    const dataDir = await tempDir('solar-backup-site-');
    const site = await startEmbeddedSiteWithDemo(dataDir);
    cleanups.push(() => site.close());
    // As server.ts does for an embedded database.
    const control = await openControlSocket(dataDir, { backup: () => site.app.backupNow() });
    cleanups.push(() => control.close());
    const token = await sellerWithUploadedPicture(site.app);
    const before = await readSite(site.app, token);

    // Visitors browse and sign in (a write) all the while the command runs.
    let backingUp = true;
    const answers: number[] = [];
    const accounts = Object.values(DEMO_USERS).map((user) => user.email);
    const traffic = (async () => {
      for (let i = 0; backingUp; i++) {
        const remoteAddress = `10.9.${Math.floor(i / 250) % 250}.${i % 250}`;
        const res =
          // A sign-in every eighth request, each demo account in turn, within their sign-in limits.
          i % 8 === 7
            ? await site.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { identifier: accounts[(i >> 3) % accounts.length], password: DEMO_PASSWORD } })
            : await site.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?limit=${1 + (i % 20)}`, remoteAddress });
        answers.push(res.statusCode);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const backup = await runCommand('backup', [], { DATA_DIR: dataDir });
    backingUp = false;
    await traffic;
    expect(backup.code, backup.stderr).toBe(0);
    const file = /^Backup written: (\S+\.tar) /m.exec(backup.stdout)?.[1];
    expect(file, backup.stdout).toBeDefined();
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status !== 200)).toEqual([]);

    // A standard tar file: the database dump, every picture, the manifest.
    const pictures = (await fs.readdir(path.join(dataDir, 'uploads'))).filter((f) => f.endsWith('.webp')).sort();
    const { stdout: listing } = await promisify(execFile)('tar', ['-tf', file!]);
    const entries = listing.trim().split('\n');
    expect(entries).toEqual(['database.tar.gz', ...pictures.map((p) => `uploads/${p}`), 'manifest.json']);

    // Never under the running server.
    const refused = await runCommand('restore', [file!], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`A server is running on ${dataDir}: stop it first`);

    // Nor is the site moved to PostgreSQL under it (the check comes before the target is asked).
    const moving = await runCommand('db-move', ['--to', 'postgres://postgres@127.0.0.1:9/none'], { DATA_DIR: dataDir });
    expect(moving.code).toBe(1);
    expect(moving.stderr).toContain(`A server is running on ${dataDir}: stop it first, so that nothing is written after the copy.`);

    // A damaged archive (one byte of the database changed) is refused and writes nothing.
    const damaged = path.join(await tempDir('solar-backup-damaged-'), 'damaged.tar');
    const bytes = await fs.readFile(file!);
    bytes[512 + 1000] = bytes[512 + 1000]! ^ 0xff;
    await fs.writeFile(damaged, bytes);
    const damagedDir = await tempDir('solar-backup-not-restored-');
    const refusedDamaged = await runCommand('restore', [damaged], { DATA_DIR: damagedDir });
    expect(refusedDamaged.code).toBe(1);
    expect(refusedDamaged.stderr).toContain('is damaged: its database does not match its checksum');
    expect(await fs.readdir(damagedDir)).toEqual([]);

    const restoredDir = await tempDir('solar-backup-restored-');
    const restored = await runCommand('restore', [file!], { DATA_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`${Object.keys(DEMO_USERS).length} users, ${DEMO_PART.products.length} listings`);
    expect(restored.stdout).toContain(`${pictures.length} picture files`);

    const again = await startSite(siteConfig(restoredDir));
    cleanups.push(() => again.close());
    // The same site: listings, the seller's session (the same token), their pictures byte for byte.
    const after = await readSite(again.app, token);
    for (const part of ['browse', 'detail', 'shops', 'me'] as const) expect(after[part], part).toBe(before[part]);
    const shown = [...new Set(before.browse.concat(before.me).match(/\/uploads\/[a-z0-9-]+-\d+\.webp/g))];
    expect(shown.length).toBeGreaterThan(10);
    for (const picture of shown) {
      const res = await again.app.inject({ method: 'GET', url: picture });
      expect(res.statusCode, picture).toBe(200);
      expect(res.rawPayload.equals(await fs.readFile(path.join(dataDir, picture))), picture).toBe(true);
    }
    await again.close();

    // A DATA_DIR that holds a database is not written over without --replace.
    const over = await runCommand('restore', [file!], { DATA_DIR: restoredDir });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('already holds a database');
  }, 180_000);

  it('backs up once a day by itself, from the first midnight on, and keeps the newest BACKUP_KEEP', async () => {
    const clock = testClock(new Date('2026-11-20T09:00:00Z'));
    const ctx = await buildTestApp({ BACKUP_KEEP: '2', JOBS_POLL_MS: '20', CLEANUP_INTERVAL_SECONDS: '0' }, { clock: clock.now });
    cleanups.push(() => ctx.close());
    const backupJobs = async () => (await queryRows<{ n: number; done: number }>(ctx.database.db, sql`select count(*)::int as n, count(done_at)::int as done from jobs where kind = 'backup'`))[0]!;
    // The first start makes none: tomorrow's is queued for 00:00 UTC.
    const queued = async () => queryRows<{ runAt: string; done: boolean }>(ctx.database.db, sql`select to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "runAt", done_at is not null as done from jobs where kind = 'backup'`);
    await vi.waitFor(async () => expect(await queued()).toEqual([{ runAt: '2026-11-21T00:00', done: false }]), { timeout: 20_000, interval: 50 });
    expect(await listBackups(ctx.dataDir)).toEqual([]);
    for (const day of ['21', '22', '23', '24']) {
      clock.advance(24 * 60 * 60_000);
      await vi.waitFor(async () => expect((await listBackups(ctx.dataDir)).some((name) => name.startsWith(`solar-2026-11-${day}T09-00-00`))).toBe(true), { timeout: 20_000, interval: 50 });
    }
    expect(await listBackups(ctx.dataDir)).toEqual(['solar-2026-11-23T09-00-00-000Z.tar', 'solar-2026-11-24T09-00-00-000Z.tar']);
    // One backup a day however often the poll comes round, and the next day's waiting.
    await vi.waitFor(async () => expect(await backupJobs()).toEqual({ n: 5, done: 4 }), { timeout: 20_000, interval: 50 });
  }, 120_000);
});
