// A large, believable public catalogue for development and the benchmark (`npm run seed -- --count N`,
// bench/bench-server.ts): approved listings of every type, brand, governorate and currency from a handful
// of verified sellers, written a few thousand rows per statement. The same count and seed give the same
// listings (a small seeded PRNG; only ids, pictures and dates relative to `now` differ between databases).
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { CURRENCIES, PRODUCT_CONDITIONS, PRODUCT_TYPES, type Currency, type ProductCondition, type ProductType } from '@solar/shared/reference/catalog';
import { GOVERNORATES } from '@solar/shared/reference/locations';
import { LIMITS } from '@solar/shared/reference/limits';
import { queryRows, vacuum, withTransaction, type Db } from '../db/client.ts';
import { uploads, users } from '../db/schema/users.ts';
import type { ProductSpecifications } from '../db/schema/products.ts';
import { ProductSpecsInputSchema, type ProductSpecs } from '@solar/shared/contract/product-specs';
import { productSearchColumns, SEARCH_ANALYZER_VERSION } from '../features/products/search-document.ts';
import { getRatesPerUsd } from '../features/settings/settings.service.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { processImage } from '../lib/images.ts';
import { hashPassword } from '../lib/passwords.ts';
import { normalizePhone } from '../lib/phone.ts';
import { CATALOGUE_ITEMS, DESCRIPTION_VARIANTS, describeItem, titleOfItem, type CatalogueItem, type Language } from './catalogue-items.ts';
import { IMAGE_KIND_BY_TYPE } from './demo-products.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { renderDemoImage } from './seed-images.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Listings are spread over this many days before `now`, so every one still has two days to live. */
const SPREAD_DAYS = LIMITS.listingLifetimeDays - 2;
/** Rows per INSERT: large enough that round trips do not matter, small enough for PGlite's memory. */
const DEFAULT_BATCH = 5000;
/** From this many new rows (and at least as many as the table holds), indexes are built once at the end. */
const REBUILD_INDEXES_FROM = 50_000;

/** The sellers of the generated catalogue: shops with many listings and people with a few. */
export const CATALOGUE_SELLERS = [
  { name: 'مؤسسة الريان للطاقة الشمسية', phone: '777310455', home: 'amanat-al-asimah', weight: 9 },
  { name: 'محلات السعيدي للطاقة', phone: '733418902', home: 'taiz', weight: 6 },
  { name: 'شركة النور للطاقة البديلة', phone: '711520377', home: 'aden', weight: 7 },
  { name: 'Al-Hadhrami Solar Trading', phone: '770612845', home: 'hadramaut', weight: 5 },
  { name: 'معرض تهامة للطاقة الشمسية', phone: '735204519', home: 'al-hudaydah', weight: 5 },
  { name: 'مركز إب للألواح والبطاريات', phone: '777845120', home: 'ibb', weight: 4 },
  { name: 'Sabaa Energy Solutions', phone: '712903344', home: 'marib', weight: 3 },
  { name: 'مؤسسة الأمانة للمنظومات', phone: '771408833', home: 'amanat-al-asimah', weight: 4 },
  { name: 'عبدالرحمن يحيى الشامي', phone: '771234908', home: 'sanaa', weight: 2 },
  { name: 'خالد محمد باعباد', phone: '736605128', home: 'shabwah', weight: 1 },
  { name: 'سالم أحمد العولقي', phone: '700418236', home: 'abyan', weight: 1 },
  { name: 'Nabil Al-Maqtari', phone: '773900612', home: 'lahij', weight: 1 },
  { name: 'ياسر علي الحداد', phone: '734119027', home: 'dhamar', weight: 1 },
  { name: 'منى عبدالله الصبري', phone: '772566310', home: 'taiz', weight: 1 },
] as const;

/** How many of CATALOGUE_SELLERS, from the first, an admin verified. */
export const VERIFIED_CATALOGUE_SELLERS = 5;

const sellerEmail = (index: number) => `seller-${String(index + 1).padStart(2, '0')}@catalogue.solar-market.ye`;

