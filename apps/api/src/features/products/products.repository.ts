import { canonicalBrand } from '@solar/shared/domain/brands';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.ts';
import { preparedQuery } from '../../lib/prepared-query.ts';
import { productCounters, productImages, productLikes, productReports, productViews, products, searchTerms } from '../../db/schema/products.ts';
import { uploads, users } from '../../db/schema/users.ts';
import type { BrowseProductsQuery } from '@solar/shared/contract/products';
import type { SearchPlace } from '@solar/shared/domain/search-places';
import type { Currency } from '@solar/shared/reference/catalog';
import { SYSTEM_VOLTAGES, inverterKindsOf } from '@solar/shared/contract/product-specs';

/**
 * Approved, active and not expired: the only products anyone but the owner and admins may see. The first
 * half is written out, not as parameters, so PostgreSQL sees the partial indexes' own predicate.
 */
export const isPublicProduct = (now: Date): SQL =>
  and(sql`${products.status} = 'approved' and ${products.isActive}`, or(isNull(products.expiresAt), gt(products.expiresAt, now)))!;

export type ProductRow = typeof products.$inferSelect;
/** A listing's counters, kept in their own table (`product_counters`): no row there means zero. */
export interface ProductCounts {
  views: number;
  likesCount: number;
}

export interface ProductImageRow {
  id: string;
  key: string;
  width: number;
  height: number;
  /** The widths stored under the key (uploads.widths). */
  widths: number[];
}

/** The public columns of a seller, with the suspension flag that hides their listings. */
export interface SellerRow {
  id: string;
  name: string;
  isVerified: boolean;
  phoneConfirmedAt: Date | null;
  createdAt: Date;
  isSuspended: boolean;
  profileImage: typeof users.$inferSelect.profileImage;
}

const sellerColumns = {
  id: users.id,
  name: users.name,
  isVerified: users.isVerified,
  phoneConfirmedAt: users.phoneConfirmedAt,
  createdAt: users.createdAt,
  isSuspended: users.isSuspended,
  profileImage: users.profileImage,
};

export interface ProductWithSeller {
  product: ProductRow & ProductCounts;
  seller: SellerRow;
  images: ProductImageRow[];
}

// The pictures of a product in its own order, gathered inside the same query as the product.
const imagesOf = sql<ProductImageRow[] | null>`(
  select json_agg(json_build_object('id', ${productImages.id}, 'key', ${uploads.key}, 'width', ${uploads.width}, 'height', ${uploads.height}, 'widths', ${uploads.widths})
                  order by ${productImages.position})
  from ${productImages} join ${uploads} on ${uploads.id} = ${productImages.uploadId}
  where ${productImages.productId} = ${products.id} and not ${productImages.isPending})`;

/** The columns of a product with its seller and pictures, for every product query. */
// Every column but the search index's, which no answer shows and which is the row's largest.
const { searchVector: _vector, searchVersion: _version, ...productColumns } = getTableColumns(products);

/** The join every query of `productWithSeller` makes: `.leftJoin(productCounters, countersOf)`. */
export const countersOf = eq(productCounters.productId, products.id);

export const productWithSeller = {
  // Read through a left join of `product_counters` on the product's id, which every query of these columns makes.
  product: {
    ...productColumns,
    views: sql<number>`coalesce(${productCounters.views}, 0)`.mapWith(Number),
    likesCount: sql<number>`coalesce(${productCounters.likesCount}, 0)`.mapWith(Number),
  },
  seller: sellerColumns,
  images: imagesOf,
};

/** Options resolved by the service: the query plus what it needs to turn prices into USD. */
export interface ProductListFilter {
  query: BrowseProductsQuery;
  types?: readonly string[];
  /** The currency `query.minPrice` and `query.maxPrice` are in, and the same bounds in USD. */
  priceCurrency?: Currency;
  minPriceUsd?: number;
  maxPriceUsd?: number;
  /**
   * The search as tiers (search-query.ts `rankingTiers`), strongest first, absent when not searching:
   * each implies the last (the query's product words anywhere), which is what a listing must match.
   */
  search?: SearchTier[];
  /** Places a query named with nothing else to search: listings must be there. */
  places?: readonly SearchPlace[];
  /** The app clock: expiry is judged by it, not by the database's own time. */
  now: Date;
}

