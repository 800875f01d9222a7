import {
  ENGINEER_SPECIALIZATIONS, EXPERIENCE_BANDS, RATING_THRESHOLDS, SERVICE_LABELS, SHOP_SERVICES,
} from '@solar/shared/reference/catalog';
import { isCityInGovernorate, findGovernorate } from '@solar/shared/reference/locations';

// Filters live in the address (?governorate=taiz&page=2), so Back from a profile returns to the same
// list and a filtered list can be shared. Values the API would refuse are dropped here instead of
// turning a hand-edited address into an error page. Checked against the reference lists, not the zod
// contract, which would pull the schema library into the list screens' chunks.

export type ExperienceBand = keyof typeof EXPERIENCE_BANDS;
export const EXPERIENCE_BAND_IDS = Object.keys(EXPERIENCE_BANDS) as ExperienceBand[];

/** The filters of the engineers screen, as the API names them (the text search is `search_keyword` there). */
export interface EngineerFilters {
  search?: string;
  governorate?: string;
  city?: string;
  specialization?: string;
  service?: string;
  experience?: ExperienceBand;
  minRating?: number;
  verified?: boolean;
}

export interface ShopFilters {
  search?: string;
  governorate?: string;
  city?: string;
  service?: string;
  verified?: boolean;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

function readPlace(params: URLSearchParams) {
  const governorate = params.get('governorate') ?? '';
  if (!findGovernorate(governorate)) return {};
  const city = params.get('city') ?? '';
  return isCityInGovernorate(governorate, city) ? { governorate, city } : { governorate };
}

function readSearch(params: URLSearchParams) {
  const search = params.get('q')?.trim().slice(0, 100);
  return search ? { search } : {};
}

/** The page number of the address, 1 when absent or not a positive integer. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readEngineerFilters(params: URLSearchParams): EngineerFilters {
  const rating = Number(params.get('minRating'));
  return {
    ...readSearch(params),
    ...readPlace(params),
    specialization: oneOf(params.get('specialization'), ENGINEER_SPECIALIZATIONS),
    service: oneOf(params.get('service'), SERVICE_LABELS),
    experience: oneOf(params.get('experience'), EXPERIENCE_BAND_IDS),
    minRating: (RATING_THRESHOLDS as readonly number[]).includes(rating) ? rating : undefined,
    verified: params.get('verified') === 'true' ? true : undefined,
  };
}

export function readShopFilters(params: URLSearchParams): ShopFilters {
  return {
    ...readSearch(params),
    ...readPlace(params),
    service: oneOf(params.get('service'), SHOP_SERVICES),
    verified: params.get('verified') === 'true' ? true : undefined,
  };
}

/** The address's query for these filters and page (the text search as `q`, page 1 left out). */
export function writeFilterParams(filters: EngineerFilters | ShopFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key === 'search' ? 'q' : key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** How many filters are set, the text search aside (for the mobile "filters (n)" button). */
export function countActiveFilters(filters: EngineerFilters | ShopFilters): number {
  return Object.entries(filters).filter(([key, value]) => key !== 'search' && value !== undefined && value !== false).length;
}
