import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { exchangeRateHistory, priceIndexExclusions, priceIndexes } from '../../db/schema/prices.ts';
import type { Currency } from '@solar/shared/reference/catalog';
import { ALL_YEMEN, PRICE_INDEX_MIN_LISTINGS, PRICE_INDEX_WEEKS } from '@solar/shared/reference/price-indexes';

/** The indexes of a price per unit, which a listing's price is marked against. */
const PER_UNIT_METRICS = ['panel-per-w', 'battery-per-kwh', 'inverter-per-kw'];

// What each index measures, from a listing's history row (docs/decisions/036-price-index.md). New listings
// only: a used panel's price is not what the market asks for a panel. The packages are size bands around
// what shops sell as "a 550 W panel" and "a 5 kWh lithium battery" (48 V or 51.2 V × 100 Ah).
const MEASURES = sql.raw(`
  select week_start, governorate, 'panel-per-w' as metric, '' as variant, price_usd / power_w as v from open_rows where spec_kind = 'panel' and power_w > 0
  union all select week_start, governorate, 'battery-per-kwh', chemistry, price_usd / usable_kwh from open_rows where spec_kind = 'battery' and usable_kwh > 0 and chemistry <> 'other'
  union all select week_start, governorate, 'inverter-per-kw', inverter_kind, price_usd / (power_w / 1000) from open_rows where spec_kind = 'inverter' and power_w > 0
  union all select week_start, governorate, 'panel-550w', '', price_usd from open_rows where spec_kind = 'panel' and power_w between 540 and 560
  union all select week_start, governorate, 'battery-lithium-5kwh', '', price_usd from open_rows where spec_kind = 'battery' and chemistry = 'lifepo4' and nominal_kwh between 4.8 and 5.2`);

/** Each index's listings and the figure it takes of each, from `open_rows` (a listing's row at a week's end). */
const MEASURE_OF: Record<string, { where: string; value: string; variant: string }> = {
  'panel-per-w': { where: "spec_kind = 'panel' and power_w > 0", value: 'price_usd / power_w', variant: "''" },
  'battery-per-kwh': { where: "spec_kind = 'battery' and usable_kwh > 0 and chemistry <> 'other'", value: 'price_usd / usable_kwh', variant: 'chemistry' },
  'inverter-per-kw': { where: "spec_kind = 'inverter' and power_w > 0", value: 'price_usd / (power_w / 1000)', variant: 'inverter_kind' },
  'panel-550w': { where: "spec_kind = 'panel' and power_w between 540 and 560", value: 'price_usd', variant: "''" },
  'battery-lithium-5kwh': { where: "spec_kind = 'battery' and chemistry = 'lifepo4' and nominal_kwh between 4.8 and 5.2", value: 'price_usd', variant: "''" },
};

export type PointListingRow = { productId: string; name: string | null; price: number; currency: Currency; governorate: string; perUnitUsd: number; excluded: boolean };

/**
 * The listings behind one point of a chart, as the job counts them (recomputePriceIndexes): each one's
 * latest history row at the week's end says public, new and unexpired, and it falls in the index; excluded
 * listings are listed too, marked, so an admin can let one back in. Cheapest per unit first.
 */
