import { z } from 'zod';
import {
  AVAILABILITY_STATUSES, CURRENCIES, ENGINEER_SPECIALIZATIONS, EXPERIENCE_BANDS, JOIN_REQUEST_TYPES, RATING_THRESHOLDS,
  SERVICE_LABELS, SHOP_SERVICES, typesForCategory,
} from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { EmailSchema, NameSchema } from './auth.ts';
import { PhoneSchema } from './phone.ts';
import { ImageSchema, PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';
import { multiLineText } from './text.ts';

// The directory: engineers, shops, shop ads and requests to join. Lists are public; every shape below is
// an allowlist, so admin-only columns (internal notes, creator ids, the search text) never reach JSON.

/** The experience bands of the engineer filters, as sent in `experience`. */
export const EXPERIENCE_BAND_IDS = Object.keys(EXPERIENCE_BANDS) as [keyof typeof EXPERIENCE_BANDS, ...(keyof typeof EXPERIENCE_BANDS)[]];
export type ExperienceBand = (typeof EXPERIENCE_BAND_IDS)[number];

/** The engineers' lowercase currency labels (display variants of the one currency enum). */
export const ENGINEER_CURRENCY_LABEL_IDS = ['usd', 'sar', 'yer-n', 'yer-s'] as const;

const invalidOption = { message: 'errors:field.invalidOption' };

/** `true` or `false` in a query string. */
const booleanParam = z.enum(['true', 'false'], invalidOption).transform((v) => v === 'true');

/** Free search text: trimmed, at most 100 characters; empty means no search. */
const searchParam = z
  .string()
  .trim()
  .max(100, { message: 'errors:field.tooBig' })
  .optional()
  .transform((v) => (v ? v : undefined));

const placeParams = {
  governorate: z.enum(GOVERNORATE_IDS, invalidOption).optional(),
  city: z.string().trim().min(1).max(60).optional(),
};

function cityInGovernorate(query: { governorate?: string; city?: string }, ctx: z.RefinementCtx) {
  if (query.city && !(query.governorate && isCityInGovernorate(query.governorate, query.city))) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
  }
}

/**
 * Query of `GET /marketplace/getAllEngineer` and `/marketplace/filters-engineer` (the same filters):
 * search text, place, specialization, service, experience band, minimum rating, verified, featured.
 */
export const EngineersQuerySchema = PagingQuerySchema.extend({
  search_keyword: searchParam,
  ...placeParams,
  specialization: z.enum(ENGINEER_SPECIALIZATIONS, invalidOption).optional(),
  service: z.enum(SERVICE_LABELS, invalidOption).optional(),
  // A `+` typed into a URL arrives as a space: `10 ` is read as `10+`.
  experience: z
    .preprocess((v) => (typeof v === 'string' && /^10\s*$/.test(v) ? '10+' : v), z.enum(EXPERIENCE_BAND_IDS, invalidOption))
    .optional(),
  minRating: z
    .string()
    .regex(/^\d(\.\d)?$/, invalidOption)
    .transform(Number)
    .refine((v) => (RATING_THRESHOLDS as readonly number[]).includes(v), invalidOption)
    .optional(),
  verified: booleanParam.optional(),
  featured: booleanParam.optional(),
}).superRefine(cityInGovernorate);
export type EngineersQuery = z.output<typeof EngineersQuerySchema>;

/** Query of `GET /marketplace/getAllShops` and `/marketplace/filters-shop`. */
export const ShopsQuerySchema = PagingQuerySchema.extend({
  search_keyword: searchParam,
  ...placeParams,
  service: z.enum(SHOP_SERVICES, invalidOption).optional(),
  brand: z.string().trim().min(1).max(60).optional(),
  /** A product type (`Battery`) or a filter category (`batteries`). */
  category: z
    .string()
    .refine((v) => typesForCategory(v) !== undefined, invalidOption)
    .optional(),
  verified: booleanParam.optional(),
}).superRefine(cityInGovernorate);
export type ShopsQuery = z.output<typeof ShopsQuerySchema>;

/** Query of `GET /marketplace/getAllAds` and `/marketplace/filters-ads`: active ads, newest first. */
export const AdsQuerySchema = PagingQuerySchema.extend({ search_keyword: searchParam });
export type AdsQuery = z.output<typeof AdsQuerySchema>;

