import { LIMITS } from '@solar/shared/reference/limits';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageOf } from '../../lib/reply.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { translate } from '../../lib/messages.ts';
import { productShortLink, queueOwnerNotice, recordPublishedPrice } from '../alerts/alerts.service.ts';
import { findProductWithSeller, productSearchColumns, type ProductWithSeller } from '../products/products.service.ts';
import { discardListingEdit, findListingEdits, presentOwn, publishListingEdit, rejectListingEdit, withEdit, type ProductEdit } from '../selling/selling.service.ts';
import { picturesSinceReview, presentAdminProduct, reviewSnapshot } from './review.presenter.ts';
import * as repo from './review.repository.ts';

const DAY = 86_400_000;

/** What a review decision reads of the request (lib/request-context.ts): the deciding admin is `userId`. */
export type ReviewContext = Pick<UserContext, 'db' | 'store' | 'now' | 'lang' | 'userId' | 'jobs' | 'config'>;

/**
 * Listings as the console shows them, with their sellers' contacts read in one query. An approved
 * listing's edit waiting for review (or rejected, in `edits` of that status) is shown as the edit: that
 * is what the admin decides on (`isLiveEdit`), its changes read against the public version.
 */
export async function presentAdminProducts(ctx: Pick<RequestContext, 'db' | 'store' | 'now'>, rows: ProductWithSeller[], editStatus?: ProductEdit['status']) {
  const [contacts, edits, storedPictures] = await Promise.all([
    repo.sellerContacts(ctx.db, [...new Set(rows.map((r) => r.seller.id))]),
    findListingEdits(ctx.db, rows.filter((r) => r.product.status === 'approved').map((r) => r.product.id)),
    // A picture the seller dropped since the last review is shown as removed while its file is kept.
    repo.storedPictureKeys(ctx.db, rows.flatMap(picturesSinceReview)),
  ]);
  return rows.map((r) => {
    const edit = edits.get(r.product.id);
    const contact = contacts.get(r.seller.id) ?? { email: '', phone: '' };
    if (edit && edit.status === editStatus) return presentAdminProduct(ctx.store, withEdit(r, edit), contact, ctx.now, { live: r, storedPictures });
    return presentAdminProduct(ctx.store, r, contact, ctx.now, { edit, storedPictures });
  });
}