/** Rough share of listings per governorate: the large cities sell most, every governorate sells some. */
const GOVERNORATE_WEIGHTS: Record<string, number> = {
  'amanat-al-asimah': 12, sanaa: 4, aden: 9, taiz: 8, 'al-hudaydah': 7, ibb: 7, hadramaut: 6, hajjah: 3, dhamar: 4,
  'al-bayda': 2, lahij: 3, abyan: 2, shabwah: 2, 'al-mahrah': 1, marib: 4, 'al-jawf': 1, saada: 2, amran: 2,
  'al-mahwit': 1, raymah: 1, 'al-dhale': 2, socotra: 0.5,
};
/** Where prices are mostly in the new (Aden) riyal notes. */
const SOUTH = new Set(['aden', 'lahij', 'abyan', 'al-dhale', 'shabwah', 'hadramaut', 'al-mahrah', 'socotra']);
const CURRENCY_WEIGHTS: Record<'north' | 'south', Record<Currency, number>> = {
  north: { YER: 60, USD: 25, SAR: 15, YER_SOUTH: 0 },
  south: { YER_SOUTH: 55, USD: 25, SAR: 20, YER: 0 },
};
const TYPE_WEIGHTS: Record<ProductType, number> = {
  Panel: 24, Battery: 20, 'Charging Devices': 20, 'Integrated System': 9, Accessory: 13, 'Panel bases': 7, Others: 7,
};
const CONDITION_WEIGHTS: Record<ProductCondition, number> = { New: 72, Used: 23, 'Needs Repair': 5 };
const CONDITION_PRICE: Record<ProductCondition, number> = { New: 1, Used: 0.62, 'Needs Repair': 0.35 };
const LOCATION_TEXTS: Record<Language, readonly string[]> = {
  ar: ['الشارع العام', 'جوار السوق المركزي', 'قرب الجامع الكبير', 'بجانب محطة الوقود', 'مقابل مكتب البريد', 'سوق الكهرباء والطاقة', 'خلف المستشفى العام', 'جولة المدينة'],
  en: ['Main road', 'Next to the central market', 'Near the big mosque', 'By the petrol station', 'Opposite the post office', 'Electrical market'],
};

/** A small, fast PRNG (mulberry32): the same seed gives the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks from `values` with the given weights, using one random number. */
function weighted<T>(values: readonly T[], weights: readonly number[]): (r: number) => T {
  const total = weights.reduce((s, w) => s + w, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w) / total);
  return (r) => {
    const i = cumulative.findIndex((c) => r < c);
    return values[i === -1 ? values.length - 1 : i]!;
  };
}

/** A price as sellers write it in that currency: whole riyals in round steps, dollars to the unit or five. */
function roundPrice(amount: number, currency: Currency): number {
  const steps: Record<Currency, [number, number][]> = {
    USD: [[100, 1], [1000, 5], [Infinity, 10]],
    SAR: [[100, 1], [1000, 5], [Infinity, 50]],
    YER: [[10_000, 100], [100_000, 500], [Infinity, 1000]],
    YER_SOUTH: [[10_000, 100], [100_000, 1000], [Infinity, 5000]],
  };
  const step = steps[currency].find(([limit]) => amount < limit)![1];
  return Math.max(step, Math.round(amount / step) * step);
}

/** What a listing says, shared by every listing with the same item, language, condition and wording. */
export interface ListingText {
  name: string;
  description: string;
  specifications: ProductSpecifications;
  specificationsJson: string;
  /** Structured specifications as the posting contract stores them (usable kWh computed), null for types without. */
  specs: ProductSpecs | null;
  specsJson: string | null;
  /** products.search_vector in PostgreSQL's text form, computed once per distinct text. */
  searchVector: string;
}

/** One generated listing, before it has an id and a seller account id. */
export interface GeneratedListing {
  /** Index into CATALOGUE_SELLERS. */
  seller: number;
  type: ProductType;
  condition: ProductCondition;
  brand: string | null;
  model: string | null;
  text: ListingText;
  price: number;
  currency: Currency;
  priceUsd: number;
  isNegotiable: boolean;
  governorate: string;
  city: string;
  locationText: string | null;
  hasWhatsapp: boolean;
  featured: boolean;
  createdAt: Date;
  views: number;
  /** How many pictures it shows (0..5), and where in its type's pictures they start (0..1). */
  pictures: number;
  pictureOffset: number;
}

/**
 * The listings, one at a time: a pure function of count, seed, `now` and the exchange rates. The first
 * rows name every type, brand, governorate, currency and condition once, so even a small catalogue has
 * them all; the rest are drawn by weight. Texts repeat across rows, so each distinct one (and its
 * search vector, the costly part) is built once.
 */
