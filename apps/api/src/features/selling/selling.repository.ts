import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/operations.ts';
import { productCounters, productEdits, productImages, productLikes, products } from '../../db/schema/products.ts';
import { uploads } from '../../db/schema/users.ts';
import { users } from '../../db/schema/users.ts';
import { addToCounter, countersOf, productWithSeller, type ProductWithSeller } from '../products/products.service.ts';

const withSeller = productWithSeller;

export type ProductInsert = typeof products.$inferInsert;
export type ProductEditRow = typeof productEdits.$inferSelect;
/** An edit waiting for review (or rejected) with the pictures it would show, in order (when it changes them). */
export type ProductEdit = ProductEditRow & { images: ProductWithSeller['images'] };

/** Stores a new listing; answers its id. */
export async function insertProduct(db: Db, values: ProductInsert): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Applies a seller's edit as the listing's next version. */
export async function updateProductVersion(db: Db, id: string, changes: Partial<ProductInsert>, now: Date) {
  await db.update(products).set({ ...changes, version: sql`${products.version} + 1`, updatedAt: now }).where(eq(products.id, id));
}

export async function deleteProduct(db: Db, id: string) {
  await db.delete(products).where(eq(products.id, id));
}

/** Moves a listing's end of public life (a renewal). */
export async function setProductExpiry(db: Db, id: string, expiresAt: Date, now: Date) {
  await db.update(products).set({ expiresAt, updatedAt: now }).where(eq(products.id, id));
}

/** A user's own listings, every status, newest first, with the total. */
export async function listOwnProducts(db: Db, userId: string, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(withSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .leftJoin(productCounters, countersOf)
      .where(eq(products.userId, userId))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.userId, userId)),
  ]);
  return { rows: rows.map((r) => ({ ...r, images: r.images ?? [] })) as ProductWithSeller[], total: Number(count?.n ?? 0) };
}

/** The product if it belongs to this user; undefined both when missing and when it is someone else's. */
export async function findOwnProduct(db: Db, userId: string, id: string): Promise<ProductWithSeller | undefined> {
  const [row] = await db.select(withSeller).from(products).innerJoin(users, eq(users.id, products.userId)).leftJoin(productCounters, countersOf).where(and(eq(products.id, id), eq(products.userId, userId)));
  return row ? ({ ...row, images: row.images ?? [] } as ProductWithSeller) : undefined;
}

/** Like findOwnProduct, and locks the product row until the caller's transaction ends. */
export async function lockOwnProduct(db: Db, userId: string, id: string): Promise<ProductWithSeller | undefined> {
  const [row] = await db
    .select(withSeller)
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(productCounters, countersOf)
    .where(and(eq(products.id, id), eq(products.userId, userId)))
    .for('no key update', { of: products });
  return row ? ({ ...row, images: row.images ?? [] } as ProductWithSeller) : undefined;
}

