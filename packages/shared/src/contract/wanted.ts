import { z } from 'zod';
import { CURRENCIES, PRODUCT_TYPES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';
import { REPORT_REASONS, SellerSchema } from './products.ts';
import { PriceSchema } from './selling.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Wanted requests and offers (issue #44, docs/decisions/035-wanted-requests-and-offers.md): a buyer says
 * what they need, sellers in their governorate answer with priced offers only the buyer reads.
 */

/** How long a request stays open, in days. */
export const WANTED_OPEN_DAYS = [7, 14, 30] as const;
/** Lines of a request, and of an offer. */
export const WANTED_MAX_ITEMS = 10;
export const WANTED_STATUSES = ['pending', 'approved', 'rejected', 'closed', 'expired', 'removed'] as const;
export type WantedStatus = (typeof WANTED_STATUSES)[number];

const quantity = z
  .number({ message: 'errors:field.invalidType' })
  .int({ message: 'errors:field.invalidType' })
  .min(1, { message: 'errors:field.tooSmall' })
  .max(999, { message: 'errors:field.tooBig' });
const size = (max: number) =>
  z.number({ message: 'errors:field.invalidType' }).positive({ message: 'errors:field.tooSmall' }).max(max, { message: 'errors:field.tooBig' }).optional();
const type = z.enum(PRODUCT_TYPES, { message: 'wanted:errors.typeRequired' });

/**
 * One thing wanted: a type, how many, and the key sizes a fitting one has at least (a panel's W, an
 * inverter's W, a battery's usable kWh, Ah and volts).
 */
export const WantedItemSchema = z.strictObject(
  {
    type,
    quantity,
    powerW: size(100_000),
    kwh: size(1_000),
    ah: size(10_000),
    voltage: size(1_000),
    note: singleLineText({ max: 100 }).optional(),
  },
  { message: 'errors:field.unknownField' },
);
export type WantedItem = z.infer<typeof WantedItemSchema>;

const itemsField = z
  .array(WantedItemSchema, { message: 'errors:field.invalidType' })
  .max(WANTED_MAX_ITEMS, { message: 'wanted:errors.tooManyItems' });

/**
 * A new request: either from a calculator result (`calculatorCode`, the short code of its link: the server
 * sizes it again and carries its shopping list as the items) or with the items typed; never neither.
 */
export const CreateWantedBodySchema = z
  .strictObject(
    {
      title: singleLineText({ min: 3, max: 100, required: 'wanted:errors.titleRequired', tooLong: 'wanted:errors.titleTooLong' }),
      description: multiLineText({ max: 1000 }).optional(),
      calculatorCode: z.string().max(200, { message: 'wanted:errors.calculatorCodeInvalid' }).optional(),
      items: itemsField.default([]),
      governorate: z.enum(GOVERNORATE_IDS, { message: 'selling:errors.governorateRequired' }),
      city: z.string({ message: 'selling:errors.cityRequired' }).min(1, { message: 'selling:errors.cityRequired' }).max(60),
      budget: PriceSchema.optional(),
      currency: z.enum(CURRENCIES, { message: 'selling:errors.currencyInvalid' }).default('YER'),
      installationWanted: z.boolean({ message: 'errors:field.invalidType' }).default(false),
      openDays: z.literal(WANTED_OPEN_DAYS, { message: 'wanted:errors.openDaysInvalid' }).default(14),
    },
    { message: 'errors:field.unknownField' },
  )
  .superRefine((value, ctx) => {
    if (!isCityInGovernorate(value.governorate, value.city)) ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
    if (!value.calculatorCode && value.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'wanted:errors.itemsRequired' });
  });
export type CreateWantedBody = z.output<typeof CreateWantedBodySchema>;

export const WantedIdParamsSchema = z.object({ id: z.string().max(64) });

/** The public list: open requests, newest first, by type and governorate. */
export const WantedListQuerySchema = PagingQuerySchema.extend({
  type: type.optional(),
  governorate: z.enum(GOVERNORATE_IDS, { message: 'errors:field.invalidOption' }).optional(),
});
export type WantedListQuery = z.output<typeof WantedListQuerySchema>;

/** A request as anyone reads it: never the buyer's phone or e-mail. */
export const WantedRequestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  calculatorCode: z.string().nullable(),
  items: z.array(WantedItemSchema),
  governorate: z.string(),
  city: z.string(),
  budget: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  installationWanted: z.boolean(),
  openDays: z.number().int(),
  status: z.enum(WANTED_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  offersCount: z.number().int(),
  buyer: SellerSchema.pick({ _id: true, name: true, isVerified: true, phoneConfirmed: true, memberSince: true }),
  /** Only for its buyer: why an admin refused it. */
  rejectionReason: z.string().nullable(),
  /** For the caller: the buyer themself, and the caller's own offer's id when they answered. */
  isMine: z.boolean(),
  myOfferId: z.string().nullable(),
  acceptedOfferId: z.string().nullable(),
});
export type WantedRequest = z.infer<typeof WantedRequestSchema>;
export const WantedRequestResponseSchema = successEnvelope(WantedRequestSchema);
export const WantedRequestPageSchema = pageEnvelope(WantedRequestSchema);
/** The caller's own requests, every status, newest first (not paged: a buyer has a handful). */
export const OwnWantedRequestsResponseSchema = successEnvelope(z.array(WantedRequestSchema));

