import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/operations.ts';
import { productImages, productLikes, products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { productWithSeller, type ProductRow, type ProductWithSeller } from '../products/products.service.ts';

const withSeller = productWithSeller;

export type ProductInsert = typeof products.$inferInsert;

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
  const [row] = await db.select(withSeller).from(products).innerJoin(users, eq(users.id, products.userId)).where(and(eq(products.id, id), eq(products.userId, userId)));
  return row ? ({ ...row, images: row.images ?? [] } as ProductWithSeller) : undefined;
}

/** Like findOwnProduct, and locks the product row until the caller's transaction ends. */
export async function lockOwnProduct(db: Db, userId: string, id: string): Promise<ProductWithSeller | undefined> {
  const [row] = await db
    .select(withSeller)
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(eq(products.id, id), eq(products.userId, userId)))
    .for('no key update', { of: products });
  return row ? ({ ...row, images: row.images ?? [] } as ProductWithSeller) : undefined;
}

export async function findProductRow(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
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

export async function replaceImages(db: Db, productId: string, uploadIds: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (uploadIds.length) await db.insert(productImages).values(uploadIds.map((uploadId, position) => ({ productId, uploadId, position })));
}

export async function currentUploadIds(db: Db, productId: string): Promise<string[]> {
  const rows = await db.select({ id: productImages.uploadId }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
  return rows.map((r) => r.id);
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

// likes_count moves by one only when a like row really came or went, in the same transaction as that row,
// so other transactions see both or neither and the count equals the rows under any concurrency. (Apart,
// with the decrement clamped at zero, an unlike that overtook a like's +1 left the count one too high.)
/** Adds a like once. */
export async function addLike(db: Db, userId: string, productId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const inserted = await tx.insert(productLikes).values({ userId, productId }).onConflictDoNothing().returning({ productId: productLikes.productId });
    if (inserted.length) await tx.update(products).set({ likesCount: sql`${products.likesCount} + 1` }).where(eq(products.id, productId));
  });
}

/** Removes a like if there is one. */
export async function removeLike(db: Db, userId: string, productId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const deleted = await tx.delete(productLikes).where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId))).returning({ productId: productLikes.productId });
    if (deleted.length) await tx.update(products).set({ likesCount: sql`${products.likesCount} - 1` }).where(eq(products.id, productId));
  });
}
