import type { Language } from '@solar/shared/contract/common';
import { LIMITS } from '@solar/shared/reference/limits';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { translate } from '../../lib/messages.ts';
import { recordPublishedPrice } from '../alerts/alerts.service.ts';
import { findProductWithSeller, type ProductWithSeller } from '../products/products.service.ts';
import { presentOwnProduct } from '../selling/selling.service.ts';
import { presentAdminProduct, reviewSnapshot } from './review.presenter.ts';
import * as repo from './review.repository.ts';

const DAY = 86_400_000;

/** Listings as the console shows them, with their sellers' contacts read in one query. */
export async function presentAdminProducts(ctx: { db: Db; store: ImageStore; now: Date }, rows: ProductWithSeller[]) {
  const contacts = await repo.sellerContacts(ctx.db, [...new Set(rows.map((r) => r.seller.id))]);
  return rows.map((r) => presentAdminProduct(ctx.store, r, contacts.get(r.seller.id) ?? { email: '', phone: '' }, ctx.now));
}

/** The review queue: oldest first, resubmissions marked, with what changed since the last review. */
export async function reviewQueue(ctx: { db: Db; store: ImageStore; now: Date }, status: ProductWithSeller['product']['status'], page: number, limit: number) {
  const { rows, total } = await repo.listForReview(ctx.db, status, page, limit);
  return { rows: await presentAdminProducts(ctx, rows), total };
}

/**
 * Approve and reject name the version the admin read (`AdminProduct.version`); a take-down removes
 * whatever is live, so it needs none.
 */
export type ReviewDecision =
  | { action: 'approve'; version: number }
  | { action: 'reject'; reason: string; version: number }
  | { action: 'takedown'; reason: string };

/**
 * Admin review: approve starts the 60-day public life; reject (of a pending listing) and take down (of
 * an approved one) need a reason the owner reads on my products. Each decision is audited. A decision
 * on a version the seller has edited since is refused with LISTING_CHANGED: the admin looks again.
 */
export async function reviewProduct(db: Db, store: ImageStore, id: string, decision: ReviewDecision, actorId: string, now: Date, lang: Language) {
  const before = isUuid(id) ? await findProductWithSeller(db, id) : undefined;
  if (!before) throw notFound();
  await withTransaction(db, (tx) => recordReviewDecision(tx, before, decision, actorId, now));
  const row = await findProductWithSeller(db, id);
  return { message: translate(lang, decision.action === 'approve' ? 'selling:messages.approved' : 'selling:messages.rejected'), data: presentOwnProduct(store, row!, now) };
}

/**
 * Writes a review decision on `before` (the version the admin read) inside the caller's transaction `tx`,
 * so a caller can make more writes part of the same decision (a take-down closes the listing's reports).
 */
export async function recordReviewDecision(tx: Db, before: ProductWithSeller, decision: ReviewDecision, actorId: string, now: Date) {
  const id = before.product.id;
  const version = decision.action === 'takedown' ? undefined : decision.version;
  // `before` is the version decided on, so its snapshot is what the admin saw.
  if (version !== undefined && before.product.version !== version) throw new AppError('LISTING_CHANGED', 409);
  const snapshot = reviewSnapshot(before);
  const changes =
    decision.action === 'approve'
      ? { status: 'approved' as const, rejectionReason: null, postedAt: now, expiresAt: new Date(now.getTime() + LIMITS.listingLifetimeDays * DAY) }
      : { status: 'rejected' as const, rejectionReason: decision.reason, featured: false };
  // The version check and the change are one statement, so an edit committed after `before` was read
  // (or still running, which the row lock makes this wait for) fails the decision instead of riding on it.
  const decided = await repo.applyReviewDecision(tx, id, version, { ...changes, adminReviewed: true, reviewedSnapshot: snapshot, updatedAt: now });
  if (!decided) throw version === undefined ? notFound() : new AppError('LISTING_CHANGED', 409);
  // The approved version's price is now the public one; lower than the last published, it is a drop.
  if (decision.action === 'approve') await recordPublishedPrice(tx, id, now);
  await writeAudit(
    tx,
    {
      actorId,
      action: `product.${decision.action}`,
      targetType: 'product',
      targetId: id,
      before: { status: before.product.status, rejectionReason: before.product.rejectionReason },
      after: { status: changes.status, rejectionReason: changes.rejectionReason },
    },
    now,
  );
}
