import { LIMITS } from '@solar/shared/reference/limits';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { translate } from '../../lib/messages.ts';
import { recordPublishedPrice } from '../alerts/alerts.service.ts';
import { findProductWithSeller, type ProductWithSeller } from '../products/products.service.ts';
import { presentOwnProduct } from '../selling/selling.service.ts';
import { presentAdminProduct, reviewSnapshot } from './review.presenter.ts';
import * as repo from './review.repository.ts';

const DAY = 86_400_000;

/** What a review decision reads of the request (lib/request-context.ts): the deciding admin is `userId`. */
export type ReviewContext = Pick<UserContext, 'db' | 'store' | 'now' | 'lang' | 'userId'>;

/** Listings as the console shows them, with their sellers' contacts read in one query. */
export async function presentAdminProducts(ctx: Pick<RequestContext, 'db' | 'store' | 'now'>, rows: ProductWithSeller[]) {
  const contacts = await repo.sellerContacts(ctx.db, [...new Set(rows.map((r) => r.seller.id))]);
  return rows.map((r) => presentAdminProduct(ctx.store, r, contacts.get(r.seller.id) ?? { email: '', phone: '' }, ctx.now));
}

/** The review queue: oldest first, resubmissions marked, with what changed since the last review. */
export async function reviewQueue(
  ctx: Pick<RequestContext, 'db' | 'store' | 'now'>,
  query: { status: ProductWithSeller['product']['status']; page: number; limit: number },
) {
  const { rows, total } = await repo.listForReview(ctx.db, query.status, query.page, query.limit);
  return pageOf(await presentAdminProducts(ctx, rows), total, query);
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
export async function reviewProduct(ctx: ReviewContext, id: string, decision: ReviewDecision) {
  const before = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!before) throw notFound();
  await withTransaction(ctx.db, (tx) => recordReviewDecision(ctx, tx, before, decision));
  const row = await findProductWithSeller(ctx.db, id);
  return { message: translate(ctx.lang, decision.action === 'approve' ? 'selling:messages.approved' : 'selling:messages.rejected'), data: presentOwnProduct(ctx.store, row!, ctx.now) };
}

/**
 * Writes a review decision on `before` (the version the admin read) inside the caller's transaction `tx`,
 * so a caller can make more writes part of the same decision (a take-down closes the listing's reports).
 */
export async function recordReviewDecision(ctx: Pick<ReviewContext, 'userId' | 'now'>, tx: Db, before: ProductWithSeller, decision: ReviewDecision) {
  const { userId: actorId, now } = ctx;
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
