import { shopDraftFromJoinRequest } from '@solar/shared/contract/admin-directory';
import type { AdminJoinRequest, AdminShop } from '@solar/shared/contract/admin-directory';

/**
 * The shop form's fields as the boxes hold them (text, numbers or null), before the shared
 * ShopInputSchema turns them into the body.
 */
export interface ShopFormValues {
  name: string;
  governorate: string;
  city: string;
  address: string;
  phone: string;
  whatsappPhone: string;
  email: string;
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
  notes: string;
  adminNotes: string;
  isVerified: boolean;
  logo: string | null;
  images: string[];
  /** The join request the new shop comes from; the server marks it handled. */
  joinRequestId?: string;
}

export const emptyShopValues = (): ShopFormValues => ({
  name: '',
  governorate: '',
  city: '',
  address: '',
  phone: '',
  whatsappPhone: '',
  email: '',
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
  notes: '',
  adminNotes: '',
  isVerified: false,
  logo: null,
  images: [],
});

/** A new shop filled from a join request: name, contacts and the request's message. */
export const shopValuesFromRequest = (request: AdminJoinRequest): ShopFormValues => ({
  ...emptyShopValues(),
  ...shopDraftFromJoinRequest(request),
});

/** A stored shop as the form's starting values; pictures are kept as the URLs they are shown at. */
export function shopValuesOf(shop: AdminShop): ShopFormValues {
  return {
    name: shop.name,
    governorate: shop.governorate,
    city: shop.city,
    address: shop.address ?? '',
    phone: shop.phone ?? '',
    whatsappPhone: shop.whatsappPhone ?? '',
    email: shop.email ?? '',
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
    notes: shop.notes ?? '',
    adminNotes: shop.adminNotes ?? '',
    isVerified: shop.isVerified,
    logo: shop.logoUrl,
    images: shop.images.map((image) => image.url),
  };
}

/** Where a refused save's field messages may land (one about the join request goes with the failure). */
export const SHOP_FIELDS = {
  names: Object.keys(emptyShopValues()),
  lists: ['services', 'workingDays', 'brands', 'productCategories', 'paymentOptions', 'images'],
} as const;
