import { z } from 'zod';
import { CURRENCIES, FILTER_CATEGORY_IDS, PRODUCT_CONDITIONS, PRODUCT_TYPES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { successEnvelope } from './common.ts';
import { singleLineText } from './text.ts';
import { BATTERY_CHEMISTRIES, INVERTER_KIND_FILTERS, SYSTEM_VOLTAGES } from './product-specs.ts';
import { SPEC_RANGES } from './products.ts';

/**
 * Saved searches and their alerts (docs/decisions/023-saved-searches-and-alerts.md): a search keeps the
 * product list's filters (never its sort order) and says how often and where its owner hears of new
 * matches and price drops.
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/**
 * `sms`: a text message to the account's phone, through the SMS gateway (`SMS_WEBHOOK_URL`), never
 * WhatsApp; `email`: to the account's e-mail, through SMTP.
 */
export const ALERT_CHANNELS = ['sms', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
/** Searches one account may keep. */
export const SAVED_SEARCH_LIMIT = 20;

const price = z
  .number({ message: 'errors:field.invalidType' })
  .nonnegative({ message: 'errors:field.tooSmall' })
  .max(999_999_999_999, { message: 'errors:field.tooBig' });
/** A size bound of the specification filters, as the list's query reads it (W, Ah, kWh). */
const specBound = z
  .number({ message: 'errors:field.invalidType' })
  .nonnegative({ message: 'errors:field.tooSmall' })
  .max(999_999, { message: 'errors:field.tooBig' });
const optionalWords = (max: number) =>
  singleLineText({ max })
    .optional()
    .transform((v) => v || undefined);

/** The filters of the product list a search keeps, with the same limits the list's query has. */
export const SavedSearchFiltersSchema = z
  .strictObject(
    {
      search_keyword: optionalWords(100),
      type: z.enum([...PRODUCT_TYPES, 'Other'], { message: 'errors:field.invalidOption' }).optional(),
      category: z.enum(FILTER_CATEGORY_IDS, { message: 'errors:field.invalidOption' }).optional(),
      brand: optionalWords(60),
      condition: z.enum(PRODUCT_CONDITIONS, { message: 'errors:field.invalidOption' }).optional(),
      governorate: z.enum(GOVERNORATE_IDS, { message: 'errors:field.invalidOption' }).optional(),
      city: z.string().min(1).max(60).optional(),
      minPrice: price.optional(),
      maxPrice: price.optional(),
      currency: z.enum(CURRENCIES, { message: 'errors:field.invalidOption' }).optional(),
      // The specification filters (docs/decisions/025-listing-specifications.md).
      minPowerW: specBound.optional(),
      maxPowerW: specBound.optional(),
      minCapacityAh: specBound.optional(),
      maxCapacityAh: specBound.optional(),
      minKwh: specBound.optional(),
      maxKwh: specBound.optional(),
      voltage: z.literal(SYSTEM_VOLTAGES, { message: 'errors:field.invalidOption' }).optional(),
      chemistry: z.enum(BATTERY_CHEMISTRIES, { message: 'errors:field.invalidOption' }).optional(),
      inverterKind: z.enum(INVERTER_KIND_FILTERS, { message: 'errors:field.invalidOption' }).optional(),
    },
    { message: 'errors:field.unknownField' },
  )
  .superRefine((f, ctx) => {
    for (const [min, max] of SPEC_RANGES) {
      const low = f[min];
      const high = f[max];
      if (low !== undefined && high !== undefined && low > high) ctx.addIssue({ code: 'custom', path: [max], message: 'errors:field.tooSmall' });
    }
    if (f.city && !(f.governorate && isCityInGovernorate(f.governorate, f.city))) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
    }
    if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'errors:field.tooSmall' });
    }
    // A search for everything would alert on every listing: one filter at least.
    if (!Object.entries(f).some(([key, value]) => key !== 'currency' && value !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'alerts:errors.emptySearch' });
    }
  });
export type SavedSearchFilters = z.output<typeof SavedSearchFiltersSchema>;

const nameField = singleLineText({ min: 1, max: 80, required: 'alerts:errors.nameRequired' });
const frequency = z.enum(ALERT_FREQUENCIES, { message: 'errors:field.invalidOption' });
const channel = z.enum(ALERT_CHANNELS, { message: 'errors:field.invalidOption' });