/** True when any of these uploads already illustrates another product. */
export async function uploadsUsedElsewhere(db: Db, uploadIds: string[], productId: string | null): Promise<boolean> {
  if (!uploadIds.length) return false;
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(inArray(productImages.uploadId, uploadIds), productId ? ne(productImages.productId, productId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Sets the listing's pictures (`isPending`: those of its edit waiting for review). */
export async function replaceImages(db: Db, productId: string, uploadIds: string[], isPending = false) {
  await db.delete(productImages).where(and(eq(productImages.productId, productId), eq(productImages.isPending, isPending)));
  if (uploadIds.length) await db.insert(productImages).values(uploadIds.map((uploadId, position) => ({ productId, uploadId, position, isPending })));
}

/** The uploads of the listing's pictures in order (`isPending`: its edit's; undefined: both, live first). */
export async function currentUploadIds(db: Db, productId: string, isPending: boolean | undefined = false): Promise<string[]> {
  const rows = await db
    .select({ id: productImages.uploadId })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isPending === undefined ? undefined : eq(productImages.isPending, isPending)))
    .orderBy(asc(productImages.isPending), asc(productImages.position));
  return rows.map((r) => r.id);
}

// Edits of approved listings waiting for review (issue #46).

/** The edits of these listings, with their pictures, by listing id. */
export async function findEdits(db: Db, productIds: string[]): Promise<Map<string, ProductEdit>> {
  if (!productIds.length) return new Map();
  const [edits, images] = await Promise.all([
    db.select().from(productEdits).where(inArray(productEdits.productId, productIds)),
    db
      .select({ productId: productImages.productId, id: productImages.id, key: uploads.key, width: uploads.width, height: uploads.height, widths: uploads.widths })
      .from(productImages)
      .innerJoin(uploads, eq(uploads.id, productImages.uploadId))
      .where(and(inArray(productImages.productId, productIds), eq(productImages.isPending, true)))
      .orderBy(asc(productImages.position)),
  ]);
  return new Map(edits.map((edit) => [edit.productId, { ...edit, images: images.filter((i) => i.productId === edit.productId).map(({ productId: _p, ...image }) => image) }]));
}

/** Stores the listing's edit, replacing the one it had. */
export async function saveEdit(db: Db, values: ProductEditRow) {
  const { productId: _id, ...changes } = values;
  await db.insert(productEdits).values(values).onConflictDoUpdate({ target: productEdits.productId, set: changes });
}

/** Marks the listing's pending edit rejected; false when it has none pending. */
export async function rejectEdit(db: Db, productId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(productEdits)
    .set({ status: 'rejected', rejectionReason: reason })
    .where(and(eq(productEdits.productId, productId), eq(productEdits.status, 'pending')))
    .returning({ id: productEdits.productId });
  return rows.length === 1;
}

/** Forgets the listing's edit and its pictures' rows; answers the uploads those pictures were. */
export async function deleteEdit(db: Db, productId: string): Promise<string[]> {
  await db.delete(productEdits).where(eq(productEdits.productId, productId));
  const rows = await db.delete(productImages).where(and(eq(productImages.productId, productId), eq(productImages.isPending, true))).returning({ id: productImages.uploadId });
  return rows.map((r) => r.id);
}

/** The edit's pictures become the listing's: the old rows go, the pending ones stay as live ones. */
export async function publishPendingImages(db: Db, productId: string) {
  await db.delete(productImages).where(and(eq(productImages.productId, productId), eq(productImages.isPending, false)));
  await db.update(productImages).set({ isPending: false }).where(eq(productImages.productId, productId));
}

/** Claims an idempotency key; returns the resource it already produced, or null when the key is new. */
export async function claimIdempotencyKey(db: Db, userId: string, scope: string, key: string): Promise<{ claimed: boolean; resourceId: string | null }> {
  const inserted = await db.insert(idempotencyKeys).values({ userId, scope, key }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length) return { claimed: true, resourceId: null };
  const [row] = await db.select({ resourceId: idempotencyKeys.resourceId }).from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return { claimed: false, resourceId: row?.resourceId ?? null };
}

export async function settleIdempotencyKey(db: Db, userId: string, scope: string, key: string, resourceId: string) {
  await db.update(idempotencyKeys).set({ resourceId }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

// likes_count (product_counters) moves by one only when a like row really came or went, in the same transaction as that row,
// so other transactions see both or neither and the count equals the rows under any concurrency. (Apart,
// with the decrement clamped at zero, an unlike that overtook a like's +1 left the count one too high.)
/** Adds a like once. */
export async function addLike(db: Db, userId: string, productId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const inserted = await tx.insert(productLikes).values({ userId, productId }).onConflictDoNothing().returning({ productId: productLikes.productId });
    if (inserted.length) await addToCounter(tx, productId, 'likesCount', 1);
  });
}

/** Removes a like if there is one. */
export async function removeLike(db: Db, userId: string, productId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const deleted = await tx.delete(productLikes).where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId))).returning({ productId: productLikes.productId });
    if (deleted.length) await addToCounter(tx, productId, 'likesCount', -1);
  });
}
