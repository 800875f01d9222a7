// Shapes of the demo data. The seed runner (seed.ts) turns these into rows; the content modules
// (demo-products.ts, demo-directory.ts) and the image generator (seed-images.ts) produce them.
import type {
  Currency,
  ProductCondition,
  ProductStatus,
  ProductType,
  EngineerSpecialization,
  ServiceLabel,
  ShopService,
  WeekDay,
} from '@solar/shared/reference/catalog';

/** What a picture stands for; seed-images.ts draws a distinct illustration for each kind. */
export type DemoImageKind =
  | 'panel' | 'battery' | 'panel-base' | 'inverter' | 'integrated-system' | 'accessory' | 'other'
  | 'engineer-avatar' | 'shop-logo' | 'shop-front' | 'portfolio-roof' | 'ad-banner';

/** One picture to generate: `variant` (0..n) changes colours/details so pictures differ. */
export interface DemoImage {
  kind: DemoImageKind;
  variant: number;
}

export interface DemoProduct {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  type: ProductType;
  condition: ProductCondition;
  brand: string | null;
  model: string | null;
  price: number;
  currency: Currency;
  governorate: string; // id from reference/locations.ts
  city: string; // id of a city of that governorate
  locationText: string | null;
  phone: string; // digits only, 9 digits for Yemeni mobiles e.g. '777123456'
  whatsappPhone: string | null; // e.g. '+967777123456'
  specifications: { power?: string; voltage?: string; capacity?: string; warranty?: string };
  isNegotiable: boolean;
  featured: boolean;
  status: ProductStatus;
  rejectionReason: string | null;
  /** Whose listing: 'seller' is the demo seller account, the others are further demo users. */
  owner: 'seller' | 'user2' | 'user3' | 'user4';
  /** How many days before the seed's reference date it was posted (0..55). */
  postedDaysAgo: number;
  views: number;
  images: DemoImage[]; // 0..5
}

export interface DemoEngineer {
  nameAr: string;
  nameEn: string;
  isVerified: boolean;
  isFeatured: boolean;
  phone: string;
  whatsappPhone: string | null;
  email: string | null;
  notes: string | null;
  governorate: string;
  city: string;
  experienceYears: number;
  experienceDescriptionAr: string;
  experienceDescriptionEn: string;
  rating: number; // 0..5, one decimal
  projectsCount: number;
  teamSize: number | null;
  responseTimeHours: number | null;
  hourlyRate: number;
  minimumCharge: number | null;
  currency: Currency;
  services: ServiceLabel[];
  specializations: EngineerSpecialization[];
  availabilityStatus: 'available' | 'busy' | 'unavailable';
  workingDays: WeekDay[];
  workingHours: { start: string; end: string }; // 'HH:MM'
  certifications: { name: string; issuedBy: string; issuedDate: string; expiryDate: string | null }[];
  avatar: DemoImage | null;
  portfolio: DemoImage[];
}

export interface DemoShop {
  nameAr: string;
  nameEn: string;
  isVerified: boolean;
  governorate: string;
  city: string;
  address: string;
  phone: string | null;
  whatsappPhone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  descriptionAr: string;
  descriptionEn: string;
  services: ShopService[];
  openTime: string; // 'HH:MM'
  closeTime: string;
  workingDays: WeekDay[];
  socialMedia: { facebook?: string; instagram?: string; twitter?: string };
  brands: string[];
  productCategories: ProductType[];
  establishedYear: number | null;
  licenseNumber: string | null;
  website: string | null;
  notes: string | null;
  paymentOptions: ('cash' | 'checks' | 'installment' | 'bank_transfer')[];
  logo: DemoImage | null;
  gallery: DemoImage[];
}

export interface DemoAd {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  link: string | null;
  phone: string | null;
  active: boolean;
  limitedOffer: boolean;
  postedDaysAgo: number;
  image: DemoImage;
}