/** Saving a search: the name is made from the filters in the caller's language when not given. */
export const CreateSavedSearchBodySchema = z.strictObject(
  { filters: SavedSearchFiltersSchema, name: nameField.optional(), frequency: frequency.optional(), channel: channel.optional() },
  { message: 'errors:field.unknownField' },
);
export type CreateSavedSearchBody = z.input<typeof CreateSavedSearchBodySchema>;

export const UpdateSavedSearchBodySchema = z
  .strictObject({ name: nameField.optional(), frequency: frequency.optional(), channel: channel.optional() }, { message: 'errors:field.unknownField' })
  .refine((b) => b.name !== undefined || b.frequency !== undefined || b.channel !== undefined, { message: 'errors:field.required' });
export type UpdateSavedSearchBody = z.input<typeof UpdateSavedSearchBodySchema>;

export const SavedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: z.object({
    search_keyword: z.string().optional(),
    type: z.string().optional(),
    category: z.enum(FILTER_CATEGORY_IDS).optional(),
    brand: z.string().optional(),
    condition: z.enum(PRODUCT_CONDITIONS).optional(),
    governorate: z.string().optional(),
    city: z.string().optional(),
    minPrice: z.number().optional(),
    maxPrice: z.number().optional(),
    currency: z.enum(CURRENCIES).optional(),
    minPowerW: z.number().optional(),
    maxPowerW: z.number().optional(),
    minCapacityAh: z.number().optional(),
    maxCapacityAh: z.number().optional(),
    minKwh: z.number().optional(),
    maxKwh: z.number().optional(),
    voltage: z.number().optional(),
    chemistry: z.enum(BATTERY_CHEMISTRIES).optional(),
    inverterKind: z.enum(INVERTER_KIND_FILTERS).optional(),
  }),
  frequency: frequency,
  channel: channel,
  /** Public listings matching it that became public since its owner last ran it (at most 99; `newCountCapped` past that). */
  newCount: z.number().int(),
  newCountCapped: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** Price drops on liked listings: how often and where (one setting per account). */
export const FavouritesAlertSchema = z.object({ frequency, channel });
export type FavouritesAlert = z.infer<typeof FavouritesAlertSchema>;

export const SavedSearchListSchema = z.object({
  searches: z.array(SavedSearchSchema),
  limit: z.number().int(),
  favourites: FavouritesAlertSchema,
  /** An admin stopped this account's alerts: nothing is sent whatever the settings say. */
  alertsStopped: z.boolean(),
  /** Buyers' requests near where the user sells (issue #44): told unless the user stopped them (a notice's one-tap link, or here). */
  wantedNotices: z.boolean(),
  /** Where each channel's alerts go, masked: the account's phone (`+967 ••• ••• 456`) and e-mail (`b•••@example.com`). */
  destinations: z.object({ sms: z.string(), email: z.string() }),
});
export const SavedSearchListResponseSchema = successEnvelope(SavedSearchListSchema);
export const SavedSearchResponseSchema = successEnvelope(SavedSearchSchema);
export const FavouritesAlertBodySchema = z.strictObject(
  { frequency: frequency.optional(), channel: channel.optional() },
  { message: 'errors:field.unknownField' },
);
export const FavouritesAlertResponseSchema = successEnvelope(FavouritesAlertSchema);
export const WantedNoticesBodySchema = z.strictObject({ on: z.boolean({ message: 'errors:field.invalid' }) }, { message: 'errors:field.unknownField' });
export const WantedNoticesResponseSchema = successEnvelope(z.object({ on: z.boolean() }));
export const SavedSearchIdParamsSchema = z.object({ id: z.string().max(64) });

/** What an unsubscribe link stops, shown before (and after) it is used, signed out. */
export const UnsubscribeSchema = z.object({ kind: z.enum(['search', 'favourites', 'wanted']), name: z.string().nullable(), frequency });
export const UnsubscribeResponseSchema = successEnvelope(UnsubscribeSchema);
export const UnsubscribeParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{45}$/, { message: 'errors:UNSUBSCRIBE_LINK_INVALID' }) });

