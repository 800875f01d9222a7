import type {
  AdInputParsed, AdminDirectoryQuery, EngineerInputParsed, JoinRequestStatus, ShopInputParsed,
} from '@solar/shared/contract/admin-directory';
import { withTransaction, type Db } from '../../db/client.ts';
import type { ImageRef } from '../../db/schema/columns.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { translate } from '../../lib/messages.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { findEngineer, findShop, type AdRow, type EngineerRow, type JoinRequestRow, type ShopRow } from '../directory/directory.service.ts';
import { adSearchText, engineerSearchText, shopSearchText } from '../directory/directory.service.ts';
import type { AdminContext } from '../admin/admin.service.ts';
import { presentAdminAd, presentAdminEngineer, presentAdminJoinRequest, presentAdminShop } from './admin-directory.presenter.ts';
import * as repo from './admin-directory.repository.ts';
import { findOwnUploads, releaseImages, uploadKeyFromUrl } from '../uploads/uploads.service.ts';
import { pageOf } from '../../lib/page.ts';
import type { ErrorCode } from '@solar/shared/contract/error-codes';

// Engineers, shops and ads are curated by admins (docs/product-decisions.md section 3). Every write is one transaction
// with its audit entry; a picture an edit drops or a delete takes away leaves storage only once nothing
// references it any more, and only after the commit, so a rolled-back write never loses a file.

type Released = (keys: string[]) => Promise<void>;

/** Runs `work` in one transaction; the picture files it released are removed once that has committed. */
async function commit<T>(ctx: AdminContext, work: (tx: Db, release: Released) => Promise<T>): Promise<T> {
  const released: string[] = [];
  const result = await withTransaction(ctx.db, async (tx) => {
    return work(tx, async (keys) => {
      released.push(...(await releaseImages(tx, keys)));
    });
  });
  // The rows are gone for good; a file that cannot be removed now is only wasted space, not an error.
  await Promise.allSettled(released.map((key) => ctx.store.remove(key)));
  return result;
}


const keysOf = (images: (ImageRef | null)[]) => images.filter((i): i is ImageRef => i !== null).map((i) => i.key);
const droppedKeys = (before: (ImageRef | null)[], after: (ImageRef | null)[]) => {
  const kept = new Set(keysOf(after));
  return keysOf(before).filter((key) => !kept.has(key));
};
const optionalPhone = (phone: string | null) => (phone ? normalizePhone(phone) : null);

/**
 * The stored pictures behind a body's image URLs, field by field. A URL is accepted when its picture is
 * already on this entry (an edit keeps it) or is an upload of the acting admin; any other URL, someone
 * else's upload or a made-up one, refuses the whole body with the offending fields named.
 */
async function resolvePictures<F extends string>(ctx: AdminContext, tx: Db, fields: Record<F, string[]>, onEntry: (ImageRef | null)[]): Promise<Record<F, ImageRef[]>> {
  const current = new Map(onEntry.filter((i): i is ImageRef => i !== null).map((i) => [i.key, i]));
  const wanted = (Object.values(fields) as string[][]).flat().map((url) => uploadKeyFromUrl(ctx.store, url));
  const newKeys = [...new Set(wanted.filter((key): key is string => key !== undefined && !current.has(key)))];
  const uploads = new Map((await findOwnUploads(tx, ctx.actorId, newKeys)).map((u) => [u.key, { key: u.key, width: u.width, height: u.height }]));
  const errors: Record<string, string> = {};
  const resolved = {} as Record<F, ImageRef[]>;
  for (const [field, urls] of Object.entries(fields) as [F, string[]][]) {
    const refs: ImageRef[] = [];
    for (const url of urls) {
      const key = uploadKeyFromUrl(ctx.store, url);
      const ref = key ? (current.get(key) ?? uploads.get(key)) : undefined;
      if (!ref) errors[field] = translate(ctx.lang, 'UPLOAD_NOT_OWNED');
      else if (!refs.some((r) => r.key === ref.key)) refs.push(ref);
    }
    resolved[field] = refs;
  }
  if (Object.keys(errors).length) throw new AppError('UPLOAD_NOT_OWNED', 422, errors);
  return resolved;
}

