import type { Engineer, EngineerSummary, Shop, ShopSummary } from '@solar/shared/contract/directory';

// Test data for the directory's and the console's component tests: entries as the API presents them (test/fake-api.ts answers with them).

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export function buildEngineerSummary(overrides: Partial<EngineerSummary> = {}): EngineerSummary {
  return {
    _id: nextId('engineer'),
    name: 'م. عبدالله محمد الحداد',
    profileImageUrl: null,
    isVerified: true,
    isFeatured: false,
    governorate: 'taiz',
    city: 'taiz-city',
    experience: { years: 8, description: 'مهندس كهرباء متخصص في المنظومات الهجينة' },
    rating: 4.6,
    pricing: { hourlyRate: 6000, minimumCharge: null, currency: 'YER', currencyLabel: 'yer-n' },
    services: ['install', 'design', 'repair'],
    specializations: ['Residential', 'Hybrid', 'Off-grid'],
    ...overrides,
  };
}

export function buildEngineer(overrides: Partial<Engineer> = {}): Engineer {
  return {
    ...buildEngineerSummary(),
    phone: '967777310452',
    whatsappPhone: '967777310452',
    email: 'eng@example.com',
    notes: 'زيارة الموقع مجاناً',
    projectsCount: 120,
    teamSize: 4,
    responseTimeHours: 2,
    availability: { status: 'available', workingDays: ['saturday', 'sunday'], workingHours: { start: '08:00', end: '17:00' } },
    certifications: [{ name: 'NABCEP PV Associate', issuedBy: 'NABCEP', issuedDate: '2019-05-12', expiryDate: null }],
    portfolioImages: [1, 2, 3].map((n) => ({ _id: `img-${n}`, url: `/uploads/p${n}-640.webp`, srcSet: `/uploads/p${n}-320.webp 320w`, width: 1280, height: 960 })),
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildShopSummary(overrides: Partial<ShopSummary> = {}): ShopSummary {
  return {
    _id: nextId('shop'),
    name: 'شركة النور للطاقة الشمسية',
    logoUrl: null,
    isVerified: true,
    governorate: 'aden',
    city: 'crater',
    phone: '9672234781',
    description: 'وكيل معتمد للألواح والبطاريات',
    services: ['sales', 'installation'],
    ...overrides,
  };
}

export function buildShop(overrides: Partial<Shop> = {}): Shop {
  return {
    ...buildShopSummary(),
    address: 'شارع المعلا الرئيسي',
    whatsappPhone: '967733200300',
    email: 'info@example.com',
    location: { latitude: 12.8241, longitude: 44.9812 },
    workingHours: { openTime: '08:30', closeTime: '21:00', workingDays: ['saturday', 'sunday', 'monday'] },
    socialMedia: { facebook: 'https://www.facebook.com/example' },
    images: [],
    brands: ['Victron Energy', 'BYD'],
    productCategories: ['Battery', 'Charging Devices'],
    paymentOptions: ['cash'],
    establishedYear: 2012,
    licenseNumber: 'CR-2012-4471',
    website: 'aden-renewables.example.com',
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
