import type { Language } from '../contract/common.ts';
import { FILTER_CATEGORIES, PRODUCT_TYPE_SLUGS, CONDITION_SLUGS, typesForCategory } from '../reference/catalog.ts';
import type { Currency, FilterCategory, ProductCondition } from '../reference/catalog.ts';
import { findGovernorate } from '../reference/locations.ts';
import { formatPrice } from './price-format.ts';
import { formatQuantity, type SpecUnit } from './spec-format.ts';

/** The filters a name is made of (a saved search's, or the product list's). */
export interface NamedFilters {
  search_keyword?: string | undefined;
  type?: string | undefined;
  category?: FilterCategory | undefined;
  brand?: string | undefined;
  condition?: ProductCondition | undefined;
  governorate?: string | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  currency?: Currency | undefined;
  minPowerW?: number | undefined;
  maxPowerW?: number | undefined;
  minCapacityAh?: number | undefined;
  maxCapacityAh?: number | undefined;
  minKwh?: number | undefined;
  maxKwh?: number | undefined;
  voltage?: number | undefined;
  chemistry?: string | undefined;
  inverterKind?: string | undefined;
}

export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A price in a name or a message, written as every price of the app (`formatPrice`, docs/product-decisions.md
 * §6): «200 $», "$200", «53,000 ريال صنعاء», without the direction isolates: a name is text the user edits,
 * and a message is plain text whose line is in the reader's direction already. In English the no-break
 * spaces become plain ones too: an English SMS with them would leave the 7-bit alphabet and cost twice
 * the segments.
 */
export function formatAlertPrice(lang: Language, amount: number, currency: Currency): string {
  const price = formatPrice(amount, currency, lang);
  const plain = price.replace(/[\u2066-\u2069]/g, '');
  return lang === 'en' ? plain.replace(/\u00a0/g, ' ') : plain;
}

/**
 * A saved search's name in the reader's language, from its filters: «ألواح شمسية في عدن حتى ٢٠٠$»,
 * "Solar panels in Aden up to $200". Both the web app (the save dialog's suggestion) and the API (a
 * search saved without a name) make it here, so they agree. `t` reads the shared catalogues.
 */
export function savedSearchName(filters: NamedFilters, lang: Language, t: Translate): string {
  const amount = (n: number) => formatAlertPrice(lang, n, filters.currency ?? 'YER');
  const [type] = (filters.category ? FILTER_CATEGORIES[filters.category] : filters.type ? typesForCategory(filters.type) : undefined) ?? [];
  const parts: string[] = [];
  // A kind of inverter names its type better than "charging devices (inverters & controllers)" does.
  if (filters.inverterKind) parts.push(t(`products:specs.inverterKind.${filters.inverterKind}`));
  else parts.push(type ? t(`products:type.${PRODUCT_TYPE_SLUGS[type]}`) : t('alerts:name.products'));
  if (filters.brand) parts.push(filters.brand);
  if (filters.search_keyword) parts.push(`«${filters.search_keyword}»`);
  // The specifications (docs/decisions/025-listing-specifications.md): «بطاريات ٢٤ فولت ليثيوم (LiFePO4) من ١٠٠ أمبير ساعة».
  if (filters.voltage !== undefined) parts.push(formatQuantity(filters.voltage, 'V', lang));
  if (filters.chemistry) parts.push(t(`products:specs.chemistry.${filters.chemistry}`));
  const range = (min: number | undefined, max: number | undefined, unit: SpecUnit) => {
    const size = (n: number) => formatQuantity(n, unit, lang);
    if (min !== undefined && max !== undefined) parts.push(t('alerts:name.between', { min: size(min), max: size(max) }));
    else if (max !== undefined) parts.push(t('alerts:name.upTo', { max: size(max) }));
    else if (min !== undefined) parts.push(t('alerts:name.from', { min: size(min) }));
  };
  range(filters.minPowerW, filters.maxPowerW, 'W');
  range(filters.minCapacityAh, filters.maxCapacityAh, 'Ah');
  range(filters.minKwh, filters.maxKwh, 'kWh');
  if (filters.condition) parts.push(t('alerts:name.condition', { condition: t(`products:condition.${CONDITION_SLUGS[filters.condition]}`) }));
  const governorate = filters.governorate ? findGovernorate(filters.governorate) : undefined;
  const city = filters.city ? governorate?.cities.find((c) => c.id === filters.city) : undefined;
  const place = city?.[lang] ?? governorate?.[lang];
  if (place) parts.push(t('alerts:name.in', { place }));
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined) parts.push(t('alerts:name.between', { min: amount(filters.minPrice), max: amount(filters.maxPrice) }));
  else if (filters.maxPrice !== undefined) parts.push(t('alerts:name.upTo', { max: amount(filters.maxPrice) }));
  else if (filters.minPrice !== undefined) parts.push(t('alerts:name.from', { min: amount(filters.minPrice) }));
  return parts.join(' ').slice(0, 80);
}
