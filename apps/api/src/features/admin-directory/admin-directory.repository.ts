import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JoinRequestStatus } from '@solar/shared/contract/admin-directory';
import { normalizeArabic } from '@solar/shared/domain/arabic-search';
import type { Db } from '../../db/client.ts';
import {
  directoryEntries, engineers, joinRequests, shops, type ads, type DirectoryEntryInsert, type DirectoryEntryKind, type DirectoryEntryRow,
} from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import type { JoinRequestRow } from '../directory/directory.service.ts';

// The console's SQL over the directory tables. Lists here show every row (inactive ads too), newest
// first; the public lists and their ranking stay in features/directory.

/** Every word of `q`, normalised like `search_text`, must appear in it (a plain substring match). */
function searchedBy(searchText: AnyPgColumn, q: string | undefined): SQL | undefined {
  const words = q ? normalizeArabic(q).split(' ').filter(Boolean).slice(0, 8) : [];
  return words.length ? and(...words.map((w) => ilike(searchText, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))) : undefined;
}

// One query per step serves the three kinds: `kind` names the table (db/schema/directory.ts). The casts
// only widen a kind's table to the columns all three share; what comes back is that kind's row.
const tableOf = (kind: DirectoryEntryKind) => directoryEntries[kind] as unknown as typeof ads;
type Row<K extends DirectoryEntryKind> = DirectoryEntryRow<K>;

/** One page of a kind's entries, newest first, narrowed by the console's search box. */
export async function listEntries<K extends DirectoryEntryKind>(db: Db, kind: K, q: string | undefined, page: number, limit: number) {
  const table = tableOf(kind);
  const where = searchedBy(table.searchText, q);
  const [rows, [count]] = await Promise.all([
    db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { rows: rows as Row<K>[], total: Number(count?.n ?? 0) };
}

/**
 * One entry. Read with `lock` inside a write transaction, the row stays locked, so two admins' edits (or an
 * edit and a delete) of one entry run one after the other instead of one silently undoing the other's
 * picture clean-up.
 */
export async function findEntry<K extends DirectoryEntryKind>(db: Db, kind: K, id: string, lock = false): Promise<Row<K> | undefined> {
  const table = tableOf(kind);
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as Row<K> | undefined;
}

export async function insertEntry<K extends DirectoryEntryKind>(db: Db, kind: K, values: DirectoryEntryInsert<K>): Promise<Row<K>> {
  const [row] = await db.insert(tableOf(kind)).values(values as typeof ads.$inferInsert).returning();
  return row as Row<K>;
}

export async function updateEntry<K extends DirectoryEntryKind>(db: Db, kind: K, id: string, values: Partial<DirectoryEntryInsert<K>>): Promise<Row<K>> {
  const table = tableOf(kind);
  const [row] = await db.update(table).set(values as Partial<typeof ads.$inferInsert>).where(eq(table.id, id)).returning();
  return row as Row<K>;
}

export async function deleteEntry(db: Db, kind: DirectoryEntryKind, id: string) {
  const table = tableOf(kind);
  await db.delete(table).where(eq(table.id, id));
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

// ── Owners: the account an engineer or shop is linked to ───────────────────────────────────────────────

const account = { _id: users.id, name: users.name, phone: users.phone, email: users.email };
export type Account = { _id: string; name: string; phone: string; email: string };

/** The accounts with these ids (the owners of a page of entries). */
export async function findAccounts(db: Db, ids: string[]): Promise<Account[]> {
  return ids.length ? db.select(account).from(users).where(inArray(users.id, ids)) : [];
}

/**
 * The account a phone or an e-mail names, counting only a confirmed channel: an unconfirmed sign-up's claim
 * on someone else's number must not be what an entry gets linked to.
 */
export async function findAccountByContact(db: Db, phone: string | undefined, email: string | undefined): Promise<Account | undefined> {
  const [row] = await db
    .select(account)
    .from(users)
    .where(or(
      phone ? and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)) : undefined,
      email ? and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.emailConfirmedAt)) : undefined,
    ))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

export async function setOwner(db: Db, kind: 'engineer' | 'shop', id: string, ownerId: string | null, now: Date) {
  const table = kind === 'engineer' ? engineers : shops;
  await db.update(table).set({ ownerId, updatedAt: now }).where(eq(table.id, id));
}