// One unit of price_usd's last decimal (numeric scale 4): more than the rounding of any stored value.
const PRICE_USD_STEP = 0.0001;

/**
 * A price bound (inclusive). price_usd is rounded, so a listing priced exactly at a bound in its own
 * currency can fall just outside it in USD (14,000 YER is 26.16822… USD, stored as 26.1682): within one
 * step of the bound in USD, listings in the bound's currency are compared by their own price, exactly,
 * and the others in USD; past it, USD decides. Written so, the planner estimates the bound as the USD
 * range it is (the exact comparison is confined to a band it rates as nearly empty), where a CASE over
 * every row would halve its estimate and turn a walk along an index into a sort of every match.
 */
function priceBound(side: 'min' | 'max', price: number | undefined, usd: number | undefined, currency: Currency | undefined): SQL | undefined {
  if (price === undefined || usd === undefined || currency === undefined) return undefined;
  const within = side === 'min' ? gte : lte;
  const outer = side === 'min' ? usd - PRICE_USD_STEP : usd + PRICE_USD_STEP;
  const inner = side === 'min' ? usd + PRICE_USD_STEP : usd - PRICE_USD_STEP;
  const band = sql`${products.priceUsd} between ${Math.min(outer, inner)} and ${Math.max(outer, inner)}`;
  const exact = sql`case when ${products.currency} = ${currency} then ${within(products.price, price)} else ${within(products.priceUsd, usd)} end`;
  return and(within(products.priceUsd, outer), sql`not (${band} and not ${exact})`);
}

/**
 * One tier of a search: a tsquery over all of a listing's tokens, and the places a listing must be in to
 * be ranked in it. When `named` is set, the tier is asked as that tsquery over the name-and-fields tokens
 * (and `rest`, if any, over all of them): the same listings, found through that index (search-query.ts).
 */
export interface SearchTier {
  query: string;
  named?: string;
  rest?: string;
  places?: readonly SearchPlace[];
  /** The product types the tier asks for (by their markers): with a type filter that leaves one out, it finds nothing. */
  types?: readonly ProductRow['type'][];
}

const matches = (tsquery: string) => sql`${products.searchVector} @@ ${tsquery}::tsquery`;
// Written as products_search_named_idx's expression, so the planner reads that index for it.
const namedMatches = (tsquery: string) => sql`ts_filter(${products.searchVector}, '{a,b}') @@ ${tsquery}::tsquery`;

/** Listings in one of the places (products_public_place_idx reads a governorate's in the newest order). */
const inPlaces = (places: readonly SearchPlace[]) =>
  or(...places.map((p) => (p.city ? and(eq(products.governorate, p.governorate), eq(products.city, p.city)) : eq(products.governorate, p.governorate))))!;

const inTier = (tier: SearchTier) =>
  and(
    ...(tier.named ? [namedMatches(tier.named), tier.rest ? matches(tier.rest) : undefined] : [matches(tier.query)]),
    tier.places?.length ? inPlaces(tier.places) : undefined,
  )!;

/** The one filter every public list, search and facet count shares. */
export function publicProductsWhere(filter: ProductListFilter): SQL {
  const { query } = filter;
  return and(
    isPublicProduct(filter.now),
    eq(users.isSuspended, false),
    filter.types ? inArray(products.type, [...filter.types] as ProductRow['type'][]) : undefined,
    // Listings store a known maker in its one spelling (the selling contract); the filter reads the asked one the same way.
    query.brand ? sql`lower(${products.brand}) = ${canonicalBrand(query.brand).toLowerCase()}` : undefined,
    query.condition ? eq(products.condition, query.condition) : undefined,
    query.governorate ? eq(products.governorate, query.governorate) : undefined,
    query.city ? eq(products.city, query.city) : undefined,
    priceBound('min', query.minPrice, filter.minPriceUsd, filter.priceCurrency),
    priceBound('max', query.maxPrice, filter.maxPriceUsd, filter.priceCurrency),
    ...specFilters(query),
    filter.places?.length ? inPlaces(filter.places) : undefined,
    filter.search ? matches(filter.search.at(-1)!.query) : undefined,
  )!;
}

/**
 * The specification filters (docs/decisions/025-listing-specifications.md), on the columns the database
 * derives from `specs`, each with its index: ranges inclusive at both ends, a bank voltage through the
 * array of voltages a listing serves (a battery's class, an inverter's accepted voltages).
 */
