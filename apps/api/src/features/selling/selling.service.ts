import type { CreateProductBody, UpdateProductBody } from '@solar/shared/contract/selling';
import { specKindOf, specsProblem } from '@solar/shared/contract/product-specs';
import { specsFromText } from '@solar/shared/domain/specs-from-text';
import { LISTING_FIELDS, LISTING_FIELD_NAMES, REVIEWED_LISTING_FIELDS, pickListingFields } from '@solar/shared/contract/listing-fields';
import { LIMITS } from '@solar/shared/reference/limits';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { getRatesPerUsd } from '../settings/settings.service.ts';
import { deleteOrphanProductUploads, findOwnUploads, uploadKeyFromUrl } from '../uploads/uploads.service.ts';
import { findProductWithSeller, isPublicListing, likesOf, productSearchColumns, type ProductWithSeller } from '../products/products.service.ts';
import { presentOwnProduct, withEdit } from './selling.presenter.ts';
import * as repo from './selling.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import { recordPublishedPrice } from '../alerts/alerts.service.ts';
import type { UserContext } from '../../lib/request-context.ts';

export { presentOwnProduct, withEdit } from './selling.presenter.ts';
export type { ProductEdit } from './selling.repository.ts';

const DAY = 86_400_000;
const RENEW_WINDOW_DAYS = 7;

/** What the seller's services read of the request (lib/request-context.ts): the seller is `userId`. */
export type SellingContext = Pick<UserContext, 'db' | 'shared' | 'store' | 'now' | 'lang' | 'userId'>;

/** The uploads behind the image URLs: each must be this user's and not illustrate another listing. */
async function resolveImages(ctx: SellingContext, db: Db, urls: string[], productId: string | null) {
  const keys = urls.map((u) => uploadKeyFromUrl(ctx.store, u));
  const found = keys.every(Boolean) ? await findOwnUploads(db, ctx.userId, keys as string[]) : [];
  if (found.length !== urls.length || new Set(keys).size !== keys.length) {
    throw new AppError('UPLOAD_NOT_OWNED', 422, { images: translate(ctx.lang, 'UPLOAD_NOT_OWNED') });
  }
  if (await repo.uploadsUsedElsewhere(db, found.map((u) => u.id), productId)) {
    throw new AppError('IMAGE_IN_USE', 422, { images: translate(ctx.lang, 'IMAGE_IN_USE') });
  }
  return found.map((u) => u.id);
}

