import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JoinRequestStatus } from '@solar/shared/contract/admin-directory';
import { normalizeArabic } from '@solar/shared/domain/arabic-search';
import type { Db } from '../../db/client.ts';
import { ads, engineers, joinRequests, shops } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import type { AdRow, EngineerRow, JoinRequestRow, ShopRow } from '../directory/directory.service.ts';

// The console's SQL over the directory tables. Lists here show every row (inactive ads too), newest
// first; the public lists and their ranking stay in features/directory.

/** Every word of `q`, normalised like `search_text`, must appear in it (a plain substring match). */
function searchedBy(searchText: AnyPgColumn, q: string | undefined): SQL | undefined {
  const words = q ? normalizeArabic(q).split(' ').filter(Boolean).slice(0, 8) : [];
  return words.length ? and(...words.map((w) => ilike(searchText, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))) : undefined;
}

async function newestFirst<T>(
  db: Db,
  table: typeof engineers | typeof shops | typeof ads,
  q: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: T[]; total: number }> {
  const where = searchedBy(table.searchText, q);
  const [rows, [count]] = await Promise.all([
    db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { rows: rows as T[], total: Number(count?.n ?? 0) };
}

export const listEngineers = (db: Db, q: string | undefined, page: number, limit: number) => newestFirst<EngineerRow>(db, engineers, q, page, limit);
export const listShops = (db: Db, q: string | undefined, page: number, limit: number) => newestFirst<ShopRow>(db, shops, q, page, limit);
export const listAds = (db: Db, q: string | undefined, page: number, limit: number) => newestFirst<AdRow>(db, ads, q, page, limit);

// Reads inside a write transaction lock the row, so two admins' edits (or an edit and a delete) of one
// entry run one after the other instead of one silently undoing the other's picture clean-up.
export async function lockEngineer(db: Db, id: string): Promise<EngineerRow | undefined> {
  const [row] = await db.select().from(engineers).where(eq(engineers.id, id)).for('update');
  return row;
}
export async function lockShop(db: Db, id: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, id)).for('update');
  return row;
}
export async function lockAd(db: Db, id: string): Promise<AdRow | undefined> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).for('update');
  return row;
}
export async function findAd(db: Db, id: string): Promise<AdRow | undefined> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  return row;
}

export async function insertEngineer(db: Db, values: typeof engineers.$inferInsert): Promise<EngineerRow> {
  const [row] = await db.insert(engineers).values(values).returning();
  return row!;
}
export async function updateEngineer(db: Db, id: string, values: Partial<typeof engineers.$inferInsert>): Promise<EngineerRow> {
  const [row] = await db.update(engineers).set(values).where(eq(engineers.id, id)).returning();
  return row!;
}
export async function deleteEngineer(db: Db, id: string) {
  await db.delete(engineers).where(eq(engineers.id, id));
}

export async function insertShop(db: Db, values: typeof shops.$inferInsert): Promise<ShopRow> {
  const [row] = await db.insert(shops).values(values).returning();
  return row!;
}
export async function updateShop(db: Db, id: string, values: Partial<typeof shops.$inferInsert>): Promise<ShopRow> {
  const [row] = await db.update(shops).set(values).where(eq(shops.id, id)).returning();
  return row!;
}
export async function deleteShop(db: Db, id: string) {
  await db.delete(shops).where(eq(shops.id, id));
}

export async function insertAd(db: Db, values: typeof ads.$inferInsert): Promise<AdRow> {
  const [row] = await db.insert(ads).values(values).returning();
  return row!;
}
export async function updateAd(db: Db, id: string, values: Partial<typeof ads.$inferInsert>): Promise<AdRow> {
  const [row] = await db.update(ads).set(values).where(eq(ads.id, id)).returning();
  return row!;
}
export async function deleteAd(db: Db, id: string) {
  await db.delete(ads).where(eq(ads.id, id));
}

const handler = { id: users.id, name: users.name };
export interface JoinRequestWithHandler {
  request: JoinRequestRow;
  handler: { id: string; name: string } | null;
}

/** The inbox: waiting requests oldest first (a queue); handled or dismissed ones most recently closed first. */
export async function listJoinRequests(db: Db, status: JoinRequestStatus, type: JoinRequestRow['type'] | undefined, page: number, limit: number) {
  const where = and(eq(joinRequests.status, status), type ? eq(joinRequests.type, type) : undefined);
  const order = status === 'new'
    ? [asc(joinRequests.createdAt), asc(joinRequests.id)]
    : [sql`${joinRequests.handledAt} desc nulls last`, desc(joinRequests.createdAt), desc(joinRequests.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({ request: joinRequests, handler })
      .from(joinRequests)
      .leftJoin(users, eq(users.id, joinRequests.handledBy))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(joinRequests).where(where),
  ]);
  return { rows: rows as JoinRequestWithHandler[], total: Number(count?.n ?? 0) };
}

/** One request with who handled it; `lock` holds the request row for the rest of the transaction. */
export async function findJoinRequest(db: Db, id: string, lock = false): Promise<JoinRequestWithHandler | undefined> {
  const query = db.select({ request: joinRequests, handler }).from(joinRequests).leftJoin(users, eq(users.id, joinRequests.handledBy)).where(eq(joinRequests.id, id));
  const [row] = lock ? await query.for('update', { of: joinRequests }) : await query;
  return row as JoinRequestWithHandler | undefined;
}

export async function updateJoinRequest(db: Db, id: string, values: Partial<Pick<JoinRequestRow, 'status' | 'handledBy' | 'handledAt' | 'entryId'>>) {
  await db.update(joinRequests).set(values).where(eq(joinRequests.id, id));
}

/** A deleted entry's request stays handled; it just no longer names the entry. */
export async function forgetEntry(db: Db, entryId: string) {
  await db.update(joinRequests).set({ entryId: null }).where(eq(joinRequests.entryId, entryId));
}
