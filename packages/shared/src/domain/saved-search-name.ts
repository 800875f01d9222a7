import type { Language } from '../contract/common.ts';
import { CURRENCY_SYMBOLS, FILTER_CATEGORIES, PRODUCT_TYPE_SLUGS, CONDITION_SLUGS, typesForCategory } from '../reference/catalog.ts';
import type { Currency, FilterCategory, ProductCondition } from '../reference/catalog.ts';
import { findGovernorate } from '../reference/locations.ts';

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
}

export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A price in a name or a message, as a reader writes it: «٢٠٠$» or «200$» after the number in Arabic,
 * "$200" in English; riyals after the number with their sign. Digits are the app's own (Intl for `lang`).
 */
export function formatAlertPrice(lang: Language, amount: number, currency: Currency): string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(amount);
  if (currency === 'USD') return lang === 'en' ? `$${number}` : `${number}$`;
  return `${number}\u00a0${CURRENCY_SYMBOLS[currency]}`;
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
  parts.push(type ? t(`products:type.${PRODUCT_TYPE_SLUGS[type]}`) : t('alerts:name.products'));
  if (filters.brand) parts.push(filters.brand);
  if (filters.search_keyword) parts.push(`«${filters.search_keyword}»`);
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
