import { z } from 'zod';
import { CURRENCIES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { parseLocalizedNumber } from '../domain/localized-number.ts';
import { LIMITS } from '../reference/limits.ts';
import { optionalPhoneField, phoneField } from './phone.ts';
import { PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';
import { ProductSchema } from './products.ts';
import { listingFieldAnswerShape, listingFieldInputShape } from './listing-field-schemas.ts';
import { ProductSpecsInputSchema, specsProblem } from './product-specs.ts';
import { multiLineText, singleLineText } from './text.ts';

// The posting rules of docs/product-brief.md section 5, shared by the posting dialog and the server. Messages are keys
// of the `selling` namespace. Free text is cleaned of invisible characters before its length is checked.
const optionalText = (max: number) =>
  singleLineText({ max, tooLong: 'selling:errors.tooLong' })
    .nullish()
    .transform((v) => v || null);

/** Phone: the same rule as every phone (`phoneField`), stored as international digits (967777123456). */
export const ListingPhoneSchema = phoneField({ required: 'selling:errors.phoneRequired', invalid: 'selling:errors.phoneInvalid' });

/** WhatsApp (optional): the same rule, so wa.me links open the number the seller meant. */
export const WhatsappSchema = optionalPhoneField('selling:errors.whatsappInvalid');

/** Whether a number is written with at most two decimals (19.99 yes, 0.001 no). */
const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

/**
 * A price: a positive number of at most two decimals, the cents the database keeps (a price of 0.001
 * would be stored as 0 and sort first). Text is accepted too, as forms send it, and read as every screen
 * reads a number (`parseLocalizedNumber`: «١٬٥٠٠» and "1,500" are 1500, "3,5" is 3.5).
 */
export const PriceSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const value = parseLocalizedNumber(v);
    return value !== null && Number.isFinite(value) ? value : v;
  },
  z
    .number({ message: 'selling:errors.priceRequired' })
    .positive({ message: 'selling:errors.pricePositive' })
    .max(1e11, { message: 'selling:errors.priceTooHigh' })
    .refine(hasAtMostTwoDecimals, { message: 'selling:errors.priceDecimals' }),
);

const specification = optionalText(40);

/**
 * Every field a seller sets when posting; anything else in the body is dropped, never stored. The simple
 * fields are described once in listing-fields.ts.
 */
const ListingFieldsSchema = z.object({
  ...listingFieldInputShape,
  price: PriceSchema,
  currency: z.enum(CURRENCIES, { message: 'selling:errors.currencyInvalid' }),
  isNegotiable: z.boolean({ message: 'errors:field.invalidType' }),
  governorate: z.enum(GOVERNORATE_IDS, { message: 'selling:errors.governorateRequired' }),
  city: z.string({ message: 'selling:errors.cityRequired' }).min(1, { message: 'selling:errors.cityRequired' }).max(60),
  phone: ListingPhoneSchema,
  whatsappPhone: WhatsappSchema,
  specifications: z.object({ power: specification, voltage: specification, capacity: specification, warranty: specification }),
  /**
   * Structured specifications of the type's kind (product-specs.ts), null for a type without them. Optional
   * for every type: a posting without them gets what its own words state (`specsFromText`), or none.
   */
  specs: ProductSpecsInputSchema.nullable(),
  images: z
    .array(z.string().max(300), { message: 'errors:field.invalidType' })
    .max(LIMITS.maxImagesPerProduct, { message: 'selling:errors.tooManyImages' }),
});

const cityInGovernorate = (value: { governorate?: string; city?: string }, ctx: z.RefinementCtx) => {
  if (value.governorate && value.city && !isCityInGovernorate(value.governorate, value.city)) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
  }
};

