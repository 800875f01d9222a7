import type { CreateProductBody, UpdateProductBody } from '@solar/shared/contract/selling';
import { specKindOf, specsProblem } from '@solar/shared/contract/product-specs';
import { LISTING_FIELDS, LISTING_FIELD_NAMES, pickListingFields } from '@solar/shared/contract/listing-fields';
import { LIMITS } from '@solar/shared/reference/limits';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { getRatesPerUsd } from '../settings/settings.service.ts';
import { deleteOrphanProductUploads, findOwnUploads, uploadKeyFromUrl } from '../uploads/uploads.service.ts';
import { findProductWithSeller, isPublicListing, productSearchColumns } from '../products/products.service.ts';
import { presentOwnProduct } from './selling.presenter.ts';
import * as repo from './selling.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import { recordPublishedPrice } from '../alerts/alerts.service.ts';
import type { UserContext } from '../../lib/request-context.ts';

export { presentOwnProduct } from './selling.presenter.ts';

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

export async function createProduct(ctx: SellingContext, body: CreateProductBody, idempotencyKey: string | undefined) {
  await enforceRateLimits(ctx.shared, ctx.now, [{ key: `post-product:user:${ctx.userId}`, limit: 30, windowSeconds: 86_400 }]);
  const rates = await getRatesPerUsd(ctx.db);
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
      priceUsd: body.price / rates[body.currency],
      isNegotiable: body.isNegotiable,
      governorate: body.governorate,
      city: body.city,
      phone: body.phone,
      whatsappPhone: body.whatsappPhone,
      specifications: cleanSpecifications(body.specifications),
      specs: body.specs,
      ...productSearchColumns(body),
      status: 'pending',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await repo.replaceImages(tx, productId, uploadIds);
    if (idempotencyKey) await repo.settleIdempotencyKey(tx, ctx.userId, 'post-product', idempotencyKey, productId);
    return { id: productId, created: true };
  });
  const row = await ownOrNotFound(ctx, ctx.db, id);
  return { created, message: translate(ctx.lang, 'selling:messages.sentForReview'), data: presentOwnProduct(ctx.store, row, ctx.now) };
}

function cleanSpecifications(specs: CreateProductBody['specifications']) {
  return Object.fromEntries(Object.entries(specs).filter(([, v]) => v)) as Record<string, string>;
}

export async function listOwnProducts(ctx: SellingContext, page: number, limit: number) {
  const { rows, total } = await repo.listOwnProducts(ctx.db, ctx.userId, page, limit);
  return pageOf(rows.map((r) => presentOwnProduct(ctx.store, r, ctx.now)), total, { page, limit });
}

// docs/product-decisions.md section 3: price, currency, negotiable and on/off changes of an approved listing stay
// live; anything a buyer reads as the listing itself (text, pictures, type, brand, place, contact)
// goes back to review. A described field says which it is (contract/listing-fields.ts).
const LIVE_FIELDS = new Set<string>(['price', 'currency', 'isNegotiable', 'isActive', ...LISTING_FIELDS.filter((field) => !field.reviewed).map((field) => field.name)]);
// The columns an edit sets as sent; pictures, specifications and structured specs are compared below.
const EDITED_COLUMNS = [...LISTING_FIELD_NAMES, 'price', 'currency', 'isNegotiable', 'governorate', 'city', 'phone', 'whatsappPhone', 'isActive'] as const;

export async function updateProduct(ctx: SellingContext, id: string, body: UpdateProductBody) {
  const droppedKeys: string[] = [];
  const result = await withTransaction(ctx.db, async (tx) => {
    // Locked until the edit commits: an approval waits for it (and then finds a new version), and an
    // approval that came first is seen here, so the edit goes back to review instead of going live.
    const current = isUuid(id) ? await repo.lockOwnProduct(tx, ctx.userId, id) : undefined;
    if (!current) throw notFound();
    const p = current.product;
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
    // fit the listing's type and condition after the edit (a spec change goes back to review, as text does).
    const type = body.type ?? p.type;
    const nextSpecs = body.specs !== undefined ? body.specs : p.specs?.kind === specKindOf(type) ? p.specs : null;
    const problem = specsProblem(type, body.condition ?? p.condition, nextSpecs ?? null);
    // A listing posted before specifications existed (or whose free text could not be read) may keep none
    // until its seller edits them; only a type change or the specs themselves must then be complete.
    const keepsLegacy = nextSpecs === null && p.specs === null && body.type === undefined && body.specs === undefined;
    if (problem && !keepsLegacy) throw new AppError('VALIDATION_FAILED', 422, { [problem.path.join('.')]: translate(ctx.lang, problem.message) });
    if (JSON.stringify(nextSpecs ?? null) !== JSON.stringify(p.specs ?? null)) set('specs', nextSpecs);
    if (body.images !== undefined) {
      const uploadIds = await resolveImages(ctx, tx, body.images, p.id);
      const before = await repo.currentUploadIds(tx, p.id);
      if (JSON.stringify(uploadIds) !== JSON.stringify(before)) {
        await repo.replaceImages(tx, p.id, uploadIds);
        changed.add('images');
        const gone = before.filter((u) => !uploadIds.includes(u));
        changes.updatedAt = ctx.now;
        droppedKeys.push(...(await deleteOrphanProductUploads(tx, gone)));
      }
    }
    if (changed.has('price') || changed.has('currency')) {
      const rates = await getRatesPerUsd(tx);
      changes.priceUsd = Number(changes.price ?? p.price) / rates[(changes.currency ?? p.currency) as keyof typeof rates];
    }
    const merged = { ...p, ...changes };
    Object.assign(changes, productSearchColumns(merged));

    const needsReview = [...changed].some((f) => !LIVE_FIELDS.has(f));
    let message = 'selling:messages.updated';
    if (p.status === 'rejected' || (p.status === 'approved' && needsReview)) {
      Object.assign(changes, { status: 'pending', rejectionReason: null, adminReviewed: false, resubmittedAt: ctx.now });
      message = 'selling:messages.resubmitted';
    }
    if (changed.size || changes.status) {
      await repo.updateProductVersion(tx, p.id, changes, ctx.now);
    }
    // A price change of an approved listing that stays live is published now: a drop alerts (decision 023).
    if (p.status === 'approved' && !changes.status && (changed.has('price') || changed.has('currency'))) await recordPublishedPrice(tx, p.id, ctx.now);
    return message;
  });
  // Dropped pictures leave storage only once the edit is committed.
  await Promise.all(droppedKeys.map((k) => ctx.store.remove(k)));
  const row = await ownOrNotFound(ctx, ctx.db, id);
  return { message: translate(ctx.lang, result), data: presentOwnProduct(ctx.store, row, ctx.now) };
}

export async function deleteProduct(ctx: SellingContext, id: string) {
  const keys = await withTransaction(ctx.db, async (tx) => {
    const current = await ownOrNotFound(ctx, tx, id);
    const uploadIds = await repo.currentUploadIds(tx, current.product.id);
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
  return { message: translate(ctx.lang, 'selling:messages.renewed'), data: presentOwnProduct(ctx.store, row, ctx.now) };
}

/** Likes are for listings the public lists show (the same rule); unliking always works. Both are idempotent. */
export async function setLike(ctx: SellingContext, id: string, liked: boolean) {
  const row = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!row || (liked && !isPublicListing(row, ctx.now))) throw notFound();
  if (liked) await repo.addLike(ctx.db, ctx.userId, id);
  else await repo.removeLike(ctx.db, ctx.userId, id);
  const after = await repo.findProductRow(ctx.db, id);
  return { liked, likesCount: after?.likesCount ?? 0 };
}
