import type { AdminAd, AdminEngineer, AdminJoinRequest, AdminShop } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../config/paths.ts';
import { buildEngineer } from '../../../test/directory-builders.ts';
import { buildAd } from '../../../test/factories.ts';

// Test data for the console's directory screens: entries as the admin API presents them.

let sequence = 0;
const next = () => (sequence += 1);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const image = (key: string) => ({ _id: `img-${key}`, url: `/uploads/${key}-640.webp`, srcSet: `/uploads/${key}-320.webp 320w`, width: 1280, height: 960 });

export function buildAdminEngineer(overrides: Partial<AdminEngineer> = {}): AdminEngineer {
  // The public engineer, as bare as the console's form leaves a new one, with the console's own id and fields.
  return {
    ...buildEngineer({
      _id: uuid(next()),
      profileImageUrl: '/uploads/avatar0000001-320.webp',
      services: ['install', 'design'],
      specializations: ['Residential', 'Hybrid'],
      whatsappPhone: null,
      notes: null,
      responseTimeHours: null,
      certifications: [],
      portfolioImages: [image('portfolio001'), image('portfolio002')],
    }),
    adminNotes: null,
    updatedAt: '2026-01-02T00:00:00.000Z',
    owner: null,
    ...overrides,
  };
}

export function buildAdminShop(overrides: Partial<AdminShop> = {}): AdminShop {
  const n = next();
  return {
    _id: uuid(n),
    name: 'شركة النور للطاقة الشمسية',
    logoUrl: null,
    isVerified: false,
    governorate: 'aden',
    city: 'crater',
    phone: '9672234781',
    description: 'وكيل معتمد للألواح والبطاريات',
    services: ['sales'],
    address: null,
    whatsappPhone: null,
    email: null,
    location: null,
    workingHours: { openTime: null, closeTime: null, workingDays: [] },
    socialMedia: {},
    images: [],
    brands: [],
    productCategories: [],
    paymentOptions: [],
    establishedYear: null,
    licenseNumber: null,
    website: null,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    adminNotes: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    owner: null,
    ...overrides,
  };
}

export function buildAdminAd(overrides: Partial<AdminAd> = {}): AdminAd {
  // The public ad with the console's own id and edit time.
  return { ...buildAd({ _id: uuid(next()) }), updatedAt: '2026-01-01T00:00:00.000Z', ...overrides };
}

export function buildJoinRequest(overrides: Partial<AdminJoinRequest> = {}): AdminJoinRequest {
  const n = next();
  return {
    _id: uuid(n),
    fullName: 'سالم علي باوزير',
    email: 'salem@example.com',
    type: 'engineer',
    phoneNumber: '967771234567',
    content: 'مهندس كهرباء، خبرة سبع سنوات في تركيب المنظومات.',
    status: 'new',
    handledBy: null,
    handledAt: null,
    entryId: null,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

/** A console screen's route path as the app's router nests it under /admin. */
export const adminPath = (path: string) => `${paths.admin.path}/${path}`;