// Defaults belong to a new listing only: zod applies defaults inside .partial() too, so an edit built
// from a schema with defaults would silently reset the currency, specifications and pictures.
export const CreateProductBodySchema = ListingFieldsSchema.extend({
  currency: ListingFieldsSchema.shape.currency.default('YER'),
  isNegotiable: ListingFieldsSchema.shape.isNegotiable.default(true),
  specifications: ListingFieldsSchema.shape.specifications.default({ power: null, voltage: null, capacity: null, warranty: null }),
  images: ListingFieldsSchema.shape.images.default([]),
  specs: ListingFieldsSchema.shape.specs.default(null),
}).superRefine((value, ctx) => {
  cityInGovernorate(value, ctx);
  // Specifications sent must be the type's kind; a type without a kind takes none.
  const problem = specsProblem(value.type, value.condition, value.specs);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});
export type CreateProductBody = z.output<typeof CreateProductBodySchema>;

/** An edit: any listing field, plus switching the listing off and on. Governorate and city travel together. */
export const UpdateProductBodySchema = ListingFieldsSchema.partial()
  .extend({ isActive: z.boolean({ message: 'errors:field.invalidType' }).optional() })
  .superRefine((value, ctx) => {
    if ((value.governorate === undefined) !== (value.city === undefined)) {
      ctx.addIssue({ code: 'custom', path: [value.city === undefined ? 'city' : 'governorate'], message: 'selling:errors.placeTogether' });
    }
    cityInGovernorate(value, ctx);
    // The kind must fit a type sent with it; the server checks the rest against the stored listing.
    if (value.type !== undefined && value.specs !== undefined) {
      const problem = specsProblem(value.type, value.condition ?? 'Used', value.specs);
      if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type UpdateProductBody = z.output<typeof UpdateProductBodySchema>;

/**
 * An edit of an approved listing waiting for review, or rejected (with the reason): the reviewed fields as
 * the edit has them. Until an admin approves it, buyers see the listing's own fields (issue #46).
 */
export const ListingEditSchema = z.object({
  ...listingFieldAnswerShape,
  governorate: ProductSchema.shape.governorate,
  city: ProductSchema.shape.city,
  specifications: ProductSchema.shape.specifications,
  specs: ProductSchema.shape.specs,
  contactInfo: ProductSchema.shape.contactInfo,
  images: ProductSchema.shape.images,
  status: z.enum(['pending', 'rejected']),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
});
export type ListingEdit = z.infer<typeof ListingEditSchema>;

/** A listing as its owner sees it on my-products: every status, the reason of a rejection, expiry. */
export const OwnProductSchema = ProductSchema.extend({
  rejectionReason: z.string().nullable(),
  adminReviewed: z.boolean(),
  resubmittedAt: z.string().nullable(),
  isExpired: z.boolean(),
  /** The edit of this approved listing waiting for review (or rejected); null when there is none. */
  pendingEdit: ListingEditSchema.nullable(),
});
export type OwnProduct = z.infer<typeof OwnProductSchema>;
export const OwnProductResponseSchema = successEnvelope(OwnProductSchema);
export const OwnProductPageSchema = pageEnvelope(OwnProductSchema);
export const UserProductsQuerySchema = PagingQuerySchema;

/** A posting may carry an Idempotency-Key: a repeated key answers with the first result. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(8, { message: 'errors:field.invalid' }).max(100, { message: 'errors:field.invalid' }).optional(),
});

export const LikeResponseSchema = successEnvelope(z.object({ liked: z.boolean(), likesCount: z.number().int() }));

/** The admin review queue and decisions. */
export const AdminProductsQuerySchema = PagingQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { message: 'errors:field.invalidOption' }).default('pending'),
});
/** The listing version the admin saw (`AdminProduct.version`); a decision on any other version is refused. */
export const ListingVersionSchema = z
  .number({ message: 'errors:field.required' })
  .int({ message: 'errors:field.positiveInteger' })
  .positive({ message: 'errors:field.positiveInteger' });
export const ApproveProductBodySchema = z.object({ version: ListingVersionSchema });
export const RejectProductBodySchema = z.object({
  reason: multiLineText({ min: 3, max: 500, required: 'selling:errors.reasonRequired', tooLong: 'selling:errors.tooLong' }),
  version: ListingVersionSchema,
});