const single = (url: string | null) => (url ? [url] : []);

// ── Join requests ──────────────────────────────────────────────────────────────────────────────────────

/** The request an entry is being made from, locked: it must exist, be of this type and still wait. */
async function claimJoinRequest(ctx: AdminContext, tx: Db, id: string, type: JoinRequestRow['type']) {
  const refuse = (code: ErrorCode, status: number) => new AppError(code, status, { joinRequestId: translate(ctx.lang, code) });
  const found = await repo.findJoinRequest(tx, id, true);
  if (!found) throw refuse('JOIN_REQUEST_NOT_FOUND', 404);
  if (found.request.type !== type) throw refuse('JOIN_REQUEST_TYPE_MISMATCH', 409);
  if (found.request.status !== 'new') throw refuse('JOIN_REQUEST_CLOSED', 409);
  return found;
}

async function changeJoinRequest(ctx: AdminContext, tx: Db, before: repo.JoinRequestWithHandler, status: JoinRequestStatus, entryId?: string) {
  const closed = status !== 'new';
  await repo.updateJoinRequest(tx, before.request.id, {
    status,
    handledBy: closed ? ctx.actorId : null,
    handledAt: closed ? ctx.now : null,
    ...(entryId ? { entryId } : {}),
  });
  const after = (await repo.findJoinRequest(tx, before.request.id))!;
  await writeAudit(tx, {
    actorId: ctx.actorId,
    action: 'joinRequest.status',
    targetType: 'joinRequest',
    targetId: before.request.id,
    before: presentAdminJoinRequest(before),
    after: presentAdminJoinRequest(after),
  }, ctx.now);
  return after;
}

export async function listJoinRequests(ctx: AdminContext, query: { status: JoinRequestStatus; type?: JoinRequestRow['type']; page: number; limit: number }) {
  const { rows, total } = await repo.listJoinRequests(ctx.db, query.status, query.type, query.page, query.limit);
  return pageOf(rows.map(presentAdminJoinRequest), total, query);
}

export async function getJoinRequest(ctx: AdminContext, id: string) {
  const found = isUuid(id) ? await repo.findJoinRequest(ctx.db, id) : undefined;
  if (!found) throw notFound();
  return presentAdminJoinRequest(found);
}

/** Marks a request handled or dismissed (by this admin, now), or back to new, which clears both. */
export async function setJoinRequestStatus(ctx: AdminContext, id: string, status: JoinRequestStatus) {
  if (!isUuid(id)) throw notFound();
  const result = await commit(ctx, async (tx) => {
    const before = await repo.findJoinRequest(tx, id, true);
    if (!before) throw notFound();
    // Asking for the status it already has changes nothing, so nothing is recorded either.
    if (before.request.status === status) return before;
    return changeJoinRequest(ctx, tx, before, status);
  });
  return presentAdminJoinRequest(result);
}

// ── Engineers ──────────────────────────────────────────────────────────────────────────────────────────

const engineerImages = (row: Pick<EngineerRow, 'profileImage' | 'portfolioImages'>) => [row.profileImage, ...row.portfolioImages];

async function engineerColumns(ctx: AdminContext, tx: Db, body: EngineerInputParsed, current: EngineerRow | null) {
  const pictures = await resolvePictures(ctx, tx, { profileImage: single(body.profileImage), portfolioImages: body.portfolioImages }, current ? engineerImages(current) : []);
  return {
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
    updatedAt: ctx.now,
  };
}

export async function listEngineers(ctx: AdminContext, query: AdminDirectoryQuery) {
  const { rows, total } = await repo.listEngineers(ctx.db, query.q, query.page, query.limit);
  return pageOf(rows.map((row) => presentAdminEngineer(ctx.store, row)), total, query);
}

