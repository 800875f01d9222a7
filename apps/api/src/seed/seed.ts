import { sql } from 'drizzle-orm';
import { queryRows, withTransaction, type Db } from '../db/client.ts';
import { users, uploads } from '../db/schema/users.ts';
import { productCounters, productImages, products } from '../db/schema/products.ts';
import { ads, engineers, shops } from '../db/schema/directory.ts';
import type { ImageRef } from '../db/schema/columns.ts';
import { productSearchColumns } from '../features/products/search-document.ts';
import { LIMITS } from '@solar/shared/reference/limits';
import { hashPassword } from '../lib/passwords.ts';
import { normalizePhone } from '../lib/phone.ts';
import { processImage, type ProcessedImage } from '../lib/images.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { getRatesPerUsd } from '../features/settings/settings.service.ts';
import { adSearchText, engineerSearchText, shopSearchText } from '../features/directory/directory.search.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { demoSpecs } from './demo-specs.ts';
import { DEMO_ADS, DEMO_ENGINEERS, DEMO_SHOPS } from './demo-directory.ts';
import { renderDemoImage } from './seed-images.ts';
import type { DemoImage, DemoProduct } from './demo-types.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo accounts. They are ordinary users; no admin account is ever seeded. Every one finished its
 * sign-up (phone confirmed); two were verified by an admin («موثّق», docs/decisions/016-trust-badges.md).
 */
export const DEMO_USERS = {
  seller: { name: 'أحمد علي الحكيمي', phone: '777100200', email: 'seller@demo.solar-market.ye', isVerified: true },
  user2: { name: 'محمد سالم باوزير', phone: '733200300', email: 'mohammed@demo.solar-market.ye', isVerified: true },
  user3: { name: 'Fatima Al-Sharabi', phone: '711300400', email: 'fatima@demo.solar-market.ye', isVerified: false },
  user4: { name: 'عبدالله ناصر العمري', phone: '770400500', email: 'abdullah@demo.solar-market.ye', isVerified: false },
} as const satisfies Record<DemoProduct['owner'], { name: string; phone: string; email: string; isVerified: boolean }>;
export const DEMO_PASSWORD = 'Demo@1234';

// One language per listing, as real sellers write: most in Arabic, every third in English.
const inEnglish = (index: number) => index % 3 === 2;

/**
 * Loads the demo marketplace: users, products with pictures, engineers, shops and ads. Deterministic:
 * the same rows and the same picture bytes every time (only ids, file names and dates relative to now
 * differ). Runs in one transaction, so a failure leaves the database empty.
 */
export interface DemoDataSet {
  products: readonly DemoProduct[];
  engineers: typeof DEMO_ENGINEERS;
  shops: typeof DEMO_SHOPS;
  ads: typeof DEMO_ADS;
}
export const DEMO_DATA: DemoDataSet = { products: DEMO_PRODUCTS, engineers: DEMO_ENGINEERS, shops: DEMO_SHOPS, ads: DEMO_ADS };

