import type { AdminShop } from '@solar/shared/contract/admin-directory';
import { emptyEntryBaseValues, entryBaseValuesOf } from './entry-form.ts';
import type { EntryBaseValues } from './entry-form.ts';

/**
 * The shop form's fields as the boxes hold them (text, numbers or null), before the shared
 * ShopInputSchema turns them into the body.
 */
export interface ShopFormValues extends EntryBaseValues {
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  services: string[];
  openTime: string;
  closeTime: string;
  workingDays: string[];
  socialMedia: { facebook: string; instagram: string; twitter: string };
  brands: string[];
  productCategories: string[];
  paymentOptions: string[];
  establishedYear: number | null;
  licenseNumber: string;
  website: string;
  logo: string | null;
  images: string[];
}

export const emptyShopValues = (): ShopFormValues => ({
  ...emptyEntryBaseValues(),
  address: '',
  latitude: null,
  longitude: null,
  description: '',
  services: [],
  openTime: '',
  closeTime: '',
  workingDays: [],
  socialMedia: { facebook: '', instagram: '', twitter: '' },
  brands: [],
  productCategories: [],
  paymentOptions: [],
  establishedYear: null,
  licenseNumber: '',
  website: '',
  logo: null,
  images: [],
});

/** A stored shop as the form's starting values; pictures are kept as the URLs they are shown at. */
export function shopValuesOf(shop: AdminShop): ShopFormValues {
  return {
    ...entryBaseValuesOf(shop),
    address: shop.address ?? '',
    latitude: shop.location?.latitude ?? null,
    longitude: shop.location?.longitude ?? null,
    description: shop.description,
    services: shop.services,
    openTime: shop.workingHours.openTime ?? '',
    closeTime: shop.workingHours.closeTime ?? '',
    workingDays: shop.workingHours.workingDays,
    socialMedia: {
      facebook: shop.socialMedia.facebook ?? '',
      instagram: shop.socialMedia.instagram ?? '',
      twitter: shop.socialMedia.twitter ?? '',
    },
    brands: shop.brands,
    productCategories: shop.productCategories,
    paymentOptions: shop.paymentOptions,
    establishedYear: shop.establishedYear,
    licenseNumber: shop.licenseNumber ?? '',
    website: shop.website ?? '',
    logo: shop.logoUrl,
    images: shop.images.map((image) => image.url),
  };
}

/** Where a refused save's field messages may land (one about the join request goes with the failure). */
export const SHOP_FIELDS = {
  names: Object.keys(emptyShopValues()),
  lists: ['services', 'workingDays', 'brands', 'productCategories', 'paymentOptions', 'images'],
} as const;