export async function getEngineer(ctx: AdminContext, id: string) {
  const row = isUuid(id) ? await findEngineer(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return presentAdminEngineer(ctx.store, row);
}

/** A new engineer; with `joinRequestId`, that request becomes handled and names the entry, in the same step. */
export async function createEngineer(ctx: AdminContext, body: EngineerInputParsed) {
  const row = await commit(ctx, async (tx) => {
    const request = body.joinRequestId ? await claimJoinRequest(ctx, tx, body.joinRequestId, 'engineer') : undefined;
    const row = await repo.insertEngineer(tx, { ...(await engineerColumns(ctx, tx, body, null)), createdBy: ctx.actorId, createdAt: ctx.now });
    await writeAudit(tx, { actorId: ctx.actorId, action: 'engineer.create', targetType: 'engineer', targetId: row.id, after: presentAdminEngineer(ctx.store, row) }, ctx.now);
    if (request) await changeJoinRequest(ctx, tx, request, 'handled', row.id);
    return row;
  });
  return presentAdminEngineer(ctx.store, row);
}

/** Replaces every field of an engineer (a `joinRequestId` here means nothing and is ignored). */
export async function updateEngineer(ctx: AdminContext, id: string, body: EngineerInputParsed) {
  if (!isUuid(id)) throw notFound();
  const row = await commit(ctx, async (tx, release) => {
    const current = await repo.lockEngineer(tx, id);
    if (!current) throw notFound();
    const row = await repo.updateEngineer(tx, id, await engineerColumns(ctx, tx, body, current));
    await release(droppedKeys(engineerImages(current), engineerImages(row)));
    await writeAudit(tx, { actorId: ctx.actorId, action: 'engineer.update', targetType: 'engineer', targetId: id, before: presentAdminEngineer(ctx.store, current), after: presentAdminEngineer(ctx.store, row) }, ctx.now);
    return row;
  });
  return presentAdminEngineer(ctx.store, row);
}

export async function deleteEngineer(ctx: AdminContext, id: string) {
  if (!isUuid(id)) throw notFound();
  await commit(ctx, async (tx, release) => {
    const current = await repo.lockEngineer(tx, id);
    if (!current) throw notFound();
    await repo.deleteEngineer(tx, id);
    await repo.forgetEntry(tx, id);
    await release(keysOf(engineerImages(current)));
    await writeAudit(tx, { actorId: ctx.actorId, action: 'engineer.delete', targetType: 'engineer', targetId: id, before: presentAdminEngineer(ctx.store, current) }, ctx.now);
  });
  return { _id: id };
}

// ── Shops ──────────────────────────────────────────────────────────────────────────────────────────────

const shopImages = (row: Pick<ShopRow, 'logo' | 'images'>) => [row.logo, ...row.images];

async function shopColumns(ctx: AdminContext, tx: Db, body: ShopInputParsed, current: ShopRow | null) {
  const pictures = await resolvePictures(ctx, tx, { logo: single(body.logo), images: body.images }, current ? shopImages(current) : []);
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
    updatedAt: ctx.now,
  };
}

export async function listShops(ctx: AdminContext, query: AdminDirectoryQuery) {
  const { rows, total } = await repo.listShops(ctx.db, query.q, query.page, query.limit);
  return pageOf(rows.map((row) => presentAdminShop(ctx.store, row)), total, query);
}

