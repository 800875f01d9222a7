import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BrowseProductsQuery } from '@solar/shared/contract/products';
import type { SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import type { Currency } from '@solar/shared/reference/catalog';
import { formatAlertPrice } from '@solar/shared/domain/saved-search-name';
import type { Language } from '@solar/shared/contract/common';
import { queryRows, withTransaction, type Db } from '../../db/client.ts';
import { alertItems, alertMessages, savedSearches } from '../../db/schema/alerts.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { translate } from '../../lib/messages.ts';
import { publicProductsWhere } from '../products/products.service.ts';

export { recordPublishedPrice } from './price-drops.ts';
import { createCatalogueCaches, resolveFilter, type CatalogueCaches } from '../products/products.service.ts';
import { productShortLink, unsubscribeLink } from './alert-links.ts';
import { DAILY_MESSAGE_CAP, dueAt, inQuietHours, startOfAdenDay } from './alert-schedule.ts';

/** A message lists this many listings at most; the rest are one link away (My searches). */
export const LISTINGS_PER_MESSAGE = 5;
export const SEND_ALERT_ATTEMPTS = 5;

/** The product list's filter for a saved search: the same SQL the public list runs, so they agree. */
export async function filterOfSearch(db: Db, filters: SavedSearchFilters, now: Date, caches: CatalogueCaches) {
  const query = { ...filters, page: 1, limit: 1 } as BrowseProductsQuery;
  return resolveFilter(db, query, now, caches);
}

/**
 * The listings that became public after `since` (and by `now`) and match every filter of the search,
 * never the searcher's own. A price bound in another currency is compared through the USD values, as
 * the product list does (products.repository.ts `priceBound`).
 */
export async function matchingSince(db: Db, search: { userId: string; filters: SavedSearchFilters }, since: Date, now: Date, caches: CatalogueCaches, limit = 500) {
  const filter = await filterOfSearch(db, search.filters, now, caches);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${products.id} as id from ${products} inner join ${users} on ${users.id} = ${products.userId}
        where ${publicProductsWhere(filter)} and ${products.postedAt} > ${since.toISOString()}::timestamptz
          and ${products.postedAt} <= ${now.toISOString()}::timestamptz and ${products.userId} <> ${search.userId}::uuid
        order by ${products.postedAt} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Whether one listing, public now, matches the search's filters (a price drop may bring it into range). */
async function listingMatches(db: Db, filters: SavedSearchFilters, productId: string, now: Date, caches: CatalogueCaches) {
  const filter = await filterOfSearch(db, filters, now, caches);
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${products} inner join ${users} on ${users.id} = ${products.userId} where ${publicProductsWhere(filter)} and ${products.id} = ${productId}::uuid`,
  );
  return rows.length > 0;
}

/** Searches that alert: not off, their owner neither stopped by an admin nor suspended. */
const activeSearches = (db: Db) =>
  db
    .select({ id: savedSearches.id, userId: savedSearches.userId, filters: savedSearches.filters, matchedUntil: savedSearches.matchedUntil })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.frequency, 'off'), eq(users.alertsStopped, false), eq(users.isSuspended, false)));

/**
 * Records, for every alerting search, the listings that became public since it was last looked at. The
 * sent-record's unique index (search, listing) makes a second find of the same listing a no-op.
 */
export async function collectNewMatches(db: Db, now: Date, caches: CatalogueCaches = createCatalogueCaches()): Promise<number> {
  let found = 0;
  for (const search of await activeSearches(db)) {
    const ids = await matchingSince(db, search, search.matchedUntil, now, caches);
    await withTransaction(db, async (tx) => {
      if (ids.length) {
        const inserted = await tx
          .insert(alertItems)
          .values(ids.map((productId) => ({ userId: search.userId, savedSearchId: search.id, productId, kind: 'new' as const, createdAt: now })))
          .onConflictDoNothing()
          .returning({ id: alertItems.id });
        found += inserted.length;
      }
      await tx.update(savedSearches).set({ matchedUntil: now }).where(eq(savedSearches.id, search.id));
    });
  }
  return found;
}

/**
 * Turns recorded price drops into alerts: for whoever liked the listing (their favourites setting) and
 * whoever has a search it now matches. One alert per drop per user (unique index), whatever finds it.
 */
export async function collectPriceDrops(db: Db, now: Date, caches: CatalogueCaches = createCatalogueCaches()): Promise<number> {
  const drops = await queryRows<{ id: string; product_id: string }>(
    db,
    sql`update price_drops set processed_at = ${now.toISOString()}::timestamptz
        where id in (select id from price_drops where processed_at is null order by created_at limit 200 for update skip locked)
        returning id, product_id`,
  );
  if (!drops.length) return 0;
  let found = 0;
  const searches = await activeSearches(db);
  for (const drop of drops) {
    const likers = await queryRows<{ id: string }>(
      db,
      sql`insert into alert_items (user_id, product_id, kind, price_drop_id, created_at)
          select l.user_id, l.product_id, 'price_drop', ${drop.id}::uuid, ${now.toISOString()}::timestamptz
          from product_likes l join users u on u.id = l.user_id
          where l.product_id = ${drop.product_id}::uuid and u.favourites_frequency <> 'off' and not u.alerts_stopped and not u.is_suspended
          on conflict do nothing returning id`,
    );
    found += likers.length;
    const [owner] = await db.select({ userId: products.userId }).from(products).where(eq(products.id, drop.product_id));
    for (const search of searches) {
      if (owner?.userId === search.userId || !(await listingMatches(db, search.filters, drop.product_id, now, caches))) continue;
      const inserted = await db
        .insert(alertItems)
        .values({ userId: search.userId, savedSearchId: search.id, productId: drop.product_id, kind: 'price_drop', priceDropId: drop.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: alertItems.id });
      found += inserted.length;
    }
  }
  return found;
}

interface PendingItem {
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

export interface DeliveryOptions {
  publicUrl: string;
  secret: string;
  /** Send what is pending now, whatever its schedule and the hour (the development trigger, never production). */
  force?: boolean;
}

/**
 * One short message for one user on one channel: new listings under each search's name, then price
 * drops (old → new), a short link per listing, and a signed unsubscribe link for each search it speaks
 * of (and for favourites). In the user's language.
 */
export function composeMessage(items: PendingItem[], options: DeliveryOptions) {
  const lang = items[0]!.language;
  const t = (key: string, values: Record<string, string> = {}) => translate(lang, `alerts:message.${key}`, values);
  const link = (id: string) => productShortLink(options.publicUrl, id);
  const shown = items.slice(0, LISTINGS_PER_MESSAGE);
  const lines = [t('header')];
  const bySearch = new Map<string, PendingItem[]>();
  for (const item of shown.filter((i) => i.kind === 'new')) bySearch.set(item.saved_search_id!, [...(bySearch.get(item.saved_search_id!) ?? []), item]);
  for (const group of bySearch.values()) {
    lines.push(t('newFor', { name: group[0]!.search_name ?? '' }));
    for (const item of group) lines.push(t('line', { name: item.product_name, price: formatAlertPrice(lang, Number(item.price), item.currency), url: link(item.product_id) }));
  }
  const drops = shown.filter((i) => i.kind === 'price_drop');
  if (drops.length) {
    lines.push(t('drops'));
    for (const item of drops) {
      lines.push(t('dropLine', { name: item.product_name, old: formatAlertPrice(lang, Number(item.old_price), item.old_currency!), new: formatAlertPrice(lang, Number(item.price), item.currency), url: link(item.product_id) }));
    }
  }
  if (items.length > shown.length) lines.push(t('more', { url: `${options.publicUrl}/saved-searches` }));
  const searches = new Map(items.filter((i) => i.saved_search_id).map((i) => [i.saved_search_id!, i.search_name ?? '']));
  for (const [id, name] of searches) lines.push(t('stop', { name, url: unsubscribeLink(options.publicUrl, options.secret, { kind: 'search', id }) }));
  if (items.some((i) => !i.saved_search_id)) lines.push(t('stopFavourites', { url: unsubscribeLink(options.publicUrl, options.secret, { kind: 'favourites', id: items[0]!.user_id }) }));
  return { subject: t('subject'), text: lines.join('\n') };
}

/**
 * Gathers the alerts that are due into one message per user and channel and queues each for delivery
 * (job `send-alert`, retried with back-off). Not due yet: a digest before its hour, an SMS in quiet
 * hours, a user who had DAILY_MESSAGE_CAP messages today; those wait. Gone: alerts on listings no longer
 * public, of searches turned off, or of users an admin stopped.
 */
export async function deliverDueAlerts(db: Db, jobs: JobQueue, now: Date, options: DeliveryOptions): Promise<string[]> {
  const pending = await queryRows<PendingItem>(
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
  const gone = pending.filter((i) => i.stopped || !i.still_public || i.frequency === 'off').map((i) => i.id);
  if (gone.length) await db.update(alertItems).set({ status: 'dropped' }).where(inArray(alertItems.id, gone));

  const groups = new Map<string, PendingItem[]>();
  for (const item of pending) {
    if (gone.includes(item.id) || item.frequency === 'off') continue;
    const due = options.force || dueAt(item.frequency, new Date(item.created_at)).getTime() <= now.getTime();
    if (!due) continue;
    const key = `${item.user_id}:${item.channel}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const queued: string[] = [];
  for (const items of groups.values()) {
    const { user_id: userId, channel } = items[0]!;
    // No SMS at night in Yemen, whatever it carries: it waits for 07:00 (the next round after it).
    if (channel === 'sms' && !options.force && inQuietHours(now)) continue;
    const id = await withTransaction(db, async (tx) => {
      // The user's row orders two processes delivering to the same user, so the cap holds between them.
      await queryRows(tx, sql`select id from users where id = ${userId}::uuid for update`);
      const [sentToday] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from alert_messages where user_id = ${userId}::uuid and created_at >= ${startOfAdenDay(now).toISOString()}::timestamptz`,
      );
      if (Number(sentToday?.n ?? 0) >= DAILY_MESSAGE_CAP) return undefined;
      // Still pending (another process may have sent them meanwhile)?
      const still = await queryRows<{ id: string }>(
        tx,
        sql`select id from alert_items where id in (${sql.join(items.map((i) => sql`${i.id}::uuid`), sql`, `)}) and status = 'pending' for update`,
      );
      const mine = items.filter((i) => still.some((s) => s.id === i.id));
      if (!mine.length) return undefined;
      const { subject, text } = composeMessage(mine, options);
      const [message] = await tx
        .insert(alertMessages)
        .values({ userId, channel, to: channel === 'sms' ? `+${mine[0]!.phone}` : mine[0]!.email, subject, text, createdAt: now })
        .returning({ id: alertMessages.id });
      await tx.update(alertItems).set({ status: 'sent', messageId: message!.id }).where(inArray(alertItems.id, mine.map((i) => i.id)));
      const searchIds = [...new Set(mine.map((i) => i.saved_search_id).filter((s): s is string => Boolean(s)))];
      if (searchIds.length) await tx.update(savedSearches).set({ lastDigestAt: now }).where(inArray(savedSearches.id, searchIds));
      await jobs.enqueue(tx, 'send-alert', { messageId: message!.id }, { dedupeKey: `send-alert:${message!.id}`, maxAttempts: SEND_ALERT_ATTEMPTS });
      return message!.id;
    });
    if (id) queued.push(id);
  }
  return queued;
}
