import type { Ad, Engineer, EngineerSummary, Shop, ShopSummary } from '@solar/shared/contract/directory';
import { ENGINEER_CURRENCY_LABELS } from '@solar/shared/reference/catalog';
import type { ImageRef } from '../../db/schema/columns.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { presentImage } from '../products/products.service.ts';
import type { AdListRow, EngineerRow, EngineerSummaryRow, ShopRow, ShopSummaryRow } from './directory.repository.ts';

// Presenters are allowlists: admin notes, creator ids and the search text are never named here, so
// they can never reach a public payload (the response schemas strip anything else as a second guard).

// Avatars and logos are shown small (at most ~120 px): the 320 px variant is sharp on a 2× screen.
const thumbnailUrl = (store: ImageStore, image: ImageRef | null) => (image ? store.url(image.key, 320) : null);

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function presentEngineerSummary(store: ImageStore, e: EngineerSummaryRow): EngineerSummary {
  return {
    _id: e.id,
    name: e.name,
    profileImageUrl: thumbnailUrl(store, e.profileImage),
    isVerified: e.isVerified,
    isFeatured: e.isFeatured,
    governorate: e.governorate,
    city: e.city,
    experience: { years: e.experienceYears, description: e.experienceDescription },
    rating: Number(e.rating),
    pricing: {
      hourlyRate: asNumber(e.hourlyRate),
      minimumCharge: asNumber(e.minimumCharge),
      currency: e.currency,
      currencyLabel: ENGINEER_CURRENCY_LABELS[e.currency] as EngineerSummary['pricing']['currencyLabel'],
    },
    services: e.services,
    specializations: e.specializations,
  };
}

export function presentEngineer(store: ImageStore, e: EngineerRow): Engineer {
  return {
    ...presentEngineerSummary(store, e),
    phone: e.phone,
    whatsappPhone: e.whatsappPhone,
    email: e.email,
    notes: e.notes,
    projectsCount: e.projectsCount,
    teamSize: e.teamSize,
    responseTimeHours: e.responseTimeHours,
    availability: {
      status: e.availabilityStatus,
      workingDays: e.workingDays,
      workingHours: { start: e.workingHoursStart, end: e.workingHoursEnd },
    },
    certifications: e.certifications.map((c) => ({ name: c.name, issuedBy: c.issuedBy, issuedDate: c.issuedDate, expiryDate: c.expiryDate ?? null })),
    portfolioImages: e.portfolioImages.map((image) => presentImage(store, image)),
    createdAt: e.createdAt.toISOString(),
  };
}

export function presentShopSummary(store: ImageStore, s: ShopSummaryRow): ShopSummary {
  return {
    _id: s.id,
    name: s.name,
    logoUrl: thumbnailUrl(store, s.logo),
    isVerified: s.isVerified,
    governorate: s.governorate,
    city: s.city,
    phone: s.phone,
    description: s.description,
    services: s.services,
  };
}

export function presentShop(store: ImageStore, s: ShopRow): Shop {
  const { facebook, instagram, twitter } = s.socialMedia;
  return {
    ...presentShopSummary(store, s),
    address: s.address,
    whatsappPhone: s.whatsappPhone,
    email: s.email,
    location: s.latitude !== null && s.longitude !== null ? { latitude: s.latitude, longitude: s.longitude } : null,
    workingHours: { openTime: s.openTime, closeTime: s.closeTime, workingDays: s.workingDays },
    socialMedia: { ...(facebook ? { facebook } : {}), ...(instagram ? { instagram } : {}), ...(twitter ? { twitter } : {}) },
    images: s.images.map((image) => presentImage(store, image)),
    brands: s.brands,
    productCategories: s.productCategories,
    paymentOptions: s.paymentOptions,
    establishedYear: s.establishedYear,
    licenseNumber: s.licenseNumber,
    website: s.website,
    notes: s.notes,
    createdAt: s.createdAt.toISOString(),
  };
}

export function presentAd(store: ImageStore, a: AdListRow): Ad {
  return {
    _id: a.id,
    title: a.title,
    description: a.description,
    image: a.image ? presentImage(store, a.image) : null,
    link: a.link,
    phone: a.phone,
    active: a.active,
    limitedOffer: a.limitedOffer,
    createdAt: a.createdAt.toISOString(),
  };
}
