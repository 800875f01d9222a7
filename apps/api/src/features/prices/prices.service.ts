import { PriceIndexesResponseSchema, type PriceIndex, type PriceIndexes, type GetPriceIndexesQuery, type PointListingsQuery, type PriceMark } from '@solar/shared/contract/prices';
import type { ProductSpecs } from '@solar/shared/contract/product-specs';
import { CURRENCIES, type Currency } from '@solar/shared/reference/catalog';
import { PRICE_METRIC_UNITS, type PriceMetric } from '@solar/shared/reference/price-indexes';
import { marketPosition, priceIndexOf } from '@solar/shared/domain/price-mark';
import type { ProductMarket } from '@solar/shared/contract/products';
import { withTransaction, type Db } from '../../db/client.ts';
import { cachedRatesPerUsd } from '../settings/settings.service.ts';
import { getProduct } from '../products/products.service.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { KeptBytes } from '../../plugins/kept-bytes.ts';
import { ok } from '../../lib/reply.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import * as repo from './prices.repository.ts';

/**
 * The weeks a run computes again while the past weeks hold: the current one and the one before, whose last
 * hour the previous run may not have seen.
 */
const RECENT_WEEKS = 2;

/**
 * Computes the weekly indexes again (the `price-index` job; docs/decisions/036-price-index.md): the latest
 * weeks when the past weeks' figures still hold, else every week. Every week of a year of history is a long
 * statement (tens of seconds on the embedded database at 100,000 listings, where it holds every request up).
 */
export async function runPriceIndex(db: Db, now: Date) {
  await withTransaction(db, async (tx) => repo.recomputePriceIndexes(tx, now, (await repo.pastWeeksHold(tx)) ? RECENT_WEEKS : undefined));
}

/**
 * Keeps the admin's new rates with the moment they took effect, so a past week converts at its own rates.
 * The first change also keeps the rates it replaces, as those of everything before it.
 */
export async function recordRateChange(db: Db, before: Record<string, number>, after: Record<string, number>, now: Date, changedBy: string) {
  if ((await repo.countRateChanges(db)) === 0) await repo.insertRateChange(db, before, new Date(0), null);
  await repo.insertRateChange(db, after, now, changedBy);
}

const DAY_MS = 86_400_000;

type Rates = Readonly<Record<Currency, number>>;

/** The rates in force at the end of each week, from the history (the earliest change for weeks before it). */
function ratesOfWeeks(history: { rates: Record<string, number>; effectiveAt: Date }[], current: Rates) {
  const usable = history.filter((row) => CURRENCIES.every((c) => typeof row.rates[c] === 'number' && row.rates[c] > 0));
  return (week: string): Rates => {
    const ends = new Date(`${week}T00:00:00Z`).getTime() + 7 * DAY_MS;
    let found: Rates | undefined = usable[0]?.rates as Rates | undefined;
    for (const row of usable) if (row.effectiveAt.getTime() <= ends) found = row.rates as Rates;
    return found ?? current;
  };
}

/** The weekly indexes of a place (or Yemen) and every governorate's latest, in `currency` at each week's rates. */
export async function getPriceIndexes(db: Db, query: GetPriceIndexesQuery): Promise<PriceIndexes> {
  const [rows, history, current] = await Promise.all([repo.readPriceIndexes(db, query.governorate), repo.rateHistory(db), cachedRatesPerUsd(db)]);
  const ratesOf = ratesOfWeeks(history, current);
  const indexes = new Map<string, PriceIndex>();
  let computedAt: Date | null = null;
  const latest = rows.reduce((max, row) => (row.weekStart > max ? row.weekStart : max), '');
  for (const row of rows) {
    const key = `${row.metric}|${row.variant}`;
    let index = indexes.get(key);
    if (!index) {
      index = { metric: row.metric as PriceMetric, variant: row.variant, unit: PRICE_METRIC_UNITS[row.metric as PriceMetric], weeks: [], governorates: [] };
      indexes.set(key, index);
    }
    const rate = ratesOf(row.weekStart)[query.currency];
    const figure = { listings: row.listings, q1: row.q1Usd * rate, median: row.medianUsd * rate, q3: row.q3Usd * rate };
    if (row.governorate === query.governorate) index.weeks.push({ week: row.weekStart, ...figure });
    if (row.governorate !== 'all' && row.weekStart === latest) index.governorates.push({ governorate: row.governorate, week: row.weekStart, ...figure });
    if (!computedAt || row.computedAt > computedAt) computedAt = row.computedAt;
  }
  return { governorate: query.governorate, currency: query.currency, computedAt: computedAt?.toISOString() ?? null, indexes: [...indexes.values()] };
}