function specFilters(query: ProductListFilter['query']): (SQL | undefined)[] {
  const range = (column: AnyPgColumn, min: number | undefined, max: number | undefined) => [
    min !== undefined ? gte(column, min) : undefined,
    max !== undefined ? lte(column, max) : undefined,
  ];
  return [
    ...range(products.specPowerW, query.minPowerW, query.maxPowerW),
    ...range(products.specCapacityAh, query.minCapacityAh, query.maxCapacityAh),
    ...range(products.specKwh, query.minKwh, query.maxKwh),
    query.voltage !== undefined ? sql`${products.specVoltages} @> array[${query.voltage}::integer]` : undefined,
    query.chemistry ? eq(products.specChemistry, query.chemistry) : undefined,
    query.inverterKind ? inArray(products.specInverterKind, [...inverterKindsOf(query.inverterKind)]) : undefined,
  ];
}

/** Rows a count reads at most: past it the list says "more than 1,000" (docs/decisions/010). */
export const COUNT_CAP = 1000;

export type SortName = NonNullable<BrowseProductsQuery['sort']> | 'relevance' | 'featured';
type SortKey = { column: 'price_usd' | 'created_at' | 'id'; direction: 'asc' | 'desc' };

// Each order ends in the listing's id, so it is total and a page can resume after any row; each has an
// index in the same key order (schema/products.ts), so a page is read off it and the scan stops early.
const NEWEST: SortKey[] = [{ column: 'created_at', direction: 'desc' }, { column: 'id', direction: 'desc' }];
const SORT_KEYS: Record<SortName, SortKey[]> = {
  newest: NEWEST,
  relevance: NEWEST,
  featured: NEWEST,
  oldest: [{ column: 'created_at', direction: 'asc' }, { column: 'id', direction: 'asc' }],
  price_asc: [{ column: 'price_usd', direction: 'asc' }, ...NEWEST],
  price_desc: [{ column: 'price_usd', direction: 'desc' }, ...NEWEST],
};
const COLUMN = { price_usd: products.priceUsd, created_at: products.createdAt, id: products.id };

/** Where a page starts: after the row with these keys, in this branch of the order. */
export interface ProductCursor {
  sort: SortName;
  branch: number;
  price: string | null;
  createdAt: string;
  id: string;
}

/**
 * The branches of an order, concatenated: a search ranks listings that name every word first, then those
 * whose type does, then mentions anywhere; a plain list puts featured listings first. Each branch is read
 * in the sort's key order, so the whole list is, and a cursor says which branch it stopped in. `ranks`
 * are the branches' own conditions, strongest first (a listing belongs to the first it meets); `branches`
 * add to each that it meets none of the stronger ones.
 */
function branchesOf(filter: ProductListFilter): { sort: SortName; branches: SQL[]; ranks: SQL[]; named: boolean[] } {
  const { search, query } = filter;
  if (query.sort) {
    const only = search ? matches(search.at(-1)!.query) : sql`true`;
    return { sort: query.sort, branches: [only], ranks: [only], named: [false] };
  }
  if (search) {
    // Each branch takes its tier's rows that no stronger tier took. A tier names each word once: the
    // planner multiplies the selectivity of every condition, and a word asked twice would make a common
    // word look rare and trade the early-stopping index scan for a sort of every match.
    const ranks = search.map(inTier);
    const branches = ranks.map((rank, i) => and(rank, ...ranks.slice(0, i).map((stronger) => sql`not (${stronger})`))!);
    return { sort: 'relevance', branches, ranks, named: search.map((tier, i) => i < search.length - 1 && tier.named !== undefined) };
  }
  const featured = [sql`${products.featured}`, sql`not ${products.featured}`];
  return { sort: 'featured', branches: featured, ranks: featured, named: [false, false] };
}

/** The order a list is read in: the asked sort, else relevance when searching, else featured first. */
export const sortOf = (filter: ProductListFilter): SortName => branchesOf(filter).sort;

