import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  CURRENCIES,
  DEFAULT_RATES_PER_USD,
  ENGINEER_SPECIALIZATIONS,
  EXPERIENCE_BANDS,
  PAYMENT_OPTIONS,
  PRODUCT_CONDITIONS,
  PRODUCT_TYPES,
  RATING_THRESHOLDS,
  SERVICE_LABELS,
  SHOP_SERVICES,
  WEEK_DAYS,
} from '@solar/shared/reference/catalog';
import { isCityInGovernorate } from '@solar/shared/reference/locations';
import { LIMITS } from '@solar/shared/reference/limits';
import { DEMO_PRODUCTS, IMAGE_KIND_BY_TYPE } from './demo-products.ts';
import { DEMO_SPECS, demoSpecs } from './demo-specs.ts';
import { specKindOf } from '@solar/shared/contract/product-specs';
import { DEMO_ADS, DEMO_ENGINEERS, DEMO_SHOPS } from './demo-directory.ts';
import type { DemoImage } from './demo-types.ts';

const ARABIC = /[\u0600-\u06FF]/;
const DIGITS_8_TO_15 = /^\d{8,15}$/;
const YEMENI_MOBILE = /^7[0137]\d{7}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const approved = DEMO_PRODUCTS.filter((p) => p.status === 'approved');
const pending = DEMO_PRODUCTS.filter((p) => p.status === 'pending');
const rejected = DEMO_PRODUCTS.filter((p) => p.status === 'rejected');

const isoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Distance in km between two points (haversine), to check map pins sit in their city. */
function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Approximate centres of the cities the demo shops use; a new shop city needs an entry here. */
const CITY_CENTRES: Record<string, readonly [number, number]> = {
  'amanat-al-asimah/al-sabeen': [15.33, 44.2],
  'amanat-al-asimah/al-tahrir': [15.355, 44.205],
  'amanat-al-asimah/shuub': [15.37, 44.22],
  'amanat-al-asimah/maeen': [15.36, 44.17],
  'aden/khor-maksar': [12.82, 45.03],
  'aden/al-mualla': [12.786, 44.995],
  'aden/sheikh-othman': [12.87, 45.02],
  'taiz/taiz-city': [13.58, 44.02],
  'taiz/al-turbah': [13.21, 43.9],
  'al-hudaydah/hudaydah-city': [14.8, 42.95],
  'ibb/ibb-city': [13.97, 44.18],
  'hadramaut/al-mukalla': [14.54, 49.12],
  'hadramaut/seiyun': [15.94, 48.79],
  'marib/marib-city': [15.46, 45.33],
  'dhamar/dhamar-city': [14.54, 44.4],
  'shabwah/ataq': [14.54, 46.83],
  'al-mahrah/al-ghaydah': [16.21, 52.18],
  'hajjah/hajjah-city': [15.69, 43.6],
};