/** The review queue: oldest first, resubmissions marked, with what changed since the last review. */
export async function reviewQueue(
  ctx: Pick<RequestContext, 'db' | 'store' | 'now'>,
  query: { status: ProductWithSeller['product']['status']; page: number; limit: number },
) {
  const { rows, total } = await repo.listForReview(ctx.db, query.status, query.page, query.limit);
  // The pending and rejected queues hold edits of public listings too, shown as the edit.
  const editStatus = query.status === 'approved' ? undefined : query.status;
  return pageOf(await presentAdminProducts(ctx, rows, editStatus), total, query);
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
 * on a version the seller has edited since is refused with LISTING_CHANGED: the admin looks again. On an
 * approved listing with an edit waiting, approve and reject decide on the edit (issue #46). The seller is
 * told of an approval or a rejection, once, on the alerts' delivery.
 */
export async function reviewProduct(ctx: ReviewContext, id: string, decision: ReviewDecision) {
  const before = isUuid(id) ? await findProductWithSeller(ctx.db, id) : undefined;
  if (!before) throw notFound();
  await withTransaction(ctx.db, async (tx) => {
    const decided = await recordReviewDecision(ctx, tx, before, decision);
    if (decision.action !== 'takedown') await queueDecisionNotice(ctx, tx, decided, decision);
  });
  const row = await findProductWithSeller(ctx.db, id);
  return { message: translate(ctx.lang, decision.action === 'approve' ? 'selling:messages.approved' : 'selling:messages.rejected'), data: await presentOwn(ctx, row!) };
}

/** What a decision was made on: the listing as the admin read it (its edit, for an edit). */
interface Decided {
  row: ProductWithSeller;
  isEdit: boolean;
}

/** The seller's message about a decision, in their language, with the listing's short link; once per version and decision. */
async function queueDecisionNotice(ctx: Pick<ReviewContext, 'jobs' | 'config' | 'now'>, tx: Db, decided: Decided, decision: Exclude<ReviewDecision, { action: 'takedown' }>) {
  const p = decided.row.product;
  const kind = `${decision.action === 'approve' ? 'approved' : 'rejected'}${decided.isEdit ? 'Edit' : ''}`;
  await queueOwnerNotice(
    tx,
    ctx.jobs,
    {
      userId: p.userId,
      dedupeKey: `review:${p.id}:${decision.version}:${decision.action}`,
      compose: (lang) => ({
        subject: translate(lang, `selling:notify.${kind}Subject`),
        text: translate(lang, `selling:notify.${kind}Text`, {
          name: p.name, url: productShortLink(ctx.config.publicUrl, p.id), reason: decision.action === 'reject' ? decision.reason : '', myProducts: `${ctx.config.publicUrl}/my-products`,
        }),
      }),
    },
    ctx.now,
  );
}

/**
 * Writes a review decision on `before` (the version the admin read) inside the caller's transaction `tx`,
 * so a caller can make more writes part of the same decision (a take-down closes the listing's reports).
 * Answers what was decided on.
 */
export async function recordReviewDecision(ctx: Pick<ReviewContext, 'userId' | 'now'>, tx: Db, before: ProductWithSeller, decision: ReviewDecision): Promise<Decided> {
  const { userId: actorId, now } = ctx;
  const id = before.product.id;
  const version = decision.action === 'takedown' ? undefined : decision.version;
  // `before` is the version decided on, so its snapshot is what the admin saw.
  if (version !== undefined && before.product.version !== version) throw new AppError('LISTING_CHANGED', 409);
  const edit = before.product.status === 'approved' ? (await findListingEdits(tx, [id])).get(id) : undefined;
  if (edit && decision.action !== 'takedown' && edit.status === 'pending') return decideEdit(ctx, tx, before, edit, decision);
  // A take-down removes what is live; an edit waiting beside it goes with it.
  if (edit && decision.action === 'takedown') await discardListingEdit(tx, id);
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
  return { row: before, isEdit: false };
}

/**
 * A decision on an approved listing's edit: approving makes the edit the public version (and its search
 * text); rejecting keeps the approved version public and the edit, with the reason, for the seller.
 */
async function decideEdit(ctx: Pick<ReviewContext, 'userId' | 'now'>, tx: Db, before: ProductWithSeller, edit: ProductEdit, decision: Exclude<ReviewDecision, { action: 'takedown' }>): Promise<Decided> {
  const { userId: actorId, now } = ctx;
  const id = before.product.id;
  const proposed = withEdit(before, edit);
  const changes =
    decision.action === 'approve'
      ? {
          ...(edit.fields as Partial<typeof before.product>),
          ...productSearchColumns({ ...before.product, ...(edit.fields as Partial<typeof before.product>) }),
          status: 'approved' as const, rejectionReason: null, postedAt: now, expiresAt: new Date(now.getTime() + LIMITS.listingLifetimeDays * DAY),
          reviewedSnapshot: reviewSnapshot(proposed), updatedAt: now,
        }
      : {};
  // The version check first, in one statement as for a listing (see recordReviewDecision).
  const decided = await repo.applyReviewDecision(tx, id, decision.version, { ...changes, adminReviewed: true });
  if (!decided) throw new AppError('LISTING_CHANGED', 409);
  if (decision.action === 'approve') await publishListingEdit(tx, id, edit);
  else await rejectListingEdit(tx, id, decision.reason);
  await writeAudit(
    tx,
    {
      actorId,
      action: `product.edit.${decision.action}`,
      targetType: 'product',
      targetId: id,
      before: { status: 'approved', edit: 'pending' },
      after: decision.action === 'approve' ? { status: 'approved', edit: null } : { status: 'approved', edit: 'rejected', rejectionReason: decision.reason },
    },
    now,
  );
  return { row: proposed, isEdit: true };
}
