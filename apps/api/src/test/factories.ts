import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { uploads, users } from '../db/schema/users.ts';
import { productImages, products } from '../db/schema/products.ts';
import { ads, engineers, joinRequests, shops } from '../db/schema/directory.ts';
import { productSearchText, normalizeArabic } from '@solar/shared/domain/arabic-search';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { hashPassword } from '../lib/passwords.ts';
import { normalizePhone } from '../lib/phone.ts';
import { processImage } from '../lib/images.ts';
import type { ImageStore } from '../lib/image-store.ts';

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
    .values({ userId, key, width: processed.width, height: processed.height, bytes: 1 })
    .returning();
  return row!;
}

type ProductOverrides = Partial<typeof products.$inferInsert> & { imageCount?: number; store?: ImageStore };

/** An approved, public product (override `status`, `expiresAt`… for others); a seller is made if none is given. */
export async function buildProduct(db: Db, overrides: ProductOverrides = {}) {
  const { imageCount = 0, store, ...columns } = overrides;
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
      searchText: productSearchText(values),
    })
    .returning();
  if (imageCount > 0) {
    if (!store) throw new Error('buildProduct: pass `store` to create images');
    for (let position = 0; position < imageCount; position += 1) {
      const upload = await buildUpload(db, store, userId);
      await db.insert(productImages).values({ productId: row!.id, uploadId: upload.id, position });
    }
  }
  return row!;
}

/** Governorate and city names in both languages, as the seed folds them into `search_text`. */
function placeWords(governorate: string, city: string): string[] {
  const gov = findGovernorate(governorate);
  const place = gov?.cities.find((c) => c.id === city);
  return [gov?.ar, gov?.en, place?.ar, place?.en].filter((w): w is string => Boolean(w));
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
  const searchText = normalizeArabic(
    [values.name, values.experienceDescription ?? '', ...values.services, ...values.specializations, ...placeWords(values.governorate, values.city)].join(' '),
  );
  const [row] = await db.insert(engineers).values({ ...values, searchText }).returning();
  return row!;
}

/** A shop; `search_text` as the seed builds it (name, description, address, services, brands, place). */
export async function buildShop(db: Db, overrides: Partial<typeof shops.$inferInsert> = {}) {
  const n = next();
  const values = { name: `محل الطاقة ${n}`, governorate: 'ibb', city: 'ibb-city', phone: '777666000', services: ['sales'], ...overrides };
  const searchText = normalizeArabic(
    [values.name, values.description ?? '', values.address ?? '', ...values.services, ...(values.brands ?? []), ...placeWords(values.governorate, values.city)].join(' '),
  );
  const [row] = await db.insert(shops).values({ ...values, searchText }).returning();
  return row!;
}

export async function buildAd(db: Db, overrides: Partial<typeof ads.$inferInsert> = {}) {
  const n = next();
  const values = { title: `عرض ${n}`, description: 'عرض خاص', ...overrides };
  const [row] = await db.insert(ads).values({ ...values, searchText: normalizeArabic(`${values.title} ${values.description}`) }).returning();
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