describe('demo products', () => {
  it('has the expected numbers per status, owned as specified', () => {
    expect(approved.length).toBeGreaterThanOrEqual(66);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.length).toBeLessThanOrEqual(5);
    expect(rejected).toHaveLength(3);
    for (const p of [...pending, ...rejected]) expect(p.owner).toBe('seller');
    expect(new Set(approved.map((p) => p.owner))).toEqual(new Set(['seller', 'user2', 'user3', 'user4']));
  });

  it('gives a reason, in Arabic, exactly for the rejected ones', () => {
    for (const p of rejected) expect(p.rejectionReason).toMatch(ARABIC);
    for (const p of [...approved, ...pending]) expect(p.rejectionReason).toBeNull();
  });

  it('covers every type (6+ each), condition and currency among approved listings', () => {
    for (const type of PRODUCT_TYPES) expect(approved.filter((p) => p.type === type).length, type).toBeGreaterThanOrEqual(6);
    for (const condition of PRODUCT_CONDITIONS) expect(approved.some((p) => p.condition === condition), condition).toBe(true);
    for (const currency of CURRENCIES) expect(approved.some((p) => p.currency === currency), currency).toBe(true);
  });

  it('spreads approved listings over many governorates, weighted to the big cities', () => {
    const counts = new Map<string, number>();
    for (const p of approved) counts.set(p.governorate, (counts.get(p.governorate) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(10);
    for (const big of ['amanat-al-asimah', 'aden', 'taiz', 'al-hudaydah', 'ibb', 'hadramaut', 'marib']) {
      expect(counts.get(big) ?? 0, big).toBeGreaterThanOrEqual(4);
    }
  });

  it('features 8 or more approved listings and never a pending or rejected one', () => {
    expect(approved.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    for (const p of [...pending, ...rejected]) expect(p.featured).toBe(false);
  });

  it('uses only valid governorate/city pairs', () => {
    for (const p of DEMO_PRODUCTS) expect(isCityInGovernorate(p.governorate, p.city), `${p.nameEn}: ${p.governorate}/${p.city}`).toBe(true);
  });

  it('has valid phone numbers', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.phone, p.nameEn).toMatch(DIGITS_8_TO_15);
      expect(p.phone, p.nameEn).toMatch(YEMENI_MOBILE);
      if (p.whatsappPhone !== null) expect(p.whatsappPhone, p.nameEn).toMatch(/^\+9677[0137]\d{7}$/);
    }
    expect(DEMO_PRODUCTS.some((p) => p.whatsappPhone === null)).toBe(true);
  });

  it('has at most 5 pictures each, of the kind matching the type, and unique variants', () => {
    const used = new Set<string>();
    for (const p of DEMO_PRODUCTS) {
      expect(p.images.length).toBeLessThanOrEqual(LIMITS.maxImagesPerProduct);
      for (const image of p.images) {
        expect(image.kind).toBe(IMAGE_KIND_BY_TYPE[p.type]);
        const key = `${image.kind}#${image.variant}`;
        expect(used.has(key), key).toBe(false);
        used.add(key);
      }
    }
    expect(approved.filter((p) => p.images.length >= 3).length).toBeGreaterThanOrEqual(10);
    expect(approved.some((p) => p.images.length === 0)).toBe(true);
    const oneToThree = DEMO_PRODUCTS.filter((p) => p.images.length >= 1 && p.images.length <= 3).length;
    expect(oneToThree / DEMO_PRODUCTS.length).toBeGreaterThan(0.5);
  });

  it('has believable dates, views and prices', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.postedDaysAgo) && p.postedDaysAgo >= 0 && p.postedDaysAgo <= 55, p.nameEn).toBe(true);
      expect(Number.isInteger(p.views) && p.views >= 0 && p.views <= 900, p.nameEn).toBe(true);
      expect(p.price).toBeGreaterThan(0);
    }
    expect(approved.some((p) => p.postedDaysAgo === 0)).toBe(true);
    // Catches a price typed in the wrong currency (e.g. new-riyal amount tagged as old riyal).
    for (const p of approved) {
      const usd = p.price / DEFAULT_RATES_PER_USD[p.currency];
      expect(usd, `${p.nameEn}: ${p.price} ${p.currency}`).toBeGreaterThanOrEqual(5);
      expect(usd, `${p.nameEn}: ${p.price} ${p.currency}`).toBeLessThanOrEqual(10_000);
    }
  });

  it('is written in both languages, with specifications filled in', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.nameAr, p.nameEn).toMatch(ARABIC);
      expect(p.descriptionAr, p.nameEn).toMatch(ARABIC);
      expect(p.nameEn).not.toMatch(ARABIC);
      expect(p.descriptionEn).not.toMatch(ARABIC);
      for (const value of Object.values(p.specifications)) expect(value?.trim()).toBeTruthy();
    }
    const withSpecs = approved.filter((p) => Object.keys(p.specifications).length > 0).length;
    expect(withSpecs / approved.length).toBeGreaterThan(0.9);
  });

  it('gives every panel, battery, charging device and system its specifications, of its kind, that the contract accepts', () => {
    const named = new Set(DEMO_PRODUCTS.map((p) => p.nameEn));
    for (const name of Object.keys(DEMO_SPECS)) expect(named.has(name), name).toBe(true);
    const withKind = DEMO_PRODUCTS.filter((p) => specKindOf(p.type));
    // One listing says nothing about itself ("Solar panels for sale"): it keeps none, as an older listing would.
    expect(withKind.filter((p) => !DEMO_SPECS[p.nameEn]).map((p) => p.nameEn)).toEqual(['Solar panels for sale']);
    for (const p of withKind) {
      const specs = demoSpecs(p);
      if (specs) expect(specs.kind, p.nameEn).toBe(specKindOf(p.type));
    }
    for (const p of DEMO_PRODUCTS.filter((p) => !specKindOf(p.type))) expect(DEMO_SPECS[p.nameEn], p.nameEn).toBeUndefined();
  });

  it('uses mostly catalogue brands', () => {
    const branded = approved.filter((p) => p.brand !== null);
    const known = branded.filter((p) => (BRANDS as readonly string[]).includes(p.brand ?? ''));
    expect(known.length / branded.length).toBeGreaterThan(0.5);
  });
});

