import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetailResponseSchema } from '@solar/shared/contract/products';
import { queryRows } from '../../db/client.ts';
import { productImages } from '../../db/schema/products.ts';
import { uploads } from '../../db/schema/users.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, makePng } from '../../test/factories.ts';
import { processImage } from '../../lib/images.ts';
import { addMissingVariants } from './picture-variants.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A picture as it was stored before the 800 px width existed: three files, and a row that names three widths. */
async function storeOldPicture(app: TestContext['app'], width = 1600, height = 1200) {
  const processed = await processImage(await makePng(width, height));
  const key = await app.imageStore.save(new Map([...processed.variants].filter(([w]) => w !== 800 && w !== 200)));
  // The column's default: what the migration gave every row stored before.
  const [row] = await app.database.db.insert(uploads).values({ userId: null, key, width: processed.width, height: processed.height, bytes: 1 }).returning();
  return row!;
}

async function listingWith(app: TestContext['app'], uploadIds: string[]) {
  const product = await buildProduct(app.database.db);
  for (const [position, uploadId] of uploadIds.entries()) await app.database.db.insert(productImages).values({ productId: product.id, uploadId, position });
  return async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/marketplace/getOneProduct/${product.id}` });
    return ProductDetailResponseSchema.parse(res.json()).data.images;
  };
}

const file = (context: TestContext, key: string, width: number) => path.join(context.dataDir, 'uploads', `${key}-${width}.webp`);
const exists = (where: string) =>
  fs.access(where).then(
    () => true,
    () => false,
  );

describe('pictures stored before the 200 and 800 px widths', () => {
  it('are offered at the widths they have, then given 200 and 800 px by the daily pass the jobs schedule', async () => {
    // The jobs run on their timer here, as in production. The first poll queued today's pass before
    // these pictures existed (an upgraded server's first start finds them already there): tomorrow's comes.
    const clock = testClock();
    ctx = await buildTestApp({ JOBS_POLL_MS: '50' }, { clock: clock.now });
    const passesDone = async () => (await queryRows<{ n: number }>(ctx!.database.db, sql`select count(*)::int as n from jobs where kind = 'picture-variants' and done_at is not null`))[0]?.n;
    await expect.poll(passesDone, { timeout: 20_000 }).toBe(1);
    const old = await storeOldPicture(ctx.app);
    const gone = await storeOldPicture(ctx.app, 900, 600);
    await Promise.all([320, 640, 1280].map((w) => fs.rm(file(ctx!, gone.key, w))));
    const images = await listingWith(ctx.app, [old.id, gone.id]);

    // Before the pass: no 200 or 800 in the srcset, so no browser asks for a file that is not there.
    const [before] = await images();
    expect(before!.srcSet).toBe(`/uploads/${old.key}-320.webp 320w, /uploads/${old.key}-640.webp 640w, /uploads/${old.key}-1280.webp 1280w`);
    clock.advance(24 * 60 * 60_000);

    await expect.poll(() => exists(file(ctx!, old.key, 800)), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(async () => (await ctx!.database.db.select({ widths: uploads.widths }).from(uploads).where(eq(uploads.id, old.id)))[0]?.widths, { timeout: 20_000 })
      .toEqual([200, 320, 640, 800, 1280]);
    // Real WebPs, 200 and 800 px wide, the picture's proportions kept.
    expect(await sharp(file(ctx, old.key, 800)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await sharp(file(ctx, old.key, 200)).metadata()).toMatchObject({ format: 'webp', width: 200, height: 150 });

    const [after, missing] = await images();
    expect(after!.srcSet).toBe(
      `/uploads/${old.key}-200.webp 200w, /uploads/${old.key}-320.webp 320w, /uploads/${old.key}-640.webp 640w, /uploads/${old.key}-800.webp 800w, /uploads/${old.key}-1280.webp 1280w`,
    );
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${old.key}-800.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // A picture whose files are gone is left with the widths it had, and made nothing up.
    expect(missing!.srcSet).not.toContain('-800.webp');
    expect(missing!.srcSet).not.toContain('-200.webp');
    expect(await exists(file(ctx, gone.key, 800))).toBe(false);
  });

  it('goes through the stored pictures a batch at a time, each batch saying where the next starts', async () => {
    ctx = await buildTestApp();
    const rows = [await storeOldPicture(ctx.app, 700, 700), await storeOldPicture(ctx.app), await storeOldPicture(ctx.app)];
    const log = ctx.app.log;
    let after: string | null = null;
    const batches = [];
    do {
      const batch: Awaited<ReturnType<typeof addMissingVariants>> = await addMissingVariants(ctx.database.db, ctx.app.imageStore, log, { after, limit: 2 });
      batches.push(batch.added);
      after = batch.next;
    } while (after);
    expect(batches).toEqual([2, 1]);
    const stored = await ctx.database.db.select({ id: uploads.id, widths: uploads.widths }).from(uploads).where(inArray(uploads.id, rows.map((row) => row.id)));
    expect(stored.map((row) => row.widths)).toEqual([[200, 320, 640, 800, 1280], [200, 320, 640, 800, 1280], [200, 320, 640, 800, 1280]]);
    // A 700 px picture is not enlarged: its 800 px width is the picture at its own size.
    expect(await sharp(file(ctx, rows[0]!.key, 800)).metadata()).toMatchObject({ width: 700, height: 700 });
    // A second pass finds nothing left to do.
    expect(await addMissingVariants(ctx.database.db, ctx.app.imageStore, log, { after: null, limit: 2 })).toEqual({ added: 0, skipped: 0, next: null });
  });
});
