import { canonicalBrand, isMakerBrand } from '@solar/shared/domain/brands';
import type { BrowseProductsQuery, Product, ProductFacets, ProductMarket, ProductPage, SellerProductsQuery } from '@solar/shared/contract/products';
import { z } from 'zod';
import { PRODUCT_CONDITIONS, PRODUCT_TYPES, typesForCategory, type Currency, type ProductType } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { BATTERY_CHEMISTRIES, INVERTER_KINDS } from '@solar/shared/contract/product-specs';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { keyedHash } from '../../lib/secrets.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { translate } from '../../lib/messages.ts';
import { cachedRatesPerUsd } from '../settings/settings.service.ts';
import {
  COUNT_CAP, MAX_CANDIDATES, countProductFacets, countPublicProducts, countSpecFacets, findProductWithSeller, findPublicSeller, insertReport, listSellerProducts, isLikedBy, listPublicProducts, recordView, sortOf,
  type ProductCursor, type ProductListFilter, type ProductWithSeller,
} from './products.repository.ts';
import { parseSearchQuery, rankingTiers, withTypoAlternatives, type ParsedSearch } from './search-query.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { visitorNetwork } from '../../lib/visitor-network.ts';
import { presentProduct, presentSeller } from './products.presenter.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import type { ReportReason } from '@solar/shared/domain/report-reasons';

// What other features take from the catalogue goes through this file (the API's feature boundary,
// eslint.config.js): the listing row and its presenter, and the SQL rule of a public listing.
export { presentImage, presentProduct } from './products.presenter.ts';
export {
  addToCounter, countersOf, findProductWithSeller, findProductsWithSeller, likesOf, isPublicProduct, listPublicProducts, productWithSeller, publicProductsWhere,
  type ProductRow, type ProductWithSeller,
} from './products.repository.ts';
export { productSearchColumns } from './search-document.ts';

/**
 * Counts and parsed queries may lag the catalogue by this much (docs/decisions/010-catalogue-at-scale.md);
 * kept pages are dropped when a listing changes. Each API process keeps its own.
 */
const COUNT_TTL_MS = 20_000;
const FACETS_TTL_MS = 60_000;
const TYPO_TTL_MS = 60_000;
/**
 * A page of a public list, as every anonymous visitor gets it, is kept this long (decision 010): the same
 * answer we already let any cache keep for a minute (`Cache-Control: public, max-age=60`), but dropped at
 * once when a listing changes (the `catalogue` news). A request saying `Cache-Control: no-cache` is read
 * from the database.
 */
const PAGE_TTL_MS = 5_000;

/**
 * The catalogue's caches, one set per feature that reads lists. Given the shared news, every cache read
 * from listings (counts, facets, pages) is emptied when any process announces that a listing became public
 * or left (lib/shared-state.ts, docs/decisions/010-catalogue-at-scale.md); typo alternatives age out.
 */
export function createCatalogueCaches(news?: Pick<SharedState, 'on'>, markets?: ListingMarkets) {
  const caches = {
    markets,
    counts: new TtlCache<CappedCount>(COUNT_TTL_MS, 2000),
    facets: new TtlCache<Awaited<ReturnType<typeof countProductFacets>>>(FACETS_TTL_MS, 500),
    specFacets: new TtlCache<Awaited<ReturnType<typeof countSpecFacets>>>(FACETS_TTL_MS, 500),
    searches: new TtlCache<ParsedSearch>(TYPO_TTL_MS, 2000),
    pages: new TtlCache<KeptPage>(PAGE_TTL_MS, 300),
  };
  news?.on('catalogue', () => {
    for (const cache of [caches.counts, caches.facets, caches.specFacets, caches.pages]) cache.clear();
  });
  return caches;
}
export type CatalogueCaches = ReturnType<typeof createCatalogueCaches>;

/**
 * Marks each listing of a page against the price index (docs/decisions/036-price-index.md): the prices
 * feature lends it and app.ts joins them, so the catalogue depends on no feature of its own readers.
 */