async function ownOrNotFound(ctx: SellingContext, db: Db, id: string) {
  // Someone else's listing answers exactly like a missing one: ids reveal nothing.
  const row = isUuid(id) ? await repo.findOwnProduct(db, ctx.userId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** What no listing costs: the USD column holds less, and a price past it is a typo (a 500 before). */
const MAX_PRICE_USD = 1e9;

/** A price in US dollars at the admin's rate, refused in the caller's language past what any listing costs. */
function priceInUsd(ctx: Pick<SellingContext, 'lang'>, price: number, ratePerUsd: number): number {
  const usd = price / ratePerUsd;
  if (!(usd < MAX_PRICE_USD)) throw new AppError('VALIDATION_FAILED', 422, { price: translate(ctx.lang, 'selling:errors.priceTooHigh') });
  return usd;
}

export async function createProduct(ctx: SellingContext, body: CreateProductBody, idempotencyKey: string | undefined) {
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `post-product:user:${ctx.userId}`, limit: 30, windowSeconds: 86_400 }]);
  const rates = await getRatesPerUsd(ctx.db);
  // A posting without specifications (docs/product-brief.md section 3 has none) gets those its own words
  // state plainly, as older listings did at start-up; otherwise none, and no specification filter finds it.
  const specs = body.specs ?? specsFromText(body);
  const { id, created } = await withTransaction(ctx.db, async (tx) => {
    if (idempotencyKey) {
      const claim = await repo.claimIdempotencyKey(tx, ctx.userId, 'post-product', idempotencyKey);
      if (!claim.claimed && claim.resourceId) return { id: claim.resourceId, created: false };
    }
    const uploadIds = await resolveImages(ctx, tx, body.images, null);
    const productId = await repo.insertProduct(tx, {
      userId: ctx.userId,
      ...pickListingFields(body),
      price: body.price,
      currency: body.currency,
      priceUsd: priceInUsd(ctx, body.price, rates[body.currency]),
      isNegotiable: body.isNegotiable,
      governorate: body.governorate,
      city: body.city,
      phone: body.phone,
      whatsappPhone: body.whatsappPhone,
      specifications: cleanSpecifications(body.specifications),
      specs,
      ...productSearchColumns({ ...body, specs }),
      status: 'pending',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await repo.replaceImages(tx, productId, uploadIds);
    if (idempotencyKey) await repo.settleIdempotencyKey(tx, ctx.userId, 'post-product', idempotencyKey, productId);
    return { id: productId, created: true };
  });
  const row = await ownOrNotFound(ctx, ctx.db, id);
  return { created, message: translate(ctx.lang, 'selling:messages.sentForReview'), data: await presentOwn(ctx, row) };
}

function cleanSpecifications(specs: CreateProductBody['specifications']) {
  return Object.fromEntries(Object.entries(specs).filter(([, v]) => v)) as Record<string, string>;
}

/** Own listings as their owner sees them, each with its edit waiting for review (one query for all). */
async function presentOwnRows(ctx: Pick<SellingContext, 'db' | 'store' | 'now'>, rows: ProductWithSeller[]) {
  const edits = await repo.findEdits(ctx.db, rows.map((r) => r.product.id));
  return rows.map((r) => presentOwnProduct(ctx.store, r, ctx.now, edits.get(r.product.id)));
}

/** One own listing as its owner sees it. */
export async function presentOwn(ctx: Pick<SellingContext, 'db' | 'store' | 'now'>, row: ProductWithSeller) {
  return (await presentOwnRows(ctx, [row]))[0]!;
}

export async function listOwnProducts(ctx: SellingContext, page: number, limit: number) {
  const { rows, total } = await repo.listOwnProducts(ctx.db, ctx.userId, page, limit);
  return pageOf(await presentOwnRows(ctx, rows), total, { page, limit });
}

/** The edits of these listings (waiting for review or rejected), by listing id. */
export const findListingEdits = (db: Db, productIds: string[]) => repo.findEdits(db, productIds);

/**
 * An approved edit becomes the listing (inside the review's transaction, after its version check): its
 * pictures replace the live ones and the edit is gone. Pictures it dropped are left to the clean-up,
 * which deletes unused uploads and their files.
 */
export async function publishListingEdit(tx: Db, productId: string, edit: repo.ProductEdit) {
  if (edit.imagesChanged) await repo.publishPendingImages(tx, productId);
  await repo.deleteEdit(tx, productId);
}

/** A rejected edit stays, with its reason, for the seller to fix; the approved version stays public. */
export const rejectListingEdit = (tx: Db, productId: string, reason: string) => repo.rejectEdit(tx, productId, reason);

/** Forgets a listing's edit (a take-down); its pictures' uploads are left to the clean-up. */
export async function discardListingEdit(tx: Db, productId: string) {
  await repo.deleteEdit(tx, productId);
}

// docs/product-decisions.md section 3: price, currency, negotiable and on/off changes of an approved listing stay
// live; anything a buyer reads as the listing itself (text, pictures, type, brand, place, contact)
// is reviewed first. A described field says which it is (contract/listing-fields.ts).
const LIVE_FIELDS = new Set<string>(['price', 'currency', 'isNegotiable', 'isActive', ...LISTING_FIELDS.filter((field) => !field.reviewed).map((field) => field.name)]);
// What `specsFromText` reads of a listing.
const WORDS_READ_FOR_SPECS = ['type', 'name', 'model', 'brand', 'description', 'specifications'] as const;
// The columns an edit sets as sent; pictures, specifications and structured specs are compared below.
const EDITED_COLUMNS = [...LISTING_FIELD_NAMES, 'price', 'currency', 'isNegotiable', 'governorate', 'city', 'phone', 'whatsappPhone', 'isActive'] as const;
// The columns an approved listing's edit holds until review (issue #46): every reviewed one.
const EDIT_COLUMNS = [...REVIEWED_LISTING_FIELDS, 'governorate', 'city', 'phone', 'whatsappPhone', 'specifications', 'specs'] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A seller's edit. A pending or rejected listing changes in place (a rejected one goes back to review).
 * An approved listing stays public as approved while a change buyers read as the listing waits for
 * review beside it (issue #46): price, currency, negotiable and on/off go live at once; the rest becomes
 * the listing's edit, which a second edit replaces (the seller edits on from it). Every change counts a
 * version, so a review of what the admin read before it is refused (decision 008).
 */
export async function updateProduct(ctx: SellingContext, id: string, body: UpdateProductBody) {
  const droppedKeys: string[] = [];
  const result = await withTransaction(ctx.db, async (tx) => {
    // Locked until the edit commits: an approval waits for it (and then finds a new version), and an
    // approval that came first is seen here, so the edit waits for review instead of going live.
    const current = isUuid(id) ? await repo.lockOwnProduct(tx, ctx.userId, id) : undefined;
    if (!current) throw notFound();
    const live = current.product;
    const isLive = live.status === 'approved';
    const edit = isLive ? (await repo.findEdits(tx, [live.id])).get(live.id) : undefined;
    // What the seller last wrote: the edit waiting for review over the approved version, if there is one.
    const p = edit ? withEdit(current, edit).product : live;
    const changes: Partial<repo.ProductInsert> = {};
    const changed = new Set<string>();
    const set = <K extends keyof repo.ProductInsert>(field: K, value: repo.ProductInsert[K]) => {
      changes[field] = value;
      changed.add(field);
    };
    for (const field of EDITED_COLUMNS) {
      const value = body[field];
      if (value !== undefined && value !== p[field]) set(field, value as never);
    }
    if (body.specifications !== undefined) {
      const next = cleanSpecifications(body.specifications);
      if (JSON.stringify(next) !== JSON.stringify(p.specifications)) set('specifications', next);
    }
    // Structured specifications follow the type: a type without them drops them, and what is stored must
    // fit the listing's type and condition after the edit (a spec change is reviewed, as text is).
    const type = body.type ?? p.type;
    let nextSpecs = body.specs !== undefined ? body.specs : p.specs?.kind === specKindOf(type) ? p.specs : null;
    // A listing left without them whose words change is read again, as a posting is; those words are all
    // reviewed, so the reading never sends to review an edit that would have stayed live.
    if (nextSpecs === null && body.specs === undefined && WORDS_READ_FOR_SPECS.some((field) => changed.has(field))) {
      nextSpecs = specsFromText({ ...p, ...changes });
    }
    const problem = specsProblem(type, body.condition ?? p.condition, nextSpecs);
    if (problem) throw new AppError('VALIDATION_FAILED', 422, { [problem.path.join('.')]: translate(ctx.lang, problem.message) });
    if (JSON.stringify(nextSpecs) !== JSON.stringify(p.specs ?? null)) set('specs', nextSpecs);
    // The pictures compared are those the seller last sent: the edit's when it changes them.
    const pendingImages = Boolean(edit?.imagesChanged);
    let nextUploads: string[] | undefined;
    if (body.images !== undefined) {
      const uploadIds = await resolveImages(ctx, tx, body.images, p.id);
      const before = await repo.currentUploadIds(tx, p.id, pendingImages);
      if (JSON.stringify(uploadIds) !== JSON.stringify(before)) {
        nextUploads = uploadIds;
        changed.add('images');
      }
    }
    if (changed.has('price') || changed.has('currency')) {
      const rates = await getRatesPerUsd(tx);
      changes.priceUsd = priceInUsd(ctx, Number(changes.price ?? p.price), rates[(changes.currency ?? p.currency) as keyof typeof rates]);
    }
    const needsReview = [...changed].some((f) => !LIVE_FIELDS.has(f));

    if (!isLive) {
      if (nextUploads) {
        const before = await repo.currentUploadIds(tx, p.id);
        await repo.replaceImages(tx, p.id, nextUploads);
        changes.updatedAt = ctx.now;
        droppedKeys.push(...(await deleteOrphanProductUploads(tx, before.filter((u) => !nextUploads.includes(u)))));
      }
      Object.assign(changes, productSearchColumns({ ...p, ...changes }));
      let message = 'selling:messages.updated';
      if (p.status === 'rejected') {
        Object.assign(changes, { status: 'pending', rejectionReason: null, adminReviewed: false, resubmittedAt: ctx.now });
        message = 'selling:messages.resubmitted';
      }
      if (changed.size || changes.status) await repo.updateProductVersion(tx, p.id, changes, ctx.now);
      return message;
    }

    // Approved: what buyers read as the listing waits for review; the approved version stays public.
    const liveChanges = Object.fromEntries(Object.entries(changes).filter(([field]) => LIVE_FIELDS.has(field) || field === 'priceUsd')) as Partial<repo.ProductInsert>;
    // Sending a rejected edit's fields again resubmits it, as editing a rejected listing does.
    const resubmits = edit?.status === 'rejected' && (body.images !== undefined || EDIT_COLUMNS.some((field) => body[field as keyof UpdateProductBody] !== undefined));
    let message = 'selling:messages.updated';
    let editChanged = false;
    if (needsReview || resubmits) {
      const merged = { ...p, ...changes };
      const fields = Object.fromEntries(EDIT_COLUMNS.map((field) => [field, merged[field] ?? null]));
      const imagesChanged = nextUploads !== undefined || pendingImages;
      const liveUploads = await repo.currentUploadIds(tx, p.id);
      const editUploads = nextUploads ?? (pendingImages ? await repo.currentUploadIds(tx, p.id, true) : liveUploads);
      const pendingBefore = pendingImages ? await repo.currentUploadIds(tx, p.id, true) : [];
      editChanged = true;
      if (EDIT_COLUMNS.every((field) => sameValue(fields[field], live[field])) && JSON.stringify(editUploads) === JSON.stringify(liveUploads)) {
        // Edited back to the approved version: nothing is left to review.
        await repo.deleteEdit(tx, p.id);
      } else {
        await repo.saveEdit(tx, { productId: p.id, fields, imagesChanged, status: 'pending', rejectionReason: null, submittedAt: ctx.now });
        if (nextUploads) await repo.replaceImages(tx, p.id, nextUploads, true);
        message = 'selling:messages.editPending';
      }
      // Pictures only the replaced edit used are no one's now.
      const kept = new Set([...liveUploads, ...(nextUploads ?? pendingBefore)]);
      droppedKeys.push(...(await deleteOrphanProductUploads(tx, pendingBefore.filter((u) => !kept.has(u)))));
    }
    if (Object.keys(liveChanges).length) Object.assign(liveChanges, productSearchColumns({ ...live, ...liveChanges }));
    if (Object.keys(liveChanges).length || editChanged) await repo.updateProductVersion(tx, p.id, liveChanges, ctx.now);
    // A price change of an approved listing is published now: a drop alerts (decision 023).
    if (changed.has('price') || changed.has('currency')) await recordPublishedPrice(tx, p.id, ctx.now);
    return message;
  });
  // Dropped pictures leave storage only once the edit is committed.
  await Promise.all(droppedKeys.map((k) => ctx.store.remove(k)));
  const row = await ownOrNotFound(ctx, ctx.db, id);
  return { message: translate(ctx.lang, result), data: await presentOwn(ctx, row) };
}

export async function deleteProduct(ctx: SellingContext, id: string) {
  const keys = await withTransaction(ctx.db, async (tx) => {
    const current = await ownOrNotFound(ctx, tx, id);
    // The pictures of its edit waiting for review too.
    const uploadIds = await repo.currentUploadIds(tx, current.product.id, undefined);
    await repo.deleteProduct(tx, current.product.id);
    return deleteOrphanProductUploads(tx, uploadIds);
  });
  // Files go after the rows are gone for good, so a failed delete never leaves a listing without pictures.
  await Promise.all(keys.map((k) => ctx.store.remove(k)));
  return { message: translate(ctx.lang, 'selling:messages.deleted') };
}

/** Gives an expired (or nearly expired) approved listing another 60 days. */
export async function renewProduct(ctx: SellingContext, id: string) {
  const current = await ownOrNotFound(ctx, ctx.db, id);
  const p = current.product;
  const dueAt = p.expiresAt ? p.expiresAt.getTime() - RENEW_WINDOW_DAYS * DAY : 0;
  if (p.status !== 'approved' || !p.expiresAt || ctx.now.getTime() < dueAt) throw new AppError('RENEW_NOT_DUE', 409);
  await repo.setProductExpiry(ctx.db, p.id, new Date(ctx.now.getTime() + LIMITS.listingLifetimeDays * DAY), ctx.now);
  const row = await ownOrNotFound(ctx, ctx.db, id);
  return { message: translate(ctx.lang, 'selling:messages.renewed'), data: await presentOwn(ctx, row) };
}

/** Likes are for listings the public lists show (the same rule); unliking always works. Both are idempotent. */
export async function setLike(ctx: SellingContext, id: string, liked: boolean) {
  const row = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!row || (liked && !isPublicListing(row, ctx.now))) throw notFound();
  if (liked) await repo.addLike(ctx.db, ctx.userId, id);
  else await repo.removeLike(ctx.db, ctx.userId, id);
  return { liked, likesCount: await likesOf(ctx.db, id) };
}
