import type { ListingEdit, OwnProduct } from '@solar/shared/contract/selling';
import { LISTING_FIELD_NAMES, pickListingFields } from '@solar/shared/contract/listing-fields';
import type { ImageStore } from '../../lib/image-store.ts';
import { presentProduct, type ProductRow, type ProductWithSeller } from '../products/products.service.ts';
import type { ProductEdit } from './selling.repository.ts';

export function isExpired(p: Pick<ProductRow, 'status' | 'expiresAt'>, now: Date) {
  return p.status === 'approved' && p.expiresAt !== null && p.expiresAt.getTime() <= now.getTime();
}

/**
 * The listing as its edit would make it: the edit's reviewed fields and pictures over the approved row,
 * with the edit's status and reason (what the review queue decides on and the seller's form starts from).
 */
export function withEdit(row: ProductWithSeller, edit: ProductEdit): ProductWithSeller {
  return {
    ...row,
    product: { ...row.product, ...(edit.fields as Partial<ProductRow>), status: edit.status, rejectionReason: edit.rejectionReason, resubmittedAt: edit.submittedAt },
    images: edit.imagesChanged ? edit.images : row.images,
  };
}

function presentEdit(store: ImageStore, row: ProductWithSeller, edit: ProductEdit): ListingEdit {
  const shown = presentProduct(store, withEdit(row, edit));
  return {
    ...pickListingFields(shown, LISTING_FIELD_NAMES),
    governorate: shown.governorate,
    city: shown.city,
    specifications: shown.specifications,
    specs: shown.specs,
    contactInfo: shown.contactInfo,
    images: shown.images,
    status: edit.status,
    rejectionReason: edit.rejectionReason,
    submittedAt: edit.submittedAt.toISOString(),
  };
}

/** A listing as its owner sees it: the approved version buyers see, and its edit waiting for review. */
export function presentOwnProduct(store: ImageStore, row: ProductWithSeller, now: Date, edit?: ProductEdit): OwnProduct {
  return {
    ...presentProduct(store, row),
    rejectionReason: row.product.rejectionReason,
    adminReviewed: row.product.adminReviewed,
    resubmittedAt: row.product.resubmittedAt?.toISOString() ?? null,
    isExpired: isExpired(row.product, now),
    pendingEdit: edit ? presentEdit(store, row, edit) : null,
  };
}
