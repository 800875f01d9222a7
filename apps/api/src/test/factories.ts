import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { uploads, users } from '../db/schema/users.ts';
import { eq } from 'drizzle-orm';
import { productCounters, productImages, products } from '../db/schema/products.ts';
import { ads, engineers, joinRequests, shops } from '../db/schema/directory.ts';
import type { AdInput, EngineerInput, ShopInput } from '@solar/shared/contract/admin-directory';
import { productSearchColumns } from '../features/products/search-document.ts';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { hashPassword } from '../lib/passwords.ts';
import { normalizePhone } from '../lib/phone.ts';
import { processImage } from '../lib/images.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { adSearchText, engineerSearchText, shopSearchText } from '../features/directory/directory.search.ts';

// Factories create real rows through the same tables the app uses; overrides set any column.
let sequence = 0;
const next = () => (sequence += 1);
const DAY_MS = 24 * 3600 * 1000;

export const TEST_PASSWORD = 'Test@1234';
let cachedHash: Promise<string> | undefined;
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: `مستخدم ${n}`,
      phone: normalizePhone(`77${String(1_000_000 + n * 7919).slice(-7)}`),
      email: `user${n}-${crypto.randomBytes(3).toString('hex')}@example.test`,
      passwordHash: await testPasswordHash(),
      isVerified: true,
      phoneConfirmedAt: new Date(),
      // A test that makes a sign-up still waiting (`phoneConfirmedAt: null`) gets no confirmed e-mail either.
      emailConfirmedAt: overrides.phoneConfirmedAt === null ? null : new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A real PNG of the given size and colour, for upload tests and product pictures. */
