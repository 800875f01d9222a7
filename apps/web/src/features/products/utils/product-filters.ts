// Type-only: the contract builds zod schemas at load time, and this file may run before the first screen.
import type { ProductSort } from '@solar/shared/contract/products';
import { CURRENCIES, FILTER_CATEGORIES, FILTER_CATEGORY_IDS, PRODUCT_CONDITIONS, typesForCategory } from '@solar/shared/reference/catalog';
import type { Currency, FilterCategory, ProductCondition } from '@solar/shared/reference/catalog';
import { BATTERY_CHEMISTRIES, INVERTER_KIND_FILTERS, SPEC_RANGES, SYSTEM_VOLTAGES, specKindOf } from '@solar/shared/reference/spec-kinds';
import type { BatteryChemistry, InverterKindFilter, SpecFilterKey, SpecKind, SystemVoltage } from '@solar/shared/reference/spec-kinds';

/** The sort orders of the browse API, in the order the sort menus list them. */
export const PRODUCT_SORT_OPTIONS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const satisfies readonly ProductSort[];
// Fails to compile when the contract gains a sort order that the list above lacks.
const _everySort: [Exclude<ProductSort, (typeof PRODUCT_SORT_OPTIONS)[number]>] extends [never] ? true : never = true;

/**
 * The product list's filters. Every one lives in the URL under the API's own query name, so a filtered
 * list can be shared and the back button undoes a change.
 */
export interface ProductFilters {
  search_keyword?: string;
  category?: FilterCategory;
  brand?: string;
  condition?: ProductCondition;
  governorate?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  currency?: Currency;
  /** The specification filters (docs/decisions/025-listing-specifications.md): W, Ah and kWh ranges, a bank voltage, a chemistry, a kind of inverter. */
  minPowerW?: number;
  maxPowerW?: number;
  minCapacityAh?: number;
  maxCapacityAh?: number;
  minKwh?: number;
  maxKwh?: number;
  voltage?: SystemVoltage;
  chemistry?: BatteryChemistry;
  inverterKind?: InverterKindFilter;
  sort?: ProductSort;
}

export type ProductFilterKey = keyof ProductFilters;

/** The URL (and API) order of the filters. */
const FILTER_KEYS = [
  'search_keyword', 'category', 'brand', 'condition', 'governorate', 'city', 'minPrice', 'maxPrice', 'currency',
  'minPowerW', 'maxPowerW', 'minCapacityAh', 'maxCapacityAh', 'minKwh', 'maxKwh', 'voltage', 'chemistry', 'inverterKind', 'sort',
] as const satisfies readonly ProductFilterKey[];

/**
 * Which specification filters a kind of product has: a panel its watts; a battery its Ah, kWh, bank
 * voltage and chemistry; an inverter or controller its watts, the bank voltages it takes and its kind; a
 * system its inverter's watts and its batteries' kWh. A list of one category offers only its own.
 */
export const SPEC_FILTERS_OF_KIND: Record<SpecKind, readonly SpecFilterKey[]> = {
  panel: ['minPowerW', 'maxPowerW'],
  battery: ['minCapacityAh', 'maxCapacityAh', 'minKwh', 'maxKwh', 'voltage', 'chemistry'],
  inverter: ['minPowerW', 'maxPowerW', 'voltage', 'inverterKind'],
  system: ['minPowerW', 'maxPowerW', 'minKwh', 'maxKwh'],
};
const SPEC_KEYS = FILTER_KEYS.filter((key): key is SpecFilterKey => (Object.values(SPEC_FILTERS_OF_KIND).flat() as string[]).includes(key));

/** The specification filters a category's list offers; none for bases, accessories and others; every one for all types. */
export function specFiltersOf(category: FilterCategory | undefined): readonly SpecFilterKey[] {
  if (!category) return SPEC_KEYS;
  const kind = specKindOf(FILTER_CATEGORIES[category][0]);
  return kind ? SPEC_FILTERS_OF_KIND[kind] : [];
}

// The limits of BrowseProductsQuerySchema, checked here without loading zod.
const SEARCH_MAX = 100;
const BRAND_MAX = 60;
const PRICE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const SPEC_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
const PLACE_PATTERN = /^[a-z0-9-]{1,60}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (list as readonly string[]).includes(value);

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim().slice(0, max).trim();
  return trimmed ? trimmed : undefined;
};

