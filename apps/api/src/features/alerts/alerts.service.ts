import type { BrowseProductsQuery } from '@solar/shared/contract/products';
import type { SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { formatAlertPrice } from '@solar/shared/domain/saved-search-name';
import { withTransaction, type Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { translate } from '../../lib/messages.ts';
import * as repo from './alerts.repository.ts';
import type { PendingItem } from './alerts.repository.ts';

export { recordPublishedPrice } from './price-drops.ts';
export { startOfAdenDay } from './alert-schedule.ts';
export { productIdOfShortCode, productShortLink } from './alert-links.ts';

/** The one-tap link in a seller's wanted-request notice that stops those notices (not other alerts). */
export const wantedStopLink = (publicUrl: string, secret: string, userId: string) => unsubscribeLink(publicUrl, secret, { kind: 'wanted', id: userId });
import { createCatalogueCaches, resolveFilter, type CatalogueCaches, type FilterContext } from '../products/products.service.ts';
import { productShortLink, unsubscribeLink } from './alert-links.ts';
import { DAILY_MESSAGE_CAP, dueAt, firstSendTime, inQuietHours, startOfAdenDay } from './alert-schedule.ts';
import type { Language } from '@solar/shared/contract/common';

/** A message lists this many listings at most; the rest are one link away (My searches). */
export const LISTINGS_PER_MESSAGE = 5;
export const SEND_ALERT_ATTEMPTS = 5;

/** The product list's filter for a saved search: the same SQL the public list runs, so they agree. */
export async function filterOfSearch(ctx: FilterContext, filters: SavedSearchFilters) {
  const query = { ...filters, page: 1, limit: 1 } as BrowseProductsQuery;
  return resolveFilter(ctx, query);
}

/**
 * The listings that became public after `since` (and by `now`) and match every filter of the search,
 * never the searcher's own. A price bound in another currency is compared through the USD values, as
 * the product list does (products.repository.ts `priceBound`).
 */
export async function matchingSince(ctx: FilterContext, search: { userId: string; filters: SavedSearchFilters }, since: Date, limit = 500) {
  const filter = await filterOfSearch(ctx, search.filters);
  return repo.publicMatchesSince(ctx.db, filter, search.userId, since, ctx.now, limit);
}

/** Whether one listing, public now, matches the search's filters (a price drop may bring it into range). */
async function listingMatches(ctx: FilterContext, filters: SavedSearchFilters, productId: string) {
  const filter = await filterOfSearch(ctx, filters);
  return repo.publicListingMatches(ctx.db, filter, productId);
}

/**
 * Records, for every alerting search, the listings that became public since it was last looked at. The
 * sent-record's unique index (search, listing) makes a second find of the same listing a no-op.
 */
export async function collectNewMatches(db: Db, now: Date, caches: CatalogueCaches = createCatalogueCaches()): Promise<number> {
  let found = 0;
  for (const search of await repo.activeSearches(db)) {
    const ids = await matchingSince({ db, now, caches }, search, search.matchedUntil);
    found += await withTransaction(db, (tx) => repo.recordNewMatches(tx, search, ids, now));
  }
  return found;
}

/**
 * Turns recorded price drops into alerts: for whoever liked the listing (their favourites setting) and
 * whoever has a search it now matches. One alert per drop per user (unique index), whatever finds it.
 */
export async function collectPriceDrops(db: Db, now: Date, caches: CatalogueCaches = createCatalogueCaches()): Promise<number> {
  const drops = await repo.claimPriceDrops(db, now);
  if (!drops.length) return 0;
  let found = 0;
  const searches = await repo.activeSearches(db);
  for (const drop of drops) {
    found += await repo.alertLikers(db, drop, now);
    const owner = await repo.productOwnerId(db, drop.product_id);
    for (const search of searches) {
      if (owner === search.userId || !(await listingMatches({ db, now, caches }, search.filters, drop.product_id))) continue;
      found += await repo.alertSearchOfDrop(db, search, drop, now);
    }
  }
  return found;
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
  const pending = await repo.pendingItems(db, now);
  const gone = pending.filter((i) => i.stopped || !i.still_public || i.frequency === 'off').map((i) => i.id);
  if (gone.length) await repo.dropItems(db, gone);

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
      await repo.lockUser(tx, userId);
      const sentToday = await repo.countMessagesSince(tx, userId, startOfAdenDay(now));
      if (sentToday >= DAILY_MESSAGE_CAP) return undefined;
      // Still pending (another process may have sent them meanwhile)?
      const still = await repo.lockPendingItems(tx, items.map((i) => i.id));
      const mine = items.filter((i) => still.includes(i.id));
      if (!mine.length) return undefined;
      const { subject, text } = composeMessage(mine, options);
      const searchIds = [...new Set(mine.map((i) => i.saved_search_id).filter((s): s is string => Boolean(s)))];
      const messageId = await repo.recordMessage(
        tx,
        { userId, channel, to: channel === 'sms' ? `+${mine[0]!.phone}` : mine[0]!.email, subject, text, createdAt: now },
        mine.map((i) => i.id),
        searchIds,
        now,
      );
      await jobs.enqueue(tx, 'send-alert', { messageId }, { dedupeKey: `send-alert:${messageId}`, maxAttempts: SEND_ALERT_ATTEMPTS });
      return messageId;
    });
    if (id) queued.push(id);
  }
  return queued;
}

/** A message about the user's own business (a review decision), written in their language. */
export interface OwnerNotice {
  userId: string;
  /** The message is stored and sent once per key, whoever queues it and however often. */
  dedupeKey: string;
  /** The channel to use when it is confirmed (a saved search's); the user's alert channel otherwise. */
  channel?: 'sms' | 'email';
  compose(lang: Language): { subject: string; text: string };
}

/**
 * Queues a notice to a user on the alerts' delivery (issue #46), inside the caller's transaction: one
 * `alert_messages` row and one `send-alert` job, so it is retried, recorded and counted like an alert. It
 * goes on the channel the user chose for alerts, or the other when only that one is confirmed; an SMS
 * waits out quiet hours, and a day that already had DAILY_MESSAGE_CAP messages moves it to the next.
 * Nothing for a suspended user. Answers the message id, or undefined when nothing was queued.
 */
export async function queueOwnerNotice(tx: Db, jobs: JobQueue, notice: OwnerNotice, now: Date): Promise<string | undefined> {
  // The user's row orders this with the alert rounds, so the cap holds between them.
  await repo.lockUser(tx, notice.userId);
  const user = await repo.noticeRecipient(tx, notice.userId);
  if (!user || user.isSuspended) return undefined;
  const confirmed = { sms: user.phoneConfirmedAt !== null, email: user.emailConfirmedAt !== null };
  const chosen = notice.channel ?? user.channel;
  const other = chosen === 'sms' ? 'email' : 'sms';
  const channel = !confirmed[chosen] && confirmed[other] ? other : chosen;
  const sendAt = await firstSendTime(now, channel, (dayStart) => repo.countMessagesSince(tx, notice.userId, dayStart));
  const { subject, text } = notice.compose(user.language);
  const messageId = await repo.recordMessageOnce(tx, {
    userId: notice.userId, channel, to: channel === 'sms' ? `+${user.phone}` : user.email, subject, text, createdAt: sendAt, dedupeKey: notice.dedupeKey,
  });
  if (!messageId) return undefined;
  await jobs.enqueue(tx, 'send-alert', { messageId }, { dedupeKey: `send-alert:${messageId}`, maxAttempts: SEND_ALERT_ATTEMPTS, runAt: sendAt });
  return messageId;
}