/** Path of the detail calls; any string, so a malformed id is a 404 like an unknown one. */
export const DirectoryIdParamsSchema = z.object({ id: z.string().max(100) });

/** An engineer as the list cards show them. */
export const EngineerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isFeatured: z.boolean(),
  governorate: z.string(),
  city: z.string(),
  experience: z.object({ years: z.number().int(), description: z.string() }),
  rating: z.number(),
  pricing: z.object({
    hourlyRate: z.number().nullable(),
    minimumCharge: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    /** The engineers' label of the same currency (`yer-n` for YER…). */
    currencyLabel: z.enum(ENGINEER_CURRENCY_LABEL_IDS),
  }),
  services: z.array(z.string()),
  specializations: z.array(z.string()),
});
export type EngineerSummary = z.infer<typeof EngineerSummarySchema>;

export const CertificationSchema = z.object({
  name: z.string(),
  issuedBy: z.string(),
  issuedDate: z.string(),
  expiryDate: z.string().nullable(),
});

/** An engineer's full public profile. */
export const EngineerSchema = EngineerSummarySchema.extend({
  phone: z.string(),
  whatsappPhone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  projectsCount: z.number().int(),
  teamSize: z.number().int().nullable(),
  responseTimeHours: z.number().int().nullable(),
  availability: z.object({
    status: z.enum(AVAILABILITY_STATUSES),
    workingDays: z.array(z.string()),
    workingHours: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  }),
  certifications: z.array(CertificationSchema),
  portfolioImages: z.array(ImageSchema),
  createdAt: z.string(),
});
export type Engineer = z.infer<typeof EngineerSchema>;

/** A shop as the list cards show it. */
export const ShopSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isVerified: z.boolean(),
  governorate: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  description: z.string(),
  services: z.array(z.string()),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;

/** A shop's full public page. */
export const ShopSchema = ShopSummarySchema.extend({
  address: z.string().nullable(),
  whatsappPhone: z.string().nullable(),
  email: z.string().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  workingHours: z.object({ openTime: z.string().nullable(), closeTime: z.string().nullable(), workingDays: z.array(z.string()) }),
  socialMedia: z.object({ facebook: z.string().optional(), instagram: z.string().optional(), twitter: z.string().optional() }),
  images: z.array(ImageSchema),
  brands: z.array(z.string()),
  productCategories: z.array(z.string()),
  paymentOptions: z.array(z.string()),
  establishedYear: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Shop = z.infer<typeof ShopSchema>;

/** A shop ad. */
export const AdSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: ImageSchema.nullable(),
  link: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  limitedOffer: z.boolean(),
  createdAt: z.string(),
});
export type Ad = z.infer<typeof AdSchema>;

export const EngineerPageSchema = pageEnvelope(EngineerSummarySchema);
export type EngineerPage = z.infer<typeof EngineerPageSchema>;
export const EngineerResponseSchema = successEnvelope(EngineerSchema);
export type EngineerResponse = z.infer<typeof EngineerResponseSchema>;
export const ShopPageSchema = pageEnvelope(ShopSummarySchema);
export type ShopPage = z.infer<typeof ShopPageSchema>;
export const ShopResponseSchema = successEnvelope(ShopSchema);
export type ShopResponse = z.infer<typeof ShopResponseSchema>;
export const AdPageSchema = pageEnvelope(AdSchema);
export type AdPage = z.infer<typeof AdPageSchema>;

/** Longest message a join request may carry. */
export const JOIN_REQUEST_CONTENT_MAX = 1000;

/**
 * Body of `POST /marketplace/request-join`: the full name the form collects, e-mail, type, phone and an
 * optional message. The same rules as sign-up for name, e-mail and phone.
 */
export const JoinRequestBodySchema = z.object({
  fullName: NameSchema,
  email: EmailSchema,
  type: z.enum(JOIN_REQUEST_TYPES, { message: 'errors:field.required' }),
  phoneNumber: PhoneSchema,
  content: multiLineText({ max: JOIN_REQUEST_CONTENT_MAX })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type JoinRequestBody = z.input<typeof JoinRequestBodySchema>;

export const JoinRequestResponseSchema = successEnvelope(
  z.object({ _id: z.string(), type: z.enum(JOIN_REQUEST_TYPES), createdAt: z.string() }),
);
export type JoinRequestResponse = z.infer<typeof JoinRequestResponseSchema>;