export async function listingsBehindPoint(db: Db, point: { metric: string; variant: string; governorate: string; week: string }, now: Date): Promise<PointListingRow[]> {
  const measure = MEASURE_OF[point.metric]!;
  const at = now.toISOString();
  const rows = await queryRows<{ product_id: string; name: string | null; price: string; currency: Currency; governorate: string; per_unit_usd: string; excluded: boolean }>(db, sql`
    with bounds as (select least(${point.week}::date at time zone 'UTC' + interval '7 days', ${at}::timestamptz) as ends),
    spans as (
      select h.*, lead(h.recorded_at) over (partition by h.product_id order by h.recorded_at, h.id) as until
      from price_history h, bounds b where h.recorded_at <= b.ends
    ),
    rate as (select rates from exchange_rate_history, bounds b where effective_at <= b.ends order by effective_at desc limit 1),
    open_rows as (
      select s.product_id, s.governorate, s.spec_kind, s.power_w, s.usable_kwh, s.nominal_kwh, s.chemistry, s.inverter_kind, s.price, s.currency,
        coalesce(s.price / nullif(((select rates from rate)->>s.currency)::numeric, 0), s.price_usd) as price_usd
      from spans s, bounds b
      where (s.until is null or s.until > b.ends) and s.is_public and s.condition = 'New' and (s.expires_at is null or s.expires_at > b.ends)
        and (${point.governorate}::text = ${ALL_YEMEN}::text or s.governorate = ${point.governorate}::text)
    ),
    measured as (
      select product_id, price, currency, governorate, ${sql.raw(measure.value)} as per_unit_usd
      from open_rows where ${sql.raw(measure.where)} and ${sql.raw(measure.variant)}::text = ${point.variant}::text
    )
    select m.product_id, p.name, m.price, m.currency, m.governorate, m.per_unit_usd, e.product_id is not null as excluded
    from measured m
    left join products p on p.id = m.product_id
    left join price_index_exclusions e on e.product_id = m.product_id
    order by m.per_unit_usd, m.product_id
    limit 500`);
  return rows.map((r) => ({ productId: r.product_id, name: r.name, price: Number(r.price), currency: r.currency, governorate: r.governorate, perUnitUsd: Number(r.per_unit_usd), excluded: r.excluded }));
}

/**
 * Computes every weekly index again from the price history and replaces the table, in one transaction. A
 * listing stands behind a week when, at the week's end (or now, for the current week), its latest history
 * row says public at a price, it has not expired, and no admin excluded it. Its price counts in USD at the
 * rates in force at the week's end (a rial price that stayed put while the rial fell is cheaper in USD; the
 * history's own USD price serves before the first recorded rates). Quartiles interpolate
 * (`percentile_cont`); a figure with fewer than five listings is not kept.
 *
 * `weeks` (the whole window by default) says how many of the latest weeks are computed again; the older
 * weeks' figures are kept, and those that fell out of the window are removed.
 */
export async function recomputePriceIndexes(db: Db, now: Date, weeks = PRICE_INDEX_WEEKS) {
  const at = now.toISOString();
  const weekOf = (back: number) => sql`(date_trunc('week', ${at}::timestamptz at time zone 'UTC') - ${`${back} weeks`}::interval)::date`;
  const first = weekOf(Math.min(weeks, PRICE_INDEX_WEEKS) - 1);
  await db.execute(sql`delete from price_indexes where week_start >= ${first} or week_start < ${weekOf(PRICE_INDEX_WEEKS - 1)}`);
  await db.execute(sql`
    with weeks as (
      select w::date as week_start, least(w at time zone 'UTC' + interval '7 days', ${at}::timestamptz) as ends
      from generate_series(${first}, ${weekOf(0)}, interval '1 week') as w
    ),
    spans as (
      select h.*, lead(h.recorded_at) over (partition by h.product_id order by h.recorded_at, h.id) as until
      from price_history h
      where h.product_id not in (select product_id from price_index_exclusions)
    ),
    rate_spans as (
      select rates, effective_at, lead(effective_at) over (order by effective_at) as until from exchange_rate_history
    ),
    open_rows as (
      select w.week_start, s.governorate, s.spec_kind, s.power_w, s.usable_kwh, s.nominal_kwh, s.chemistry, s.inverter_kind,
        coalesce(s.price / nullif((r.rates->>s.currency)::numeric, 0), s.price_usd) as price_usd
      from weeks w
      join spans s on s.recorded_at <= w.ends and (s.until is null or s.until > w.ends)
      left join rate_spans r on r.effective_at <= w.ends and (r.until is null or r.until > w.ends)
      where s.is_public and s.condition = 'New' and (s.expires_at is null or s.expires_at > w.ends)
    ),
    measures as (${MEASURES})
    insert into price_indexes (metric, variant, governorate, week_start, listings, q1_usd, median_usd, q3_usd, computed_at)
    select metric, variant, coalesce(governorate, ${ALL_YEMEN}), week_start, count(*)::int,
      percentile_cont(0.25) within group (order by v), percentile_cont(0.5) within group (order by v),
      percentile_cont(0.75) within group (order by v), ${at}::timestamptz
    from measures
    group by grouping sets ((metric, variant, governorate, week_start), (metric, variant, week_start))
    having count(*) >= ${PRICE_INDEX_MIN_LISTINGS}`);
}