/** Rows after the cursor's row in the sort's key order. */
function after(keys: SortKey[], cursor: ProductCursor): SQL {
  const value = (key: SortKey): SQL =>
    key.column === 'price_usd' ? sql`${cursor.price}::numeric` : key.column === 'created_at' ? sql`${cursor.createdAt}::timestamptz` : sql`${cursor.id}::uuid`;
  const beyond = (key: SortKey) => sql`${COLUMN[key.column]} ${sql.raw(key.direction === 'asc' ? '>' : '<')} ${value(key)}`;
  const alternatives = keys.map((key, i) => and(...keys.slice(0, i).map((k) => sql`${COLUMN[k.column]} = ${value(k)}`), beyond(key))!);
  const first = keys[0]!;
  // The first key's bound alone, so the index scan starts at the cursor instead of filtering up to it.
  return sql`${COLUMN[first.column]} ${sql.raw(first.direction === 'asc' ? '>=' : '<=')} ${value(first)} and (${or(...alternatives)})`;
}

/** Whether an order reads the price (only then do a list's candidates carry it). */
const byPrice = (keys: SortKey[]) => keys.some((k) => k.column === 'price_usd');

const orderBy = (keys: SortKey[]) => keys.map((k) => (k.direction === 'asc' ? asc(COLUMN[k.column]) : desc(COLUMN[k.column])));

export interface ProductPageRequest {
  limit: number;
  /** Rows to skip (page-numbered lists, capped by the service); 0 with a cursor. */
  offset: number;
  cursor?: ProductCursor;
  /**
   * How the page is read. `walk` (the default, for a long list): each branch along an index in the
   * list's order, stopping at the page. `few` (a list of at most `enough` rows): all its rows, through
   * whatever index finds them, ranked and sorted; an index walk would read every row that does not match
   * before it found the few that do. `count` (not known yet): read as `few`, which counts up to `enough`
   * + 1 rows, then walked when there were more. Both `few` and `count` say how many they counted.
   */
  plan?: { read: 'walk' | 'few' | 'count'; enough: number };
}

/** The most rows a page reads and sorts when its list is `few`: a sort of more is slower than a walk. */
export const MAX_CANDIDATES = 5000;

/**
 * One page of public products with their sellers and pictures, the cursor after it (null on the last
 * page), and, when the plan counted, how many rows match (up to its `enough` + 1). Each statement reads
 * the ids of the page, then the rows joined by id.
 */
export async function listPublicProducts(db: Db, filter: ProductListFilter, request: ProductPageRequest): Promise<PublicPage> {
  const { read, enough } = request.plan ?? { read: 'walk', enough: COUNT_CAP };
  if (read !== 'count') return readPage(db, filter, request, { read, enough });
  // Read as a short list first: its statement counts up to `enough` + 1 rows and ranks and sorts them only
  // when they were all, so its page is the page; only a longer list is walked, by a second statement. One
  // statement holding both ways was planned whole every time: the walk's branches tripled the planning of
  // a search that never used them.
  const few = await readPage(db, filter, request, { read: 'few', enough, unlessLonger: true });
  const counted = few.counted ?? 0;
  if (counted <= enough) return { ...few, counted };
  return { ...(await readPage(db, filter, request, { read: 'walk', enough })), counted };
}

type PublicPage = { rows: ProductWithSeller[]; next: ProductCursor | null; sort: SortName; counted?: number };

/**
 * `unlessLonger` (a short list's read when its length is not known): nothing is ranked or sorted when it
 * has more than `enough` rows; its answer then holds the count and no row, and no row at all means none.
 */
type ReadPlan = { read: 'walk' | 'few'; enough: number; unlessLonger?: boolean };

