import type { OwnProduct } from '@solar/shared/contract/selling';
import type { ImageStore } from '../../lib/image-store.ts';
import { presentProduct, type ProductRow, type ProductWithSeller } from '../products/products.service.ts';

export function isExpired(p: Pick<ProductRow, 'status' | 'expiresAt'>, now: Date) {
  return p.status === 'approved' && p.expiresAt !== null && p.expiresAt.getTime() <= now.getTime();
}

/** A listing as its owner sees it. */
export function presentOwnProduct(store: ImageStore, row: ProductWithSeller, now: Date): OwnProduct {
  return {
    ...presentProduct(store, row),
    rejectionReason: row.product.rejectionReason,
    adminReviewed: row.product.adminReviewed,
    resubmittedAt: row.product.resubmittedAt?.toISOString() ?? null,
    isExpired: isExpired(row.product, now),
  };
}
