import { sql } from 'drizzle-orm';
import { REPORT_REASONS } from '@solar/shared/domain/report-reasons';
import {
  boolean, customType, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, PRODUCT_CONDITIONS, PRODUCT_STATUSES, PRODUCT_TYPES } from '@solar/shared/reference/catalog';
import { BATTERY_VOLTAGE_CLASSES, type ProductSpecs } from '@solar/shared/contract/product-specs';
import { createdAt, id, updatedAt } from './columns.ts';
import { uploads, users } from './users.ts';

export interface ProductSpecifications {
  power?: string;
  voltage?: string;
  capacity?: string;
  warranty?: string;
}

/** A tsvector, written and read in PostgreSQL's text form (features/products/search-document.ts builds it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The bank voltages a listing serves, for the `voltage` filter: a battery's class (12.8 V is a 12 V battery,
 * product-specs.ts `BATTERY_VOLTAGE_CLASSES`), or every voltage an inverter or controller accepts.
 */
const servedVoltages = sql.raw(
  `array_remove(array[${BATTERY_VOLTAGE_CLASSES.map(
    (c) => `case when (specs->>'voltageV')::numeric between ${c.min} and ${c.max} or specs->'batteryVoltages' @> '[${c.voltage}]' then ${c.voltage} end`,
  ).join(', ')}]::integer[], null)`,
);

// The predicate every public list repeats; partial indexes below are built on exactly this.
const isPublic = sql`status = 'approved' and is_active`;

