import { sql } from 'drizzle-orm';
import {
  boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, JOIN_REQUEST_TYPES } from '@solar/shared/reference/catalog';
import { createdAt, id, updatedAt, type ImageRef } from './columns.ts';
import { users } from './users.ts';

export interface Certification {
  name: string;
  issuedBy: string;
  issuedDate: string;
  expiryDate: string | null;
}

/** The last columns of an engineer and a shop: their search text, owner, author and times. */
const entryColumns = () => ({
  searchText: text('search_text').notNull().default(''),
  // The account an admin linked the entry to (phone or e-mail): its owner answers wanted requests as
  // the entry and hears of those in its governorate (docs/decisions/035-wanted-requests-and-offers.md).
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The indexes of those columns, named after the table: the typed search and the owner's entries. */
const entryIndexes = (table: string, t: { searchText: AnyPgColumn; ownerId: AnyPgColumn }) => [
  index(`${table}_search_trgm_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
  index(`${table}_owner_idx`).on(t.ownerId),
];

export const engineers = pgTable(
  'engineers',
  {
    id: id(),
    name: text('name').notNull(),
    profileImage: jsonb('profile_image').$type<ImageRef>(),
    isVerified: boolean('is_verified').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    phone: text('phone').notNull(),
    whatsappPhone: text('whatsapp_phone'),
    email: text('email'),
    notes: text('notes'),
    // Never in a public payload: admins' own remarks about the entry.
    adminNotes: text('admin_notes'),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    experienceYears: integer('experience_years').notNull().default(0),
    experienceDescription: text('experience_description').notNull().default(''),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    projectsCount: integer('projects_count').notNull().default(0),
    teamSize: integer('team_size'),
    responseTimeHours: integer('response_time_hours'),
    hourlyRate: numeric('hourly_rate', { precision: 12, scale: 2, mode: 'number' }),
    minimumCharge: numeric('minimum_charge', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('YER'),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    availabilityStatus: text('availability_status', { enum: ['available', 'busy', 'unavailable'] }).notNull().default('available'),
    workingDays: text('working_days').array().notNull().default(sql`'{}'::text[]`),
    workingHoursStart: text('working_hours_start'),
    workingHoursEnd: text('working_hours_end'),
    certifications: jsonb('certifications').$type<Certification[]>().notNull().default([]),
    portfolioImages: jsonb('portfolio_images').$type<ImageRef[]>().notNull().default([]),
    ...entryColumns(),
  },
  (t) => [
    index('engineers_list_idx').on(t.isFeatured.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('engineers_place_idx').on(t.governorate, t.city),
    index('engineers_experience_idx').on(t.experienceYears),
    index('engineers_services_idx').using('gin', t.services),
    index('engineers_specializations_idx').using('gin', t.specializations),
    ...entryIndexes('engineers', t),
  ],
);

export const shops = pgTable(
  'shops',
  {
    id: id(),
    name: text('name').notNull(),
    logo: jsonb('logo').$type<ImageRef>(),
    isVerified: boolean('is_verified').notNull().default(false),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    address: text('address'),
    phone: text('phone'),
    whatsappPhone: text('whatsapp_phone'),
    email: text('email'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull().default(''),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    workingDays: text('working_days').array().notNull().default(sql`'{}'::text[]`),
    socialMedia: jsonb('social_media').$type<{ facebook?: string; instagram?: string; twitter?: string }>().notNull().default({}),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    productCategories: text('product_categories').array().notNull().default(sql`'{}'::text[]`),
    establishedYear: integer('established_year'),
    licenseNumber: text('license_number'),
    website: text('website'),
    notes: text('notes'),
    paymentOptions: text('payment_options').array().notNull().default(sql`'{}'::text[]`),
    adminNotes: text('admin_notes'),
    ...entryColumns(),
  },
  (t) => [
    index('shops_list_idx').on(t.isVerified.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('shops_place_idx').on(t.governorate, t.city),
    index('shops_services_idx').using('gin', t.services),
    index('shops_brands_idx').using('gin', t.brands),
    index('shops_categories_idx').using('gin', t.productCategories),
    ...entryIndexes('shops', t),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<ImageRef>(),
    link: text('link'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    limitedOffer: boolean('limited_offer').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ads_active_created_idx').on(t.active, t.createdAt.desc().nullsFirst())],
);

export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    type: text('type', { enum: JOIN_REQUEST_TYPES }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    content: text('content'),
    status: text('status', { enum: ['new', 'handled', 'dismissed'] }).notNull().default('new'),
    ip: text('ip'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    // The engineer or shop an admin made from this request (either table, so no foreign key); cleared
    // when that entry is deleted, while the request stays handled.
    entryId: uuid('entry_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('join_requests_status_idx').on(t.status, t.createdAt),
    index('join_requests_email_type_idx').on(sql`lower(${t.email})`, t.type),
  ],
);

/** The three kinds of directory entry by name, so one query serves each (docs/contributing.md, "The API's request context, replies and directory kinds"). */
export const directoryEntries = { engineer: engineers, shop: shops, ad: ads } as const;
export type DirectoryEntryKind = keyof typeof directoryEntries;
export type DirectoryEntryRow<K extends DirectoryEntryKind> = (typeof directoryEntries)[K]['$inferSelect'];
export type DirectoryEntryInsert<K extends DirectoryEntryKind> = (typeof directoryEntries)[K]['$inferInsert'];
