import type { PriceReference } from '@solar/shared/contract/compatibility';
import { convertPrice } from '@solar/shared/domain/price-format';
import { CHEMISTRIES_OF } from '@solar/shared/domain/shopping-list';
import type { RequestContext } from '../../lib/request-context.ts';
import { similarPublicUnitPrices } from './price-reference.repository.ts';
import { getProduct } from '../products/products.service.ts';
import { cachedRatesPerUsd } from '../settings/settings.service.ts';

/** Listings that went public within this many days are the market now (issue #19 item 5). */
export const REFERENCE_DAYS = 90;
/** Fewer similar listings than this say nothing about a market. */
export const REFERENCE_MIN_LISTINGS = 5;
/** The newest listings read at most: a busy governorate's median comes from its 500 newest. */
export const REFERENCE_SAMPLE = 500;
/** Within this share of the median a price is "near" it. */
export const NEAR_SHARE = 0.1;

const DAY_MS = 86_400_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The median asking price per W of public panels, or per usable kWh of public batteries of the same
 * chemistry family (lead-acid or lithium), in the same governorate and condition, made public in the last
 * 90 days (`posted_at`), without the listing itself; in the listing's currency at the admin's rates. Null with fewer than
 * five, for other kinds, or for a listing without specifications. One indexed read of 500 rows at most.
 */
export async function priceReference(ctx: Pick<RequestContext, 'db' | 'store' | 'now'>, id: string): Promise<PriceReference> {
  const { db, now } = ctx;
  const product = await getProduct({ ...ctx, user: null }, id);
  const { specs } = product;
  if (specs?.kind !== 'panel' && specs?.kind !== 'battery') return null;
  const unitSize = specs.kind === 'panel' ? specs.powerW : specs.usableKwh;
  if (!(unitSize > 0)) return null;
  const family = specs.kind === 'battery' ? (CHEMISTRIES_OF.lithium.includes(specs.chemistry) ? CHEMISTRIES_OF.lithium : specs.chemistry === 'other' ? null : CHEMISTRIES_OF.leadAcid) : null;
  if (specs.kind === 'battery' && family === null) return null;
  const rows = await similarPublicUnitPrices(db, { kind: specs.kind, type: product.type, governorate: product.governorate, condition: product.condition, chemistries: family, exceptId: product._id }, new Date(now.getTime() - REFERENCE_DAYS * DAY_MS), now, REFERENCE_SAMPLE);
  if (rows.length < REFERENCE_MIN_LISTINGS) return null;
  const rates = await cachedRatesPerUsd(db);
  const medianUsd = median(rows.map((row) => Number(row.perUnit)));
  const medianPerUnit = convertPrice(medianUsd, 'USD', product.currency, rates);
  if (medianPerUnit === null) return null;
  const listingPerUnit = product.price / unitSize;
  const ratio = listingPerUnit / medianPerUnit;
  return {
    unit: specs.kind === 'panel' ? 'W' : 'kWh',
    currency: product.currency,
    medianPerUnit,
    listingPerUnit,
    position: ratio < 1 - NEAR_SHARE ? 'below' : ratio > 1 + NEAR_SHARE ? 'above' : 'near',
    listings: rows.length,
    days: REFERENCE_DAYS,
    governorate: product.governorate,
  };
}