export interface ListingMarkets {
  of(db: Db, listings: readonly Pick<Product, 'price' | 'currency' | 'governorate' | 'condition' | 'specs'>[]): Promise<(ProductMarket | null)[]>;
}

/** A page's listings with their marks against the price index, when this process has the index's figures. */
async function withMarkets<T extends Product>(ctx: Pick<RequestContext, 'db'> & { caches?: Pick<CatalogueCaches, 'markets'> }, products: T[]): Promise<T[]> {
  const markets = ctx.caches?.markets;
  if (!markets || !products.length) return products;
  const marks = await markets.of(ctx.db, products);
  return products.map((product, i) => ({ ...product, market: marks[i] ?? null }));
}

/** A count that stopped at `cap` rows: `n` is exact below it. */
interface CappedCount {
  n: number;
  cap: number;
}

/** The query's search terms, with typo alternatives for words no listing has, and places (search-query.ts). */
async function searchOf(db: Db, keyword: string, caches: CatalogueCaches): Promise<ParsedSearch> {
  const parsed = parseSearchQuery(keyword);
  if (!parsed.terms.some((t) => t.mayBeTypo)) return parsed;
  return caches.searches.getOrLoad(keyword, async () => ({ ...parsed, terms: await withTypoAlternatives(db, parsed.terms) }));
}

/** What the catalogue's services read of the request (lib/request-context.ts); the alert jobs pass the same three. */
export type FilterContext = Pick<RequestContext, 'db' | 'now'> & { caches: CatalogueCaches };
export type CatalogueContext = FilterContext & Pick<RequestContext, 'store'>;

/** A request's context with the catalogue's caches (one set per process, made in app.ts) for a list's services. */
export function withCatalogueCaches<T extends object>(ctx: T, caches: CatalogueCaches): T & { caches: CatalogueCaches } {
  // Object.assign keeps the context's lazy getters (lang, ip) lazy; a spread would read them now.
  return Object.assign(ctx, { caches });
}

/** Turns the query into what SQL compares: product types, USD price bounds and the search's tsqueries. */
export async function resolveFilter(ctx: FilterContext, query: BrowseProductsQuery): Promise<ProductListFilter> {
  const { db, now, caches } = ctx;
  const byType = query.type ? typesForCategory(query.type) : undefined;
  const byCategory = query.category ? typesForCategory(query.category) : undefined;
  const types = byType && byCategory ? byType.filter((t) => byCategory.includes(t)) : (byType ?? byCategory);
  const priceCurrency: Currency = query.currency ?? 'YER';
  let minPriceUsd: number | undefined;
  let maxPriceUsd: number | undefined;
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const rate = (await cachedRatesPerUsd(db))[priceCurrency];
    if (query.minPrice !== undefined) minPriceUsd = query.minPrice / rate;
    if (query.maxPrice !== undefined) maxPriceUsd = query.maxPrice / rate;
  }
  const parsed = query.search_keyword ? await searchOf(db, query.search_keyword, caches) : undefined;
  // A tier asking for a type the filters leave out finds nothing: it is not read (the last, the words
  // anywhere, asks for none).
  const possible = possibleTypes(query, types);
  const search = parsed?.terms.length ? rankingTiers(parsed).filter((tier) => !possible || !tier.types?.some((type) => !possible.includes(type))) : undefined;
  // A place alone («عدن») is all there is to search: its listings. Beside other words it only ranks.
  const places = parsed && !parsed.terms.length && parsed.places.length ? parsed.places : undefined;
  return { query, types, priceCurrency, minPriceUsd, maxPriceUsd, search, ...(places ? { places } : {}), now };
}

/** The types whose specifications each specification filter reads (schema/products.ts `spec_*`); others have none. */
const SPEC_FILTER_TYPES: [keyof BrowseProductsQuery, readonly ProductType[]][] = [
  ['minPowerW', ['Panel', 'Charging Devices', 'Integrated System']],
  ['maxPowerW', ['Panel', 'Charging Devices', 'Integrated System']],
  ['minCapacityAh', ['Battery']],
  ['maxCapacityAh', ['Battery']],
  ['minKwh', ['Battery', 'Integrated System']],
  ['maxKwh', ['Battery', 'Integrated System']],
  ['voltage', ['Battery', 'Charging Devices']],
  ['chemistry', ['Battery']],
  ['inverterKind', ['Charging Devices']],
];

