import { z } from 'zod';
import { CURRENCIES, PRODUCT_CONDITIONS, PRODUCT_STATUSES, PRODUCT_TYPES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { ImageSchema, PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';

/** Public facts about a seller: never e-mail, phone or password fields. */
export const SellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
});

/** A product as every public list and detail shows it. */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  condition: z.enum(PRODUCT_CONDITIONS),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  isNegotiable: z.boolean(),
  description: z.string(),
  governorate: z.string(),
  city: z.string(),
  locationText: z.string().nullable(),
  specifications: z.object({
    power: z.string().optional(),
    voltage: z.string().optional(),
    capacity: z.string().optional(),
    warranty: z.string().optional(),
  }),
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
});
export type Product = z.infer<typeof ProductSchema>;

/** Sort orders of the browse and search lists. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;

/** Query of `GET /marketplace/browse-products`: paging, sort and place; a city must be in its governorate. */
export const BrowseProductsQuerySchema = PagingQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS, { message: 'errors:field.invalidOption' }).optional(),
  governorate: z.enum(GOVERNORATE_IDS, { message: 'errors:field.invalidOption' }).optional(),
  city: z.string().min(1).max(60).optional(),
}).superRefine((query, ctx) => {
  if (query.city && !(query.governorate && isCityInGovernorate(query.governorate, query.city))) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
  }
});
export type BrowseProductsQuery = z.output<typeof BrowseProductsQuerySchema>;

export const ProductPageSchema = pageEnvelope(ProductSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const ProductResponseSchema = successEnvelope(ProductSchema);