async function readPage(db: Db, filter: ProductListFilter, request: ProductPageRequest, plan: ReadPlan): Promise<PublicPage> {
  const { sort } = branchesOf(filter);
  const keys = SORT_KEYS[sort];
  const { limit } = request;
  const candidates = plan.read === 'few' ? candidatesOf(db, filter, plan.enough) : undefined;
  const ids = plan.read === 'few' ? fewIds(filter, request, plan.unlessLonger ? plan.enough : undefined) : walkedIds(filter, { ...request, plan });
  const page = db.$with('page', { id: sql<string>`id`.as('id'), branch: sql<number>`branch`.as('branch') }).as(sql`${ids}`);
  const query = candidates ? db.with(candidates, page) : db.with(page);
  const rows = await query
    .select({
      ...productWithSeller,
      branch: sql<number>`"page"."branch"`,
      price: sql<string>`${products.priceUsd}::text`,
      createdAtText: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      counted: candidates ? sql<number>`(select count(*)::int from "candidates")` : sql<null>`null`,
    })
    .from(page)
    .innerJoin(products, sql`${products.id} = "page"."id"`)
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(productCounters, countersOf)
    .orderBy(asc(sql`"page"."branch"`), ...orderBy(keys));
  const counted = rows[0]?.counted;
  // The marker row of a list without a page here (fewIds) carries the count, and is no listing of it.
  if (rows[0]?.branch === MARKER) rows.length = 0;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const next: ProductCursor | null =
    rows.length > limit && last ? { sort, branch: Number(last.branch), price: last.price, createdAt: last.createdAtText, id: last.product.id } : null;
  return {
    rows: shown.map(({ images, branch: _b, price: _p, createdAtText: _c, counted: _n, ...row }) => ({ ...row, images: images ?? [] })) as ProductWithSeller[],
    next,
    sort,
    ...(counted === undefined || counted === null ? {} : { counted: Number(counted) }),
  };
}

/**
 * Up to `enough` + 1 rows of the list, with what ranking and sorting them reads. A CTE read more than once
 * is materialized: it is planned on its own, so its rows are found through whatever index finds them
 * (no order is asked), never by walking an index in the list's order.
 */
function candidatesOf(db: Db, filter: ProductListFilter, enough: number) {
  return db.$with('candidates', { id: sql<string>`id`.as('id') }).as(
    // The search tokens only when a search ranks by them, the price only when the list is ordered by it: the
    // public indexes carry the other columns read here, so such a list's candidates come from an index alone
    // (migration 0023).
    sql`select ${products.id}, ${products.createdAt}, ${products.featured}, ${byPrice(SORT_KEYS[sortOf(filter)]) ? sql`${products.priceUsd}, ` : sql``}${filter.search ? sql`${products.searchVector}, ` : sql``}${products.governorate}, ${products.city}
        from ${products} inner join ${users} on ${users.id} = ${products.userId} where ${publicProductsWhere(filter)} limit ${enough + 1}`,
  );
}

/**
 * The page's ids off the branches' indexes, each branch limited to the rows the page may need. A strong
 * tier of a search (one asked of the name and fields) may be rare among a long list's rows, and a walk
 * would then read the list to find it: such a branch first gathers up to `enough` + 1 of its rows through
 * the name-and-fields index, sorts them when that was all of them, and walks only when it was not.
 */
function walkedIds(filter: ProductListFilter, { cursor, limit, offset, plan }: ProductPageRequest): SQL {
  // The search is in the branches (each implies it), not repeated in the shared filter.
  const where = publicProductsWhere({ ...filter, search: undefined });
  const { sort, branches, named } = branchesOf(filter);
  const keys = SORT_KEYS[sort];
  const wanted = offset + limit + 1;
  // A tier is gathered whole up to the list's own threshold, which the service chose for this page.
  const enough = plan?.enough ?? COUNT_CAP;
  const gathered: SQL[] = [];
  const parts = branches.flatMap((branch, i) => {
    if (cursor && i < cursor.branch) return [];
    const resume = cursor && i === cursor.branch ? after(keys, cursor) : undefined;
    const rows = sql`from ${products} inner join ${users} on ${users.id} = ${products.userId} where ${and(where, branch, resume)}`;
    const walk = sql`(select ${products.id} as id, ${i}::int as branch ${rows} order by ${sql.join(orderBy(keys), sql`, `)} limit ${wanted})`;
    if (!named[i]) return [walk];
    const name = sql.raw(`"tier_${i}"`);
    gathered.push(sql`${name} as (select ${products.id}, ${products.createdAt}, ${products.priceUsd} ${rows} limit ${enough + 1})`);
    const order = keys.map((k) => sql.raw(`${k.column} ${k.direction}`));
    return [
      sql`(select id, ${i}::int as branch from (select id from ${name} order by ${sql.join(order, sql`, `)} limit ${wanted}) as few
           where (select count(*) from ${name}) <= ${enough})`,
      sql`(select * from ${walk} as walked where (select count(*) from ${name}) > ${enough})`,
    ];
  });
  const tiers = gathered.length ? sql`with ${sql.join(gathered, sql`, `)} ` : sql``;
  return sql`${tiers}select id, branch from (${sql.join(parts, sql` union all `)}) as branches limit ${limit + 1} offset ${offset}`;
}

