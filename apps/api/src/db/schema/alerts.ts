import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@solar/shared/reference/catalog';
import { ALERT_CHANNELS, ALERT_FREQUENCIES, type SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A buyer's saved product search and how they want to hear about it
 * (docs/decisions/023-saved-searches-and-alerts.md). `matched_until`: listings that became public after
 * it have not been looked at for this search yet; `seen_at`: the owner last ran it from My searches.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    // The filters as the list reads them (shared domain/saved-search-key.ts): one search per key and
    // account. Null only for a search saved before keys existed that repeats an older one of its owner.
    filtersKey: text('filters_key'),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull().default('sms'),
    matchedUntil: timestamp('matched_until', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), uniqueIndex('saved_searches_filters_key').on(t.userId, t.filtersKey)],
);

/**
 * A price a published listing dropped from, recorded when the lower price went public (a live price edit
 * of an approved listing, or the approval of an edit); a rise records nothing.
 */
export const priceDrops = pgTable(
  'price_drops',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    oldCurrency: text('old_currency', { enum: CURRENCIES }).notNull(),
    newPrice: numeric('new_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    newCurrency: text('new_currency', { enum: CURRENCIES }).notNull(),
    // Set when the alert round has found who to tell; null until then.
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('price_drops_unprocessed_idx').on(t.createdAt).where(sql`processed_at is null`)],
);

/** One message of alerts to one user on one channel: what was sent, to whom, and how it went. */
export const alertMessages = pgTable(
  'alert_messages',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    // A message that must go once whatever queues it twice (a review decision: listing, version, decision).
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('alert_messages_user_idx').on(t.userId, t.createdAt), index('alert_messages_created_idx').on(t.createdAt)],
);

/**
 * The sent-record: one row per listing a user is to hear about, found by a saved search (a new match or a
 * price drop) or a like (a price drop). The unique indexes make "no second message for one listing and
 * one search" a database rule, whichever process finds it: a new match once per search, a price drop
 * once per user.
 */
export const alertItems = pgTable(
  'alert_items',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new', 'price_drop'] }).notNull(),
    priceDropId: uuid('price_drop_id').references(() => priceDrops.id, { onDelete: 'cascade' }),
    // pending: waits for its digest (or quiet hours, or tomorrow's cap); sent: in `message_id`;
    // dropped: the listing left the public lists or its search was turned off before it went out.
    status: text('status', { enum: ['pending', 'sent', 'dropped'] }).notNull().default('pending'),
    messageId: uuid('message_id').references(() => alertMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_items_new_key').on(t.savedSearchId, t.productId).where(sql`kind = 'new'`),
    uniqueIndex('alert_items_drop_key').on(t.userId, t.priceDropId).where(sql`kind = 'price_drop'`),
    index('alert_items_pending_idx').on(t.userId).where(sql`status = 'pending'`),
  ],
);