export function makePng(width = 800, height = 600, color = { r: 30, g: 90, b: 160 }) {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

export async function buildUpload(db: Db, store: ImageStore, userId: string | null) {
  const processed = await processImage(await makePng());
  const key = await store.save(processed.variants);
  const [row] = await db
    .insert(uploads)
    .values({ userId, key, width: processed.width, height: processed.height, widths: [...processed.variants.keys()], bytes: 1 })
    .returning();
  return row!;
}

type ProductOverrides = Partial<typeof products.$inferInsert> & { imageCount?: number; store?: ImageStore; views?: number };

/** A listing's counters as the product_counters table holds them (no row: zero). */
export async function productCountsOf(db: Db, productId: string): Promise<{ views: number; likesCount: number }> {
  const [row] = await db.select({ views: productCounters.views, likesCount: productCounters.likesCount }).from(productCounters).where(eq(productCounters.productId, productId));
  return row ?? { views: 0, likesCount: 0 };
}

/** An approved, public product (override `status`, `expiresAt`… for others); a seller is made if none is given. */
export async function buildProduct(db: Db, overrides: ProductOverrides = {}) {
  const { imageCount = 0, store, views, ...columns } = overrides;
  const n = next();
  const userId = columns.userId ?? (await buildUser(db)).id;
  const now = Date.now();
  const values = {
    name: `لوح شمسي ${n}`,
    type: 'Panel' as const,
    condition: 'New' as const,
    brand: 'JinkoSolar',
    model: null,
    price: 100_000 + n,
    currency: 'YER' as const,
    description: 'وصف المنتج للاختبار',
    governorate: 'aden',
    city: 'crater',
    phone: '777123456',
    whatsappPhone: '+967777123456',
    status: 'approved' as const,
    adminReviewed: true,
    postedAt: new Date(now),
    expiresAt: new Date(now + 60 * DAY_MS),
    ...columns,
    userId,
  };
  const [row] = await db
    .insert(products)
    .values({
      ...values,
      priceUsd: values.price / DEFAULT_RATES_PER_USD[values.currency],
      ...productSearchColumns(values),
    })
    .returning();
  if (views) await db.insert(productCounters).values({ productId: row!.id, views });
  if (imageCount > 0) {
    if (!store) throw new Error('buildProduct: pass `store` to create images');
    for (let position = 0; position < imageCount; position += 1) {
      const upload = await buildUpload(db, store, userId);
      await db.insert(productImages).values({ productId: row!.id, uploadId: upload.id, position });
    }
  }
  return row!;
}

/** An engineer; `search_text` is built as the seed builds it (name, description, services, specializations, place). */
export async function buildEngineer(db: Db, overrides: Partial<typeof engineers.$inferInsert> = {}) {
  const n = next();
  const values = {
    name: `المهندس ${n}`,
    phone: '777555000',
    governorate: 'taiz',
    city: 'taiz-city',
    experienceYears: 5,
    rating: 4.2,
    services: ['install'],
    specializations: ['Residential'],
    ...overrides,
  };
  const searchText = engineerSearchText({ ...values, names: [values.name], descriptions: [values.experienceDescription] });
  const [row] = await db.insert(engineers).values({ ...values, searchText }).returning();
  return row!;
}

/** A shop; `search_text` as the seed builds it (name, description, address, services, brands, place). */
export async function buildShop(db: Db, overrides: Partial<typeof shops.$inferInsert> = {}) {
  const n = next();
  const values = { name: `محل الطاقة ${n}`, governorate: 'ibb', city: 'ibb-city', phone: '777666000', services: ['sales'], ...overrides };
  const searchText = shopSearchText({ ...values, names: [values.name], descriptions: [values.description], address: values.address, brands: values.brands ?? [] });
  const [row] = await db.insert(shops).values({ ...values, searchText }).returning();
  return row!;
}

export async function buildAd(db: Db, overrides: Partial<typeof ads.$inferInsert> = {}) {
  const n = next();
  const values = { title: `عرض ${n}`, description: 'عرض خاص', ...overrides };
  const [row] = await db.insert(ads).values({ ...values, searchText: adSearchText({ titles: [values.title], descriptions: [values.description] }) }).returning();
  return row!;
}

/** A join request waiting for review (`status` 'new'). */
export async function buildJoinRequest(db: Db, overrides: Partial<typeof joinRequests.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(joinRequests)
    .values({ fullName: `طالب انضمام ${n}`, email: `join${n}@example.test`, type: 'engineer', phoneNumber: '967777000111', ...overrides })
    .returning();
  return row!;
}

/** A complete, valid body of `POST /admin/engineers`; overrides replace fields. */
export function engineerInput(overrides: Partial<EngineerInput> = {}): EngineerInput {
  return {
    name: 'م. سالم عبده القدسي',
    phone: '777 123 456',
    whatsappPhone: '+967 777 123 456',
    email: 'salem@example.test',
    governorate: 'taiz',
    city: 'taiz-city',
    experienceYears: 7,
    experienceDescription: 'تركيب منظومات منزلية وتجارية',
    rating: 4.5,
    projectsCount: 40,
    teamSize: 3,
    responseTimeHours: 4,
    hourlyRate: 5000,
    minimumCharge: 20000,
    currency: 'YER',
    services: ['install', 'maintenance'],
    specializations: ['Residential'],
    availabilityStatus: 'available',
    workingDays: ['saturday', 'sunday'],
    workingHoursStart: '08:00',
    workingHoursEnd: '17:00',
    certifications: [{ name: 'PV Installer', issuedBy: 'NABCEP', issuedDate: '2020-01-01', expiryDate: '' }],
    notes: 'يزور الموقع مجانا',
    adminNotes: 'Called him twice, reliable',
    isVerified: true,
    isFeatured: false,
    profileImage: null,
    portfolioImages: [],
    ...overrides,
  };
}

/** A complete, valid body of `POST /admin/shops`. */
export function shopInput(overrides: Partial<ShopInput> = {}): ShopInput {
  return {
    name: 'محلات النخلة الذهبية للطاقة',
    governorate: 'aden',
    city: 'crater',
    address: 'شارع الملكة أروى',
    phone: '777 888 999',
    whatsappPhone: '',
    email: 'palm@example.test',
    latitude: 12.78,
    longitude: 45.03,
    description: 'ألواح وبطاريات بضمان',
    services: ['sales', 'installation'],
    openTime: '08:00',
    closeTime: '20:00',
    workingDays: ['saturday', 'sunday'],
    socialMedia: { facebook: 'https://facebook.com/palm-solar', instagram: '' },
    brands: ['Growatt'],
    productCategories: ['Battery', 'Panel'],
    paymentOptions: ['cash'],
    establishedYear: 2015,
    licenseNumber: null,
    website: null,
    notes: null,
    adminNotes: 'Visited the shop in person',
    isVerified: true,
    logo: null,
    images: [],
    ...overrides,
  };
}

/** A complete, valid body of `POST /admin/ads`. */
export function adInput(overrides: Partial<AdInput> = {}): AdInput {
  return { title: 'خصم على البطاريات', description: 'لفترة محدودة', image: null, link: 'https://example.com/offer', phone: '777 555 444', active: true, limitedOffer: true, ...overrides };
}