/**
 * The page's ids among the candidates (all the rows of a `few` list): each row's branch is the first rank
 * it meets, and the rows are sorted by branch and the sort's keys. The candidates are read under the
 * name "products", so the ranks' conditions, written for the table, read their columns.
 */
function fewIds(filter: ProductListFilter, { cursor, limit, offset }: ProductPageRequest, unlessLonger?: number): SQL {
  const { sort, ranks } = branchesOf(filter);
  const keys = SORT_KEYS[sort];
  const rank = ranks.length === 1 ? sql`0` : sql`case ${sql.join(ranks.slice(0, -1).map((r, i) => sql`when ${r} then ${i}`), sql` `)} else ${ranks.length - 1} end`;
  // PostgreSQL evaluates the uncorrelated count once, before the first row: a longer list's rows are never ranked or sorted.
  const conditions = [
    unlessLonger === undefined ? undefined : sql`(select count(*) from "candidates") <= ${unlessLonger}`,
    cursor ? sql`(${rank} > ${cursor.branch} or (${rank} = ${cursor.branch} and ${after(keys, cursor)}))` : undefined,
  ].filter((c) => c !== undefined);
  const resume = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order = keys.map((k) => sql.raw(`${k.column} ${k.direction}`));
  // The price only when the order is by it: the candidates hold it only then.
  const price = byPrice(keys) ? sql`, ${products.priceUsd} as price_usd` : sql``;
  const page = sql`select id, branch from (select ${products.id} as id, (${rank})::int as branch, ${products.createdAt} as created_at${price}
      from "candidates" as ${products} ${resume}) as ranked order by branch, ${sql.join(order, sql`, `)} limit ${limit + 1} offset ${offset}`;
  if (unlessLonger === undefined) return page;
  // Without a page here (a longer list, or a page past the end), one candidate's row stands in as a marker,
  // so the statement still answers with the count.
  return sql`with "few_page" as (${page})
    select id, branch from "few_page"
    union all (select id, ${MARKER}::int from "candidates" where not exists (select 1 from "few_page") limit 1)`;
}

/** The branch of fewIds' marker row: before every real branch, so it comes first. */
const MARKER = -1;