export function* generateListings(count: number, options: { seed: number; now: Date; rates: Record<Currency, number> }): Generator<GeneratedListing> {
  const random = seededRandom(options.seed);
  const texts = new Map<string, ListingText>();
  const pickType = weighted(PRODUCT_TYPES, PRODUCT_TYPES.map((t) => TYPE_WEIGHTS[t]));
  const pickCondition = weighted(PRODUCT_CONDITIONS, PRODUCT_CONDITIONS.map((c) => CONDITION_WEIGHTS[c]));
  const pickGovernorate = weighted(GOVERNORATES, GOVERNORATES.map((g) => GOVERNORATE_WEIGHTS[g.id] ?? 1));
  const pickCity = new Map(GOVERNORATES.map((g) => [g.id, weighted(g.cities, g.cities.map((_, k) => 1 / (k + 1)))]));
  const pickCurrency = {
    north: weighted(CURRENCIES, CURRENCIES.map((c) => CURRENCY_WEIGHTS.north[c])),
    south: weighted(CURRENCIES, CURRENCIES.map((c) => CURRENCY_WEIGHTS.south[c])),
  };
  const sellerIndexes = CATALOGUE_SELLERS.map((_, i) => i);
  const pickAnySeller = weighted(sellerIndexes, CATALOGUE_SELLERS.map((s) => s.weight));
  const pickLocalSeller = new Map(
    GOVERNORATES.map((g) => {
      const local = sellerIndexes.filter((i) => CATALOGUE_SELLERS[i]!.home === g.id);
      return [g.id, local.length ? weighted(local, local.map((i) => CATALOGUE_SELLERS[i]!.weight)) : undefined];
    }),
  );
  const allItems = PRODUCT_TYPES.flatMap((t) => CATALOGUE_ITEMS[t]);
  const brandsFirst = [...new Set(allItems.map((i) => i.brand).filter((b): b is string => b !== null))];

  for (let n = 0; n < count; n += 1) {
    // Coverage first: one row per type, then one per brand; later rows draw freely.
    let item: CatalogueItem;
    if (n < PRODUCT_TYPES.length) {
      const items = CATALOGUE_ITEMS[PRODUCT_TYPES[n]!];
      item = items[Math.floor(random() * items.length)]!;
    } else if (n < PRODUCT_TYPES.length + brandsFirst.length) {
      const items = allItems.filter((i) => i.brand === brandsFirst[n - PRODUCT_TYPES.length]);
      item = items[Math.floor(random() * items.length)]!;
    } else {
      const items = CATALOGUE_ITEMS[pickType(random())];
      item = items[Math.floor(random() * items.length)]!;
    }
    const condition = n < PRODUCT_CONDITIONS.length ? PRODUCT_CONDITIONS[n]! : pickCondition(random());
    const language: Language = random() < 1 / 3 ? 'en' : 'ar';
    const nameVariant = Math.floor(random() * 3) % item.names[language].length;
    const descriptionVariant = Math.floor(random() * DESCRIPTION_VARIANTS);
    const governorate = n < GOVERNORATES.length ? GOVERNORATES[n]! : pickGovernorate(random());
    const city = pickCity.get(governorate.id)!(random());
    const region = SOUTH.has(governorate.id) ? 'south' : 'north';
    const currency = n < CURRENCIES.length ? CURRENCIES[n]! : pickCurrency[region](random());
    const local = pickLocalSeller.get(governorate.id);
    const seller = local && random() < 0.75 ? local(random()) : pickAnySeller(random());

    const key = `${item.type}|${CATALOGUE_ITEMS[item.type].indexOf(item)}|${language}|${condition}|${nameVariant}|${descriptionVariant}`;
    let text = texts.get(key);
    if (!text) {
      const name = titleOfItem(item, language, condition, nameVariant);
      const description = describeItem(item, language, condition, descriptionVariant);
      // Through the posting contract: a generated size a seller could not post stops the generator.
      const specs = item.specs ? ProductSpecsInputSchema.parse(item.specs) : null;
      text = {
        name,
        description,
        specifications: item.specifications,
        specificationsJson: JSON.stringify(item.specifications),
        specs,
        specsJson: specs ? JSON.stringify(specs) : null,
        searchVector: productSearchColumns({ type: item.type, name, brand: item.brand, model: item.model, description, specifications: item.specifications, specs, condition }).searchVector,
      };
      texts.set(key, text);
    }

    const usd = item.usd * CONDITION_PRICE[condition] * (0.88 + random() * 0.27);
    const rate = options.rates[currency];
    const price = roundPrice(usd * rate, currency);
    // Newer listings are more common than old ones, as on any marketplace.
    const ageMs = Math.floor(random() ** 1.4 * SPREAD_DAYS * DAY_MS / 1000) * 1000;
    const featured = random() < 0.01;
    const ageDays = ageMs / DAY_MS;
    const pictureRoll = random();
    yield {
      seller,
      type: item.type,
      condition,
      brand: item.brand,
      model: item.model,
      text,
      price,
      currency,
      priceUsd: Math.round((price / rate) * 10_000) / 10_000,
      isNegotiable: random() < 0.72,
      governorate: governorate.id,
      city: city.id,
      locationText: random() < 0.45 ? null : LOCATION_TEXTS[language][Math.floor(random() * LOCATION_TEXTS[language].length)]!,
      hasWhatsapp: random() < 0.65,
      featured,
      createdAt: new Date(options.now.getTime() - ageMs),
      views: Math.floor(ageDays * (1 + random() * 9) * (featured ? 4 : 1) + random() * 12),
      pictures: pictureRoll < 0.12 ? 0 : pictureRoll < 0.55 ? 1 : pictureRoll < 0.8 ? 2 : pictureRoll < 0.92 ? 3 : pictureRoll < 0.97 ? 4 : 5,
      pictureOffset: random(),
    };
  }
}