/** The types a listing of the list can have: the type filter's, narrowed by the specification filters. */
function possibleTypes(query: BrowseProductsQuery, types: readonly string[] | undefined): readonly string[] | undefined {
  let possible = types;
  for (const [key, ofSpec] of SPEC_FILTER_TYPES) {
    if (query[key] !== undefined) possible = (possible ?? ofSpec).filter((type) => ofSpec.includes(type as ProductType));
  }
  return possible;
}

/** What makes two lists the same list, whatever page of it is asked. */
function listKey(filter: ProductListFilter): string {
  const { page: _page, limit: _limit, cursor: _cursor, sort: _sort, search_keyword: _keyword, ...query } = filter.query;
  return JSON.stringify([query, filter.types, filter.search?.at(-1)?.query ?? null, filter.places ?? null]);
}

const CURSOR_FIELDS = z.tuple([
  z.enum(['newest', 'oldest', 'price_asc', 'price_desc', 'relevance', 'featured']),
  z.number().int().min(0).max(15),
  z.string().regex(/^\d{1,12}(\.\d{1,4})?$/).nullable(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.string().refine(isUuid),
]);

/** A cursor as the client carries it: opaque, URL-safe. */
function encodeCursor(c: ProductCursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.branch, c.price, c.createdAt, c.id])).toString('base64url');
}

function decodeCursor(text: string): ProductCursor {
  let fields: z.infer<typeof CURSOR_FIELDS>;
  try {
    fields = CURSOR_FIELDS.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('INVALID_CURSOR', 400, { cursor: 'errors:field.invalid' });
  }
  const [sort, branch, price, createdAt, id] = fields;
  return { sort, branch, price, createdAt, id };
}

/**
 * A list read along an index in its order reads about rows-needed × listings ÷ matches: with at least this
 * many matches per row needed, the walk reads at most a fifth of the catalogue's listings, 20,000 of
 * 100,000 (the benchmark's plan check); with fewer, all matches are read and sorted instead.
 */
const WALK_DENSITY = 5;

/** The kept count of a list when it says as much as `enough` asks: exact, or counted past it. */
function keptCount(caches: CatalogueCaches, key: string, enough: number): number | undefined {
  const kept = caches.counts.get(key);
  return kept && (kept.n < kept.cap || kept.cap >= enough + 1) ? kept.n : undefined;
}

/** How many public products match, counted up to `cap` rows and kept COUNT_TTL_MS per list. */
async function countUpTo({ db, caches }: Pick<CatalogueContext, 'db' | 'caches'>, filter: ProductListFilter, cap: number): Promise<number> {
  const key = listKey(filter);
  const kept = keptCount(caches, key, cap - 1);
  if (kept !== undefined) return kept;
  const counted = await caches.counts.getOrLoad(`${key}|${cap}`, async () => ({ n: await countPublicProducts(db, filter, cap), cap }));
  caches.counts.set(key, counted);
  return counted.n;
}

export type ProductListPage = ProductPage;
/** A kept page and the moment (app clock, ms) its first listing expires: it is not served from then on. */
interface KeptPage {
  page: ProductListPage;
  until: number;
}

/**
 * One page of public products with the paging fields of the list envelope: the kept copy of the same page
 * when there is one (PAGE_TTL_MS) and none of its listings has expired since, unless `fresh` asks for the
 * database's own answer. A listing leaves the lists at its `expires_at`, kept copies included.
 */
export async function browseProducts(ctx: CatalogueContext, query: BrowseProductsQuery, fresh = false) {
  const { now, caches } = ctx;
  const key = JSON.stringify(query);
  const load = async (): Promise<KeptPage> => {
    const page = await readProductPage(ctx, query);
    const expiries = page.data.flatMap((p) => (p.expiresAt ? [Date.parse(p.expiresAt)] : []));
    return { page, until: Math.min(Infinity, ...expiries) };
  };
  if (!fresh) {
    const kept = await caches.pages.getOrLoad(key, load);
    if (now.getTime() < kept.until) return kept.page;
  }
  const read = await load();
  caches.pages.set(key, read);
  return read.page;
}

