import { z } from 'zod';
import { REPORT_REASONS } from '../domain/report-reasons.ts';
import { CURRENCIES, FILTER_CATEGORY_IDS, PRODUCT_CONDITIONS, PRODUCT_STATUSES, PRODUCT_TYPES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { listingFieldAnswerShape } from './listing-field-schemas.ts';
import { ImageSchema, PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';
import { multiLineText } from './text.ts';
import { BATTERY_CHEMISTRIES, INVERTER_KINDS, INVERTER_KIND_FILTERS, ProductSpecsSchema, SYSTEM_VOLTAGES } from './product-specs.ts';

/**
 * Public facts about a seller: never e-mail, phone or password fields. Two trust marks
 * (docs/decisions/016-trust-badges.md): `isVerified` («موثّق») only an admin gives; `phoneConfirmed`
 * («رقم مؤكد») says the sign-up code sent to the account came back.
 */
export const SellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isVerified: z.boolean(),
  phoneConfirmed: z.boolean(),
  /** When the account was made (ISO): "member since". */
  memberSince: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type Seller = z.infer<typeof SellerSchema>;

/** A product as every public list and detail shows it. */
/** How far a listing's price stands under or over its governorate's index, in whole percent. */
export const ProductMarketSchema = z.object({ position: z.enum(['below', 'above']), percent: z.number().int() });
export type ProductMarket = z.infer<typeof ProductMarketSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  /** The simple fields a seller types, described once (listing-fields.ts). */
  ...listingFieldAnswerShape,
  price: z.number(),
  currency: z.enum(CURRENCIES),
  isNegotiable: z.boolean(),
  governorate: z.string(),
  city: z.string(),
  specifications: z.object({
    power: z.string().optional(),
    voltage: z.string().optional(),
    capacity: z.string().optional(),
    warranty: z.string().optional(),
  }),
  /** Structured specifications (product-specs.ts); null for types without them and for older listings whose free text could not be read. */
  specs: ProductSpecsSchema.nullable(),
  contactInfo: z.object({ phone: z.string(), whatsapp: z.string().nullable() }),
  images: z.array(ImageSchema),
  featured: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  views: z.number().int(),
  likesCount: z.number().int(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  seller: SellerSchema,
  /**
   * In public lists only: the price 15 % or more under or over its governorate's latest weekly index
   * (docs/decisions/036-price-index.md), the figure the listing page's mark says; null otherwise.
   */
  market: ProductMarketSchema.nullable().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Sort orders of the browse and search lists; searches without one are ranked by relevance. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const optionalText = (max: number) => z.string().trim().max(max, { message: 'errors:field.tooBig' }).optional().transform((v) => v || undefined);
const priceParam = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { message: 'errors:field.invalid' })
  .transform(Number)
  .optional();
/** A size bound of the specification filters: Latin digits, up to two decimals. */
const specParam = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { message: 'errors:field.invalid' })
  .transform(Number)
  .optional();

export { SPEC_FILTER_KEYS, SPEC_RANGES, type SpecFilterKey } from '../reference/spec-kinds.ts';
import { SPEC_RANGES } from '../reference/spec-kinds.ts';

/**
 * Query of `browse-products` and `search-products`: paging, text, type or filter category, brand,
 * condition, place (a city must be in its governorate), price range in `currency` (default YER) and
 * sort. The spec's `sortBy`/`sortOrder` pair is accepted too.
 */
export const BrowseProductsQuerySchema = PagingQuerySchema.extend({
  search_keyword: optionalText(100),
  /** Where the next page starts: `nextCursor` of the previous page, as it came (load-more and deep pages). */
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, { message: 'errors:field.invalid' }).optional(),
  type: z.enum([...PRODUCT_TYPES, 'Other'], { message: 'errors:field.invalidOption' }).optional(),
  category: z.enum(FILTER_CATEGORY_IDS, { message: 'errors:field.invalidOption' }).optional(),
  brand: optionalText(60),
  condition: z.enum(PRODUCT_CONDITIONS, { message: 'errors:field.invalidOption' }).optional(),
  governorate: z.enum(GOVERNORATE_IDS, { message: 'errors:field.invalidOption' }).optional(),
  city: z.string().min(1).max(60).optional(),
  minPrice: priceParam,
  maxPrice: priceParam,
  currency: z.enum(CURRENCIES, { message: 'errors:field.invalidOption' }).optional(),
  sort: z.enum(PRODUCT_SORTS, { message: 'errors:field.invalidOption' }).optional(),
  sortBy: z.enum(['price', 'createdAt'], { message: 'errors:field.invalidOption' }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { message: 'errors:field.invalidOption' }).optional(),
  /** Rated W of a panel, an inverter or charge controller, or a system's inverter. */
  minPowerW: specParam,
  maxPowerW: specParam,
  /** A battery's Ah. */
  minCapacityAh: specParam,
  maxCapacityAh: specParam,
  /** A battery's usable kWh, or a system's battery kWh. */
  minKwh: specParam,
  maxKwh: specParam,
  /** A battery of this bank voltage (12.8 V is a 12 V battery), or an inverter that accepts it. */
  voltage: z
    .enum(SYSTEM_VOLTAGES.map(String) as ['12', '24', '48', '96'], { message: 'errors:field.invalidOption' })
    .transform(Number)
    .optional(),
  chemistry: z.enum(BATTERY_CHEMISTRIES, { message: 'errors:field.invalidOption' }).optional(),
  /** A kind of inverter or controller, or `off_grid_or_hybrid` (spec-kinds.ts `INVERTER_KIND_FILTERS`). */
  inverterKind: z.enum(INVERTER_KIND_FILTERS, { message: 'errors:field.invalidOption' }).optional(),
})
  .superRefine((query, ctx) => {
    for (const [min, max] of SPEC_RANGES) {
      const low = query[min];
      const high = query[max];
      if (low !== undefined && high !== undefined && low > high) ctx.addIssue({ code: 'custom', path: [max], message: 'errors:field.tooSmall' });
    }
    if (query.city && !(query.governorate && isCityInGovernorate(query.governorate, query.city))) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'errors:field.tooSmall' });
    }
  })
  .transform(({ sortBy, sortOrder, ...query }) => {
    const fromPair: ProductSort | undefined =
      sortBy === 'price' ? (sortOrder === 'desc' ? 'price_desc' : 'price_asc') : sortBy === 'createdAt' ? (sortOrder === 'asc' ? 'oldest' : 'newest') : undefined;
    return { ...query, sort: query.sort ?? fromPair };
  });