/**
 * The catalogue's seller accounts (the demo password), created when missing: every one with a confirmed
 * phone, the first five (the big shops) also verified by an admin («موثّق»).
 */
async function ensureSellers(db: Db, now: Date): Promise<{ id: string; phone: string }[]> {
  const emails = CATALOGUE_SELLERS.map((_, i) => sellerEmail(i));
  const find = () => db.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(inArray(users.email, emails));
  let found = await find();
  if (found.length < emails.length) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(CATALOGUE_SELLERS.map((s, i) => ({
        name: s.name, phone: normalizePhone(s.phone), email: emails[i]!, passwordHash, isVerified: i < VERIFIED_CATALOGUE_SELLERS, governorate: s.home,
        createdAt: new Date(now.getTime() - 120 * DAY_MS), phoneConfirmedAt: new Date(now.getTime() - 120 * DAY_MS),
        emailConfirmedAt: new Date(now.getTime() - 120 * DAY_MS),
      })))
      .onConflictDoNothing();
    found = await find();
  }
  return emails.map((email, i) => {
    const row = found.find((f) => f.email === email);
    if (!row) throw new Error(`Seller account ${email} could not be created: phone ${CATALOGUE_SELLERS[i]!.phone} belongs to another account`);
    return { id: row.id, phone: row.phone };
  });
}

/**
 * Pictures per product type: uploads that already illustrate a listing of that type (the demo data's),
 * else a few drawn once through the upload pipeline and stored, owned by the first seller. Without a
 * store a type with no picture gets none; rows never point at files that do not exist.
 */
async function picturePools(db: Db, store: ImageStore | undefined, ownerId: string, perType: number): Promise<Map<ProductType, string[]>> {
  const rows = await withTransaction(db, async (tx) => {
    // product_images has no index on upload_id: a hash join over it, once, whatever its size.
    await tx.execute(sql`set local statement_timeout = 0`);
    return queryRows<{ id: string; type: ProductType }>(tx, sql`
      with first_uploads as (select id from uploads order by created_at, id limit 500)
      select distinct on (f.id) f.id, p.type
      from first_uploads f join product_images pi on pi.upload_id = f.id join products p on p.id = pi.product_id
      order by f.id`);
  });
  const pools = new Map<ProductType, string[]>(PRODUCT_TYPES.map((t) => [t, []]));
  for (const row of rows) if (pools.get(row.type)!.length < 8) pools.get(row.type)!.push(row.id);
  if (!store) return pools;
  for (const type of PRODUCT_TYPES) {
    if (pools.get(type)!.length) continue;
    for (let variant = 0; variant < perType; variant += 1) {
      const processed = await processImage(await renderDemoImage({ kind: IMAGE_KIND_BY_TYPE[type], variant: 40 + variant }));
      const key = await store.save(processed.variants, 'seed-');
      const bytes = [...processed.variants.values()].reduce((sum, b) => sum + b.length, 0);
      try {
        const [upload] = await db.insert(uploads).values({ userId: ownerId, key, width: processed.width, height: processed.height, widths: [...processed.variants.keys()], bytes }).returning({ id: uploads.id });
        pools.get(type)!.push(upload!.id);
      } catch (error) {
        await store.remove(key);
        throw error;
      }
    }
  }
  return pools;
}