export async function getShop(ctx: AdminContext, id: string) {
  const row = isUuid(id) ? await findShop(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return presentAdminShop(ctx.store, row);
}

/** A new shop; with `joinRequestId`, that request becomes handled and names the entry, in the same step. */
export async function createShop(ctx: AdminContext, body: ShopInputParsed) {
  const row = await commit(ctx, async (tx) => {
    const request = body.joinRequestId ? await claimJoinRequest(ctx, tx, body.joinRequestId, 'shop') : undefined;
    const row = await repo.insertShop(tx, { ...(await shopColumns(ctx, tx, body, null)), createdBy: ctx.actorId, createdAt: ctx.now });
    await writeAudit(tx, { actorId: ctx.actorId, action: 'shop.create', targetType: 'shop', targetId: row.id, after: presentAdminShop(ctx.store, row) }, ctx.now);
    if (request) await changeJoinRequest(ctx, tx, request, 'handled', row.id);
    return row;
  });
  return presentAdminShop(ctx.store, row);
}

/** Replaces every field of a shop (a `joinRequestId` here means nothing and is ignored). */
export async function updateShop(ctx: AdminContext, id: string, body: ShopInputParsed) {
  if (!isUuid(id)) throw notFound();
  const row = await commit(ctx, async (tx, release) => {
    const current = await repo.lockShop(tx, id);
    if (!current) throw notFound();
    const row = await repo.updateShop(tx, id, await shopColumns(ctx, tx, body, current));
    await release(droppedKeys(shopImages(current), shopImages(row)));
    await writeAudit(tx, { actorId: ctx.actorId, action: 'shop.update', targetType: 'shop', targetId: id, before: presentAdminShop(ctx.store, current), after: presentAdminShop(ctx.store, row) }, ctx.now);
    return row;
  });
  return presentAdminShop(ctx.store, row);
}

export async function deleteShop(ctx: AdminContext, id: string) {
  if (!isUuid(id)) throw notFound();
  await commit(ctx, async (tx, release) => {
    const current = await repo.lockShop(tx, id);
    if (!current) throw notFound();
    await repo.deleteShop(tx, id);
    await repo.forgetEntry(tx, id);
    await release(keysOf(shopImages(current)));
    await writeAudit(tx, { actorId: ctx.actorId, action: 'shop.delete', targetType: 'shop', targetId: id, before: presentAdminShop(ctx.store, current) }, ctx.now);
  });
  return { _id: id };
}

// ── Ads ────────────────────────────────────────────────────────────────────────────────────────────────

async function adColumns(ctx: AdminContext, tx: Db, body: AdInputParsed, current: AdRow | null) {
  const pictures = await resolvePictures(ctx, tx, { image: single(body.image) }, current ? [current.image] : []);
  return {
    title: body.title,
    description: body.description,
    image: pictures.image[0] ?? null,
    link: body.link,
    phone: optionalPhone(body.phone),
    active: body.active,
    limitedOffer: body.limitedOffer,
    searchText: adSearchText({ titles: [body.title], descriptions: [body.description] }),
    updatedAt: ctx.now,
  };
}

export async function listAds(ctx: AdminContext, query: AdminDirectoryQuery) {
  const { rows, total } = await repo.listAds(ctx.db, query.q, query.page, query.limit);
  return pageOf(rows.map((row) => presentAdminAd(ctx.store, row)), total, query);
}

export async function getAd(ctx: AdminContext, id: string) {
  const row = isUuid(id) ? await repo.findAd(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return presentAdminAd(ctx.store, row);
}

export async function createAd(ctx: AdminContext, body: AdInputParsed) {
  const row = await commit(ctx, async (tx) => {
    const row = await repo.insertAd(tx, { ...(await adColumns(ctx, tx, body, null)), createdBy: ctx.actorId, createdAt: ctx.now });
    await writeAudit(tx, { actorId: ctx.actorId, action: 'ad.create', targetType: 'ad', targetId: row.id, after: presentAdminAd(ctx.store, row) }, ctx.now);
    return row;
  });
  return presentAdminAd(ctx.store, row);
}

export async function updateAd(ctx: AdminContext, id: string, body: AdInputParsed) {
  if (!isUuid(id)) throw notFound();
  const row = await commit(ctx, async (tx, release) => {
    const current = await repo.lockAd(tx, id);
    if (!current) throw notFound();
    const row = await repo.updateAd(tx, id, await adColumns(ctx, tx, body, current));
    await release(droppedKeys([current.image], [row.image]));
    await writeAudit(tx, { actorId: ctx.actorId, action: 'ad.update', targetType: 'ad', targetId: id, before: presentAdminAd(ctx.store, current), after: presentAdminAd(ctx.store, row) }, ctx.now);
    return row;
  });
  return presentAdminAd(ctx.store, row);
}

export async function deleteAd(ctx: AdminContext, id: string) {
  if (!isUuid(id)) throw notFound();
  await commit(ctx, async (tx, release) => {
    const current = await repo.lockAd(tx, id);
    if (!current) throw notFound();
    await repo.deleteAd(tx, id);
    await release(keysOf([current.image]));
    await writeAudit(tx, { actorId: ctx.actorId, action: 'ad.delete', targetType: 'ad', targetId: id, before: presentAdminAd(ctx.store, current) }, ctx.now);
  });
  return { _id: id };
}