/** A line of an offer: one of the answerer's own public listings, or a free line with its type and name. */
export const OfferLineInputSchema = z.strictObject(
  {
    productId: z.string().max(64).optional(),
    type: type.optional(),
    name: singleLineText({ max: 100 }).optional(),
    quantity,
    unitPrice: PriceSchema,
    powerW: size(100_000),
    kwh: size(1_000),
  },
  { message: 'errors:field.unknownField' },
);

/** The directory shops and engineers an answerer may answer as (an admin linked them to the account). */
export const ENTRY_KINDS_ANSWERING = ['shop', 'engineer'] as const;
export const AnswerAsSchema = z.strictObject(
  { kind: z.enum(ENTRY_KINDS_ANSWERING, { message: 'errors:field.invalidOption' }), id: z.string({ message: 'errors:field.invalidType' }).max(64) },
  { message: 'errors:field.unknownField' },
);

export const OfferBodySchema = z
  .strictObject(
    {
      /** Answer as one of the caller's linked shops or engineers; without it, as themself. */
      asEntry: AnswerAsSchema.optional(),
      lines: z.array(OfferLineInputSchema, { message: 'errors:field.invalidType' }).min(1, { message: 'wanted:errors.linesRequired' }).max(WANTED_MAX_ITEMS, { message: 'wanted:errors.tooManyItems' }),
      currency: z.enum(CURRENCIES, { message: 'selling:errors.currencyInvalid' }),
      delivery: z.boolean({ message: 'errors:field.invalidType' }),
      installation: z.boolean({ message: 'errors:field.invalidType' }),
      validUntil: z.iso.date({ message: 'wanted:errors.validUntilInvalid' }),
      message: multiLineText({ max: 1000 }).optional(),
    },
    { message: 'errors:field.unknownField' },
  )
  .superRefine((value, ctx) => {
    value.lines.forEach((line, index) => {
      if (!line.productId && (!line.type || !line.name)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'name'], message: 'wanted:errors.lineNeedsName' });
    });
  });
export type OfferBody = z.output<typeof OfferBodySchema>;

export const OfferIdParamsSchema = z.object({ id: z.string().max(64) });

export const OfferLineSchema = z.object({
  productId: z.string().nullable(),
  type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  powerW: z.number().nullable(),
  kwh: z.number().nullable(),
});
export type OfferLine = z.infer<typeof OfferLineSchema>;

/** How an offer covers one requested item: enough of a fitting size, too small a size, too few, or nothing. */
export const COVERAGE_LEVELS = ['covered', 'undersized', 'short', 'missing'] as const;
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number];

/** A directory entry as it appears on an offer made as it, and in the answerer's choice. */
export const OfferEntrySchema = z.object({ kind: z.enum(ENTRY_KINDS_ANSWERING), _id: z.string(), name: z.string(), isVerified: z.boolean(), governorate: z.string() });
export type OfferEntry = z.infer<typeof OfferEntrySchema>;
export const MyEntriesResponseSchema = successEnvelope(z.array(OfferEntrySchema));

/** An offer as its answerer and the request's buyer read it (nobody else reads its prices). */
export const OfferSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  lines: z.array(OfferLineSchema),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  /** The total in US dollars at the admin's rates, so the buyer can compare offers in one currency. */
  totalUsd: z.number(),
  delivery: z.boolean(),
  installation: z.boolean(),
  validUntil: z.string(),
  message: z.string().nullable(),
  status: z.enum(['active', 'accepted', 'removed']),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Per requested item, in the request's order. */
  coverage: z.array(z.enum(COVERAGE_LEVELS)),
  answerer: SellerSchema.extend({
    phone: z.string(),
    whatsappPhone: z.string().nullable(),
    publicListings: z.number().int(),
  }),
  /** The shop or engineer the offer was made as, while it is still linked to the answerer. */
  entry: OfferEntrySchema.nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferResponseSchema = successEnvelope(OfferSchema);
/** The offers, with the admin's rates the buyer's screen converts their totals with. */
export const OfferListSchema = z.object({ offers: z.array(OfferSchema), ratesPerUsd: z.record(z.enum(CURRENCIES), z.number()) });
export type OfferList = z.infer<typeof OfferListSchema>;
export const OfferListResponseSchema = successEnvelope(OfferListSchema);

export const ReportWantedBodySchema = z.strictObject(
  { reason: z.enum(REPORT_REASONS, { message: 'errors:field.invalidOption' }), details: multiLineText({ max: 500 }).optional() },
  { message: 'errors:field.unknownField' },
);

/** Admin decisions on requests: the same as listings', with the version the admin read. */
export const AdminWantedQuerySchema = PagingQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { message: 'errors:field.invalidOption' }).default('pending'),
});
export const AdminWantedSchema = WantedRequestSchema.extend({
  version: z.number().int(),
  buyerPhone: z.string(),
  openReports: z.number().int(),
});
export const AdminWantedPageSchema = pageEnvelope(AdminWantedSchema);
export const WantedDecisionBodySchema = z.strictObject(
  {
    action: z.enum(['approve', 'reject', 'takedown'], { message: 'errors:field.invalidOption' }),
    version: z.number().int().optional(),
    reason: multiLineText({ max: 500 }).optional(),
  },
  { message: 'errors:field.unknownField' },
).superRefine((value, ctx) => {
  if (value.action !== 'takedown' && value.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: 'errors:field.required' });
  if (value.action !== 'approve' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'selling:errors.reasonRequired' });
});
export type WantedDecisionBody = z.output<typeof WantedDecisionBodySchema>;
export const TakedownOfferBodySchema = z.strictObject({ reason: multiLineText({ min: 3, max: 500, required: 'selling:errors.reasonRequired' }) }, { message: 'errors:field.unknownField' });
