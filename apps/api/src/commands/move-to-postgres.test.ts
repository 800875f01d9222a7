import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { DEMO_PART, DEMO_SELLER, hashTree, readSite, runCommand, sellerWithUploadedPicture, siteConfig, startEmbeddedSiteWithDemo, startSite } from '../test/embedded-site.ts';
import { openPglite, queryRows } from '../db/client.ts';

const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** docs/deploy.md, "Growing past the embedded database": `npm run db:move` on a real site, a real PostgreSQL and a real S3-compatible server. */
describe.runIf(url)('an embedded site moved to PostgreSQL and a bucket (npm run db:move)', () => {
  it('copies every row and picture, checks them, leaves the site as it was, and the app serves the same site from the copy', async () => {
    // The embedded site: demo data, and a picture a user uploaded (their profile picture), then stopped.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-move-site-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const site = await startEmbeddedSiteWithDemo(dataDir);
    const token = await sellerWithUploadedPicture(site.app);
    const before = await readSite(site.app, token);
    const listings = JSON.parse(before.browse).data as unknown[];
    expect(listings.length).toBe(DEMO_PART.products.filter((p) => p.status === 'approved').length);
    await site.close();

    // A sequence, as a migration that adds one would make on both sides, used three times on the site.
    const embedded = await openPglite({ dataDir: path.join(dataDir, 'db') });
    await embedded.db.execute('create sequence public.invoice_numbers');
    for (let i = 0; i < 3; i++) await embedded.db.execute(`select nextval('public.invoice_numbers')`);
    await embedded.close();
    const files = await hashTree(dataDir);

    const name = `solar_move_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const targetUrl = target.toString();
    const prepared = new pg.Client({ connectionString: targetUrl });
    await prepared.connect();
    await prepared.query('create sequence public.invoice_numbers');
    await prepared.end();
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const { S3_BUCKET: bucket, ...bucketSettings } = s3.env;

    const moved = await runCommand('db-move', ['--to', targetUrl, '--bucket', `s3://${bucket}`], { DATA_DIR: dataDir, ...bucketSettings });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(new RegExp(`products\\s+${DEMO_PART.products.length} rows\\s+md5 [0-9a-f]{32}\\s+✓`));
    // This one and the price history's row numbers.
    expect(moved.stdout).toMatch(/2 sequence\(s\) carried over/);
    const pictureFiles = (await fs.readdir(path.join(dataDir, 'uploads'))).filter((f) => f.endsWith('.webp'));
    expect(moved.stdout).toContain(`${pictureFiles.length} picture files`);
    // The site's files are byte for byte what they were.
    expect(await hashTree(dataDir)).toEqual(files);

    // A second run finds rows there and changes nothing.
    const again = await runCommand('db-move', ['--to', targetUrl, '--bucket', `s3://${bucket}`], { DATA_DIR: dataDir, ...bucketSettings });
    expect(again.code).toBe(1);
    // The first tables that hold rows, in name order, say why.
    expect(again.stderr).toMatch(/^The target database is not empty \(ads: 1 rows, engineers: 2 rows, .*\): db:move copies into an empty database only/m);

    // The app on PostgreSQL and the bucket serves the same site; only the pictures' address changed.
    const grownDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-move-grown-'));
    cleanups.push(() => fs.rm(grownDir, { recursive: true, force: true }));
    const grown = await startSite(siteConfig(grownDir, { DATABASE_URL: targetUrl, ...s3.env }));
    cleanups.push(() => grown.close());
    const inBucket = (body: string) => body.replace(/(["\s])\/uploads\//g, `$1${s3.endpoint}/${bucket}/`);
    const after = await readSite(grown.app, token);
    // The session moved too: the same token reads the same profile.
    for (const part of ['browse', 'detail', 'shops', 'me'] as const) expect(after[part], part).toBe(inBucket(before[part]));
    // And the password still opens the account.
    expect((await grown.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO_SELLER })).statusCode).toBe(200);
    // Every picture a listing or the profile shows, at every width, is served from the bucket with the bytes it had on disk.
    const shown = [...new Set(inBucket(before.browse + before.me).match(new RegExp(`${s3.endpoint}/${bucket}/[a-z0-9-]+-\\d+\\.webp`, 'g')))];
    expect(shown.length).toBeGreaterThan(listings.length * 4);
    for (const picture of shown) {
      const res = await fetch(picture);
      expect(res.status, picture).toBe(200);
      const onDisk = await fs.readFile(path.join(dataDir, 'uploads', picture.split('/').pop()!));
      expect(Buffer.from(await res.arrayBuffer()).equals(onDisk), picture).toBe(true);
    }
    const [next] = await queryRows<{ n: number }>(grown.database.db, sql`select nextval('public.invoice_numbers')::int as n`);
    expect(next!.n).toBe(4);
  }, 180_000);
});