/**
 * One page of public products read from the database. Pages are numbered up to COUNT_CAP rows; past that,
 * and for load-more, the cursor of the previous page continues the list.
 */
async function readProductPage(ctx: CatalogueContext, query: BrowseProductsQuery): Promise<ProductListPage> {
  const { db, caches } = ctx;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const offset = cursor ? 0 : (query.page - 1) * query.limit;
  if (offset + query.limit > COUNT_CAP) throw new AppError('PAGE_TOO_DEEP', 400, { page: 'errors:field.tooLarge' });
  const filter = await resolveFilter(ctx, query);
  if (cursor && cursor.sort !== sortOf(filter)) throw new AppError('INVALID_CURSOR', 400, { cursor: 'errors:field.invalid' });
  // How many rows the list has decides how its page is read (docs/decisions/010-catalogue-at-scale.md): a
  // list of at most `enough` rows is read whole and sorted; a longer one is walked along an index in its
  // order, which stops at the page because its rows are dense enough. A search by price sorts up to a few
  // thousand matches instead: prices follow what a listing is, so a word's matches are not spread evenly
  // along the price index. A kept count chooses at once; else the page's statement counts too.
  const needed = offset + query.limit + 1;
  const bySearchedPrice = filter.search !== undefined && filter.query.sort?.startsWith('price');
  const enough = bySearchedPrice ? MAX_CANDIDATES : Math.min(MAX_CANDIDATES, Math.max(COUNT_CAP, WALK_DENSITY * needed));
  const key = listKey(filter);
  const known = keptCount(caches, key, enough);
  // A list counted whole has no rows past its count: nothing to read.
  if (known !== undefined && known <= enough && !cursor && offset >= known) return pageFrom(ctx, query, [], null, known);
  const plan = { read: known === undefined ? ('count' as const) : known <= enough ? ('few' as const) : ('walk' as const), enough };
  const { rows, next, counted } = await listPublicProducts(db, filter, { limit: query.limit, offset, cursor, plan });
  if (counted !== undefined) caches.counts.set(key, { n: counted, cap: enough + 1 });
  // An empty page counted nothing: the first page of an empty list says 0, a page past the end counts apart.
  const total = known ?? counted ?? (offset === 0 && !cursor ? 0 : await countUpTo(ctx, filter, COUNT_CAP + 1));
  return pageFrom(ctx, query, rows, next, total);
}

/** The list envelope of a page: its total as counted, shown up to COUNT_CAP, and the cursor after it. */
async function pageFrom(ctx: CatalogueContext, query: BrowseProductsQuery, rows: ProductWithSeller[], next: ProductCursor | null, total: number): Promise<ProductListPage> {
  const shownTotal = Math.min(total, COUNT_CAP);
  return {
    ...pageOf(await withMarkets(ctx, rows.map((row) => presentProduct(ctx.store, row))), shownTotal, query),
    totalCapped: total > COUNT_CAP,
    nextCursor: next ? encodeCursor(next) : null,
  };
}

/**
 * The brand facet: makers only (no «MPPT»), each once whatever the spellings its listings carry ("LONGi",
 * "LONGi Solar", "longi solar"), under a spelling the brand filter finds them all by (issue #17): a known
 * maker's own (listings store it, the filter reads it: domain/brands.ts), otherwise the one most listings
 * use among spellings that differ only in case (the filter ignores case).
 */