describe('demo engineers', () => {
  it('has enough engineers over enough governorates, in valid cities', () => {
    expect(DEMO_ENGINEERS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(DEMO_ENGINEERS.map((e) => e.governorate)).size).toBeGreaterThanOrEqual(8);
    for (const e of DEMO_ENGINEERS) expect(isCityInGovernorate(e.governorate, e.city), e.nameEn).toBe(true);
  });

  it('covers every experience band of the filters', () => {
    for (const e of DEMO_ENGINEERS) expect(Number.isInteger(e.experienceYears) && e.experienceYears >= 1 && e.experienceYears <= 25).toBe(true);
    for (const [band, [min, max]] of Object.entries(EXPERIENCE_BANDS)) {
      const inBand = DEMO_ENGINEERS.filter((e) => e.experienceYears >= min && (max === null || e.experienceYears < max));
      expect(inBand.length, band).toBeGreaterThanOrEqual(1);
    }
  });

  it('has ratings 2.8-5.0 so each rating threshold changes the result', () => {
    for (const e of DEMO_ENGINEERS) {
      expect(e.rating).toBeGreaterThanOrEqual(2.8);
      expect(e.rating).toBeLessThanOrEqual(5);
      expect(Math.round(e.rating * 10) / 10).toBe(e.rating);
    }
    const thresholds = [...RATING_THRESHOLDS].sort((a, b) => b - a);
    let upper = Infinity;
    for (const t of thresholds) {
      expect(DEMO_ENGINEERS.some((e) => e.rating >= t && e.rating < upper), `rating band from ${t}`).toBe(true);
      upper = t;
    }
    expect(DEMO_ENGINEERS.some((e) => e.rating < Math.min(...thresholds))).toBe(true);
  });

  it('mixes verified, featured and availability states', () => {
    expect(DEMO_ENGINEERS.some((e) => e.isVerified)).toBe(true);
    expect(DEMO_ENGINEERS.some((e) => !e.isVerified)).toBe(true);
    expect(DEMO_ENGINEERS.filter((e) => e.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_ENGINEERS.map((e) => e.availabilityStatus)).size).toBe(3);
  });

  it('uses catalogue services and specializations, valid hours and contacts', () => {
    for (const e of DEMO_ENGINEERS) {
      expect(e.services.length).toBeGreaterThan(0);
      for (const s of e.services) expect(SERVICE_LABELS).toContain(s);
      expect(e.specializations.length).toBeGreaterThan(0);
      for (const s of e.specializations) expect(ENGINEER_SPECIALIZATIONS).toContain(s);
      for (const d of e.workingDays) expect(WEEK_DAYS).toContain(d);
      expect(e.workingHours.start).toMatch(HH_MM);
      expect(e.workingHours.end).toMatch(HH_MM);
      expect(e.workingHours.start < e.workingHours.end).toBe(true);
      expect(e.phone).toMatch(DIGITS_8_TO_15);
      if (e.whatsappPhone !== null) expect(e.whatsappPhone).toMatch(/^\+967\d{9}$/);
      expect(CURRENCIES).toContain(e.currency);
      expect(e.hourlyRate).toBeGreaterThan(0);
      expect(e.experienceDescriptionAr).toMatch(ARABIC);
      expect(e.experienceDescriptionEn).not.toMatch(ARABIC);
    }
  });

  it('lists 1-3 dated certifications each', () => {
    for (const e of DEMO_ENGINEERS) {
      expect(e.certifications.length).toBeGreaterThanOrEqual(1);
      expect(e.certifications.length).toBeLessThanOrEqual(3);
      for (const c of e.certifications) {
        expect(c.name.trim() && c.issuedBy.trim()).toBeTruthy();
        expect(isoDate(c.issuedDate), c.issuedDate).toBe(true);
        if (c.expiryDate !== null) {
          expect(isoDate(c.expiryDate), c.expiryDate).toBe(true);
          expect(c.expiryDate > c.issuedDate).toBe(true);
        }
      }
    }
  });

  it('has avatars (a few missing) and 0-6 portfolio pictures of the right kinds', () => {
    const avatars = DEMO_ENGINEERS.map((e) => e.avatar);
    expect(avatars.some((a) => a === null)).toBe(true);
    for (const a of avatars) if (a) expect(a.kind).toBe('engineer-avatar');
    for (const e of DEMO_ENGINEERS) {
      expect(e.portfolio.length).toBeLessThanOrEqual(6);
      for (const p of e.portfolio) expect(p.kind).toBe('portfolio-roof');
    }
    expect(DEMO_ENGINEERS.some((e) => e.portfolio.length === 0)).toBe(true);
    expect(uniqueKeys(DEMO_ENGINEERS.flatMap((e) => [...e.portfolio, ...(e.avatar ? [e.avatar] : [])]))).toBe(true);
  });
});

