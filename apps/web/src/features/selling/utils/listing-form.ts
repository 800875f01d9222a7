import type { CreateProductBody, OwnProduct, UpdateProductBody } from '@solar/shared/contract/selling';
import { DEFAULT_CURRENCY } from '@solar/shared/reference/catalog';
import { parsePhone } from '@solar/shared/domain/phone';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import type { Currency } from '@solar/shared/reference/catalog';

/** The posting form's fields as typed (text), before the shared schema turns them into a body. */
export interface ListingFormValues {
  name: string;
  type: string;
  condition: string;
  brand: string;
  model: string;
  price: string;
  currency: Currency;
  isNegotiable: boolean;
  description: string;
  governorate: string;
  city: string;
  locationText: string;
  phone: string;
  whatsappPhone: string;
  specifications: { power: string; voltage: string; capacity: string; warranty: string };
  /** Stored URLs of the uploaded photos, in order. */
  images: string[];
}

export const emptyListingValues = (): ListingFormValues => ({
  name: '',
  type: '',
  condition: '',
  brand: '',
  model: '',
  price: '',
  currency: DEFAULT_CURRENCY,
  isNegotiable: true,
  description: '',
  governorate: '',
  city: '',
  locationText: '',
  phone: '',
  whatsappPhone: '',
  specifications: { power: '', voltage: '', capacity: '', warranty: '' },
  images: [],
});

/**
 * A new listing's values with the signed-in account's phone as both contact numbers, written the way
 * people read it (+967 777 123 456); the seller can change either. Unchanged without a known phone.
 */
export function withAccountContact(values: ListingFormValues, account: { phone?: unknown } | null): ListingFormValues {
  const stored = typeof account?.phone === 'string' ? account.phone.trim() : '';
  if (!stored) return values;
  const phone = parsePhone(stored)?.international ?? formatInternationalPhone(stored);
  return { ...values, phone, whatsappPhone: phone };
}

/** An own listing as the form's starting values. */
export function listingValuesOf(product: OwnProduct): ListingFormValues {
  return {
    name: product.name,
    type: product.type,
    condition: product.condition,
    brand: product.brand ?? '',
    model: product.model ?? '',
    price: String(product.price),
    currency: product.currency,
    isNegotiable: product.isNegotiable,
    description: product.description,
    governorate: product.governorate,
    city: product.city,
    locationText: product.locationText ?? '',
    phone: product.contactInfo.phone,
    whatsappPhone: product.contactInfo.whatsapp ?? '',
    specifications: {
      power: product.specifications.power ?? '',
      voltage: product.specifications.voltage ?? '',
      capacity: product.specifications.capacity ?? '',
      warranty: product.specifications.warranty ?? '',
    },
    images: product.images.map((image) => image.url),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what the edit changed, compared in the body's own shape; governorate and city travel together
 * (the server wants both or neither).
 */
export function changedFields(original: CreateProductBody, edited: CreateProductBody): UpdateProductBody {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof CreateProductBody)[]) {
    if (!same(original[key], edited[key])) changes[key] = edited[key];
  }
  if ('governorate' in changes || 'city' in changes) {
    changes.governorate = edited.governorate;
    changes.city = edited.city;
  }
  return changes as UpdateProductBody;
}
