import { z } from 'zod';
import {
  AVAILABILITY_STATUSES, CURRENCIES, ENGINEER_SPECIALIZATIONS, JOIN_REQUEST_TYPES, PAYMENT_OPTIONS, PRODUCT_TYPES,
  SERVICE_LABELS, SHOP_SERVICES, WEEK_DAYS,
} from '../reference/catalog.ts';
import { GOVERNORATE_IDS, isCityInGovernorate } from '../reference/locations.ts';
import { EmailSchema, NameSchema } from './auth.ts';
import { PhoneSchema, optionalPhoneField } from './phone.ts';
import { PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';
import { AdSchema, EngineerSchema, ShopSchema } from './directory.ts';
import { multiLineText, singleLineText } from './text.ts';

// The admin console's side of the directory: create, edit and delete engineers, shops and ads, and the
// inbox of join requests. Bodies are allowlists; pictures are the `fileUrl`s that `POST /uploads/image`
// returned to this admin (or the URLs the entry already shows, to keep them on an edit).

const invalidOption = { message: 'errors:field.invalidOption' };
const requiredText = (max: number) => singleLineText({ min: 1, max });
// Addresses and numbers are one line; descriptions and notes keep their line breaks.
const optionalText = (max: number) =>
  singleLineText({ max })
    .nullish()
    .transform((v) => v || null);
const optionalLongText = (max: number) =>
  multiLineText({ max })
    .nullish()
    .transform((v) => v || null);
const optionalPhone = optionalPhoneField('auth:errors.phoneInvalid');
const optionalEmail = EmailSchema.nullish().or(z.literal('')).transform((v) => v || null);
// Cleaned like text first: a bidi override inside a link would show one address and open another.
const optionalUrl = singleLineText({ max: 300 })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { message: 'errors:field.invalid' })
  .nullish()
  .transform((v) => v || null);
/** `HH:MM`, 24-hour. */
const clockTime = z
  .string({ message: 'errors:field.invalidType' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'errors:field.invalid' })
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null);
const whole = (min: number, max: number) =>
  z.number({ message: 'errors:field.invalidType' }).int({ message: 'errors:field.invalid' }).min(min, { message: 'errors:field.tooSmall' }).max(max, { message: 'errors:field.tooBig' });
const money = z.number({ message: 'errors:field.invalidType' }).positive({ message: 'errors:field.tooSmall' }).max(1e9, { message: 'errors:field.tooBig' }).nullable();
const imageUrl = z.string({ message: 'errors:field.invalidType' }).max(300, { message: 'errors:field.tooBig' });
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { message: 'errors:field.invalidType' }).max(max, { message: 'errors:field.tooBig' }).transform((v) => [...new Set(v)] as z.output<T>[]);

/** Most pictures an engineer's portfolio or a shop's gallery may hold. */
export const MAX_DIRECTORY_IMAGES = 10;

const placeFields = {
  governorate: z.enum(GOVERNORATE_IDS, { message: 'selling:errors.governorateRequired' }),
  city: z.string({ message: 'selling:errors.cityRequired' }).min(1, { message: 'selling:errors.cityRequired' }).max(60),
};
function cityInGovernorate(value: { governorate?: string; city?: string }, ctx: z.RefinementCtx) {
  if (value.governorate && value.city && !isCityInGovernorate(value.governorate, value.city)) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'errors:field.cityNotInGovernorate' });
  }
}

export const CertificationInputSchema = z.object({
  name: requiredText(120),
  issuedBy: requiredText(120),
  issuedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'errors:field.invalid' }),
  expiryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'errors:field.invalid' }).nullish().or(z.literal('')).transform((v) => v || null),
});

