import {
  SAVED_SEARCH_LIMIT, type AlertChannel, type AlertFrequency, type SavedSearch, type SavedSearchFilters,
} from '@solar/shared/contract/saved-searches';
import { savedSearchName } from '@solar/shared/domain/saved-search-name';
import { normalizeFilters, savedSearchKey } from '@solar/shared/domain/saved-search-key';
import { withTransaction } from '../../db/client.ts';
import { alreadyExists, AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { translate } from '../../lib/messages.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import type { FilterContext } from '../products/products.service.ts';
import { readUnsubscribeToken } from './alert-links.ts';
import { maskEmail, maskPhone } from './contact-mask.ts';
import { filterOfSearch } from './alerts.service.ts';
import * as repo from './alerts.repository.ts';

/** "New since last seen" stops counting here (the page says "more than 99"). */
const NEW_COUNT_CAP = 99;

/** What the saved-search services read of the request (lib/request-context.ts): the owner is `userId`. */
export type SearchContext = Pick<UserContext, 'db' | 'now' | 'lang' | 'userId'> & Pick<FilterContext, 'caches'>;

type SavedSearchRow = repo.SavedSearchRow;

/** Listings that match and became public after the owner last ran the search. */
async function newCount(ctx: SearchContext, row: SavedSearchRow) {
  const filter = await filterOfSearch(ctx, row.filters);
  const n = await repo.countPublicMatchesSince(ctx.db, filter, row.userId, row.seenAt, NEW_COUNT_CAP + 1);
  return { newCount: Math.min(n, NEW_COUNT_CAP), newCountCapped: n > NEW_COUNT_CAP };
}

async function present(ctx: SearchContext, row: SavedSearchRow): Promise<SavedSearch> {
  return { _id: row.id, name: row.name, filters: row.filters, frequency: row.frequency, channel: row.channel, ...(await newCount(ctx, row)), createdAt: row.createdAt.toISOString() };
}

/** The caller's search; someone else's answers exactly like a missing one. */
async function ownOrNotFound(ctx: SearchContext, id: string) {
  const row = isUuid(id) ? await repo.findOwnSearch(ctx.db, ctx.userId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function listSavedSearches(ctx: SearchContext) {
  const rows = await repo.listOwnSearches(ctx.db, ctx.userId);
  const user = await repo.alertSettingsOf(ctx.db, ctx.userId);
  return {
    searches: await Promise.all(rows.map((row) => present(ctx, row))),
    limit: SAVED_SEARCH_LIMIT,
    favourites: { frequency: user?.frequency ?? 'daily', channel: user?.channel ?? 'sms' },
    alertsStopped: user?.stopped ?? false,
    wantedNotices: !(user?.wantedNoticesStopped ?? false),
    // Where deliverDueAlerts sends each channel: the account's own phone and e-mail.
    destinations: { sms: maskPhone(user?.phone ?? ''), email: maskEmail(user?.email ?? '') },
  };
}

/**
 * Saves a search (at most SAVED_SEARCH_LIMIT per account, one per set of filters). The owner's row is
 * locked first, so parallel saves count one after another and the limit holds under any concurrency;
 * the same filters saved again are SAVED_SEARCH_EXISTS with the search that has them (checked before
 * the limit: "you have it" helps more than "delete one"), and the unique index on the filters key holds
 * that rule even for a writer that skips the lock. Alerts start from now: listings already public are
 * what the owner is looking at.
 */
export async function createSavedSearch(ctx: SearchContext, body: { filters: SavedSearchFilters; name?: string | undefined; frequency?: AlertFrequency | undefined; channel?: AlertChannel | undefined }) {
  const filters = normalizeFilters(body.filters);
  const filtersKey = savedSearchKey(filters);
  const name = body.name ?? savedSearchName(filters, ctx.lang, (key, values) => translate(ctx.lang, key, values));
  const exists = (row: SavedSearchRow) => alreadyExists('SAVED_SEARCH_EXISTS', { _id: row.id, name: row.name });
  const row = await withTransaction(ctx.db, async (tx) => {
    await repo.lockUser(tx, ctx.userId);
    const existing = await repo.findSearchByKey(tx, ctx.userId, filtersKey);
    if (existing) throw exists(existing);
    if ((await repo.countSearches(tx, ctx.userId)) >= SAVED_SEARCH_LIMIT) throw new AppError('SAVED_SEARCH_LIMIT', 409);
    const inserted = await repo.insertSearch(tx, { userId: ctx.userId, name, filters, filtersKey, frequency: body.frequency ?? 'daily', channel: body.channel ?? 'sms', matchedUntil: ctx.now, seenAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now });
    if (!inserted) throw exists((await repo.findSearchByKey(tx, ctx.userId, filtersKey))!);
    return inserted;
  });
  return present(ctx, row);
}

export async function updateSavedSearch(ctx: SearchContext, id: string, body: { name?: string | undefined; frequency?: AlertFrequency | undefined; channel?: AlertChannel | undefined }) {
  const row = await ownOrNotFound(ctx, id);
  // Turned back on, a search alerts from now, not about everything that appeared while it was off.
  const resumes = row.frequency === 'off' && body.frequency !== undefined && body.frequency !== 'off';
  const updated = await repo.updateSearch(ctx.db, row.id, { ...body, ...(resumes ? { matchedUntil: ctx.now } : {}), updatedAt: ctx.now });
  return present(ctx, updated!);
}

export async function deleteSavedSearch(ctx: SearchContext, id: string) {
  const row = await ownOrNotFound(ctx, id);
  await repo.deleteSearch(ctx.db, row.id);
}

/** The owner ran the search from My searches: its count of new listings starts again from now. */
export async function markSeen(ctx: SearchContext, id: string) {
  const row = await ownOrNotFound(ctx, id);
  const updated = await repo.updateSearch(ctx.db, row.id, { seenAt: ctx.now });
  return present(ctx, updated!);
}

export async function updateFavouritesAlert(ctx: SearchContext, body: { frequency?: AlertFrequency | undefined; channel?: AlertChannel | undefined }) {
  const row = await repo.updateFavouritesAlert(ctx.db, ctx.userId, { ...(body.frequency ? { favouritesFrequency: body.frequency } : {}), ...(body.channel ? { favouritesChannel: body.channel } : {}) }, ctx.now);
  return row!;
}

/** Buyers' requests near the user, on again (after a notice's stop link) or off, by the user. */
export async function setWantedNotices(ctx: Pick<SearchContext, 'db' | 'userId' | 'now'>, on: boolean) {
  const stopped = await repo.wantedNoticesStopped(ctx.db, ctx.userId, !on, ctx.now);
  return { on: !stopped };
}

/**
 * What a signed unsubscribe link names (signed out: the link is the credential, and it names one search
 * or one account's favourites, nothing else); with `stop`, turns it off. A bad or forged token, or a
 * search deleted since, is UNSUBSCRIBE_LINK_INVALID.
 */
export async function unsubscribe(ctx: Pick<RequestContext, 'db' | 'config' | 'now'>, token: string, stop: boolean) {
  const { db, now } = ctx;
  const target = readUnsubscribeToken(ctx.config.unsubscribeSecret, token);
  const invalid = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 404);
  if (!target) throw invalid();
  if (target.kind === 'search') {
    const row = stop ? await repo.updateSearch(db, target.id, { frequency: 'off', updatedAt: now }) : await repo.findSearch(db, target.id);
    if (!row) throw invalid();
    return { kind: 'search' as const, name: row.name, frequency: row.frequency };
  }
  if (target.kind === 'wanted') {
    const stopped = await repo.wantedNoticesStopped(db, target.id, stop || undefined, now);
    if (stopped === undefined) throw invalid();
    return { kind: 'wanted' as const, name: null, frequency: stopped ? ('off' as const) : ('instant' as const) };
  }
  const frequency = await repo.favouritesFrequency(db, target.id, stop, now);
  if (!frequency) throw invalid();
  return { kind: 'favourites' as const, name: null, frequency };
}