describe('demo shops', () => {
  it('has enough shops over enough governorates, in valid cities', () => {
    expect(DEMO_SHOPS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(DEMO_SHOPS.map((s) => s.governorate)).size).toBeGreaterThanOrEqual(8);
    for (const s of DEMO_SHOPS) expect(isCityInGovernorate(s.governorate, s.city), s.nameEn).toBe(true);
  });

  it('pins each shop inside its city', () => {
    for (const s of DEMO_SHOPS) {
      if (s.latitude === null || s.longitude === null) {
        expect(s.latitude).toBeNull();
        expect(s.longitude).toBeNull();
        continue;
      }
      const centre = CITY_CENTRES[`${s.governorate}/${s.city}`];
      expect(centre, `add a centre for ${s.governorate}/${s.city}`).toBeDefined();
      if (centre) expect(km(s.latitude, s.longitude, centre[0], centre[1]), s.nameEn).toBeLessThan(15);
    }
  });

  it('leaves some contacts out so the disabled buttons are exercised', () => {
    expect(DEMO_SHOPS.some((s) => s.phone === null)).toBe(true);
    expect(DEMO_SHOPS.some((s) => s.whatsappPhone === null)).toBe(true);
    expect(DEMO_SHOPS.some((s) => s.latitude === null)).toBe(true);
    for (const s of DEMO_SHOPS) {
      if (s.phone !== null) expect(s.phone).toMatch(DIGITS_8_TO_15);
      if (s.whatsappPhone !== null) expect(s.whatsappPhone).toMatch(/^\+967\d{9}$/);
    }
  });

  it('mostly opens Saturday to Thursday, with valid hours', () => {
    const fridayClosed = DEMO_SHOPS.filter((s) => !s.workingDays.includes('friday')).length;
    expect(fridayClosed / DEMO_SHOPS.length).toBeGreaterThan(0.7);
    for (const s of DEMO_SHOPS) {
      expect(s.workingDays.length).toBeGreaterThan(0);
      for (const d of s.workingDays) expect(WEEK_DAYS).toContain(d);
      expect(s.openTime).toMatch(HH_MM);
      expect(s.closeTime).toMatch(HH_MM);
      expect(s.openTime < s.closeTime).toBe(true);
    }
  });

  it('has full details: links, catalogue values, years and pictures', () => {
    for (const s of DEMO_SHOPS) {
      for (const url of Object.values(s.socialMedia)) expect(url).toMatch(/^https:\/\/\S+$/);
      for (const x of s.services) expect(SHOP_SERVICES).toContain(x);
      for (const x of s.productCategories) expect(PRODUCT_TYPES).toContain(x);
      for (const x of s.paymentOptions) expect(PAYMENT_OPTIONS).toContain(x);
      expect(s.paymentOptions.length).toBeGreaterThan(0);
      expect(s.address.trim()).toBeTruthy();
      expect(s.descriptionAr).toMatch(ARABIC);
      expect(s.descriptionEn).not.toMatch(ARABIC);
      if (s.establishedYear !== null) expect(s.establishedYear >= 1990 && s.establishedYear <= 2025).toBe(true);
      if (s.logo) expect(s.logo.kind).toBe('shop-logo');
      expect(s.gallery.length).toBeLessThanOrEqual(4);
      for (const g of s.gallery) expect(g.kind).toBe('shop-front');
    }
    const websites = DEMO_SHOPS.map((s) => s.website).filter((w): w is string => w !== null);
    expect(websites.some((w) => w.startsWith('https://'))).toBe(true);
    expect(websites.some((w) => !/^https?:\/\//.test(w))).toBe(true);
    expect(DEMO_SHOPS.some((s) => s.website === null)).toBe(true);
    expect(uniqueKeys(DEMO_SHOPS.flatMap((s) => [...s.gallery, ...(s.logo ? [s.logo] : [])]))).toBe(true);
  });
});

describe('demo ads', () => {
  it('has exactly 6 ads, 4 active and 2 inactive, with at least one limited offer', () => {
    expect(DEMO_ADS).toHaveLength(6);
    expect(DEMO_ADS.filter((a) => a.active)).toHaveLength(4);
    expect(DEMO_ADS.filter((a) => a.limitedOffer).length).toBeGreaterThanOrEqual(1);
  });

  it('uses banner pictures, https links and valid phones', () => {
    for (const a of DEMO_ADS) {
      expect(a.image.kind).toBe('ad-banner');
      if (a.link !== null) expect(a.link).toMatch(/^https:\/\/\S+$/);
      if (a.phone !== null) expect(a.phone).toMatch(DIGITS_8_TO_15);
      expect(a.titleAr).toMatch(ARABIC);
      expect(a.titleEn).not.toMatch(ARABIC);
    }
    expect(DEMO_ADS.some((a) => a.link !== null)).toBe(true);
    expect(DEMO_ADS.some((a) => a.phone !== null)).toBe(true);
    expect(uniqueKeys(DEMO_ADS.map((a) => a.image))).toBe(true);
  });
});

/** True when no two pictures share kind and variant (so each shows something different). */
function uniqueKeys(images: readonly DemoImage[]): boolean {
  const keys = images.map((i) => `${i.kind}#${i.variant}`);
  return new Set(keys).size === keys.length;
}
