import type { OwnProduct } from '@solar/shared/contract/selling';

/**
 * The listing as its seller last wrote it: its edit waiting for review (or rejected) over the approved
 * version buyers see. The edit form starts from it, so a second edit carries on from the first.
 */
export function latestVersionOf(product: OwnProduct): OwnProduct {
  if (!product.pendingEdit) return product;
  const { status: _status, rejectionReason: _reason, submittedAt: _submittedAt, ...fields } = product.pendingEdit;
  return { ...product, ...fields };
}

/** Whether a listing may be shared: buyers can open it (approved, on, not expired). */
export function isShareable(product: OwnProduct): boolean {
  return product.status === 'approved' && product.isActive && !product.isExpired;
}
