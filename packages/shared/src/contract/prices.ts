import { z } from 'zod';
import { CURRENCIES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS } from '../reference/locations.ts';
import { ALL_YEMEN, PRICE_METRICS } from '../reference/price-indexes.ts';
import { successEnvelope } from './common.ts';

/** The public price index (issue #45; docs/decisions/036-price-index.md): weekly medians and quartiles. */

/** Which figures: a governorate or the whole of Yemen, in a currency (each week at its own day's rates). */
export const GetPriceIndexesQuerySchema = z.strictObject({
  governorate: z.enum([ALL_YEMEN, ...GOVERNORATE_IDS]).default(ALL_YEMEN),
  currency: z.enum(CURRENCIES).default('USD'),
});
export type GetPriceIndexesQuery = z.infer<typeof GetPriceIndexesQuerySchema>;

/** One figure: the median and interquartile range of the listings behind it, and how many there were. */
export const PriceFigureSchema = z.object({
  listings: z.number().int(),
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
});

export const PriceIndexSchema = z.object({
  metric: z.enum(PRICE_METRICS),
  /** A battery chemistry or inverter kind; '' for indexes without variants. */
  variant: z.string(),
  unit: z.enum(['W', 'kWh', 'kW', 'item']),
  /** Week by week (its Monday, oldest first) in the asked place. */
  weeks: z.array(PriceFigureSchema.extend({ week: z.string() })),
  /** The latest week's figure of each governorate that has one. */
  governorates: z.array(PriceFigureSchema.extend({ governorate: z.string(), week: z.string() })),
});
export type PriceIndex = z.infer<typeof PriceIndexSchema>;

export const PriceIndexesSchema = z.object({
  governorate: z.string(),
  currency: z.enum(CURRENCIES),
  /** When the job last computed the figures; null before its first run. */
  computedAt: z.string().nullable(),
  indexes: z.array(PriceIndexSchema),
});
export type PriceIndexes = z.infer<typeof PriceIndexesSchema>;
export const PriceIndexesResponseSchema = successEnvelope(PriceIndexesSchema);
/** The same indexes as CSV text, one row per index and week. */
export const PriceIndexesCsvSchema = z.string();

/**
 * A public listing's price beside its governorate's index in the latest week (per W, usable kWh or kW of
 * its kind), in the listing's currency; null for used goods, other kinds, or where no index is published.
 */
export const PriceMarkSchema = z
  .object({
    metric: z.enum(PRICE_METRICS),
    variant: z.string(),
    governorate: z.string(),
    week: z.string(),
    listings: z.number().int(),
    currency: z.enum(CURRENCIES),
    medianPerUnit: z.number(),
    listingPerUnit: z.number(),
    /** Within 15 % of the median: near; else below or above, by `percent` (whole). */
    position: z.enum(['below', 'near', 'above']),
    percent: z.number().int(),
  })
  .nullable();
export type PriceMark = z.infer<typeof PriceMarkSchema>;
export const PriceMarkResponseSchema = successEnvelope(PriceMarkSchema);

/** Keeps a listing out of the index (a mistyped price) or lets it back in. */
export const ExcludeFromIndexBodySchema = z.strictObject({ excluded: z.boolean() });
export const ExclusionResponseSchema = successEnvelope(z.object({ productId: z.string(), excluded: z.boolean() }));

/** One point of an index's chart: an index in a place in a week (its Monday). */
export const PointListingsQuerySchema = z.strictObject({
  metric: z.enum(PRICE_METRICS, { message: 'errors:field.invalidOption' }),
  variant: z.string().max(40).default(''),
  governorate: z.enum([ALL_YEMEN, ...GOVERNORATE_IDS], { message: 'errors:field.invalidOption' }).default(ALL_YEMEN),
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'errors:field.invalid' }),
});
export type PointListingsQuery = z.infer<typeof PointListingsQuerySchema>;

/**
 * The listings a point stands on (or would, when excluded): the price of each as its history says at the
 * week's end, cheapest per unit first. `name` is null for a listing deleted since.
 */
export const PointListingSchema = z.object({
  productId: z.string(),
  name: z.string().nullable(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  governorate: z.string(),
  /** In the index's unit, in USD at the week's rates: what the median was taken over. */
  perUnitUsd: z.number(),
  excluded: z.boolean(),
});
export const PointListingsResponseSchema = successEnvelope(z.array(PointListingSchema));
