import type { Image } from '@solar/shared/contract/common';
import type { Product, Seller } from '@solar/shared/contract/products';
import { pickListingFields } from '@solar/shared/contract/listing-fields';
import type { ImageStore } from '../../lib/image-store.ts';
import type { ProductWithSeller, SellerRow } from './products.repository.ts';

/** The widths every picture stored before 800 px was added has (docs/decisions/024-picture-widths-and-city-counts.md). */
const FIRST_WIDTHS: readonly number[] = [320, 640, 1280];

/**
 * A srcset of the widths stored under `key`, each described by its real width: a picture narrower than a
 * width was stored at its own size, so two widths of it can be the same picture, named once.
 */
function srcSetOf(store: ImageStore, key: string, pictureWidth: number, widths: readonly number[]): string {
  const candidates: string[] = [];
  let previous = 0;
  for (const w of [...widths].sort((a, b) => a - b)) {
    const real = Math.min(w, pictureWidth);
    if (real === previous) continue;
    previous = real;
    candidates.push(`${store.url(key, w)} ${real}w`);
  }
  return candidates.join(', ');
}

/**
 * A stored picture as the screens read it: a mid-size URL plus a srcset of its stored widths. `widths` is
 * what the upload's row says is stored; pictures kept elsewhere (the directory's) name the first three,
 * which every stored picture has.
 */
export function presentImage(store: ImageStore, image: { id?: string; key: string; width: number; height: number; widths?: readonly number[] | null }): Image {
  return {
    _id: image.id ?? image.key,
    url: store.url(image.key, 640),
    srcSet: srcSetOf(store, image.key, image.width, image.widths?.length ? image.widths : FIRST_WIDTHS),
    width: image.width,
    height: image.height,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public shape of a product; only the columns named here can ever reach JSON. */
export function presentProduct(store: ImageStore, { product: p, seller, images }: ProductWithSeller): Product {
  return {
    _id: p.id,
    ...pickListingFields(p),
    price: Number(p.price),
    currency: p.currency,
    isNegotiable: p.isNegotiable,
    governorate: p.governorate,
    city: p.city,
    specifications: p.specifications,
    specs: p.specs ?? null,
    contactInfo: { phone: p.phone, whatsapp: p.whatsappPhone },
    images: images.map((image) => presentImage(store, image)),
    featured: p.featured,
    isActive: p.isActive,
    status: p.status,
    views: p.views,
    likesCount: p.likesCount,
    createdAt: p.createdAt.toISOString(),
    postedAt: iso(p.postedAt),
    expiresAt: iso(p.expiresAt),
    seller: presentSeller(store, seller),
  };
}

/** A seller's public facts and trust marks (docs/decisions/016-trust-badges.md). */
export function presentSeller(store: ImageStore, seller: SellerRow): Seller {
  return {
    _id: seller.id,
    name: seller.name,
    isVerified: seller.isVerified,
    phoneConfirmed: seller.phoneConfirmedAt !== null,
    memberSince: seller.createdAt.toISOString(),
    profileImageUrl: seller.profileImage ? store.url(seller.profileImage.key, 320) : null,
  };
}