/** How many public products match, counting no further than `cap` rows. */
export async function countPublicProducts(db: Db, filter: ProductListFilter, cap = COUNT_CAP + 1): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${products} inner join ${users} on ${users.id} = ${products.userId}
        where ${publicProductsWhere(filter)} limit ${cap}) capped`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Facet counts under the filter, in one query over grouping sets, plus the USD price bounds; with a
 * governorate, the count per city of it under every other filter (the city's own left out, so each city
 * option says what choosing it finds): a second grouped count over that governorate's listings only.
 */
export async function countProductFacets(db: Db, filter: ProductListFilter) {
  const [groups, cities] = await Promise.all([countFacetGroups(db, filter), filter.query.governorate ? countCities(db, filter) : []]);
  return { groups, cities };
}

async function countCities(db: Db, filter: ProductListFilter): Promise<{ city: string; count: number }[]> {
  const rows = await db
    .select({ city: products.city, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(publicProductsWhere({ ...filter, query: { ...filter.query, city: undefined } }))
    .groupBy(products.city);
  return rows.map((row) => ({ city: row.city, count: Number(row.count) }));
}

async function countFacetGroups(db: Db, filter: ProductListFilter) {
  const rows = await db
    .select({
      type: products.type,
      brand: products.brand,
      condition: products.condition,
      governorate: products.governorate,
      grouping: sql<number>`grouping(${products.type}, ${products.brand}, ${products.condition}, ${products.governorate})`,
      count: sql<number>`count(*)::int`,
      minUsd: sql<number | null>`min(${products.priceUsd})`,
      maxUsd: sql<number | null>`max(${products.priceUsd})`,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(publicProductsWhere(filter))
    .groupBy(sql`grouping sets ((${products.type}), (${products.brand}), (${products.condition}), (${products.governorate}), ())`);
  return rows.map((r) => ({ ...r, grouping: Number(r.grouping), count: Number(r.count), minUsd: r.minUsd === null ? null : Number(r.minUsd), maxUsd: r.maxUsd === null ? null : Number(r.maxUsd) }));
}

/**
 * Counts of the specification facets under the filter: batteries by chemistry, charging devices by kind,
 * and both by each bank voltage they serve. Only batteries and charging devices carry these, so the rows
 * read are theirs (through the chemistry and kind indexes), not the whole catalogue.
 */
export async function countSpecFacets(db: Db, filter: ProductListFilter) {
  const served = (voltage: number) => sql<number>`count(*) filter (where ${products.specVoltages} @> array[${voltage}::integer])::int`;
  const rows = await db
    .select({
      chemistry: products.specChemistry,
      inverterKind: products.specInverterKind,
      grouping: sql<number>`grouping(${products.specChemistry}, ${products.specInverterKind})`,
      count: sql<number>`count(*)::int`,
      ...Object.fromEntries(SYSTEM_VOLTAGES.map((v) => [`v${v}`, served(v)])),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(publicProductsWhere(filter), sql`(${products.specChemistry} is not null or ${products.specInverterKind} is not null)`))
    .groupBy(sql`grouping sets ((${products.specChemistry}), (${products.specInverterKind}), ())`);
  const all = rows.find((r) => Number(r.grouping) === 3) as Record<string, unknown> | undefined;
  return {
    chemistries: rows.filter((r) => Number(r.grouping) === 1 && r.chemistry !== null).map((r) => ({ value: r.chemistry!, count: Number(r.count) })),
    inverterKinds: rows.filter((r) => Number(r.grouping) === 2 && r.inverterKind !== null).map((r) => ({ value: r.inverterKind!, count: Number(r.count) })),
    voltages: SYSTEM_VOLTAGES.map((value) => ({ value, count: Number(all?.[`v${value}`] ?? 0) })).filter((v) => v.count > 0),
  };
}

// Built once, not per request (lib/prepared-query.ts, docs/decisions/011-request-pipeline.md): building it was half a detail request's CPU.
const productWithSellerById = preparedQuery((db) => db.select(productWithSeller).from(products).innerJoin(users, eq(users.id, products.userId)).leftJoin(productCounters, countersOf).where(eq(products.id, sql.placeholder('id'))).prepare('product_with_seller_by_id'));

/** A product with its seller and pictures, whatever its status (the service decides who may see it). */
export async function findProductWithSeller(db: Db, id: string): Promise<ProductWithSeller | undefined> {
  const [row] = await productWithSellerById(db).execute({ id });
  return row ? ({ ...row, images: row.images ?? [] } as ProductWithSeller) : undefined;
}

/** Several products with their sellers and pictures, in one query (a queue page, not one query per row). */
export async function findProductsWithSeller(db: Db, ids: string[]): Promise<ProductWithSeller[]> {
  if (!ids.length) return [];
  const rows = await db.select(productWithSeller).from(products).innerJoin(users, eq(users.id, products.userId)).leftJoin(productCounters, countersOf).where(inArray(products.id, ids));
  return rows.map((row) => ({ ...row, images: row.images ?? [] }) as ProductWithSeller);
}

export async function isLikedBy(db: Db, productId: string, userId: string): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(productLikes).where(and(eq(productLikes.productId, productId), eq(productLikes.userId, userId)));
  return rows.length > 0;
}

/** Counts a view unless this visitor already viewed the product in this hour; true when counted. */
export async function recordView(db: Db, productId: string, visitor: string, hour: Date): Promise<boolean> {
  const inserted = await db.insert(productViews).values({ productId, visitor, hour }).onConflictDoNothing().returning({ productId: productViews.productId });
  if (inserted.length === 0) return false;
  await addToCounter(db, productId, 'views', 1);
  return true;
}

/** Moves one of a listing's counters by `by`, making its counters row when it has none yet. */
export async function addToCounter(db: Db, productId: string, counter: keyof ProductCounts, by: number): Promise<void> {
  const column = productCounters[counter];
  await db.insert(productCounters).values({ productId, [counter]: by })
    .onConflictDoUpdate({ target: productCounters.productId, set: { [counter]: sql`${column} + ${by}` } });
}

/** How many likes a listing has. */
export async function likesOf(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ n: productCounters.likesCount }).from(productCounters).where(eq(productCounters.productId, productId));
  return row?.n ?? 0;
}

/** Files a report; false when this visitor already has an open report on this product. */
export async function insertReport(db: Db, values: typeof productReports.$inferInsert): Promise<boolean> {
  const rows = await db.insert(productReports).values(values).onConflictDoNothing().returning({ id: productReports.id });
  return rows.length === 1;
}

/** Which of these tokens some listing (or the vocabulary) has. */
export async function knownSearchTerms(db: Db, tokens: string[]): Promise<Set<string>> {
  if (!tokens.length) return new Set();
  const rows = await db.select({ term: searchTerms.term }).from(searchTerms).where(inArray(searchTerms.term, [...new Set(tokens)]));
  return new Set(rows.map((r) => r.term));
}

/** Known words that share trigrams with each word (pg_trgm's `%`, answered by the GIN index), a few each. */
export async function similarSearchTerms(db: Db, words: string[]): Promise<Map<string, { term: string; tokens: string[] }[]>> {
  const rows = await queryRows<{ word: string; term: string; tokens: string[] }>(
    db,
    sql`select q.word, t.term, t.tokens from unnest(${sql.param(words)}::text[]) as q(word)
        cross join lateral (select term, tokens from ${searchTerms} where term % q.word order by similarity(term, q.word) desc, term limit 12) t`,
  );
  const byWord = new Map<string, { term: string; tokens: string[] }[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), { term: row.term, tokens: row.tokens }]);
  return byWord;
}

/** A seller whose page may be shown: a finished sign-up, not suspended. */
export async function findPublicSeller(db: Db, id: string): Promise<SellerRow | undefined> {
  const [row] = await db
    .select(sellerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isSuspended, false), sql`(${users.phoneConfirmedAt} is not null or ${users.emailConfirmedAt} is not null)`));
  return row;
}

/**
 * One numbered page of a seller's public listings, newest first, with their count; `excludeId` leaves out
 * the listing being viewed. Read along products_user_id_idx (user_id, created_at desc).
 */
export async function listSellerProducts(
  db: Db,
  sellerId: string,
  { limit, offset, excludeId, now }: { limit: number; offset: number; excludeId?: string | undefined; now: Date },
) {
  const where = and(isPublicProduct(now), eq(products.userId, sellerId), eq(users.isSuspended, false), excludeId ? sql`${products.id} <> ${excludeId}` : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select(productWithSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .leftJoin(productCounters, countersOf)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${products} inner join ${users} on ${users.id} = ${products.userId} where ${where}`),
  ]);
  return { rows: rows.map((row) => ({ ...row, images: row.images ?? [] }) as ProductWithSeller), total: Number(count?.n ?? 0) };
}