export interface CatalogueOptions {
  /** The PRNG seed: the same count and seed give the same listings. */
  seed?: number;
  /** Dates are spread over the days before this moment. */
  now?: Date;
  /** Where to store a few pictures when the database has none for a product type. */
  store?: ImageStore;
  /** Pictures drawn per product type when none exist (default 3). */
  picturesPerType?: number;
  batchSize?: number;
  /** Adding at least this many rows, and no fewer than the table holds, builds its indexes once at the end (default 50,000). */
  rebuildIndexesFrom?: number;
  /** Called after each batch is written. */
  onProgress?: (done: number, count: number) => void;
  /** Says what a long step is doing. */
  log?: (message: string) => void;
}

export interface CatalogueSummary {
  added: number;
  sellers: number;
  pictures: number;
  ms: number;
}

interface Batch {
  rows: number;
  products: unknown[][];
  images: [string[], string[], number[]];
  /** Listings with views, and how many (product_counters). */
  counters: [string[], number[]];
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Adds `count` approved listings (generateListings) to the database, `batchSize` rows per INSERT … SELECT
 * FROM unnest(…), each batch in its own transaction without the app's statement time limit, and the next
 * batch is built while the database writes the last one. The tables are vacuumed and analysed at the end,
 * so the planner sees the new catalogue at once and the lists read their indexes alone.
 */
export async function generateCatalogue(db: Db, count: number, options: CatalogueOptions = {}): Promise<CatalogueSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const rates = await getRatesPerUsd(db);
  const sellers = await ensureSellers(db, now);
  const pools = await picturePools(db, options.store, sellers[0]!.id, options.picturesPerType ?? 3);
  const listings = generateListings(count, { seed: options.seed ?? 1, now, rates });

  const buildBatch = async (size: number): Promise<Batch> => {
    const columns: unknown[][] = Array.from({ length: 23 }, () => []);
    const images: Batch['images'] = [[], [], []];
    const counters: Batch['counters'] = [[], []];
    for (let i = 0; i < size; i += 1) {
      // Hand the event loop to the driver now and then, so the previous batch's INSERT is sent meanwhile.
      if (i % 100 === 99) await yieldToIo();
      const l = listings.next().value as GeneratedListing;
      const id = crypto.randomUUID();
      const seller = sellers[l.seller]!;
      const expiresAt = new Date(l.createdAt.getTime() + LIMITS.listingLifetimeDays * DAY_MS);
      const values = [
        id, seller.id, l.text.name, l.type, l.condition, l.brand, l.model, l.price, l.currency, l.priceUsd, l.isNegotiable,
        l.text.description, l.governorate, l.city, l.locationText, seller.phone, l.hasWhatsapp ? seller.phone : null,
        l.text.specificationsJson, l.featured, l.createdAt.toISOString(), expiresAt.toISOString(), l.text.searchVector,
        l.text.specsJson,
      ];
      if (l.views) {
        counters[0].push(id);
        counters[1].push(l.views);
      }
      values.forEach((v, c) => columns[c]!.push(v));
      const pool = pools.get(l.type)!;
      const pictures = Math.min(l.pictures, pool.length);
      const first = Math.floor(l.pictureOffset * pool.length);
      for (let position = 0; position < pictures; position += 1) {
        images[0].push(id);
        images[1].push(pool[(first + position) % pool.length]!);
        images[2].push(position);
      }
    }
    return { rows: size, products: columns, images, counters };
  };

