import type { AdminProduct } from '@solar/shared/contract/admin';
import { REVIEWED_LISTING_FIELDS, pickListingFields } from '@solar/shared/contract/listing-fields';
import type { ImageStore } from '../../lib/image-store.ts';
import type { ProductWithSeller } from '../products/products.service.ts';
import { presentOwnProduct, type ProductEdit } from '../selling/selling.service.ts';

/** What a reviewer decided on: the fields a buyer reads as the listing itself. */
export function reviewSnapshot(row: ProductWithSeller): Record<string, unknown> {
  const p = row.product;
  return {
    ...pickListingFields(p, REVIEWED_LISTING_FIELDS),
    governorate: p.governorate, city: p.city, phone: p.phone, whatsappPhone: p.whatsappPhone,
    specifications: p.specifications, images: row.images.map((i) => i.key),
    // Listings reviewed before specifications existed have none in their snapshot: absent, not null, so they read as unchanged.
    ...(p.specs ? { specs: p.specs } : {}),
  };
}

/**
 * A listing as the console shows it: what changed since the last decision, and how to reach the seller.
 * `row` is an approved listing's edit (`isLiveEdit`, withEdit) when the admin decides on the edit; `edit`,
 * one shown beside a listing shown as it is public.
 */
export function presentAdminProduct(
  store: ImageStore,
  row: ProductWithSeller,
  contact: { email: string; phone: string },
  now: Date,
  shown: { edit?: ProductEdit | undefined; isLiveEdit?: boolean } = {},
): AdminProduct {
  const last = row.product.reviewedSnapshot;
  const current = reviewSnapshot(row);
  // A field added since the last decision is absent from its snapshot: absent and empty read as unchanged.
  const changedFields = last ? Object.keys(current).filter((k) => JSON.stringify(current[k] ?? null) !== JSON.stringify(last[k] ?? null)) : [];
  return {
    ...presentOwnProduct(store, row, now, shown.edit),
    sellerContact: { email: contact.email, phone: `+${contact.phone}` },
    isResubmission: row.product.resubmittedAt !== null,
    changedFields,
    version: row.product.version,
    isLiveEdit: shown.isLiveEdit ?? false,
  };
}
