import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@solar/shared/contract/common';
import {
  SAVED_SEARCH_LIMIT, type AlertChannel, type AlertFrequency, type SavedSearch, type SavedSearchFilters,
} from '@solar/shared/contract/saved-searches';
import { savedSearchName } from '@solar/shared/domain/saved-search-name';
import { queryRows, withTransaction, type Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/alerts.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { translate } from '../../lib/messages.ts';
import { publicProductsWhere } from '../products/products.repository.ts';
import type { CatalogueCaches } from '../products/products.service.ts';
import { readUnsubscribeToken } from './alert-links.ts';
import { filterOfSearch } from './alerts.service.ts';

/** "New since last seen" stops counting here (the page says "more than 99"). */
const NEW_COUNT_CAP = 99;

export interface SearchContext {
  db: Db;
  now: Date;
  lang: Language;
  userId: string;
  caches: CatalogueCaches;
}

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A price range without a currency is in riyals, as the product list reads it; a currency alone means nothing. */
function normalizeFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SavedSearchFilters;
  if (hasPrice) clean.currency = filters.currency ?? 'YER';
  else delete clean.currency;
  return clean;
}

/** Listings that match and became public after the owner last ran the search. */
async function newCount(ctx: SearchContext, row: SavedSearchRow) {
  const filter = await filterOfSearch(ctx.db, row.filters, ctx.now, ctx.caches);
  const [count] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from (select 1 from ${products} inner join ${users} on ${users.id} = ${products.userId}
        where ${publicProductsWhere(filter)} and ${products.postedAt} > ${row.seenAt.toISOString()}::timestamptz and ${products.userId} <> ${row.userId}::uuid
        limit ${NEW_COUNT_CAP + 1}) capped`,
  );
  const n = Number(count?.n ?? 0);
  return { newCount: Math.min(n, NEW_COUNT_CAP), newCountCapped: n > NEW_COUNT_CAP };
}

async function present(ctx: SearchContext, row: SavedSearchRow): Promise<SavedSearch> {
  return { _id: row.id, name: row.name, filters: row.filters, frequency: row.frequency, channel: row.channel, ...(await newCount(ctx, row)), createdAt: row.createdAt.toISOString() };
}

/** The caller's search; someone else's answers exactly like a missing one. */
async function ownOrNotFound(ctx: SearchContext, id: string) {
  const [row] = isUuid(id) ? await ctx.db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, ctx.userId))) : [];
  if (!row) throw notFound();
  return row;
}

export async function listSavedSearches(ctx: SearchContext) {
  const rows = await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, ctx.userId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  const [user] = await ctx.db.select({ frequency: users.favouritesFrequency, channel: users.favouritesChannel, stopped: users.alertsStopped }).from(users).where(eq(users.id, ctx.userId));
  return {
    searches: await Promise.all(rows.map((row) => present(ctx, row))),
    limit: SAVED_SEARCH_LIMIT,
    favourites: { frequency: user?.frequency ?? 'daily', channel: user?.channel ?? 'sms' },
    alertsStopped: user?.stopped ?? false,
  };
}

/**
 * Saves a search (at most SAVED_SEARCH_LIMIT per account). The owner's row is locked first, so parallel
 * saves count one after another and the limit holds under any concurrency. Alerts start from now:
 * listings already public are what the owner is looking at.
 */
export async function createSavedSearch(ctx: SearchContext, body: { filters: SavedSearchFilters; name?: string | undefined; frequency?: AlertFrequency | undefined; channel?: AlertChannel | undefined }) {
  const filters = normalizeFilters(body.filters);
  const name = body.name ?? savedSearchName(filters, ctx.lang, (key, values) => translate(ctx.lang, key, values));
  const row = await withTransaction(ctx.db, async (tx) => {
    await queryRows(tx, sql`select id from users where id = ${ctx.userId}::uuid for update`);
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from saved_searches where user_id = ${ctx.userId}::uuid`);
    if (Number(count?.n ?? 0) >= SAVED_SEARCH_LIMIT) throw new AppError('SAVED_SEARCH_LIMIT', 409);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId: ctx.userId, name, filters, frequency: body.frequency ?? 'daily', channel: body.channel ?? 'sms', matchedUntil: ctx.now, seenAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    return inserted!;
  });
  return present(ctx, row);
}

export async function updateSavedSearch(ctx: SearchContext, id: string, body: { name?: string | undefined; frequency?: AlertFrequency | undefined; channel?: AlertChannel | undefined }) {
  const row = await ownOrNotFound(ctx, id);
  // Turned back on, a search alerts from now, not about everything that appeared while it was off.
  const resumes = row.frequency === 'off' && body.frequency !== undefined && body.frequency !== 'off';
  const [updated] = await ctx.db
    .update(savedSearches)
    .set({ ...body, ...(resumes ? { matchedUntil: ctx.now } : {}), updatedAt: ctx.now })
    .where(eq(savedSearches.id, row.id))
    .returning();
  return present(ctx, updated!);
}

export async function deleteSavedSearch(ctx: SearchContext, id: string) {
  const row = await ownOrNotFound(ctx, id);
  await ctx.db.delete(savedSearches).where(eq(savedSearches.id, row.id));
}

/** The owner ran the search from My searches: its count of new listings starts again from now. */
export async function markSeen(ctx: SearchContext, id: string) {
  const row = await ownOrNotFound(ctx, id);
  const [updated] = await ctx.db.update(savedSearches).set({ seenAt: ctx.now }).where(eq(savedSearches.id, row.id)).returning();
  return present(ctx, updated!);
}

export async function updateFavouritesAlert(ctx: SearchContext, body: { frequency?: AlertFrequency | undefined; channel?: AlertChannel | undefined }) {
  const [row] = await ctx.db
    .update(users)
    .set({ ...(body.frequency ? { favouritesFrequency: body.frequency } : {}), ...(body.channel ? { favouritesChannel: body.channel } : {}), updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId))
    .returning({ frequency: users.favouritesFrequency, channel: users.favouritesChannel });
  return row!;
}

/**
 * What a signed unsubscribe link names (signed out: the link is the credential, and it names one search
 * or one account's favourites, nothing else); with `stop`, turns it off. A bad or forged token, or a
 * search deleted since, is UNSUBSCRIBE_LINK_INVALID.
 */
export async function unsubscribe(db: Db, secret: string, token: string, stop: boolean, now: Date) {
  const target = readUnsubscribeToken(secret, token);
  const invalid = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 404);
  if (!target) throw invalid();
  if (target.kind === 'search') {
    const [row] = stop
      ? await db.update(savedSearches).set({ frequency: 'off', updatedAt: now }).where(eq(savedSearches.id, target.id)).returning()
      : await db.select().from(savedSearches).where(eq(savedSearches.id, target.id));
    if (!row) throw invalid();
    return { kind: 'search' as const, name: row.name, frequency: row.frequency };
  }
  const [user] = stop
    ? await db.update(users).set({ favouritesFrequency: 'off', updatedAt: now }).where(eq(users.id, target.id)).returning({ frequency: users.favouritesFrequency })
    : await db.select({ frequency: users.favouritesFrequency }).from(users).where(eq(users.id, target.id));
  if (!user) throw invalid();
  return { kind: 'favourites' as const, name: null, frequency: user.frequency };
}