  const writeBatch = async (tx: Db, batch: Batch) => {
    const c = batch.products.map((column) => sql.param(column));
    await tx.execute(sql`
      insert into products (id, user_id, name, type, condition, brand, model, price, currency, price_usd, is_negotiable,
        description, governorate, city, location_text, phone, whatsapp_phone, specifications, specs, featured, status,
        admin_reviewed, posted_at, published_price, published_currency, expires_at, search_vector, search_version, created_at, updated_at)
      select id, user_id, name, type, condition, brand, model, price, currency, price_usd, is_negotiable,
        description, governorate, city, location_text, phone, whatsapp_phone, specifications::jsonb, specs::jsonb, featured, 'approved',
        true, created_at, price, currency, expires_at, search_vector::tsvector, ${SEARCH_ANALYZER_VERSION}, created_at, created_at
      from unnest(${c[0]}::uuid[], ${c[1]}::uuid[], ${c[2]}::text[], ${c[3]}::text[], ${c[4]}::text[], ${c[5]}::text[],
        ${c[6]}::text[], ${c[7]}::numeric[], ${c[8]}::text[], ${c[9]}::numeric[], ${c[10]}::boolean[], ${c[11]}::text[],
        ${c[12]}::text[], ${c[13]}::text[], ${c[14]}::text[], ${c[15]}::text[], ${c[16]}::text[], ${c[17]}::text[],
        ${c[18]}::boolean[], ${c[19]}::timestamptz[], ${c[20]}::timestamptz[], ${c[21]}::text[], ${c[22]}::text[])
        as r(id, user_id, name, type, condition, brand, model, price, currency, price_usd, is_negotiable, description,
          governorate, city, location_text, phone, whatsapp_phone, specifications, featured, created_at, expires_at, search_vector, specs)`);
    if (batch.counters[0].length) {
      await tx.execute(sql`
        insert into product_counters (product_id, views)
        select * from unnest(${sql.param(batch.counters[0])}::uuid[], ${sql.param(batch.counters[1])}::int[])`);
    }
    if (batch.images[0].length) {
      const [productIds, uploadIds, positions] = batch.images;
      await tx.execute(sql`
        insert into product_images (product_id, upload_id, position)
        select * from unnest(${sql.param(productIds)}::uuid[], ${sql.param(uploadIds)}::uuid[], ${sql.param(positions)}::int[])`);
    }
  };

  /** Writes every batch with `write`, building the next batch while the database writes the last. */
  const writeAll = async (write: (batch: Batch) => Promise<void>) => {
    let done = 0;
    let pending: Promise<void> | undefined;
    let pendingRows = 0;
    const settle = async () => {
      if (!pending) return;
      await pending;
      done += pendingRows;
      options.onProgress?.(done, count);
    };
    for (let start = 0; start < count; start += batchSize) {
      const batch = await buildBatch(Math.min(batchSize, count - start));
      await settle();
      pending = write(batch);
      // Awaited on the next turn; marked handled now so a failure is not reported as unhandled meanwhile.
      pending.catch(() => {});
      pendingRows = batch.rows;
    }
    await settle();
    return done;
  };

  const existing = Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`))[0]?.n ?? 0);
  let done: number;
  if (count >= (options.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM) && count >= existing) {
    // At least doubling the table: dropping its secondary indexes and building them once at the end is
    // several times faster than updating a dozen indexes row by row (a million rows: minutes saved). One
    // transaction, so a failure leaves the table and its indexes as they were; the table is locked meanwhile.
    done = await withTransaction(db, async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      const indexes = await queryRows<{ drop: string; definition: string }>(tx, sql`
        select format('drop index %I.%I', i.schemaname, i.indexname) as drop, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'products'
          and not exists (select 1 from pg_constraint c where c.conrelid = 'products'::regclass and c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`);
      for (const index of indexes) await tx.execute(sql.raw(index.drop));
      const written = await writeAll((batch) => writeBatch(tx, batch));
      options.log?.(`Building the ${indexes.length} indexes of products…`);
      const [engine] = await queryRows<{ embedded: boolean }>(tx, sql`select version() like '%PGlite%' as embedded`);
      // PGlite's memory is WebAssembly's; a server may use more for a faster sort.
      if (!engine?.embedded) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
      return written;
    });
  } else {
    done = await writeAll((batch) =>
      withTransaction(db, async (tx) => {
        // A batch can meet a GIN index flush; the app's 10 s statement limit is for requests, not this.
        await tx.execute(sql`set local statement_timeout = 0`);
        await writeBatch(tx, batch);
      }),
    );
  }

  // Statistics for the planner, and every new page marked all-visible so the lists read their indexes alone.
  await vacuum(db, { tables: ['products', 'product_counters', 'product_images', 'search_terms'], analyze: true });
  const pictures = [...pools.values()].reduce((sum, pool) => sum + pool.length, 0);
  return { added: done, sellers: sellers.length, pictures, ms: Math.round(performance.now() - started) };
}

/** Adds generated listings until the database holds `total` products (the benchmark's catalogue); answers the count. */
export async function fillCatalogue(db: Db, total: number, options: CatalogueOptions = {}): Promise<number> {
  const count = async () => Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`))[0]?.n ?? 0);
  const missing = total - (await count());
  if (missing > 0) await generateCatalogue(db, missing, options);
  return count();
}
