import { sql } from 'drizzle-orm';
import { REPORT_REASONS } from '@solar/shared/domain/report-reasons';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, PRODUCT_TYPES } from '@solar/shared/reference/catalog';
import { WANTED_STATUSES, type OfferLine, type WantedItem } from '@solar/shared/contract/wanted';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A buyer's wanted request (docs/decisions/035-wanted-requests-and-offers.md). Public while `approved`
 * and `expires_at` is ahead; `types` repeats the items' types so the list filters on an index.
 */
export const wantedRequests = pgTable(
  'wanted_requests',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    calculatorCode: text('calculator_code'),
    items: jsonb('items').$type<WantedItem[]>().notNull(),
    types: text('types', { enum: PRODUCT_TYPES }).array().notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    installationWanted: boolean('installation_wanted').notNull().default(false),
    openDays: integer('open_days').notNull(),
    status: text('status', { enum: WANTED_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // The version an admin decides on (decision 008): a decision on another one is refused.
    version: integer('version').notNull().default(1),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedOfferId: uuid('accepted_offer_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wanted_requests_open_idx').on(t.governorate, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('wanted_requests_types_idx').using('gin', t.types).where(sql`status = 'approved'`),
    index('wanted_requests_status_idx').on(t.status, t.createdAt),
    index('wanted_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An answer to a request. One per answerer and request: the unique index holds it under parallel posts. */
export const wantedOffers = pgTable(
  'wanted_offers',
  {
    id: id(),
    requestId: uuid('request_id').notNull().references(() => wantedRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<OfferLine[]>().notNull(),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    delivery: boolean('delivery').notNull(),
    installation: boolean('installation').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    message: text('message'),
    // The directory shop or engineer the answerer answers as (an entry an admin linked to them), if any.
    entryKind: text('entry_kind', { enum: ['shop', 'engineer'] }),
    entryId: uuid('entry_id'),
    status: text('status', { enum: ['active', 'accepted', 'removed'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wanted_offers_answerer_key').on(t.requestId, t.userId)],
);

/** Visitors' reports on requests, as on listings: one open report per visitor and request. */
export const wantedReports = pgTable(
  'wanted_reports',
  {
    id: id(),
    requestId: uuid('request_id').notNull().references(() => wantedRequests.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wanted_reports_open_key').on(t.requestId, t.visitor).where(sql`status = 'open'`), index('wanted_reports_status_idx').on(t.status, t.createdAt)],
);