/** Every field an admin sets on an engineer; `joinRequestId` marks that request handled in the same step. */
export const EngineerInputSchema = z
  .object({
    name: NameSchema,
    phone: PhoneSchema,
    whatsappPhone: optionalPhone,
    email: optionalEmail,
    ...placeFields,
    experienceYears: whole(0, 60),
    experienceDescription: optionalLongText(1000).transform((v) => v ?? ''),
    rating: z.number({ message: 'errors:field.invalidType' }).min(0, { message: 'errors:field.tooSmall' }).max(5, { message: 'errors:field.tooBig' }).transform((v) => Math.round(v * 10) / 10),
    projectsCount: whole(0, 100_000),
    teamSize: whole(1, 10_000).nullable(),
    responseTimeHours: whole(1, 720).nullable(),
    hourlyRate: money,
    minimumCharge: money,
    currency: z.enum(CURRENCIES, invalidOption),
    services: uniqueList(z.enum(SERVICE_LABELS, invalidOption), SERVICE_LABELS.length),
    specializations: uniqueList(z.enum(ENGINEER_SPECIALIZATIONS, invalidOption), ENGINEER_SPECIALIZATIONS.length),
    availabilityStatus: z.enum(AVAILABILITY_STATUSES, invalidOption),
    workingDays: uniqueList(z.enum(WEEK_DAYS, invalidOption), 7),
    workingHoursStart: clockTime,
    workingHoursEnd: clockTime,
    certifications: z.array(CertificationInputSchema).max(20, { message: 'errors:field.tooBig' }),
    notes: optionalLongText(2000),
    adminNotes: optionalLongText(2000),
    isVerified: z.boolean({ message: 'errors:field.invalidType' }),
    isFeatured: z.boolean({ message: 'errors:field.invalidType' }),
    profileImage: imageUrl.nullable(),
    portfolioImages: z.array(imageUrl).max(MAX_DIRECTORY_IMAGES, { message: 'errors:field.tooBig' }),
    joinRequestId: z.uuid({ message: 'errors:field.invalid' }).optional(),
  })
  .superRefine(cityInGovernorate);
export type EngineerInput = z.input<typeof EngineerInputSchema>;
export type EngineerInputParsed = z.output<typeof EngineerInputSchema>;

/** Every field an admin sets on a shop. */
export const ShopInputSchema = z
  .object({
    name: NameSchema,
    ...placeFields,
    address: optionalText(200),
    phone: optionalPhone,
    whatsappPhone: optionalPhone,
    email: optionalEmail,
    latitude: z.number({ message: 'errors:field.invalidType' }).min(12, { message: 'errors:field.tooSmall' }).max(19, { message: 'errors:field.tooBig' }).nullable(),
    longitude: z.number({ message: 'errors:field.invalidType' }).min(41, { message: 'errors:field.tooSmall' }).max(55, { message: 'errors:field.tooBig' }).nullable(),
    description: optionalLongText(2000).transform((v) => v ?? ''),
    services: uniqueList(z.enum(SHOP_SERVICES, invalidOption), SHOP_SERVICES.length),
    openTime: clockTime,
    closeTime: clockTime,
    workingDays: uniqueList(z.enum(WEEK_DAYS, invalidOption), 7),
    socialMedia: z.object({ facebook: optionalUrl, instagram: optionalUrl, twitter: optionalUrl }),
    brands: uniqueList(singleLineText({ min: 1, max: 60 }), 30),
    /** Product types the shop sells (`Battery`, `Panel`…), as the shop filter's category matches them. */
    productCategories: uniqueList(z.enum(PRODUCT_TYPES, invalidOption), PRODUCT_TYPES.length),
    paymentOptions: uniqueList(z.enum(PAYMENT_OPTIONS, invalidOption), PAYMENT_OPTIONS.length),
    establishedYear: whole(1950, 2100).nullable(),
    licenseNumber: optionalText(60),
    website: optionalUrl,
    notes: optionalLongText(2000),
    adminNotes: optionalLongText(2000),
    isVerified: z.boolean({ message: 'errors:field.invalidType' }),
    logo: imageUrl.nullable(),
    images: z.array(imageUrl).max(MAX_DIRECTORY_IMAGES, { message: 'errors:field.tooBig' }),
    joinRequestId: z.uuid({ message: 'errors:field.invalid' }).optional(),
  })
  .superRefine(cityInGovernorate)
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: 'errors:field.required' });
    }
  });
export type ShopInput = z.input<typeof ShopInputSchema>;
export type ShopInputParsed = z.output<typeof ShopInputSchema>;

/** Every field an admin sets on a shop ad. */
export const AdInputSchema = z.object({
  title: requiredText(120),
  description: optionalLongText(1000).transform((v) => v ?? ''),
  image: imageUrl.nullable(),
  link: optionalUrl,
  phone: optionalPhone,
  active: z.boolean({ message: 'errors:field.invalidType' }),
  limitedOffer: z.boolean({ message: 'errors:field.invalidType' }),
});
export type AdInput = z.input<typeof AdInputSchema>;
export type AdInputParsed = z.output<typeof AdInputSchema>;

