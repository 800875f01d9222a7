import arDirectory from '@solar/shared/i18n/locales/ar/directory.json' with { type: 'json' };
import enDirectory from '@solar/shared/i18n/locales/en/directory.json' with { type: 'json' };
import { normalizeArabic } from '@solar/shared/domain/arabic-search';
import { analyzeSearchText, analyzeWords, formsOfToken, typesOfTokens } from '@solar/shared/domain/search-analyzer';
import { ENGINEER_SPECIALIZATIONS, SERVICE_LABELS, SHOP_SERVICES, type ProductType } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';

/**
 * One word of a directory search, normalised like the stored `search_text`, with the services,
 * specializations and product categories it names in either language ("تركيب" names `install`),
 * since those are stored as English slugs that an Arabic query would not find as text.
 */
export interface SearchTerm {
  text: string;
  /**
   * What the text may contain instead of the word as typed, by the rules of product search
   * (search-analyzer.ts): its light stem (التركيبات → تركيب), and every spelling of the concept it names
   * in either language (الألواح → لوح, panel, …; واط → وات, w).
   */
  spellings: string[];
  services: string[];
  specializations: string[];
  shopServices: string[];
  categories: ProductType[];
}

const MAX_TERMS = 8;
const MIN_NAMING_LENGTH = 3;
// Words too common in the labels to name one of them on their own ("solar", "الطاقة", "الشبكة").
const GENERIC_WORDS = new Set(['solar', 'service', 'system', 'grid', 'off', 'طاقه', 'شمسيه', 'شبكه', 'خدمه', 'عن']);

/** A word without the Arabic article and its common prefixed forms, so "التركيب" and "تركيب" agree. */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/^(وال|بال|لل|ال)/, '') : word;
}

function wordsOf(label: string): string[] {
  return normalizeArabic(label)
    .split(' ')
    .map(stem)
    .filter((w) => w.length >= MIN_NAMING_LENGTH && !GENERIC_WORDS.has(w));
}

/** slug → every word that names it: the slug itself and its Arabic and English labels. */
function vocabulary<T extends string>(slugs: readonly T[], section: 'service' | 'shopService' | 'specialization') {
  const ar = arDirectory[section] as Record<string, string>;
  const en = enDirectory[section] as Record<string, string>;
  return slugs.map((slug) => ({ slug, words: new Set([...wordsOf(slug), ...wordsOf(ar[slug] ?? ''), ...wordsOf(en[slug] ?? '')]) }));
}

const SERVICE_WORDS = vocabulary(SERVICE_LABELS, 'service');
const SHOP_SERVICE_WORDS = vocabulary(SHOP_SERVICES, 'shopService');
const SPECIALIZATION_WORDS = vocabulary(ENGINEER_SPECIALIZATIONS, 'specialization');

function named(word: string, entries: { slug: string; words: Set<string> }[]): string[] {
  const w = stem(word);
  if (w.length < MIN_NAMING_LENGTH || GENERIC_WORDS.has(w)) return [];
  return entries.filter((entry) => entry.words.has(w)).map((entry) => entry.slug);
}

/** Most spellings a word may be searched by (a concept has at most a few dozen). */
const MAX_SPELLINGS = 24;

function spellingsOf(word: string): string[] {
  const spellings = new Set<string>();
  for (const analyzed of analyzeWords(word)) {
    if (analyzed.kind === 'vocabulary') analyzed.tokens.forEach((token) => formsOfToken(token).forEach((form) => form.length >= MIN_NAMING_LENGTH && spellings.add(form)));
    else if (analyzed.kind === 'word') analyzed.tokens.forEach((token) => token.length >= MIN_NAMING_LENGTH && spellings.add(token));
  }
  spellings.delete(word);
  return [...spellings].slice(0, MAX_SPELLINGS);
}

/** The words of a search query (at most 8), each with what it names; empty when nothing is searched. */
export function searchTerms(query: string | undefined): SearchTerm[] {
  if (!query) return [];
  const words = [...new Set(normalizeArabic(query).split(' ').filter(Boolean))].slice(0, MAX_TERMS);
  return words.map((text) => ({
    text,
    spellings: spellingsOf(text),
    services: named(text, SERVICE_WORDS),
    shopServices: named(text, SHOP_SERVICE_WORDS),
    specializations: named(text, SPECIALIZATION_WORDS),
    categories: text.length >= MIN_NAMING_LENGTH ? typesOfTokens(analyzeSearchText(text)) : [],
  }));
}

// The stored `search_text` of directory entries. The seed and the admin console both build it here, so an
// entry an admin adds is found by exactly the same words as a demo one. Entries with a name in each
// language (the demo data) pass both; an admin's entry passes the one it has.

type Text = string | null | undefined;

/** Governorate and city names in both languages, so "Taiz" and "تعز" both find an entry there. */
function placeWords(governorate: string, city: string): string[] {
  const gov = findGovernorate(governorate);
  const place = gov?.cities.find((c) => c.id === city);
  return [gov?.ar, gov?.en, place?.ar, place?.en].filter((w): w is string => Boolean(w));
}

const joined = (parts: Text[]) => normalizeArabic(parts.filter(Boolean).join(' '));

/** An engineer's search text: names, experience descriptions, services, specializations and place. */
export function engineerSearchText(e: {
  names: Text[];
  descriptions: Text[];
  services: readonly string[];
  specializations: readonly string[];
  governorate: string;
  city: string;
}): string {
  return joined([...e.names, ...e.descriptions, ...e.services, ...e.specializations, ...placeWords(e.governorate, e.city)]);
}

/** A shop's search text: names, descriptions, address, services, brands and place. */
export function shopSearchText(s: {
  names: Text[];
  descriptions: Text[];
  address: Text;
  services: readonly string[];
  brands: readonly string[];
  governorate: string;
  city: string;
}): string {
  return joined([...s.names, ...s.descriptions, s.address, ...s.services, ...s.brands, ...placeWords(s.governorate, s.city)]);
}

/** An ad's search text: titles and descriptions. */
export function adSearchText(a: { titles: Text[]; descriptions: Text[] }): string {
  return joined([...a.titles, ...a.descriptions]);
}
