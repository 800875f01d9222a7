import type { User } from '@solar/shared/contract/auth';
import type { Ad } from '@solar/shared/contract/directory';
import type { Product } from '@solar/shared/contract/products';
import type { ProductFacets, ProductPage } from '@solar/shared/contract/products';
import { LISTING_FIELD_NAMES, type ListingFieldName } from '@solar/shared/contract/listing-fields';

// Every described listing field (contract/listing-fields.ts) starts empty, as the API answers a field the
// seller left out; the product below fills the ones a listing must have.
const emptyDescribedFields = () => Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, null])) as Record<ListingFieldName, null>;

let sequence = 0;

/** A public product as the API presents it; override what the test is about. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const now = new Date().toISOString();
  return {
    ...emptyDescribedFields(),
    _id: `product-${sequence}`,
    name: `لوح شمسي ${sequence}`,
    type: 'Panel',
    condition: 'New',
    brand: 'JinkoSolar',
    model: null,
    price: 53000,
    currency: 'YER',
    isNegotiable: false,
    description: '',
    governorate: 'taiz',
    city: 'al-turbah',
    locationText: null,
    specifications: {},
    specs: null,
    contactInfo: { phone: '967777123456', whatsapp: null },
    images: [],
    featured: false,
    isActive: true,
    status: 'approved',
    views: 0,
    likesCount: 0,
    createdAt: now,
    postedAt: now,
    expiresAt: null,
    seller: { _id: 'seller-1', name: 'محمد', isVerified: true, phoneConfirmed: true, memberSince: '2025-03-10T09:00:00.000Z', profileImageUrl: null },
    ...overrides,
  };
}

/** One page of the browse list around the given products. */
export function buildProductPage(products: Product[], page: Partial<Omit<ProductPage, 'data'>> = {}): ProductPage {
  return { status: 'success', data: products, total: products.length, currentPage: 1, totalPages: 1, totalCapped: false, nextCursor: null, ...page };
}

/** A signed-in user as the API presents them. */
export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    _id: `user-${sequence}`,
    name: 'سالم أحمد',
    phone: '967771000001',
    email: `user${sequence}@example.ye`,
    governorate: null,
    profileImageUrl: null,
    isVerified: true,
    phoneConfirmed: true,
    role: 'user',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** An ad as the API presents it (the banner on the products pages, the ads list). */
export function buildAd(overrides: Partial<Ad> = {}): Ad {
  return {
    _id: `ad-${(sequence += 1)}`,
    title: 'عرض محدود: منظومة 3 كيلو',
    description: 'شاملة التركيب والضمان',
    image: null,
    link: 'https://offers.example.com',
    phone: '967777100200',
    active: true,
    limitedOffer: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Facets with nothing counted; override what the test is about. */
export function buildFacets(overrides: Partial<ProductFacets> = {}): ProductFacets {
  return { total: 0, types: [], brands: [], conditions: [], governorates: [], cities: [], chemistries: [], inverterKinds: [], voltages: [], price: { min: null, max: null, currency: 'YER' }, ...overrides };
}
