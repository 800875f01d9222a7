import type { z } from 'zod';
import {
  AdInputSchema, AdminAdPageSchema, AdminAdResponseSchema, AdminEngineerPageSchema, AdminEngineerResponseSchema, AdminShopPageSchema,
  AdminShopResponseSchema, EngineerInputSchema, ShopInputSchema,
} from '@solar/shared/contract/admin-directory';
import { routes, type ApiRoute } from '@solar/shared/contract/routes';
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
 * from here (docs/contributing.md, "The API's request context, replies and directory kinds").
 */
export interface EntryKind<K extends DirectoryEntryKind, Input extends z.ZodType, Answer, Field extends string> {
  /** The table (db/schema/directory.ts), and the audit's target: its actions are `<kind>.create|update|delete`. */
  kind: K;
  /** Its console routes (contract/routes.ts): the list, create, read, edit and delete. */
  routes: { list: ApiRoute; create: ApiRoute; one: ApiRoute; update: ApiRoute; remove: ApiRoute };
  /** The contract: what an admin sends, what one entry and a page of them answer. */
  schemas: { input: Input; answer: z.ZodType; page: z.ZodType };
  /** Engineers and shops: the routes that link the entry to a user account and unlink it. */
  owners?: { link: ApiRoute; unlink: ApiRoute };
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

/** Any of the kinds below, as the one implementation takes them. */
export type AnyEntryKind = EntryKind<DirectoryEntryKind, z.ZodType, unknown, string>;

const single = (url: string | null) => (url ? [url] : []);
const optionalPhone = (phone: string | null) => (phone ? normalizePhone(phone) : null);
/** The fields a row stores just as the admin sent them. */
function copied<T extends object, F extends keyof T>(body: T, fields: readonly F[]): Pick<T, F> {
  return Object.fromEntries(fields.map((field) => [field, body[field]])) as Pick<T, F>;
}

export const engineerKind = {
  kind: 'engineer',
  routes: { list: routes.admin.engineers, create: routes.admin.createEngineer, one: routes.admin.engineer, update: routes.admin.updateEngineer, remove: routes.admin.deleteEngineer },
  joinRequest: 'engineer', present: presentAdminEngineer,
  owners: { link: routes.admin.linkEngineerOwner, unlink: routes.admin.unlinkEngineerOwner },
  schemas: { input: EngineerInputSchema, answer: AdminEngineerResponseSchema, page: AdminEngineerPageSchema },
  images: (row) => [row.profileImage, ...row.portfolioImages],
  pictures: (body) => ({ profileImage: single(body.profileImage), portfolioImages: body.portfolioImages }),
  columns: (body, pictures) => ({
    ...copied(body, [
      'name', 'isVerified', 'isFeatured', 'email', 'notes', 'adminNotes', 'governorate', 'city', 'experienceYears', 'experienceDescription',
      'rating', 'projectsCount', 'teamSize', 'responseTimeHours', 'hourlyRate', 'minimumCharge', 'currency', 'services', 'specializations',
      'availabilityStatus', 'workingDays', 'workingHoursStart', 'workingHoursEnd', 'certifications',
    ]),
    profileImage: pictures.profileImage[0] ?? null,
    portfolioImages: pictures.portfolioImages,
    phone: normalizePhone(body.phone),
    whatsappPhone: optionalPhone(body.whatsappPhone),
    searchText: engineerSearchText({ ...body, names: [body.name], descriptions: [body.experienceDescription] }),
  }),
} satisfies EntryKind<'engineer', typeof EngineerInputSchema, unknown, 'profileImage' | 'portfolioImages'>;

export const shopKind = {
  kind: 'shop',
  routes: { list: routes.admin.shops, create: routes.admin.createShop, one: routes.admin.shop, update: routes.admin.updateShop, remove: routes.admin.deleteShop },
  joinRequest: 'shop', present: presentAdminShop,
  owners: { link: routes.admin.linkShopOwner, unlink: routes.admin.unlinkShopOwner },
  schemas: { input: ShopInputSchema, answer: AdminShopResponseSchema, page: AdminShopPageSchema },
  images: (row) => [row.logo, ...row.images],
  pictures: (body) => ({ logo: single(body.logo), images: body.images }),
  columns: (body, pictures) => {
    const { facebook, instagram, twitter } = body.socialMedia;
    return {
      ...copied(body, [
        'name', 'isVerified', 'governorate', 'city', 'address', 'email', 'latitude', 'longitude', 'description', 'services', 'openTime',
        'closeTime', 'workingDays', 'brands', 'productCategories', 'paymentOptions', 'establishedYear', 'licenseNumber', 'website', 'notes',
        'adminNotes',
      ]),
      logo: pictures.logo[0] ?? null,
      images: pictures.images,
      phone: optionalPhone(body.phone),
      whatsappPhone: optionalPhone(body.whatsappPhone),
      socialMedia: { ...(facebook ? { facebook } : {}), ...(instagram ? { instagram } : {}), ...(twitter ? { twitter } : {}) },
      searchText: shopSearchText({ ...body, names: [body.name], descriptions: [body.description] }),
    };
  },
} satisfies EntryKind<'shop', typeof ShopInputSchema, unknown, 'logo' | 'images'>;

export const adKind = {
  kind: 'ad',
  routes: { list: routes.admin.ads, create: routes.admin.createAd, one: routes.admin.ad, update: routes.admin.updateAd, remove: routes.admin.deleteAd },
  present: presentAdminAd,
  schemas: { input: AdInputSchema, answer: AdminAdResponseSchema, page: AdminAdPageSchema },
  images: (row) => [row.image],
  pictures: (body) => ({ image: single(body.image) }),
  columns: (body, pictures) => ({
    ...copied(body, ['title', 'description', 'link', 'active', 'limitedOffer']),
    image: pictures.image[0] ?? null,
    phone: optionalPhone(body.phone),
    searchText: adSearchText({ titles: [body.title], descriptions: [body.description] }),
  }),
} satisfies EntryKind<'ad', typeof AdInputSchema, unknown, 'image'>;

/** The console's three kinds, in the order their routes are registered. */
export const ENTRY_KINDS = [engineerKind, shopKind, adKind] as const;
