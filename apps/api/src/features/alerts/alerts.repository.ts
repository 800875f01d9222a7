import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Currency } from '@solar/shared/reference/catalog';
import type { Language } from '@solar/shared/contract/common';
import { queryRows, type Db } from '../../db/client.ts';
import { alertItems, alertMessages, priceDrops, savedSearches } from '../../db/schema/alerts.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { publicProductsWhere } from '../products/products.service.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type ListFilter = Parameters<typeof publicProductsWhere>[0];

// Saved searches (docs/decisions/023-saved-searches-and-alerts.md).

/** The search if it is this user's; undefined both when missing and when it is someone else's. */
export async function findOwnSearch(db: Db, userId: string, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export async function findSearch(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export function listOwnSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** A user's favourites alert, whether an admin stopped their alerts, and where alerts go (phone, e-mail). */
export async function alertSettingsOf(db: Db, userId: string) {
  const [user] = await db
    .select({ frequency: users.favouritesFrequency, channel: users.favouritesChannel, stopped: users.alertsStopped, wantedNoticesStopped: users.wantedNoticesStopped, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Locks the user's row until the transaction ends: what is counted per user is then counted one at a time. */
export async function lockUser(tx: Db, userId: string) {
  await queryRows(tx, sql`select id from users where id = ${userId}::uuid for update`);
}

export async function countSearches(db: Db, userId: string): Promise<number> {
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saved_searches where user_id = ${userId}::uuid`);
  return Number(count?.n ?? 0);
}

/** The user's search with these filters (`saved-search-key.ts`), if they saved them already. */
export async function findSearchByKey(db: Db, userId: string, filtersKey: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.userId, userId), eq(savedSearches.filtersKey, filtersKey)));
  return row;
}

/** Inserts a search; undefined when its owner has one with the same filters key (the unique index decides). */
export async function insertSearch(db: Db, values: typeof savedSearches.$inferInsert & { filtersKey: string }): Promise<SavedSearchRow | undefined> {
  const [inserted] = await db.insert(savedSearches).values(values).onConflictDoNothing({ target: [savedSearches.userId, savedSearches.filtersKey] }).returning();
  return inserted;
}

export async function updateSearch(db: Db, id: string, changes: Partial<typeof savedSearches.$inferInsert>): Promise<SavedSearchRow | undefined> {
  const [updated] = await db.update(savedSearches).set(changes).where(eq(savedSearches.id, id)).returning();
  return updated;
}

export async function deleteSearch(db: Db, id: string) {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** Sets a user's favourites alert; answers it as it now is. */
export async function updateFavouritesAlert(db: Db, userId: string, changes: Partial<Pick<typeof users.$inferInsert, 'favouritesFrequency' | 'favouritesChannel'>>, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ frequency: users.favouritesFrequency, channel: users.favouritesChannel });
  return row;
}

/** A user's favourites frequency; with `stop`, turned off first. Undefined when the user is gone. */
export async function favouritesFrequency(db: Db, userId: string, stop: boolean, now: Date) {
  const [user] = stop
    ? await db.update(users).set({ favouritesFrequency: 'off', updatedAt: now }).where(eq(users.id, userId)).returning({ frequency: users.favouritesFrequency })
    : await db.select({ frequency: users.favouritesFrequency }).from(users).where(eq(users.id, userId));
  return user?.frequency;
}

/** Whether wanted-request notices are stopped for the user, after setting it to `stopped` if given; undefined: no such user. */
export async function wantedNoticesStopped(db: Db, userId: string, stopped: boolean | undefined, now: Date) {
  const [user] = stopped !== undefined
    ? await db.update(users).set({ wantedNoticesStopped: stopped, updatedAt: now }).where(eq(users.id, userId)).returning({ stopped: users.wantedNoticesStopped })
    : await db.select({ stopped: users.wantedNoticesStopped }).from(users).where(eq(users.id, userId));
  return user?.stopped;
}

// Matching listings.

/** Public listings matching `filter` posted after `since` (and by `now`), never `userId`'s own, oldest first. */
export async function publicMatchesSince(db: Db, filter: ListFilter, userId: string, since: Date, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${products.id} as id from ${products} inner join ${users} on ${users.id} = ${products.userId}
        where ${publicProductsWhere(filter)} and ${products.postedAt} > ${since.toISOString()}::timestamptz
          and ${products.postedAt} <= ${now.toISOString()}::timestamptz and ${products.userId} <> ${userId}::uuid
        order by ${products.postedAt} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** How many public listings match `filter` posted after `since`, not `userId`'s own, counted up to `cap`. */
export async function countPublicMatchesSince(db: Db, filter: ListFilter, userId: string, since: Date, cap: number): Promise<number> {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${products} inner join ${users} on ${users.id} = ${products.userId}
        where ${publicProductsWhere(filter)} and ${products.postedAt} > ${since.toISOString()}::timestamptz and ${products.userId} <> ${userId}::uuid
        limit ${cap}) capped`,
  );
  return Number(count?.n ?? 0);
}

/** Whether one listing, public now, matches `filter`. */
export async function publicListingMatches(db: Db, filter: ListFilter, productId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${products} inner join ${users} on ${users.id} = ${products.userId} where ${publicProductsWhere(filter)} and ${products.id} = ${productId}::uuid`,
  );
  return rows.length > 0;
}

/** Searches that alert: not off, their owner neither stopped by an admin nor suspended. */
export const activeSearches = (db: Db) =>
  db
    .select({ id: savedSearches.id, userId: savedSearches.userId, filters: savedSearches.filters, matchedUntil: savedSearches.matchedUntil })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.frequency, 'off'), eq(users.alertsStopped, false), eq(users.isSuspended, false)));

/** Records new matches of a search (a second find of the same listing is a no-op) and moves its mark to `now`. */
export async function recordNewMatches(tx: Db, search: { id: string; userId: string }, productIds: string[], now: Date): Promise<number> {
  let found = 0;
  if (productIds.length) {
    const inserted = await tx
      .insert(alertItems)
      .values(productIds.map((productId) => ({ userId: search.userId, savedSearchId: search.id, productId, kind: 'new' as const, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: alertItems.id });
    found = inserted.length;
  }
  await tx.update(savedSearches).set({ matchedUntil: now }).where(eq(savedSearches.id, search.id));
  return found;
}

// Price drops.

/** A listing's current and last published price. */
export async function pricesOf(tx: Db, productId: string) {
  const [p] = await tx
    .select({ price: products.price, currency: products.currency, publishedPrice: products.publishedPrice, publishedCurrency: products.publishedCurrency })
    .from(products)
    .where(eq(products.id, productId));
  return p;
}

export async function insertPriceDrop(tx: Db, values: typeof priceDrops.$inferInsert) {
  await tx.insert(priceDrops).values(values);
}

/** The listing's current price becomes its published one. */
export async function publishPrice(tx: Db, productId: string, price: number, currency: Currency) {
  await tx.update(products).set({ publishedPrice: price, publishedCurrency: currency }).where(eq(products.id, productId));
}

/** Takes up to 200 unprocessed drops (skipping those another process holds) and marks them processed. */
export function claimPriceDrops(db: Db, now: Date) {
  return queryRows<{ id: string; product_id: string }>(
    db,
    sql`update price_drops set processed_at = ${now.toISOString()}::timestamptz
        where id in (select id from price_drops where processed_at is null order by created_at limit 200 for update skip locked)
        returning id, product_id`,
  );
}

/** Alerts the drop to whoever liked the listing and wants favourites alerts; answers how many. */
export async function alertLikers(db: Db, drop: { id: string; product_id: string }, now: Date): Promise<number> {
  const likers = await queryRows<{ id: string }>(
    db,
    sql`insert into alert_items (user_id, product_id, kind, price_drop_id, created_at)
        select l.user_id, l.product_id, 'price_drop', ${drop.id}::uuid, ${now.toISOString()}::timestamptz
        from product_likes l join users u on u.id = l.user_id
        where l.product_id = ${drop.product_id}::uuid and u.favourites_frequency <> 'off' and not u.alerts_stopped and not u.is_suspended
        on conflict do nothing returning id`,
  );
  return likers.length;
}

export async function productOwnerId(db: Db, productId: string): Promise<string | undefined> {
  const [owner] = await db.select({ userId: products.userId }).from(products).where(eq(products.id, productId));
  return owner?.userId;
}

/** Alerts a drop to the owner of a search it matches (once per drop and user); answers how many. */
export async function alertSearchOfDrop(db: Db, search: { id: string; userId: string }, drop: { id: string; product_id: string }, now: Date): Promise<number> {
  const inserted = await db
    .insert(alertItems)
    .values({ userId: search.userId, savedSearchId: search.id, productId: drop.product_id, kind: 'price_drop', priceDropId: drop.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: alertItems.id });
  return inserted.length;
}

// Delivery.

export interface PendingItem {
  id: string;
  user_id: string;
  saved_search_id: string | null;
  product_id: string;
  kind: 'new' | 'price_drop';
  created_at: Date | string;
  frequency: 'instant' | 'daily' | 'weekly' | 'off';
  channel: 'sms' | 'email';
  search_name: string | null;
  language: Language;
  phone: string;
  email: string;
  stopped: boolean;
  still_public: boolean;
  product_name: string;
  price: string;
  currency: Currency;
  old_price: string | null;
  old_currency: Currency | null;
}

/** Every pending alert with what its message needs and whether it should still go. */
export function pendingItems(db: Db, now: Date) {
  return queryRows<PendingItem>(
    db,
    sql`select i.id, i.user_id, i.saved_search_id, i.product_id, i.kind, i.created_at,
          case when i.saved_search_id is null then u.favourites_frequency else s.frequency end as frequency,
          case when i.saved_search_id is null then u.favourites_channel else s.channel end as channel,
          s.name as search_name, u.language, u.phone, u.email, (u.alerts_stopped or u.is_suspended) as stopped,
          (p.status = 'approved' and p.is_active and (p.expires_at is null or p.expires_at > ${now.toISOString()}::timestamptz)
            and not seller.is_suspended) as still_public,
          p.name as product_name, p.price::text as price, p.currency, d.old_price::text as old_price, d.old_currency
        from alert_items i
        join users u on u.id = i.user_id
        join products p on p.id = i.product_id
        join users seller on seller.id = p.user_id
        left join saved_searches s on s.id = i.saved_search_id
        left join price_drops d on d.id = i.price_drop_id
        where i.status = 'pending'
        order by i.user_id, s.created_at nulls last, s.id, i.created_at, i.id`,
  );
}

export async function dropItems(db: Db, ids: string[]) {
  await db.update(alertItems).set({ status: 'dropped' }).where(inArray(alertItems.id, ids));
}

/** The user's messages of the day starting at `since` (a message queued for later counts on its own day). */
export async function countMessagesSince(tx: Db, userId: string, since: Date): Promise<number> {
  const until = new Date(since.getTime() + 86_400_000);
  const [sent] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from alert_messages where user_id = ${userId}::uuid
          and created_at >= ${since.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz`,
  );
  return Number(sent?.n ?? 0);
}

/** Where and how a user is told: language, contacts, which of them a code confirmed, and their alert channel. */
export async function noticeRecipient(db: Db, userId: string) {
  const [user] = await db
    .select({
      language: users.language, phone: users.phone, email: users.email, channel: users.favouritesChannel, isSuspended: users.isSuspended,
      phoneConfirmedAt: users.phoneConfirmedAt, emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Stores a message once per `dedupeKey`; its id, or undefined when that key was already stored. */
export async function recordMessageOnce(tx: Db, values: typeof alertMessages.$inferInsert & { dedupeKey: string }): Promise<string | undefined> {
  const [message] = await tx.insert(alertMessages).values(values).onConflictDoNothing({ target: alertMessages.dedupeKey }).returning({ id: alertMessages.id });
  return message?.id;
}

/** Of these items, the ones still pending, locked until the transaction ends. */
export async function lockPendingItems(tx: Db, ids: string[]): Promise<string[]> {
  const still = await queryRows<{ id: string }>(
    tx,
    sql`select id from alert_items where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and status = 'pending' for update`,
  );
  return still.map((s) => s.id);
}

/** Stores a message, marks its items sent in it and the searches it speaks of as digested; answers its id. */
export async function recordMessage(tx: Db, values: typeof alertMessages.$inferInsert, itemIds: string[], searchIds: string[], now: Date): Promise<string> {
  const [message] = await tx.insert(alertMessages).values(values).returning({ id: alertMessages.id });
  await tx.update(alertItems).set({ status: 'sent', messageId: message!.id }).where(inArray(alertItems.id, itemIds));
  if (searchIds.length) await tx.update(savedSearches).set({ lastDigestAt: now }).where(inArray(savedSearches.id, searchIds));
  return message!.id;
}

export async function findMessage(db: Db, id: string) {
  const [message] = await db.select().from(alertMessages).where(eq(alertMessages.id, id));
  return message;
}

export async function markMessageFailed(db: Db, id: string, error: string, last: boolean) {
  await db.update(alertMessages).set({ lastError: error.slice(0, 500), ...(last ? { status: 'failed' as const } : {}) }).where(eq(alertMessages.id, id));
}

export async function markMessageSent(db: Db, id: string, now: Date) {
  await db.update(alertMessages).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(alertMessages.id, id));
}