export type BrowseProductsQuery = z.output<typeof BrowseProductsQuerySchema>;

/** Counts for the filter UI under the current query, and the price bounds in the asked currency. */
export const ProductFacetsSchema = z.object({
  total: z.number().int(),
  types: z.array(z.object({ value: z.enum(PRODUCT_TYPES), count: z.number().int() })),
  brands: z.array(z.object({ value: z.string(), count: z.number().int() })),
  conditions: z.array(z.object({ value: z.enum(PRODUCT_CONDITIONS), count: z.number().int() })),
  governorates: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /**
   * With `governorate`: each of its cities and how many listings it has under the other filters (the
   * city's own left out, so each count is what choosing that city finds), most first; empty without.
   */
  cities: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** Batteries by chemistry, charging devices by kind, and batteries and inverters by bank voltage. */
  chemistries: z.array(z.object({ value: z.enum(BATTERY_CHEMISTRIES), count: z.number().int() })),
  inverterKinds: z.array(z.object({ value: z.enum(INVERTER_KINDS), count: z.number().int() })),
  voltages: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.enum(CURRENCIES) }),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;
export const ProductFacetsResponseSchema = successEnvelope(ProductFacetsSchema);

/** A product as its detail page reads it: the public product plus whether the caller likes it. */
export const ProductDetailSchema = ProductSchema.extend({ likedByMe: z.boolean().optional(), rejectionReason: z.string().nullable().optional() });
export const ProductDetailResponseSchema = successEnvelope(ProductDetailSchema);

export const ProductIdParamsSchema = z.object({ id: z.string().max(64) });
/** A product page's view, counted at most once per visitor and day. */
export const ProductViewResponseSchema = successEnvelope(z.object({ counted: z.boolean(), views: z.number().int() }));

export { REPORT_REASONS };
export const ReportProductBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'errors:field.invalidOption' }),
  details: multiLineText({ max: 500 }).optional(),
});

/**
 * A page of the catalogue: `total` counts no further than 1,000 (`totalCapped` then says there are more,
 * docs/decisions/010-catalogue-at-scale.md), and `nextCursor`, null on the last page, fetches the next.
 */
export const ProductPageSchema = pageEnvelope(ProductSchema).extend({ totalCapped: z.boolean(), nextCursor: z.string().nullable() });
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const ProductResponseSchema = successEnvelope(ProductSchema);

export const SellerIdParamsSchema = z.object({ id: z.string().max(64) });

/** A seller's public page: who they are, and how many public listings they have. */
export const SellerProfileSchema = SellerSchema.extend({ listingsCount: z.number().int() });
export type SellerProfile = z.infer<typeof SellerProfileSchema>;
export const SellerProfileResponseSchema = successEnvelope(SellerProfileSchema);

/** A seller's public listings, newest first, in numbered pages; `exclude` leaves one out (the product being viewed). */
export const SellerProductsQuerySchema = PagingQuerySchema.extend({
  exclude: z.uuid({ message: 'errors:field.invalid' }).optional(),
});
export type SellerProductsQuery = z.output<typeof SellerProductsQuerySchema>;
export const SellerProductPageSchema = pageEnvelope(ProductSchema);
export type SellerProductPage = z.infer<typeof SellerProductPageSchema>;
