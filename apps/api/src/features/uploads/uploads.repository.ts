import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { productImages } from '../../db/schema/products.ts';
import { pictureOriginals, uploads } from '../../db/schema/users.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** Records a stored picture as an upload of this user; answers its id. */
export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<string> {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return row!.id;
}

/** The upload with this key if it is this user's. */
export async function findOwnUpload(db: Db, userId: string, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(and(eq(uploads.key, key), eq(uploads.userId, userId)));
  return row;
}

/** Uploads by key that belong to this user, in the order of `keys`. */
export async function findOwnUploads(db: Db, userId: string, keys: string[]): Promise<UploadRow[]> {
  if (!keys.length) return [];
  const rows = await db.select().from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.key, keys)));
  return keys.map((k) => rows.find((r) => r.key === k)).filter((r): r is NonNullable<typeof r> => Boolean(r));
}

/** Deletes upload rows no product uses any more and returns their storage keys, for the files to go too. */
export async function deleteOrphanProductUploads(db: Db, uploadIds: string[]): Promise<string[]> {
  if (!uploadIds.length) return [];
  const rows = await db
    .delete(uploads)
    .where(and(inArray(uploads.id, uploadIds), sql`not exists (select 1 from ${productImages} where ${productImages.uploadId} = ${uploads.id})`))
    .returning({ key: uploads.key });
  return rows.map((r) => r.key);
}

/**
 * Of these picture keys, the ones nothing references any more (no engineer, shop, ad, product or user
 * profile): their upload rows are deleted in the same statement and the keys returned, for the files to
 * go once the transaction has committed. Run it after the entry's own reference is gone.
 */
export async function releaseImages(db: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const rows = await queryRows<{ key: string }>(
    db,
    sql`with candidates(key) as (select unnest(array[${sql.join(unique.map((k) => sql`${k}`), sql`, `)}]::text[])),
      orphans as (
        select c.key from candidates c
        where not exists (select 1 from engineers e
                          where e.profile_image->>'key' = c.key or e.portfolio_images @> jsonb_build_array(jsonb_build_object('key', c.key)))
          and not exists (select 1 from shops s
                          where s.logo->>'key' = c.key or s.images @> jsonb_build_array(jsonb_build_object('key', c.key)))
          and not exists (select 1 from ads a where a.image->>'key' = c.key)
          and not exists (select 1 from users u where u.profile_image->>'key' = c.key)
          and not exists (select 1 from product_images pi join uploads up on up.id = pi.upload_id where up.key = c.key)
      ),
      deleted as (delete from uploads where key in (select key from orphans) returning key)
      select key from orphans`,
  );
  return rows.map((r) => r.key);
}

/** Up to `limit` uploads after `after`, in id order, that lack any of `widths`. */
export function uploadsLackingWidths(db: Db, widths: readonly number[], after: string | null, limit: number) {
  return queryRows<{ id: string; key: string; width: number; widths: number[] }>(
    db,
    sql`select id, key, width, widths from uploads
        where not (widths @> ${`{${widths.join(',')}}`}::integer[])
          and not exists (select 1 from picture_originals o where o.upload_id = uploads.id)
          ${after ? sql`and id > ${after}::uuid` : sql``}
        order by id
        limit ${limit}`,
  );
}

/** Records the widths an upload now has; false when the upload is gone. */
export async function setUploadWidths(db: Db, id: string, widths: number[]): Promise<boolean> {
  const updated = await queryRows<{ id: string }>(db, sql`update uploads set widths = ${`{${widths.join(',')}}`}::integer[] where id = ${id}::uuid returning id`);
  return updated.length > 0;
}

/** Keeps an upload as sent until a worker has made its widths. */
export async function insertPictureOriginal(db: Db, uploadId: string, bytes: Buffer): Promise<void> {
  await db.insert(pictureOriginals).values({ uploadId, bytes });
}

/** A waiting upload's bytes with its key; undefined once made, or when the upload is gone. */
export async function findPictureOriginal(db: Db, uploadId: string): Promise<{ key: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ key: uploads.key, bytes: pictureOriginals.bytes })
    .from(pictureOriginals)
    .innerJoin(uploads, eq(uploads.id, pictureOriginals.uploadId))
    .where(eq(pictureOriginals.uploadId, uploadId));
  return row;
}

export async function deletePictureOriginal(db: Db, uploadId: string): Promise<void> {
  await db.delete(pictureOriginals).where(eq(pictureOriginals.uploadId, uploadId));
}
