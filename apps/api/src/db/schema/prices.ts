import { bigserial, boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@solar/shared/reference/catalog';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A listing's public price over time (docs/decisions/036-price-index.md): a row each time it becomes public
 * or its price, currency, place, specifications or expiry change while public, and a closing row
 * (`is_public` false) when it leaves. Written by a trigger on `products` (migration 0019), so every writer
 * records it; no foreign key, so a deleted listing's past stays in the index.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    // In order of writing: two rows of one listing in the same moment keep their order.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id').notNull(),
    type: text('type').notNull(),
    condition: text('condition').notNull(),
    specKind: text('spec_kind'),
    // A panel's or inverter's W; a battery's usable and nominal kWh; chemistry; inverter kind.
    powerW: numeric('power_w', { mode: 'number' }),
    usableKwh: numeric('usable_kwh', { mode: 'number' }),
    nominalKwh: numeric('nominal_kwh', { mode: 'number' }),
    chemistry: text('chemistry'),
    inverterKind: text('inverter_kind'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    // At the admin's rates of that day (products.price_usd as it was written then).
    priceUsd: numeric('price_usd', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    governorate: text('governorate').notNull(),
    isPublic: boolean('is_public').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.recordedAt), index('price_history_recorded_idx').on(t.recordedAt)],
);

/** The admin's exchange rates (units per USD) from `effective_at` on, so a past week converts at its own rates. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: id(),
    rates: jsonb('rates').$type<Record<string, number>>().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('exchange_rate_history_effective_idx').on(t.effectiveAt)],
);

/**
 * The weekly price indexes the `price-index` job computes: per metric (`panel-per-w`…), variant (a
 * chemistry, an inverter kind, or ''), governorate (or 'all' for Yemen) and week (its Monday), in USD.
 * Only figures with at least five listings behind them are stored.
 */
export const priceIndexes = pgTable(
  'price_indexes',
  {
    metric: text('metric').notNull(),
    variant: text('variant').notNull(),
    governorate: text('governorate').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    listings: integer('listings').notNull(),
    q1Usd: doublePrecision('q1_usd').notNull(),
    medianUsd: doublePrecision('median_usd').notNull(),
    q3Usd: doublePrecision('q3_usd').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.variant, t.governorate, t.weekStart] }), index('price_indexes_place_idx').on(t.governorate, t.weekStart), index('price_indexes_week_idx').on(t.weekStart)],
);

/** Listings an admin keeps out of the index (a mistyped price); audited in `audit_log`. */
export const priceIndexExclusions = pgTable('price_index_exclusions', {
  productId: uuid('product_id').primaryKey(),
  excludedBy: uuid('excluded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