const price = (value: string | null) => (value !== null && PRICE_PATTERN.test(value.trim()) ? Number(value.trim()) : undefined);
const size = (value: string | null) => (value !== null && SPEC_PATTERN.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * The filter category a URL names: a category id (`solar`), or a product type (`type=Battery`, `Other`),
 * which links from elsewhere may carry; each type has exactly one category.
 */
function readCategory(params: URLSearchParams): FilterCategory | undefined {
  const raw = params.get('category') ?? params.get('type');
  if (!raw) return undefined;
  if (isOneOf(FILTER_CATEGORY_IDS, raw)) return raw;
  const [type] = typesForCategory(raw) ?? [];
  return type ? FILTER_CATEGORY_IDS.find((id) => (FILTER_CATEGORIES[id] as readonly string[]).includes(type)) : undefined;
}

/** Drops what cannot stand alone (a city without its governorate, a currency without a price) and orders a reversed range. */
export function normalizeProductFilters(filters: ProductFilters): ProductFilters {
  const next: ProductFilters = {};
  for (const key of FILTER_KEYS) {
    if (filters[key] !== undefined && filters[key] !== '') Object.assign(next, { [key]: filters[key] });
  }
  if (!next.governorate) delete next.city;
  if (next.minPrice !== undefined && next.maxPrice !== undefined && next.minPrice > next.maxPrice) {
    [next.minPrice, next.maxPrice] = [next.maxPrice, next.minPrice];
  }
  if (next.minPrice === undefined && next.maxPrice === undefined) delete next.currency;
  for (const [min, max] of SPEC_RANGES) {
    const low = next[min];
    const high = next[max];
    if (low !== undefined && high !== undefined && low > high) [next[min], next[max]] = [high, low];
  }
  // A battery's chemistry means nothing on a list of panels: only the category's own specification filters stay.
  const offered = specFiltersOf(next.category);
  for (const key of SPEC_KEYS) if (!offered.includes(key)) delete next[key];
  return next;
}

/**
 * Reads the filters from the URL's search params, ignoring values the API would refuse. Places are only
 * checked for their shape here (the governorate list is not part of the first screen's code); the list
 * screen checks them against the reference data.
 */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const governorate = params.get('governorate');
  const city = params.get('city');
  const condition = params.get('condition');
  const currency = params.get('currency');
  const sort = params.get('sort');
  return normalizeProductFilters({
    search_keyword: text(params.get('search_keyword'), SEARCH_MAX),
    category: readCategory(params),
    brand: text(params.get('brand'), BRAND_MAX),
    condition: isOneOf(PRODUCT_CONDITIONS, condition) ? condition : undefined,
    governorate: governorate && PLACE_PATTERN.test(governorate) ? governorate : undefined,
    city: city && PLACE_PATTERN.test(city) ? city : undefined,
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    currency: isOneOf(CURRENCIES, currency) ? currency : undefined,
    minPowerW: size(params.get('minPowerW')),
    maxPowerW: size(params.get('maxPowerW')),
    minCapacityAh: size(params.get('minCapacityAh')),
    maxCapacityAh: size(params.get('maxCapacityAh')),
    minKwh: size(params.get('minKwh')),
    maxKwh: size(params.get('maxKwh')),
    voltage: SYSTEM_VOLTAGES.find((v) => String(v) === params.get('voltage')),
    chemistry: isOneOf(BATTERY_CHEMISTRIES, params.get('chemistry')) ? (params.get('chemistry') as BatteryChemistry) : undefined,
    inverterKind: isOneOf(INVERTER_KIND_FILTERS, params.get('inverterKind')) ? (params.get('inverterKind') as InverterKindFilter) : undefined,
    sort: isOneOf(PRODUCT_SORT_OPTIONS, sort) ? sort : undefined,
  });
}

/** The filters as URL search params, in a stable order (the same filters always give the same URL). */
export function serializeProductFilters(filters: ProductFilters): URLSearchParams {
  const normalized = normalizeProductFilters(filters);
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = normalized[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/**
 * Applies a change: a new governorate clears the city (a city belongs to one governorate), unless the
 * change names the city too. Keys set to undefined are removed.
 */
export function applyFilterPatch(filters: ProductFilters, patch: ProductFilters): ProductFilters {
  const next = { ...filters, ...patch };
  if ('governorate' in patch && patch.governorate !== filters.governorate && !('city' in patch)) delete next.city;
  return normalizeProductFilters(next);
}

/** A range of the filters that its chip removes as one. */
export type RangeFilter = 'price' | 'power' | 'capacity' | 'kwh';
const RANGE_KEYS: Record<Exclude<RangeFilter, 'price'>, readonly [SpecFilterKey, SpecFilterKey]> = {
  power: ['minPowerW', 'maxPowerW'],
  capacity: ['minCapacityAh', 'maxCapacityAh'],
  kwh: ['minKwh', 'maxKwh'],
};

/** The filters without one of them; removing the governorate removes its city, removing a price bound keeps the other. */
export function removeProductFilter(filters: ProductFilters, key: ProductFilterKey | RangeFilter): ProductFilters {
  if (key === 'price') return applyFilterPatch(filters, { minPrice: undefined, maxPrice: undefined, currency: undefined });
  if (key === 'power' || key === 'capacity' || key === 'kwh') return applyFilterPatch(filters, { [RANGE_KEYS[key][0]]: undefined, [RANGE_KEYS[key][1]]: undefined });
  return applyFilterPatch(filters, { [key]: undefined });
}

/** Everything cleared but the sort order, which narrows nothing. */
export function clearProductFilters(filters: ProductFilters): ProductFilters {
  return filters.sort ? { sort: filters.sort } : {};
}

/** Whether any filter narrows the list (the sort order does not). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== undefined);
}

/**
 * How many of the filter sheet's choices narrow the list (for the badge on its button): type, condition,
 * governorate, city, brand, bank voltage, chemistry, kind of inverter, and each range (price, W, Ah, kWh) as one. The search has its own box; the sort narrows nothing.
 */
export function countDialogFilters(filters: ProductFilters): number {
  const chosen = (['category', 'condition', 'governorate', 'city', 'brand', 'voltage', 'chemistry', 'inverterKind'] as const).filter((key) => filters[key] !== undefined).length;
  const ranges = [['minPrice', 'maxPrice'] as const, ...SPEC_RANGES].filter(([min, max]) => filters[min] !== undefined || filters[max] !== undefined).length;
  return chosen + ranges;
}
