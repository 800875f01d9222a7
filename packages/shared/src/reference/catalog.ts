/** Product types, with the wire values the spec uses. */
export const PRODUCT_TYPES = [
  'Panel',
  'Battery',
  'Panel bases',
  'Charging Devices',
  'Integrated System',
  'Accessory',
  'Others',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Translation-key slug of each product type (the i18n catalogues key types by slug). */
export const PRODUCT_TYPE_SLUGS: Record<ProductType, string> = {
  Panel: 'panel',
  Battery: 'battery',
  'Panel bases': 'panelBases',
  'Charging Devices': 'chargingDevices',
  'Integrated System': 'integratedSystem',
  Accessory: 'accessory',
  Others: 'others',
};

/** Product conditions. Filters offer only New and Used. */
export const PRODUCT_CONDITIONS = ['New', 'Used', 'Needs Repair'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
export const CONDITION_SLUGS: Record<ProductCondition, string> = {
  New: 'new',
  Used: 'used',
  'Needs Repair': 'needsRepair',
};

/** Review statuses stored on a product; `expired` is derived from `expiresAt`, never stored. */
export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Filter categories of the browse screens and the product types each one stands for. */
export const FILTER_CATEGORIES = {
  solar: ['Panel'],
  batteries: ['Battery'],
  panel_base: ['Panel bases'],
  'Charging Devices': ['Charging Devices'],
  'Integrated System': ['Integrated System'],
  accessories: ['Accessory'],
  others: ['Others'],
} as const satisfies Record<string, readonly ProductType[]>;
export type FilterCategory = keyof typeof FILTER_CATEGORIES;
export const FILTER_CATEGORY_IDS = Object.keys(FILTER_CATEGORIES) as [FilterCategory, ...FilterCategory[]];

/**
 * Accepts a product type, a filter category or the product brief's alias `Other`, and answers the types it means
 * (undefined when the word is none of them).
 */
export function typesForCategory(value: string): readonly ProductType[] | undefined {
  if ((PRODUCT_TYPES as readonly string[]).includes(value)) return [value as ProductType];
  if (value === 'Other') return ['Others'];
  return (FILTER_CATEGORIES as Record<string, readonly ProductType[]>)[value];
}

/** Brands offered in the pickers; sellers may still type another brand. */
// Makers only: «MPPT» (a kind of charge controller) was listed as a brand (issue #17).
export const BRANDS = [
  'Huawei', 'Growatt', 'Canadian Solar', 'JinkoSolar', 'Trina Solar', 'LONGi Solar', 'SMA', 'Fronius', 'ABB',
  'Schneider Electric', 'Victron Energy', 'Pylontech', 'BYD', 'Tesla', 'LG Chem', 'Panasonic',
  'SunPower', 'First Solar', 'Yingli Solar',
] as const;

/** Other makers the market sells, not offered in the pickers: their other spellings are read as them too. */
export const OTHER_MAKERS = ['JA Solar', 'Deye', 'Felicity', 'Must', 'Voltronic', 'Narada', 'Ritar', 'Luminous', 'EPEVER', 'Lorentz', 'EcoFlow'] as const;

/** The one currency enum of the product (docs/product-decisions.md section 3). */
export const CURRENCIES = ['USD', 'SAR', 'YER', 'YER_SOUTH'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'YER';

/** The engineers' lowercase currency labels, display variants of the one enum. */
export const ENGINEER_CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'usd',
  SAR: 'sar',
  YER: 'yer-n',
  YER_SOUTH: 'yer-s',
};

/** Seeded exchange rates: units of each currency per 1 USD (admins edit them in settings). */
export const DEFAULT_RATES_PER_USD: Record<Currency, number> = {
  USD: 1,
  SAR: 3.75,
  YER: 535,
  YER_SOUTH: 1630,
};

/** Engineer specializations. */
export const ENGINEER_SPECIALIZATIONS = [
  'Residential', 'Commercial', 'Industrial', 'Off-grid', 'On-grid', 'Hybrid', 'Solar Water Pumping',
  'Solar Street Lighting', 'System Design', 'Maintenance', 'Consultation',
] as const;
export type EngineerSpecialization = (typeof ENGINEER_SPECIALIZATIONS)[number];

/** Service labels shared by engineers and shops' detail screens. */
export const SERVICE_LABELS = [
  'sale', 'install', 'repair', 'maintenance', 'consultation', 'design', 'inspection', 'warranty',
] as const;
export type ServiceLabel = (typeof SERVICE_LABELS)[number];

/** Services a shop offers. */
export const SHOP_SERVICES = ['sales', 'installation', 'maintenance', 'consultation', 'design'] as const;
export type ShopService = (typeof SHOP_SERVICES)[number];

/** Payment options a shop accepts. */
export const PAYMENT_OPTIONS = ['cash', 'checks', 'installment', 'bank_transfer'] as const;

/** Engineer availability states. */
export const AVAILABILITY_STATUSES = ['available', 'busy', 'unavailable'] as const;

/** Week days, Sunday first (the order of the shop's day chips). */
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Engineer experience bands of the filters, in years (upper bound exclusive, null = open). */
export const EXPERIENCE_BANDS = {
  '1-3': [1, 3],
  '3-5': [3, 5],
  '5-10': [5, 10],
  '10+': [10, null],
} as const;

/** Minimum-rating thresholds of the engineer filters. */
export const RATING_THRESHOLDS = [4.5, 4.0, 3.5, 3.0] as const;

/** Join-request types. */
export const JOIN_REQUEST_TYPES = ['engineer', 'shop'] as const;

/** User roles. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