export const products = pgTable(
  'products',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull(),
    brand: text('brand'),
    model: text('model'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('YER'),
    // Kept in step with the admin exchange rates so price filters and sorting compare like with like.
    priceUsd: numeric('price_usd', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    isNegotiable: boolean('is_negotiable').notNull().default(true),
    description: text('description').notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    locationText: text('location_text'),
    phone: text('phone').notNull(),
    whatsappPhone: text('whatsapp_phone'),
    specifications: jsonb('specifications').$type<ProductSpecifications>().notNull().default({}),
    // Structured specifications (contract/product-specs.ts; docs/decisions/025-listing-specifications.md),
    // null for types without them. The spec_* columns below are the database's own reading of it, one per
    // filter, so every writer (posting, seed, bulk generator, backfill) fills them without knowing they exist.
    specs: jsonb('specs').$type<ProductSpecs>(),
    // The warranty in whole months, as the seller typed it (contract/listing-fields.ts); null when not given.
    warrantyMonths: integer('warranty_months'),
    // A panel's or an inverter's rated W, or a system's inverter W (`minPowerW`, `maxPowerW`).
    specPowerW: numeric('spec_power_w', { mode: 'number' }).generatedAlwaysAs(sql`coalesce((specs->>'powerW')::numeric, (specs->>'inverterW')::numeric)`),
    specCapacityAh: numeric('spec_capacity_ah', { mode: 'number' }).generatedAlwaysAs(sql`(specs->>'capacityAh')::numeric`),
    // A battery's usable kWh, or a system's battery kWh.
    specKwh: numeric('spec_kwh', { mode: 'number' }).generatedAlwaysAs(sql`coalesce((specs->>'usableKwh')::numeric, (specs->>'batteryKwh')::numeric)`),
    specVoltages: integer('spec_voltages').array().generatedAlwaysAs(servedVoltages),
    specChemistry: text('spec_chemistry').generatedAlwaysAs(sql`specs->>'chemistry'`),
    specInverterKind: text('spec_inverter_kind').generatedAlwaysAs(sql`specs->>'inverterKind'`),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    adminReviewed: boolean('admin_reviewed').notNull().default(false),
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
    // What the listing said when an admin last decided on it, so the queue can show what changed since.
    reviewedSnapshot: jsonb('reviewed_snapshot').$type<Record<string, unknown>>(),
    // Counts the seller's edits: an admin's decision names the version it was made on, so an edit made
    // while the admin was looking is never published (or rejected) unseen.
    version: integer('version').notNull().default(1),
    // When an admin last approved it: the moment it became public (saved-search alerts look after it).
    postedAt: timestamp('posted_at', { withTimezone: true }),
    // The price buyers last saw published; a lower one going public records a price drop (alerts).
    publishedPrice: numeric('published_price', { precision: 14, scale: 2, mode: 'number' }),
    publishedCurrency: text('published_currency', { enum: CURRENCIES }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // When the owner was told the listing expired (jobs: expire-listings); null until then.
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    // The listing's search tokens, weighted by where they come from (features/products/search-document.ts;
    // docs/decisions/010-catalogue-at-scale.md), and the analyzer version that wrote them: rows written by
    // an older analyzer are indexed again at start (products/search-reindex.ts).
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    searchVersion: integer('search_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_user_id_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('products_status_created_idx').on(t.status, t.createdAt),
    // Keys in the exact order and null placement of the queries' ORDER BY (DESC means NULLS FIRST), so a
    // page is read straight off the index and the scan stops after `limit` rows. The eight public indexes
    // from here to products_public_featured_idx also INCLUDE the seller, expiry, type, condition, brand
    // and place (migration 0023; Drizzle has no INCLUDE): a list filtered by those, or its capped count,
    // reads them alone, without visiting the rows.
    index('products_public_created_idx').on(t.featured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_type_idx').on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_place_idx').on(t.governorate, t.city, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_condition_idx').on(t.condition, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    // Type and condition, the two filters visitors set most: together a few percent of the catalogue,
    // which a scan of the type's index (or of the table) would read twenty rows to find one of.
    index('products_public_type_condition_idx').on(t.type, t.condition, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_brand_idx').on(sql`lower(${t.brand})`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    // Both price orders break ties by the newest, so each has its own index to page along.
    index('products_public_price_idx').on(t.priceUsd, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_price_desc_idx').on(t.priceUsd.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    // A type or a brand sorted by price: prices follow the type (a cable is cheap, a system dear), so the
    // price index alone walks past every listing of the other types before it finds those of the asked one.
    index('products_public_type_price_idx').on(t.type, t.priceUsd, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_type_price_desc_idx').on(t.type, t.priceUsd.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_brand_price_idx').on(sql`lower(${t.brand})`, t.priceUsd, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_brand_price_desc_idx').on(sql`lower(${t.brand})`, t.priceUsd.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    // Featured listings are few: their own index lets "featured first" read them without a sort.
    index('products_public_featured_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${isPublic} and featured`),
    index('products_public_expires_idx').on(t.expiresAt).where(isPublic),
    // Listings that became public after a moment: the saved-search matcher's first narrowing.
    index('products_public_posted_idx').on(t.postedAt).where(isPublic),
    index('products_search_idx').using('gin', t.searchVector).where(isPublic),
    // The tokens of the name and the fields alone (weights A and B): the ranking's strong tiers ask only
    // there, and the index over every token cannot tell a word in a title from one in a description.
    index('products_search_named_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a,b}')`).where(isPublic),
    // The specification filters (docs/decisions/025-listing-specifications.md): a range reads its index
    // (counts, facets, a narrow range), a kind or chemistry pages along its own newest-first index.
    index('products_public_spec_power_idx').on(t.specPowerW).where(isPublic),
    index('products_public_spec_capacity_idx').on(t.specCapacityAh).where(isPublic),
    index('products_public_spec_kwh_idx').on(t.specKwh).where(isPublic),
    // The listings with an energy (batteries and systems) by price: sizes follow prices, so the price index
    // walks past every cheaper listing of another kind first.
    index('products_public_kwh_price_idx').on(t.priceUsd, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${isPublic} and spec_kwh is not null`),
    index('products_public_kwh_price_desc_idx').on(t.priceUsd.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${isPublic} and spec_kwh is not null`),
    index('products_public_spec_voltages_idx').using('gin', t.specVoltages).where(isPublic),
    index('products_public_spec_chemistry_idx').on(t.specChemistry, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
    index('products_public_spec_inverter_kind_idx').on(t.specInverterKind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(isPublic),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull().references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // A picture of the listing's edit waiting for review (`product_edits`), not shown to the public yet.
    // Kept in this table so an upload an edit uses counts as in use (clean-up, "used elsewhere").
    isPending: boolean('is_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.isPending, t.position)],
);

/**
 * An approved listing's edit waiting for review, or rejected (issue #46): the `products` row stays the
 * approved version buyers see (and search indexes) until an admin approves this. One per listing: a
 * second edit replaces it. `fields` holds every reviewed column as the edit has it; its pictures are the
 * `is_pending` rows of `product_images` when `images_changed`.
 */
export const productEdits = pgTable(
  'product_edits',
  {
    productId: uuid('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    imagesChanged: boolean('images_changed').notNull().default(false),
    status: text('status', { enum: ['pending', 'rejected'] }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('product_edits_status_idx').on(t.status, t.submittedAt)],
);

/**
 * A listing's counters, apart from its row (docs/decisions/040-listing-counters-apart.md): a view or a like
 * updates this small row, never the listing's, so the listing's table page stays all-visible and the
 * public lists keep reading their indexes alone. No row means zero.
 */
export const productCounters = pgTable('product_counters', {
  productId: uuid('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  likesCount: integer('likes_count').notNull().default(0),
});

export const productLikes = pgTable(
  'product_likes',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('product_likes_product_idx').on(t.productId)],
);

/** One row per visitor, product and hour: a view counts once per visitor per product per hour. */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    // A keyed hash of the signed-in user's id or of the address and browser: no personal data kept.
    visitor: text('visitor').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitor, t.hour] }), index('product_views_hour_idx').on(t.hour)],
);

/** Visitors' reports on listings, for the admin console. One open report per visitor and product. */
export const productReports = pgTable(
  'product_reports',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] }).notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_reports_open_key').on(t.productId, t.visitor).where(sql`status = 'open'`),
    index('product_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Every word the search knows: each lexeme of a listing's search vector (added by a trigger, migration
 * 0008) and each single-word form of the search vocabulary with the concept tokens it stands for (synced
 * at start). A query word no listing has is looked up here within a small typo (trigram candidates,
 * then an edit distance): «انفرنر» finds the form «انفرتر» and so the token `inverter`.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    tokens: text('tokens').array().notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
