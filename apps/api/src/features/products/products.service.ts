import type { BrowseProductsQuery, ProductFacets } from '@solar/shared/contract/products';
import { normalizeArabic } from '@solar/shared/domain/arabic-search';
import { PRODUCT_CONDITIONS, PRODUCT_TYPES, typesForCategory, type Currency } from '@solar/shared/reference/catalog';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { keyedHash } from '../../lib/secrets.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { getRatesPerUsd } from '../settings/settings.service.ts';
import {
  countProductFacets, findProductWithSeller, insertReport, isLikedBy, listPublicProducts, recordView, type ProductListFilter,
  type ProductWithSeller,
} from './products.repository.ts';
import { presentProduct } from './products.presenter.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/page.ts';

const MAX_WORDS = 6;

/** Turns the query into what SQL compares: product types, USD price bounds and normalised words. */
async function resolveFilter(db: Db, query: BrowseProductsQuery, now: Date): Promise<ProductListFilter> {
  const byType = query.type ? typesForCategory(query.type) : undefined;
  const byCategory = query.category ? typesForCategory(query.category) : undefined;
  const types = byType && byCategory ? byType.filter((t) => byCategory.includes(t)) : (byType ?? byCategory);
  const priceCurrency: Currency = query.currency ?? 'YER';
  let minPriceUsd: number | undefined;
  let maxPriceUsd: number | undefined;
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const rate = (await getRatesPerUsd(db))[priceCurrency];
    if (query.minPrice !== undefined) minPriceUsd = query.minPrice / rate;
    if (query.maxPrice !== undefined) maxPriceUsd = query.maxPrice / rate;
  }
  const words = query.search_keyword ? normalizeArabic(query.search_keyword).split(' ').filter(Boolean).slice(0, MAX_WORDS) : [];
  return { query, types, priceCurrency, minPriceUsd, maxPriceUsd, words, now };
}

/** One page of public products with the paging fields of the list envelope. */
export async function browseProducts(db: Db, store: ImageStore, query: BrowseProductsQuery, now: Date) {
  const filter = await resolveFilter(db, query, now);
  let { rows, total } = await listPublicProducts(db, filter);
  // Nothing spelled exactly so: try again forgiving small typos (a second pass keeps common searches cheap).
  if (total === 0 && filter.words.length) ({ rows, total } = await listPublicProducts(db, { ...filter, fuzzy: true }));
  return pageOf(rows.map((row) => presentProduct(store, row)), total, query);
}

/** Counts for the filter dialog under the current query; price bounds in the asked currency. */
export async function productFacets(db: Db, query: BrowseProductsQuery, now: Date): Promise<ProductFacets> {
  const filter = await resolveFilter(db, query, now);
  const rates = await getRatesPerUsd(db);
  let rows = await countProductFacets(db, filter);
  // The same fallback as the list, so the counts describe what the list shows.
  if (filter.words.length && !rows.some((r) => r.grouping === 15 && r.count > 0)) rows = await countProductFacets(db, { ...filter, fuzzy: true });
  const currency: Currency = query.currency ?? 'YER';
  // grouping() sets one bit per column left out of the row's grouping set, in select order.
  const only = (bit: number) => rows.filter((r) => r.grouping === 15 - bit);
  const all = rows.find((r) => r.grouping === 15);
  const byCount = <T extends { count: number }>(list: T[]) => list.sort((a, b) => b.count - a.count);
  const toCurrency = (usd: number | null | undefined, round: (n: number) => number) => (usd == null ? null : round(usd * rates[currency]));
  return {
    total: all?.count ?? 0,
    types: byCount(only(8).map((r) => ({ value: r.type, count: r.count })).filter((t) => PRODUCT_TYPES.includes(t.value))),
    brands: byCount(only(4).filter((r) => r.brand).map((r) => ({ value: r.brand!, count: r.count }))).slice(0, 40),
    conditions: byCount(only(2).map((r) => ({ value: r.condition, count: r.count })).filter((c) => PRODUCT_CONDITIONS.includes(c.value))),
    governorates: byCount(only(1).map((r) => ({ value: r.governorate, count: r.count }))),
    price: { min: toCurrency(all?.minUsd, Math.floor), max: toCurrency(all?.maxUsd, Math.ceil), currency },
  };
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
export async function getProduct(db: Db, store: ImageStore, id: string, viewer: SessionUser | null, now: Date) {
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

/**
 * The network a visitor speaks from: the IPv4 address, or the /64 of an IPv6 one (one subscriber line is
 * given a whole /64, so its addresses are one visitor).
 */
export function visitorNetwork(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4.includes(':')) return v4;
  const [head = '', tail = ''] = v4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = v4.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':') + '::/64';
}

/**
 * Who is looking, as an opaque keyed hash: the user when signed in, else the network they speak from.
 * Not the browser's User-Agent: anyone can change it per request, which counted 25 views and 15 reports
 * from one visitor. Visitors behind one carrier address count once per hour: an undercount we accept.
 */
export function visitorKey(secret: string, viewer: SessionUser | null, ip: string) {
  return viewer ? keyedHash(secret, 'visitor-user', viewer.id) : keyedHash(secret, 'visitor-anon', visitorNetwork(ip));
}

/** Counts a view of a public product, once per visitor per product per hour. */
export async function countView(db: Db, id: string, visitor: string, now: Date) {
  if (!isUuid(id)) throw notFound();
  const row = await findProductWithSeller(db, id);
  if (!row || !isPublicListing(row, now)) throw notFound();
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const counted = await recordView(db, id, visitor, hour);
  return { counted, views: row.product.views + (counted ? 1 : 0) };
}

export async function reportProduct(
  db: Db,
  id: string,
  input: { reason: 'spam' | 'fraud' | 'wrong_category' | 'sold' | 'offensive' | 'other'; details?: string },
  visitor: string,
  viewer: SessionUser | null,
  now: Date,
) {
  if (!isUuid(id)) throw notFound();
  const row = await findProductWithSeller(db, id);
  if (!row || !isPublicListing(row, now)) throw notFound();
  const filed = await insertReport(db, { productId: id, visitor, userId: viewer?.id ?? null, reason: input.reason, details: input.details || null, createdAt: now });
  if (!filed) throw new AppError('REPORT_ALREADY_OPEN', 409);
}