/** The same figures as CSV, one line per week and place, numbers with a dot and four decimals at most. */
export function priceIndexesCsv(data: PriceIndexes): string {
  const lines = ['metric,variant,governorate,week,currency,listings,q1,median,q3'];
  const n = (value: number) => String(Math.round(value * 10_000) / 10_000);
  for (const index of data.indexes) {
    for (const w of index.weeks) lines.push([index.metric, index.variant, data.governorate, w.week, data.currency, w.listings, n(w.q1), n(w.median), n(w.q3)].join(','));
    for (const g of index.governorates) if (g.governorate !== data.governorate) lines.push([index.metric, index.variant, g.governorate, g.week, data.currency, g.listings, n(g.q1), n(g.median), n(g.q3)].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A figure of the latest week, as a listing's mark reads it. */
type LatestFigure = { weekStart: string; listings: number; medianUsd: number };

/** What a listing's mark reads of it: its price, currency, place, condition and specifications. */
type Marked = { price: number; currency: Currency; governorate: string; condition: string; specs: ProductSpecs | null };

/**
 * A listing's price beside a figure of its governorate's index: its price per unit at today's rates in USD,
 * placed by the one rule the page and the cards share (domain/price-mark.ts).
 */
function markOf(listing: Marked, index: { metric: PriceMetric; variant: string; size: number }, figure: LatestFigure, rate: number): NonNullable<PriceMark> {
  const listingPerUnit = listing.price / index.size;
  return {
    metric: index.metric, variant: index.variant, governorate: listing.governorate, week: figure.weekStart, listings: figure.listings,
    currency: listing.currency, medianPerUnit: figure.medianUsd * rate, listingPerUnit, ...marketPosition(listingPerUnit / rate, figure.medianUsd),
  };
}

/**
 * A public listing's price beside its governorate's index of the latest week (issue #45 item 5): «أقل من
 * سعر السوق بـ ١٥٪» when 15 % or more under the median. Its price counts in USD at today's rates, as the
 * index's latest week does. Read from the computed table: one indexed row.
 */
export async function listingPriceMark(ctx: Pick<RequestContext, 'db' | 'store' | 'now'>, id: string): Promise<PriceMark> {
  const product = await getProduct({ ...ctx, user: null }, id);
  const index = priceIndexOf(product.condition, product.specs);
  if (!index) return null;
  const figure = await repo.latestFigure(ctx.db, index.metric, index.variant, product.governorate);
  if (!figure) return null;
  return markOf(product, index, figure, (await cachedRatesPerUsd(ctx.db))[product.currency]);
}

/** The latest week's figures are read again at most this often by each process; the job runs hourly. */
const LATEST_FIGURES_TTL_MS = 10 * 60_000;

/**
 * The cards' marks (issue #45 item 5): each listing of a page against its governorate's latest weekly
 * median, from the latest week's figures kept in this process, so a page of a list costs no statement of
 * its own.
 */
function createListingMarkets() {
  const kept = new TtlCache<Map<string, LatestFigure>>(LATEST_FIGURES_TTL_MS, 1);
  const latest = (db: Db) =>
    kept.getOrLoad('latest', async () => new Map((await repo.latestPerUnitFigures(db)).map((row) => [`${row.metric}|${row.variant}|${row.governorate}`, row])));
  return {
    clear: () => kept.clear(),
    /** The mark of each listing, in order: null where its price is near the median or no figure applies. */
    async of(db: Db, listings: readonly Marked[]): Promise<(ProductMarket | null)[]> {
      const indexes = listings.map((listing) => priceIndexOf(listing.condition, listing.specs));
      if (indexes.every((index) => !index)) return listings.map(() => null);
      const [figures, rates] = await Promise.all([latest(db), cachedRatesPerUsd(db)]);
      return listings.map((listing, i) => {
        const index = indexes[i];
        const figure = index && figures.get(`${index.metric}|${index.variant}|${listing.governorate}`);
        if (!index || !figure) return null;
        const { position, percent } = markOf(listing, index, figure, rates[listing.currency]);
        return position === 'near' ? null : { position, percent };
      });
    },
  };
}

/**
 * An index's answer is kept as long as any cache may keep it (`public, max-age=300`): its figures change
 * only when the job runs, which drops this process's copies at once, or when the rates change, which
 * changes the key.
 */
const INDEX_ANSWER_TTL_MS = 5 * 60_000;
/** Every place, Yemen included, in every currency, twice over for answers of rates just replaced. */
const INDEX_ANSWERS = 2 * 24 * CURRENCIES.length;

/**
 * What this process keeps of the index's figures: the cards' marks, and each place's and currency's
 * answer as JSON bytes (with its ETag and compressed copies), so that the page's JSON costs no statement
 * and no serialization while the figures stand. `clear` forgets both when this process computed new ones.
 */
export function createKeptPriceFigures() {
  const markets = createListingMarkets();
  const answers = new TtlCache<KeptBytes>(INDEX_ANSWER_TTL_MS, INDEX_ANSWERS);
  return {
    of: markets.of,
    clear() {
      markets.clear();
      answers.clear();
    },
    /** `GET /prices/indexes`'s answer, as it would be serialized, kept as bytes. */
    async indexes(db: Db, query: GetPriceIndexesQuery): Promise<KeptBytes> {
      const rates = await cachedRatesPerUsd(db);
      return answers.getOrLoad(`${query.governorate}|${query.currency}|${JSON.stringify(rates)}`, async () =>
        new KeptBytes(JSON.stringify(PriceIndexesResponseSchema.parse(ok(await getPriceIndexes(db, query))))),
      );
    },
  };
}
export type KeptPriceFigures = ReturnType<typeof createKeptPriceFigures>;

/** An admin keeps a listing out of the index (a mistyped price) or lets it back in; audited. The next run of the job applies it. */
export async function setExcludedFromIndex(ctx: UserContext, id: string, excluded: boolean) {
  await getProduct(ctx, id);
  await withTransaction(ctx.db, async (tx) => {
    const before = await repo.isExcluded(tx, id);
    await repo.setExcluded(tx, id, excluded, ctx.userId, ctx.now);
    await writeAudit(tx, { actorId: ctx.userId, action: excluded ? repo.EXCLUSION_ACTIONS.exclude : repo.EXCLUSION_ACTIONS.include, targetType: 'product', targetId: id, before: { excluded: before }, after: { excluded } }, ctx.now);
  });
  return { productId: id, excluded };
}

/** The listings behind one point of an admin's chart (issue #45 item 6), each with whether it is excluded. */
export async function listingsBehindPoint(ctx: Pick<RequestContext, 'db' | 'now'>, query: PointListingsQuery) {
  return repo.listingsBehindPoint(ctx.db, query, ctx.now);
}
