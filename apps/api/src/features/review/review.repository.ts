import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productCounters, productEdits, products } from '../../db/schema/products.ts';
import { uploads, users } from '../../db/schema/users.ts';
import { countersOf, productWithSeller, type ProductRow, type ProductWithSeller } from '../products/products.service.ts';

/**
 * Records an admin decision; with a `version`, only if the listing is still at that version (false
 * otherwise). One conditional UPDATE: under READ COMMITTED it waits for a concurrent edit of the row and
 * re-checks the version on the edited row.
 */
export async function applyReviewDecision(db: Db, id: string, version: number | undefined, changes: Partial<typeof products.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(changes)
    .where(and(eq(products.id, id), version === undefined ? undefined : eq(products.version, version)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/**
 * A review queue: listings of this status and, for `pending` and `rejected`, approved listings whose edit
 * has that status (issue #46), oldest first.
 */
export async function listForReview(db: Db, status: ProductRow['status'], page: number, limit: number) {
  const edits = status === 'approved' ? undefined : status;
  const joined = and(eq(productEdits.productId, products.id), eq(products.status, 'approved'), edits ? eq(productEdits.status, edits) : sql`false`);
  const where = edits ? or(eq(products.status, status), isNotNull(productEdits.productId)) : eq(products.status, status);
  const [rows, [count]] = await Promise.all([
    db
      .select(productWithSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .leftJoin(productCounters, countersOf)
      .leftJoin(productEdits, joined)
      .where(where)
      // The queue is first come, first served; a resubmission or an edit waits from when it came.
      .orderBy(asc(sql`coalesce(${productEdits.submittedAt}, ${products.resubmittedAt}, ${products.createdAt})`), asc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(products).leftJoin(productEdits, joined).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, images: r.images ?? [] })) as ProductWithSeller[], total: Number(count?.n ?? 0) };
}

export async function sellerContacts(db: Db, userIds: string[]) {
  if (!userIds.length) return new Map<string, { email: string; phone: string }>();
  const rows = await db.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, { email: r.email, phone: r.phone }]));
}

/** Which of these picture keys still have their upload (and so their files). */
export async function storedPictureKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, [...new Set(keys)]));
  return new Set(rows.map((r) => r.key));
}
