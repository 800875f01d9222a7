import { z } from 'zod';
import { CURRENCIES } from '../reference/catalog.ts';
import { optionalReadablePhoneField, phoneField } from './phone.ts';
import { PagingQuerySchema, pageEnvelope, successEnvelope } from './common.ts';
import { REPORT_REASONS } from './products.ts';
import { ListingChangeSchema } from './review-changes.ts';
import { OwnProductSchema } from './selling.ts';
import { multiLineText } from './text.ts';

/** A listing in the admin console: the owner's view plus the seller's contact and what changed since review. */
export const AdminProductSchema = OwnProductSchema.extend({
  sellerContact: z.object({ email: z.string(), phone: z.string() }),
  isResubmission: z.boolean(),
  /** Fields that differ from what the last review saw (empty for a first review). */
  changedFields: z.array(z.string()),
  /** The same changes with their old and new values, labelled for the listing's type (review-changes.ts). */
  changes: z.array(ListingChangeSchema),
  /** The seller's edit this is; approve and reject send it back so an edit made meanwhile is not decided unseen. */
  version: z.number().int(),
  /**
   * An edit of a public listing (issue #46): the fields above are the edit's, and the approved version stays
   * public until this is approved; rejecting it leaves that version public.
   */
  isLiveEdit: z.boolean(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductPageSchema = pageEnvelope(AdminProductSchema);
export const AdminProductResponseSchema = successEnvelope(AdminProductSchema);

// The seller reads the reason, typed in a multi-line box: line breaks are kept.
export const ReasonBodySchema = z.object({
  reason: multiLineText({ min: 3, max: 500, required: 'selling:errors.reasonRequired', tooLong: 'selling:errors.tooLong' }),
});
export const FeatureBodySchema = z.object({ featured: z.boolean({ message: 'errors:field.invalidType' }) });

export const DashboardSchema = z.object({
  pendingProducts: z.number().int(),
  resubmittedProducts: z.number().int(),
  openReports: z.number().int(),
  newJoinRequests: z.number().int(),
  users: z.number().int(),
  suspendedUsers: z.number().int(),
  listings: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), expired: z.number().int() }),
  /** Alert messages handed to their transport since midnight in Yemen, and those given up on after every retry. */
  alerts: z.object({ sentToday: z.number().int(), failedToday: z.number().int() }),
});
export const DashboardResponseSchema = successEnvelope(DashboardSchema);

/** Open reports gathered per listing. */
export const ReportGroupSchema = z.object({
  product: AdminProductSchema,
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  details: z.array(z.string()),
  lastReportedAt: z.string(),
});
export const ReportGroupPageSchema = pageEnvelope(ReportGroupSchema);
/** `POST /admin/products/:id/dismiss-reports`: how many open reports were closed. */
export const DismissReportsResponseSchema = successEnvelope(z.object({ dismissed: z.number().int() }));
export type DismissReportsResponse = z.infer<typeof DismissReportsResponseSchema>;

export const AdminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  /** «موثّق»: the admin's switch (docs/decisions/016-trust-badges.md). */
  isVerified: z.boolean(),
  /** The sign-up code came back; false for a sign-up still waiting for it. */
  phoneConfirmed: z.boolean(),
  isSuspended: z.boolean(),
  /** An admin stopped this user's saved-search and price-drop alerts. */
  alertsStopped: z.boolean(),
  listings: z.number().int(),
  createdAt: z.string(),
});
export const AdminUserPageSchema = pageEnvelope(AdminUserSchema);
export const AdminUserResponseSchema = successEnvelope(AdminUserSchema);
export const UserIdParamsSchema = z.object({ id: z.string().max(64) });
export const AdminUsersQuerySchema = PagingQuerySchema.extend({ q: z.string().trim().max(100).optional() });
export const VerifyUserBodySchema = z.object({ isVerified: z.boolean({ message: 'errors:field.invalidType' }) });
export const StopAlertsBodySchema = z.object({ alertsStopped: z.boolean({ message: 'errors:field.invalidType' }) });
export const SuspendUserBodySchema = z.object({ isSuspended: z.boolean({ message: 'errors:field.invalidType' }) });

const positiveRate = z.number({ message: 'errors:field.invalidType' }).positive({ message: 'errors:field.tooSmall' }).max(1e7, { message: 'errors:field.tooBig' });

/** Settings the console edits (calculator settings have their own route). */
export const AdminSettingsSchema = z.object({
  contact: z.object({
    // Shown as written in the header, so kept in the grouped international form its `tel:` link dials.
    phone: phoneField({ required: 'errors:field.required', invalid: 'auth:errors.phoneInvalid' }, 'international'),
    email: z.email({ message: 'errors:field.invalid' }),
    // The support WhatsApp of the contact page and footer (issue #17); empty when support has none.
    whatsapp: optionalReadablePhoneField('auth:errors.phoneInvalid'),
  }),
  exchangeRates: z
    .object(Object.fromEntries(CURRENCIES.map((c) => [c, positiveRate])) as Record<(typeof CURRENCIES)[number], typeof positiveRate>)
    .refine((r) => r.USD === 1, { message: 'errors:field.invalid', path: ['USD'] }),
  rejectionTemplates: z.array(multiLineText({ min: 3, max: 300, tooShort: 'errors:field.tooSmall' })).max(30),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;
export const AdminSettingsResponseSchema = successEnvelope(AdminSettingsSchema);
export const UpdateAdminSettingsBodySchema = AdminSettingsSchema.partial();

export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The record's title or name as it is now (a user: name and phone); null when it no longer exists. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export const AuditPageSchema = pageEnvelope(AuditEntrySchema);
export const AuditQuerySchema = PagingQuerySchema.extend({ targetType: z.string().max(40).optional() });