/** An entry as the console edits it: the public shape plus the admins' own notes. */
/** The account an engineer or shop is linked to: its owner answers wanted requests as the entry. */
export const EntryOwnerSchema = z.object({ _id: z.string(), name: z.string(), phone: z.string(), email: z.string() });
export type EntryOwner = z.infer<typeof EntryOwnerSchema>;
/** Links an entry to the account with this phone number or e-mail. */
export const LinkOwnerBodySchema = z.strictObject(
  { account: z.string({ message: 'errors:field.required' }).trim().min(3, { message: 'errors:field.required' }).max(254, { message: 'errors:field.tooBig' }) },
  { message: 'errors:field.unknownField' },
);
export const EntryOwnerResponseSchema = successEnvelope(z.object({ owner: EntryOwnerSchema.nullable() }));

export const AdminEngineerSchema = EngineerSchema.extend({ adminNotes: z.string().nullable(), updatedAt: z.string(), owner: EntryOwnerSchema.nullable() });
export type AdminEngineer = z.infer<typeof AdminEngineerSchema>;
export const AdminShopSchema = ShopSchema.extend({ adminNotes: z.string().nullable(), updatedAt: z.string(), owner: EntryOwnerSchema.nullable() });
export type AdminShop = z.infer<typeof AdminShopSchema>;
export const AdminAdSchema = AdSchema.extend({ updatedAt: z.string() });
export type AdminAd = z.infer<typeof AdminAdSchema>;

export const AdminEngineerResponseSchema = successEnvelope(AdminEngineerSchema);
export const AdminShopResponseSchema = successEnvelope(AdminShopSchema);
export const AdminAdResponseSchema = successEnvelope(AdminAdSchema);
export const AdminEngineerPageSchema = pageEnvelope(AdminEngineerSchema);
export const AdminShopPageSchema = pageEnvelope(AdminShopSchema);
export const AdminAdPageSchema = pageEnvelope(AdminAdSchema);
export const DeletedResponseSchema = successEnvelope(z.object({ _id: z.string() }));

/** Console lists: newest first, optional search over the same text as the public search (ads: inactive too). */
export const AdminDirectoryQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(100, { message: 'errors:field.tooBig' }).optional().transform((v) => v || undefined),
});
export type AdminDirectoryQuery = z.output<typeof AdminDirectoryQuerySchema>;

export const JOIN_REQUEST_STATUSES = ['new', 'handled', 'dismissed'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A join request as the inbox lists it; `entryId` names the engineer or shop made from it, if any. */
export const AdminJoinRequestSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  type: z.enum(JOIN_REQUEST_TYPES),
  phoneNumber: z.string(),
  content: z.string().nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  handledAt: z.string().nullable(),
  entryId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminJoinRequest = z.infer<typeof AdminJoinRequestSchema>;
export const AdminJoinRequestPageSchema = pageEnvelope(AdminJoinRequestSchema);
export const AdminJoinRequestResponseSchema = successEnvelope(AdminJoinRequestSchema);
export const AdminJoinRequestsQuerySchema = PagingQuerySchema.extend({
  status: z.enum(JOIN_REQUEST_STATUSES, invalidOption).default('new'),
  type: z.enum(JOIN_REQUEST_TYPES, invalidOption).optional(),
});
/** Mark a request handled or dismissed (or back to new, to undo a slip). */
export const JoinRequestStatusBodySchema = z.object({ status: z.enum(JOIN_REQUEST_STATUSES, invalidOption) });

/** The fields of a new engineer's form, filled from a join request (the admin completes the rest). */
export function engineerDraftFromJoinRequest(request: Pick<AdminJoinRequest, '_id' | 'fullName' | 'email' | 'phoneNumber' | 'content'>) {
  return { joinRequestId: request._id, name: request.fullName, email: request.email, phone: request.phoneNumber, whatsappPhone: request.phoneNumber, experienceDescription: request.content ?? '' };
}

/** The fields of a new shop's form, filled from a join request. */
export function shopDraftFromJoinRequest(request: Pick<AdminJoinRequest, '_id' | 'fullName' | 'email' | 'phoneNumber' | 'content'>) {
  return { joinRequestId: request._id, name: request.fullName, email: request.email, phone: request.phoneNumber, whatsappPhone: request.phoneNumber, description: request.content ?? '' };
}