/** The audit actions of an admin's exclusion and inclusion (prices.service.ts writes them). */
export const EXCLUSION_ACTIONS = { exclude: 'prices.exclude', include: 'prices.include' } as const;

/**
 * Whether the kept figures of past weeks still hold, so a run need only compute the latest weeks again: the
 * history is appended to, never changed, so a week's figures change after it ended only when an admin
 * excluded a listing or let one back in, or the rates changed (the first change dates the old rates back to
 * every week), since the oldest figure was computed.
 */
export async function pastWeeksHold(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ holds: boolean }>(db, sql`
    with since as (select min(computed_at) as at from price_indexes)
    select (select at from since) is not null
      and not exists (select 1 from audit_log, since where audit_log.created_at >= since.at and audit_log.action in (${EXCLUSION_ACTIONS.exclude}, ${EXCLUSION_ACTIONS.include}))
      and not exists (select 1 from exchange_rate_history, since where exchange_rate_history.effective_at >= since.at) as holds`);
  return row?.holds === true;
}

export type PriceIndexRow = typeof priceIndexes.$inferSelect;

/** The figures of one place, every week, and every governorate's figures of the latest computed week. */
export async function readPriceIndexes(db: Db, governorate: string): Promise<PriceIndexRow[]> {
  return db
    .select()
    .from(priceIndexes)
    .where(or(eq(priceIndexes.governorate, governorate), eq(priceIndexes.weekStart, sql`(select max(week_start) from price_indexes)`)))
    .orderBy(asc(priceIndexes.metric), asc(priceIndexes.variant), asc(priceIndexes.weekStart));
}

/** The figure of one index in one place in the latest computed week, for a listing's mark. */
export async function latestFigure(db: Db, metric: string, variant: string, governorate: string) {
  const [row] = await db
    .select()
    .from(priceIndexes)
    .where(and(eq(priceIndexes.metric, metric), eq(priceIndexes.variant, variant), eq(priceIndexes.governorate, governorate), eq(priceIndexes.weekStart, sql`(select max(week_start) from price_indexes)`)));
  return row ?? null;
}

/** Every per-unit figure of the latest computed week (a few hundred rows at most), for the cards' marks. */
export async function latestPerUnitFigures(db: Db) {
  return db
    .select({ metric: priceIndexes.metric, variant: priceIndexes.variant, governorate: priceIndexes.governorate, weekStart: priceIndexes.weekStart, listings: priceIndexes.listings, medianUsd: priceIndexes.medianUsd })
    .from(priceIndexes)
    .where(and(inArray(priceIndexes.metric, PER_UNIT_METRICS), eq(priceIndexes.weekStart, sql`(select max(week_start) from price_indexes)`)));
}

export async function rateHistory(db: Db) {
  return db.select({ rates: exchangeRateHistory.rates, effectiveAt: exchangeRateHistory.effectiveAt }).from(exchangeRateHistory).orderBy(asc(exchangeRateHistory.effectiveAt));
}

/** The rates in force at `at`: the latest change at or before it. */
export async function ratesAt(db: Db, at: Date) {
  const [row] = await db.select({ rates: exchangeRateHistory.rates }).from(exchangeRateHistory).where(lte(exchangeRateHistory.effectiveAt, at)).orderBy(desc(exchangeRateHistory.effectiveAt)).limit(1);
  return row?.rates ?? null;
}

export async function countRateChanges(db: Db) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from exchange_rate_history`);
  return row?.n ?? 0;
}

export async function insertRateChange(db: Db, rates: Record<string, number>, effectiveAt: Date, changedBy: string | null) {
  await db.insert(exchangeRateHistory).values({ rates, effectiveAt, changedBy });
}

export async function isExcluded(db: Db, productId: string) {
  const [row] = await db.select({ id: priceIndexExclusions.productId }).from(priceIndexExclusions).where(eq(priceIndexExclusions.productId, productId));
  return Boolean(row);
}

export async function setExcluded(db: Db, productId: string, excluded: boolean, by: string, now: Date) {
  if (excluded) await db.insert(priceIndexExclusions).values({ productId, excludedBy: by, createdAt: now }).onConflictDoNothing();
  else await db.delete(priceIndexExclusions).where(eq(priceIndexExclusions.productId, productId));
}