// What search needs from the database at start (search-startup.ts).

/** How many trigrams the database finds in an Arabic word, and its LC_CTYPE. */
export async function arabicTrigramCount(db: Db) {
  const [row] = await queryRows<{ trigrams: number; ctype: string }>(
    db,
    sql`select cardinality(show_trgm('منظومة')) as trigrams, (select datctype from pg_database where datname = current_database()) as ctype`,
  );
  return { trigrams: Number(row?.trigrams ?? 0), ctype: row?.ctype };
}

/** Writes these forms into search_terms; a changed entry replaces the stored one. */
export async function upsertSearchTerms(db: Db, rows: { term: string; tokens: string[] }[]) {
  await db
    .insert(searchTerms)
    .values(rows)
    .onConflictDoUpdate({ target: searchTerms.term, set: { tokens: sql`excluded.tokens` }, setWhere: sql`${searchTerms.tokens} is distinct from excluded.tokens` });
}

/** Up to `limit` listings whose search vector an analyzer older than `version` wrote, with what it is made of. */
export function listingsIndexedBefore(db: Db, version: number, limit: number) {
  return db
    .select({
      id: products.id, type: products.type, name: products.name, brand: products.brand, model: products.model, description: products.description,
      specifications: products.specifications, specs: products.specs, condition: products.condition,
    })
    .from(products)
    .where(lt(products.searchVersion, version))
    .limit(limit);
}

/** Stores each listing's new search vector (same order as `ids`) as written by analyzer `version`. */
export async function writeSearchVectors(db: Db, ids: string[], vectors: string[], version: number) {
  await db.execute(sql`
    update ${products} set search_vector = v.vector::tsvector, search_version = ${version}
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(vectors)}::text[]) as v(id, vector) where ${products.id} = v.id`);
}