function brandFacet(rows: { brand: string | null; count: number }[]) {
  const makers = new Map<string, { spellings: Map<string, number>; count: number }>();
  for (const { brand, count } of rows) {
    if (!brand || !isMakerBrand(brand)) continue;
    const key = canonicalBrand(brand).toLowerCase();
    const maker = makers.get(key) ?? { spellings: new Map<string, number>(), count: 0 };
    maker.count += count;
    const spelling = canonicalBrand(brand);
    maker.spellings.set(spelling, (maker.spellings.get(spelling) ?? 0) + count);
    makers.set(key, maker);
  }
  return [...makers.values()].map(({ spellings, count }) => ({
    value: [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
    count,
  }));
}

/** Counts for the filter dialog under the current query; price bounds in the asked currency. */
export async function productFacets(ctx: FilterContext, query: BrowseProductsQuery): Promise<ProductFacets> {
  const { db, caches } = ctx;
  const filter = await resolveFilter(ctx, query);
  const rates = await cachedRatesPerUsd(db);
  const [{ groups: rows, cities }, specs] = await Promise.all([caches.facets.getOrLoad(listKey(filter), () => countProductFacets(db, filter)), specFacets(db, filter, caches)]);
  const currency: Currency = query.currency ?? 'YER';
  // grouping() sets one bit per column left out of the row's grouping set, in select order.
  const only = (bit: number) => rows.filter((r) => r.grouping === 15 - bit);
  const all = rows.find((r) => r.grouping === 15);
  const byCount = <T extends { count: number }>(list: T[]) => list.sort((a, b) => b.count - a.count);
  const toCurrency = (usd: number | null | undefined, round: (n: number) => number) => (usd == null ? null : round(usd * rates[currency]));
  return {
    total: all?.count ?? 0,
    types: byCount(only(8).map((r) => ({ value: r.type, count: r.count })).filter((t) => PRODUCT_TYPES.includes(t.value))),
    brands: byCount(brandFacet(only(4))).slice(0, 40),
    conditions: byCount(only(2).map((r) => ({ value: r.condition, count: r.count })).filter((c) => PRODUCT_CONDITIONS.includes(c.value))),
    governorates: byCount(only(1).map((r) => ({ value: r.governorate, count: r.count }))),
    // Every city of the asked governorate, those without listings at 0, so an option missing from the
    // answer is never mistaken for an empty one.
    cities: byCount((findGovernorate(query.governorate ?? '')?.cities ?? []).map((city) => ({ value: city.id, count: cities.find((c) => c.city === city.id)?.count ?? 0 }))),
    chemistries: byCount(specs.chemistries.filter((c) => isOneOf(BATTERY_CHEMISTRIES, c.value))) as ProductFacets['chemistries'],
    inverterKinds: byCount(specs.inverterKinds.filter((k) => isOneOf(INVERTER_KINDS, k.value))) as ProductFacets['inverterKinds'],
    voltages: specs.voltages,
    price: { min: toCurrency(all?.minUsd, Math.floor), max: toCurrency(all?.maxUsd, Math.ceil), currency },
  };
}

const isOneOf = (list: readonly string[], value: string) => list.includes(value);
/** Product types whose listings carry chemistry, kind or bank voltages (the other types have none to count). */
const SPEC_FACET_TYPES = ['Battery', 'Charging Devices'];

/** The specification facets; a list narrowed to types without them asks the database nothing. */
async function specFacets(db: Db, filter: ProductListFilter, caches: CatalogueCaches) {
  if (filter.types && !filter.types.some((t) => SPEC_FACET_TYPES.includes(t))) return { chemistries: [], inverterKinds: [], voltages: [] };
  return caches.specFacets.getOrLoad(listKey(filter), () => countSpecFacets(db, filter));
}

/**
 * The rule of public lists, for one product: approved, active, unexpired, and its seller not suspended
 * (`publicProductsWhere` in SQL). Detail, views, reports and likes all ask this one function.
 */
export function isPublicListing(row: ProductWithSeller, now: Date) {
  const p = row.product;
  return p.status === 'approved' && p.isActive && (!p.expiresAt || p.expiresAt.getTime() > now.getTime()) && !row.seller.isSuspended;
}

/** A product for its detail page: public ones for everyone, others only for their owner and admins. */
export async function getProduct({ db, store, now, user: viewer }: Pick<RequestContext, 'db' | 'store' | 'now' | 'user'>, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await findProductWithSeller(db, id);
  const mayManage = viewer && (viewer.role === 'admin' || viewer.id === row?.product.userId);
  if (!row || (!isPublicListing(row, now) && !mayManage)) throw notFound();
  const product = presentProduct(store, row);
  return {
    ...product,
    ...(viewer ? { likedByMe: await isLikedBy(db, id, viewer.id) } : {}),
    ...(mayManage ? { rejectionReason: row.product.rejectionReason } : {}),
  };
}

/** A seller's public page: 404 for an unknown id, a suspended seller or a sign-up waiting for its code. */
export async function getSeller({ db, store, now }: Pick<RequestContext, 'db' | 'store' | 'now'>, id: string) {
  const seller = isUuid(id) ? await findPublicSeller(db, id) : undefined;
  if (!seller) throw notFound();
  const { total } = await listSellerProducts(db, id, { limit: 0, offset: 0, now });
  return { ...presentSeller(store, seller), listingsCount: total };
}

/** A seller's public listings, newest first, in numbered pages (stopping at 1,000 rows like the catalogue). */
export async function sellerProducts(ctx: Pick<RequestContext, 'db' | 'store' | 'now'> & { caches?: Pick<CatalogueCaches, 'markets'> }, id: string, query: SellerProductsQuery) {
  const { db, store, now } = ctx;
  const offset = (query.page - 1) * query.limit;
  if (offset + query.limit > COUNT_CAP) throw new AppError('PAGE_TOO_DEEP', 400, { page: 'errors:field.tooLarge' });
  if (!isUuid(id) || !(await findPublicSeller(db, id))) throw notFound();
  const { rows, total } = await listSellerProducts(db, id, { limit: query.limit, offset, excludeId: query.exclude, now });
  // The pages stop where numbered pages stop, so the page list never offers one the API refuses.
  return pageOf(await withMarkets(ctx, rows.map((row) => presentProduct(store, row))), Math.min(total, COUNT_CAP), query);
}


/**
 * Who is looking, as an opaque keyed hash: the user when signed in, else the network they speak from.
 * Not the browser's User-Agent: anyone can change it per request, which counted 25 views and 15 reports
 * from one visitor. Visitors behind one carrier address count once per hour: an undercount we accept.
 */
function visitorKey({ config, user, ip }: Pick<RequestContext, 'config' | 'user' | 'ip'>) {
  return user ? keyedHash(config.secret, 'visitor-user', user.id) : keyedHash(config.secret, 'visitor-anon', visitorNetwork(ip));
}

/** What a visitor's view and report read of the request: who is looking, and when. */
type VisitorContext = Pick<RequestContext, 'db' | 'now' | 'config' | 'user' | 'ip'>;

/** Counts a view of a public product, once per visitor per product per hour. */
export async function countView(ctx: VisitorContext, id: string) {
  const { db, now } = ctx;
  const visitor = visitorKey(ctx);
  if (!isUuid(id)) throw notFound();
  const row = await findProductWithSeller(db, id);
  if (!row || !isPublicListing(row, now)) throw notFound();
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const counted = await recordView(db, id, visitor, hour);
  return { counted, views: row.product.views + (counted ? 1 : 0) };
}

/** Files a visitor's report on a public listing: ten an hour per visitor, one open report per listing each. */
export async function reportProduct(
  ctx: VisitorContext & Pick<RequestContext, 'shared' | 'lang'>,
  id: string,
  input: { reason: ReportReason; details?: string },
) {
  const { db, now, user: viewer } = ctx;
  const visitor = visitorKey(ctx);
  await enforceRateLimits(ctx.shared, now, [{ key: `report:${visitor}`, limit: 10, windowSeconds: 3600 }]);
  if (!isUuid(id)) throw notFound();
  const row = await findProductWithSeller(db, id);
  if (!row || !isPublicListing(row, now)) throw notFound();
  const filed = await insertReport(db, { productId: id, visitor, userId: viewer?.id ?? null, reason: input.reason, details: input.details || null, createdAt: now });
  if (!filed) throw new AppError('REPORT_ALREADY_OPEN', 409);
  return { message: translate(ctx.lang, 'products:messages.reportReceived') };
}