export async function seedDemoData(db: Db, store: ImageStore, data: DemoDataSet = DEMO_DATA, now = new Date()): Promise<string> {
  const { products: DEMO_PRODUCTS, engineers: DEMO_ENGINEERS, shops: DEMO_SHOPS, ads: DEMO_ADS } = data;
  const rendered = new Map<string, Promise<ProcessedImage>>();
  const picture = (image: DemoImage) => {
    const id = `${image.kind}:${image.variant}`;
    if (!rendered.has(id)) rendered.set(id, renderDemoImage(image).then((png) => processImage(png)));
    return rendered.get(id)!;
  };
  const savedKeys: string[] = [];
  const storePicture = async (image: DemoImage): Promise<ImageRef> => {
    const processed = await picture(image);
    const key = await store.save(processed.variants, 'seed-');
    savedKeys.push(key);
    return { key, width: processed.width, height: processed.height };
  };

  // Render every distinct picture before the transaction, a few at a time, so both cores stay busy.
  const everyImage = [
    ...DEMO_PRODUCTS.flatMap((p) => p.images),
    ...DEMO_ENGINEERS.flatMap((e) => [...(e.avatar ? [e.avatar] : []), ...e.portfolio]),
    ...DEMO_SHOPS.flatMap((s) => [...(s.logo ? [s.logo] : []), ...s.gallery]),
    ...DEMO_ADS.map((a) => a.image),
  ];
  const queue = [...everyImage];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let image = queue.shift(); image; image = queue.shift()) await picture(image);
  }));

  try {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    return await withTransaction(db, async (tx) => {
      const rates = await getRatesPerUsd(tx);
      const userIds = {} as Record<DemoProduct['owner'], string>;
      for (const [owner, u] of Object.entries(DEMO_USERS) as [DemoProduct['owner'], (typeof DEMO_USERS)[DemoProduct['owner']]][]) {
        const [row] = await tx
          .insert(users)
          .values({
            name: u.name, phone: normalizePhone(u.phone), email: u.email, passwordHash, isVerified: u.isVerified,
            createdAt: new Date(now.getTime() - 90 * DAY_MS), phoneConfirmedAt: new Date(now.getTime() - 90 * DAY_MS), emailConfirmedAt: new Date(now.getTime() - 90 * DAY_MS),
          })
          .returning({ id: users.id });
        userIds[owner] = row!.id;
      }

      for (const [index, demo] of DEMO_PRODUCTS.entries()) {
        const english = inEnglish(index);
        const name = english ? demo.nameEn : demo.nameAr;
        const description = english ? demo.descriptionEn : demo.descriptionAr;
        const createdAt = new Date(now.getTime() - demo.postedDaysAgo * DAY_MS - (index % 24) * 3600 * 1000);
        const approved = demo.status === 'approved';
        const [row] = await tx
          .insert(products)
          .values({
            userId: userIds[demo.owner],
            name,
            type: demo.type,
            condition: demo.condition,
            brand: demo.brand,
            model: demo.model,
            price: demo.price,
            currency: demo.currency,
            priceUsd: demo.price / rates[demo.currency],
            isNegotiable: demo.isNegotiable,
            description,
            governorate: demo.governorate,
            city: demo.city,
            locationText: demo.locationText,
            phone: normalizePhone(demo.phone),
            whatsappPhone: demo.whatsappPhone && normalizePhone(demo.whatsappPhone),
            specifications: demo.specifications,
            specs: demoSpecs(demo),
            featured: approved && demo.featured,
            status: demo.status,
            rejectionReason: demo.rejectionReason,
            adminReviewed: demo.status !== 'pending',
            postedAt: approved ? createdAt : null,
            // Published at this price, so a later drop alerts (docs/decisions/023-saved-searches-and-alerts.md).
            publishedPrice: approved ? demo.price : null,
            publishedCurrency: approved ? demo.currency : null,
            expiresAt: approved ? new Date(createdAt.getTime() + LIMITS.listingLifetimeDays * DAY_MS) : null,
            ...productSearchColumns({ ...demo, name, description, specs: demoSpecs(demo) }),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: products.id });
        if (demo.views) await tx.insert(productCounters).values({ productId: row!.id, views: demo.views });
        for (const [position, image] of demo.images.slice(0, LIMITS.maxImagesPerProduct).entries()) {
          const ref = await storePicture(image);
          const processed = await picture(image);
          const bytes = [...processed.variants.values()].reduce((sum, b) => sum + b.length, 0);
          const [upload] = await tx
            .insert(uploads)
            .values({ userId: userIds[demo.owner], key: ref.key, width: ref.width, height: ref.height, widths: [...processed.variants.keys()], bytes })
            .returning({ id: uploads.id });
          await tx.insert(productImages).values({ productId: row!.id, uploadId: upload!.id, position });
        }
      }

      for (const [index, e] of DEMO_ENGINEERS.entries()) {
        await tx.insert(engineers).values({
          name: e.nameAr,
          profileImage: e.avatar ? await storePicture(e.avatar) : null,
          isVerified: e.isVerified,
          isFeatured: e.isFeatured,
          phone: normalizePhone(e.phone),
          whatsappPhone: e.whatsappPhone && normalizePhone(e.whatsappPhone),
          email: e.email,
          notes: e.notes,
          governorate: e.governorate,
          city: e.city,
          experienceYears: e.experienceYears,
          experienceDescription: e.experienceDescriptionAr,
          rating: e.rating,
          projectsCount: e.projectsCount,
          teamSize: e.teamSize,
          responseTimeHours: e.responseTimeHours,
          hourlyRate: e.hourlyRate,
          minimumCharge: e.minimumCharge,
          currency: e.currency,
          services: e.services,
          specializations: e.specializations,
          availabilityStatus: e.availabilityStatus,
          workingDays: e.workingDays,
          workingHoursStart: e.workingHours.start,
          workingHoursEnd: e.workingHours.end,
          certifications: e.certifications,
          portfolioImages: await Promise.all(e.portfolio.map(storePicture)),
          searchText: engineerSearchText({
            names: [e.nameAr, e.nameEn],
            descriptions: [e.experienceDescriptionAr, e.experienceDescriptionEn],
            services: e.services,
            specializations: e.specializations,
            governorate: e.governorate,
            city: e.city,
          }),
          createdAt: new Date(now.getTime() - (120 - index) * DAY_MS),
        });
      }

      for (const [index, s] of DEMO_SHOPS.entries()) {
        await tx.insert(shops).values({
          name: s.nameAr,
          logo: s.logo ? await storePicture(s.logo) : null,
          isVerified: s.isVerified,
          governorate: s.governorate,
          city: s.city,
          address: s.address,
          phone: s.phone && normalizePhone(s.phone),
          whatsappPhone: s.whatsappPhone && normalizePhone(s.whatsappPhone),
          email: s.email,
          latitude: s.latitude,
          longitude: s.longitude,
          description: s.descriptionAr,
          services: s.services,
          openTime: s.openTime,
          closeTime: s.closeTime,
          workingDays: s.workingDays,
          socialMedia: s.socialMedia,
          images: await Promise.all(s.gallery.map(storePicture)),
          brands: s.brands,
          productCategories: s.productCategories,
          establishedYear: s.establishedYear,
          licenseNumber: s.licenseNumber,
          website: s.website,
          notes: s.notes,
          paymentOptions: s.paymentOptions,
          searchText: shopSearchText({
            names: [s.nameAr, s.nameEn],
            descriptions: [s.descriptionAr, s.descriptionEn],
            address: s.address,
            services: s.services,
            brands: s.brands,
            governorate: s.governorate,
            city: s.city,
          }),
          createdAt: new Date(now.getTime() - (150 - index) * DAY_MS),
        });
      }

      for (const a of DEMO_ADS) {
        await tx.insert(ads).values({
          title: a.titleAr,
          description: a.descriptionAr,
          image: await storePicture(a.image),
          link: a.link,
          phone: a.phone && normalizePhone(a.phone),
          active: a.active,
          limitedOffer: a.limitedOffer,
          searchText: adSearchText({ titles: [a.titleAr, a.titleEn], descriptions: [a.descriptionAr, a.descriptionEn] }),
          createdAt: new Date(now.getTime() - a.postedDaysAgo * DAY_MS),
        });
      }

      const [counts] = await queryRows<{ products: number; engineers: number; shops: number; ads: number }>(tx, sql`
        select (select count(*) from products)::int as products, (select count(*) from engineers)::int as engineers,
               (select count(*) from shops)::int as shops, (select count(*) from ads)::int as ads`);
      return `${counts?.products} products, ${counts?.engineers} engineers, ${counts?.shops} shops, ${counts?.ads} ads`;
    });
  } catch (error) {
    // The transaction rolled back: take the pictures it wrote with it.
    await Promise.all(savedKeys.map((key) => store.remove(key)));
    throw error;
  }
}
