import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImages, productLikes, productReports, productViews, products } from '../../db/schema/products.ts';
import { uploads, users } from '../../db/schema/users.ts';
import type { BrowseProductsQuery } from '@solar/shared/contract/products';
import type { Currency } from '@solar/shared/reference/catalog';

/** Approved, active and not expired: the only products anyone but the owner and admins may see. */
export const isPublicProduct = (now: Date): SQL =>
  and(eq(products.status, 'approved'), eq(products.isActive, true), or(isNull(products.expiresAt), gt(products.expiresAt, now)))!;

const ORDER: Record<NonNullable<BrowseProductsQuery['sort']>, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.priceUsd), desc(products.createdAt)],
  price_desc: [desc(products.priceUsd), desc(products.createdAt)],
};
// Without an explicit sort, featured listings lead and the newest follow.
const DEFAULT_ORDER = [desc(products.featured), desc(products.createdAt), desc(products.id)];

export type ProductRow = typeof products.$inferSelect;

export interface ProductImageRow {
  id: string;
  key: string;
  width: number;
  height: number;
}

export interface ProductWithSeller {
  product: ProductRow;
  seller: { id: string; name: string; isVerified: boolean; isSuspended: boolean; profileImage: typeof users.$inferSelect.profileImage };
  images: ProductImageRow[];
}

// The pictures of a product in its own order, gathered inside the same query as the product.
const imagesOf = sql<ProductImageRow[] | null>`(
  select json_agg(json_build_object('id', ${productImages.id}, 'key', ${uploads.key}, 'width', ${uploads.width}, 'height', ${uploads.height})
                  order by ${productImages.position})
  from ${productImages} join ${uploads} on ${uploads.id} = ${productImages.uploadId}
  where ${productImages.productId} = ${products.id})`;

/** The columns of a product with its seller and pictures, for every product query. */
export const productWithSeller = {
  product: products,
  seller: { id: users.id, name: users.name, isVerified: users.isVerified, isSuspended: users.isSuspended, profileImage: users.profileImage },
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
  /** Normalised search words (normalizeArabic), empty when not searching. */
  words: string[];
  /** The app clock: expiry is judged by it, not by the database's own time. */
  now: Date;
  /** Second search pass: words may match within a small typo. */
  fuzzy?: boolean;
}

const escapeLike = (word: string) => word.replace(/[%_\\]/g, '\\$&');
// Exact: the word appears in the searchable text. Fuzzy (the second pass, when nothing matched exactly):
// within a small typo, trigram word similarity ≥ 0.6 (pg_trgm's default), which the GIN index answers;
// words under 3 letters have no useful trigrams and must match exactly in both passes.
const wordMatches = (word: string, fuzzy: boolean) =>
  fuzzy && word.length >= 3 ? sql`${word} <% ${products.searchText}` : sql`${products.searchText} ilike ${`%${escapeLike(word)}%`}`;

// One unit of price_usd's last decimal (numeric scale 4): more than the rounding of any stored value.
const PRICE_USD_STEP = 0.0001;

/**
 * A price bound (inclusive). price_usd is rounded, so a listing priced exactly at a bound in its own
 * currency can fall just outside it in USD (14,000 YER is 26.16822… USD, stored as 26.1682): listings in
 * the bound's currency are compared by their own price, exactly, and only the others in USD. The USD
 * range widened by one step comes first so the price index still narrows the scan.
 */
function priceBound(side: 'min' | 'max', price: number | undefined, usd: number | undefined, currency: Currency | undefined): SQL | undefined {
  if (price === undefined || usd === undefined || currency === undefined) return undefined;
  const within = side === 'min' ? gte : lte;
  return and(
    within(products.priceUsd, side === 'min' ? usd - PRICE_USD_STEP : usd + PRICE_USD_STEP),
    sql`case when ${products.currency} = ${currency} then ${within(products.price, price)} else ${within(products.priceUsd, usd)} end`,
  );
}

/** The one filter every public list, search and facet count shares. */
export function publicProductsWhere(filter: ProductListFilter): SQL {
  const { query } = filter;
  return and(
    isPublicProduct(filter.now),
    eq(users.isSuspended, false),
    filter.types ? inArray(products.type, [...filter.types] as ProductRow['type'][]) : undefined,
    query.brand ? sql`lower(${products.brand}) = ${query.brand.toLowerCase()}` : undefined,
    query.condition ? eq(products.condition, query.condition) : undefined,
    query.governorate ? eq(products.governorate, query.governorate) : undefined,
    query.city ? eq(products.city, query.city) : undefined,
    priceBound('min', query.minPrice, filter.minPriceUsd, filter.priceCurrency),
    priceBound('max', query.maxPrice, filter.maxPriceUsd, filter.priceCurrency),
    ...filter.words.map((word) => wordMatches(word, filter.fuzzy ?? false)),
  )!;
}

/**
 * Relevance: an exact pass ranks the whole phrase before scattered words and an early match (the
 * listing's own name) before a late one (its type words); a fuzzy pass ranks by spelling closeness.
 * Featured and newest break ties.
 */
const relevance = (words: string[], fuzzy: boolean) => {
  const phrase = words.join(' ');
  return [
    fuzzy ? desc(sql`word_similarity(${phrase}, ${products.searchText})`) : asc(sql`coalesce(nullif(strpos(${products.searchText}, ${phrase}), 0), 1000000)`),
    desc(products.featured),
    desc(products.createdAt),
  ];
};

/**
 * One page of public products with their sellers and pictures, and the total. The page is read off an
 * index and stops after `limit` rows (pictures are gathered for those rows only); the total is a
 * separate count that PostgreSQL answers from the partial indexes, in parallel on a pool.
 */
export async function listPublicProducts(db: Db, filter: ProductListFilter) {
  const { query } = filter;
  const where = publicProductsWhere(filter);
  const order = query.sort ? ORDER[query.sort] : filter.words.length ? relevance(filter.words, filter.fuzzy ?? false) : DEFAULT_ORDER;
  const [rows, [count]] = await Promise.all([
    db
      .select(productWithSeller)
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(products).innerJoin(users, eq(users.id, products.userId)).where(where),
  ]);
  return { rows: rows.map(({ images, ...row }) => ({ ...row, images: images ?? [] })) as ProductWithSeller[], total: Number(count?.n ?? 0) };
}

/** Facet counts under the filter, in one query over grouping sets, plus the USD price bounds. */
export async function countProductFacets(db: Db, filter: ProductListFilter) {
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

/** A product with its seller and pictures, whatever its status (the service decides who may see it). */
export async function findProductWithSeller(db: Db, id: string): Promise<ProductWithSeller | undefined> {
  const [row] = await db.select(productWithSeller).from(products).innerJoin(users, eq(users.id, products.userId)).where(eq(products.id, id));
  return row ? ({ ...row, images: row.images ?? [] } as ProductWithSeller) : undefined;
}

/** Several products with their sellers and pictures, in one query (a queue page, not one query per row). */
export async function findProductsWithSeller(db: Db, ids: string[]): Promise<ProductWithSeller[]> {
  if (!ids.length) return [];
  const rows = await db.select(productWithSeller).from(products).innerJoin(users, eq(users.id, products.userId)).where(inArray(products.id, ids));
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
  await db.update(products).set({ views: sql`${products.views} + 1` }).where(eq(products.id, productId));
  return true;
}

/** Files a report; false when this visitor already has an open report on this product. */
export async function insertReport(db: Db, values: typeof productReports.$inferInsert): Promise<boolean> {
  const rows = await db.insert(productReports).values(values).onConflictDoNothing().returning({ id: productReports.id });
  return rows.length === 1;
}
