import type { z } from 'zod';
import {
  AdInputSchema, AdminAdPageSchema, AdminAdResponseSchema, AdminEngineerPageSchema, AdminEngineerResponseSchema, AdminShopPageSchema,
  AdminShopResponseSchema, EngineerInputSchema, ShopInputSchema,
} from '@solar/shared/contract/admin-directory';
import type { ImageRef } from '../../db/schema/columns.ts';
import type { DirectoryEntryInsert, DirectoryEntryKind, DirectoryEntryRow } from '../../db/schema/directory.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { adSearchText, engineerSearchText, shopSearchText, type JoinRequestRow } from '../directory/directory.service.ts';
import { presentAdminAd, presentAdminEngineer, presentAdminShop } from './admin-directory.presenter.ts';

// The functions are methods so that one kind stands for any (AnyEntryKind): each is only ever called with
// its own kind's rows and bodies.

/**
 * One kind of directory entry as the console edits it, described once: the console's list, create, edit
 * and delete (service, routes, repository) read everything that differs between engineers, shops and ads
 * from here (docs/contributing.md, "A directory entry kind").
 */
export interface EntryKind<K extends DirectoryEntryKind, Input extends z.ZodType, Answer, Field extends string> {
  /** The table (db/schema/directory.ts), and the audit's target: its actions are `<kind>.create|update|delete`. */
  kind: K;
  /** The path of its routes under /admin. */
  path: string;
  /** The contract: what an admin sends, what one entry and a page of them answer. */
  schemas: { input: Input; answer: z.ZodType; page: z.ZodType };
  /** The join request an entry may be made from (and stops naming once the entry is deleted). */
  joinRequest?: JoinRequestRow['type'];
  present(store: ImageStore, row: DirectoryEntryRow<K>): Answer;
  /** Every picture the entry holds: one it no longer holds leaves storage. */
  images(row: DirectoryEntryRow<K>): (ImageRef | null)[];
  /** The body's picture URLs, field by field (each must be on the entry already or an upload of this admin). */
  pictures(body: z.output<Input>): Record<Field, string[]>;
  /** The row's columns from a valid body and its pictures (the service adds who and when). */
  columns(body: z.output<Input>, pictures: Record<Field, ImageRef[]>): Omit<DirectoryEntryInsert<K>, 'createdBy' | 'createdAt' | 'updatedAt'>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind, whatever its fields
export type AnyEntryKind = EntryKind<DirectoryEntryKind, z.ZodType, unknown, any>;

const single = (url: string | null) => (url ? [url] : []);
const optionalPhone = (phone: string | null) => (phone ? normalizePhone(phone) : null);

export const engineerKind = {
  kind: 'engineer',
  path: 'engineers',
  schemas: { input: EngineerInputSchema, answer: AdminEngineerResponseSchema, page: AdminEngineerPageSchema },
  joinRequest: 'engineer',
  present: presentAdminEngineer,
  images: (row) => [row.profileImage, ...row.portfolioImages],
  pictures: (body) => ({ profileImage: single(body.profileImage), portfolioImages: body.portfolioImages }),
  columns: (body, pictures) => ({
    name: body.name,
    profileImage: pictures.profileImage[0] ?? null,
    portfolioImages: pictures.portfolioImages,
    isVerified: body.isVerified,
    isFeatured: body.isFeatured,
    phone: normalizePhone(body.phone),
    whatsappPhone: optionalPhone(body.whatsappPhone),
    email: body.email,
    notes: body.notes,
    adminNotes: body.adminNotes,
    governorate: body.governorate,
    city: body.city,
    experienceYears: body.experienceYears,
    experienceDescription: body.experienceDescription,
    rating: body.rating,
    projectsCount: body.projectsCount,
    teamSize: body.teamSize,
    responseTimeHours: body.responseTimeHours,
    hourlyRate: body.hourlyRate,
    minimumCharge: body.minimumCharge,
    currency: body.currency,
    services: body.services,
    specializations: body.specializations,
    availabilityStatus: body.availabilityStatus,
    workingDays: body.workingDays,
    workingHoursStart: body.workingHoursStart,
    workingHoursEnd: body.workingHoursEnd,
    certifications: body.certifications,
    searchText: engineerSearchText({
      names: [body.name],
      descriptions: [body.experienceDescription],
      services: body.services,
      specializations: body.specializations,
      governorate: body.governorate,
      city: body.city,
    }),
  }),
} satisfies EntryKind<'engineer', typeof EngineerInputSchema, unknown, 'profileImage' | 'portfolioImages'>;

export const shopKind = {
  kind: 'shop',
  path: 'shops',
  schemas: { input: ShopInputSchema, answer: AdminShopResponseSchema, page: AdminShopPageSchema },
  joinRequest: 'shop',
  present: presentAdminShop,
  images: (row) => [row.logo, ...row.images],
  pictures: (body) => ({ logo: single(body.logo), images: body.images }),
  columns: (body, pictures) => {
    const { facebook, instagram, twitter } = body.socialMedia;
    return {
      name: body.name,
      logo: pictures.logo[0] ?? null,
      images: pictures.images,
      isVerified: body.isVerified,
      governorate: body.governorate,
      city: body.city,
      address: body.address,
      phone: optionalPhone(body.phone),
      whatsappPhone: optionalPhone(body.whatsappPhone),
      email: body.email,
      latitude: body.latitude,
      longitude: body.longitude,
      description: body.description,
      services: body.services,
      openTime: body.openTime,
      closeTime: body.closeTime,
      workingDays: body.workingDays,
      socialMedia: { ...(facebook ? { facebook } : {}), ...(instagram ? { instagram } : {}), ...(twitter ? { twitter } : {}) },
      brands: body.brands,
      productCategories: body.productCategories,
      paymentOptions: body.paymentOptions,
      establishedYear: body.establishedYear,
      licenseNumber: body.licenseNumber,
      website: body.website,
      notes: body.notes,
      adminNotes: body.adminNotes,
      searchText: shopSearchText({
        names: [body.name],
        descriptions: [body.description],
        address: body.address,
        services: body.services,
        brands: body.brands,
        governorate: body.governorate,
        city: body.city,
      }),
    };
  },
} satisfies EntryKind<'shop', typeof ShopInputSchema, unknown, 'logo' | 'images'>;

export const adKind = {
  kind: 'ad',
  path: 'ads',
  schemas: { input: AdInputSchema, answer: AdminAdResponseSchema, page: AdminAdPageSchema },
  present: presentAdminAd,
  images: (row) => [row.image],
  pictures: (body) => ({ image: single(body.image) }),
  columns: (body, pictures) => ({
    title: body.title,
    description: body.description,
    image: pictures.image[0] ?? null,
    link: body.link,
    phone: optionalPhone(body.phone),
    active: body.active,
    limitedOffer: body.limitedOffer,
    searchText: adSearchText({ titles: [body.title], descriptions: [body.description] }),
  }),
} satisfies EntryKind<'ad', typeof AdInputSchema, unknown, 'image'>;

/** The console's three kinds, in the order their routes are registered. */
export const ENTRY_KINDS = [engineerKind, shopKind, adKind] as const;
