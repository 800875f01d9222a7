import type { ProductType } from '../reference/catalog.ts';

// Arabic diacritics (tashkeel), Quranic marks and the tatweel stretch character.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;

/**
 * Folds text so that spelling variants compare equal: أ/إ/آ/ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي,
 * the letters of Persian keyboards (ی ک ە ھ ۀ, and ڤ پ گ that Arabic writes ف ب ج) → their Arabic
 * letters, diacritics and tatweel removed, Arabic-Indic and Persian digits → ASCII, the Arabic decimal
 * separator (٥٫٥) → ".", the Arabic thousands separator (١٬٠٠٠) dropped, Latin lower-cased, runs of
 * punctuation and spaces → one space. The same function runs when rows are written and when a
 * query is read, so the stored `search_text` and the query always agree.
 */
export function normalizeArabic(input: string): string {
  return input
    .normalize('NFKC')
    .replace(DIACRITICS, '')
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    // Persian and Urdu keyboard layouts, and text pasted from them, give these in place of the Arabic letters.
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/[ەھۀ]/g, 'ه')
    // Letters Arabic lacks, used for foreign sounds (ڤولت, گروات); Arabic writes them ف ب ج.
    .replace(/ڤ/g, 'ف')
    .replace(/پ/g, 'ب')
    .replace(/گ/g, 'ج')
    // Separators of Arabic numerals: ٥٫٥ is 5.5 and ١٬٠٠٠ is 1000, not two numbers each.
    .replace(/(\d)\u066B(?=\d)/g, '$1.')
    .replace(/(\d)\u066C(?=\d)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .trim();
}

/**
 * Words in both languages that name each product type (not attributes such as lithium, nor products such
 * as pumps, which a listing's own words carry); a search for one finds that type.
 */
export const TYPE_WORDS: Record<ProductType, readonly string[]> = {
  Panel: ['panel', 'panels', 'solar panel', 'module', 'لوح', 'ألواح', 'الواح', 'لوح شمسي', 'ألواح شمسية', 'طاقة شمسية', 'بنل'],
  Battery: ['battery', 'batteries', 'بطارية', 'بطاريات', 'بطاريه'],
  'Panel bases': ['panel base', 'mounting', 'mount', 'structure', 'bracket', 'قاعدة', 'قواعد', 'حامل', 'هيكل', 'استاند'],
  'Charging Devices': ['inverter', 'charger', 'charge controller', 'controller', 'mppt', 'انفرتر', 'إنفرتر', 'محول', 'منظم', 'شاحن', 'جهاز شحن', 'أجهزة شحن'],
  'Integrated System': ['system', 'kit', 'complete system', 'منظومة', 'نظام', 'نظام متكامل', 'منظومة متكاملة'],
  Accessory: ['accessory', 'accessories', 'cable', 'connector', 'breaker', 'ملحقات', 'كابل', 'كيبل', 'سلك', 'موصل', 'قاطع'],
  Others: ['other', 'others', 'أخرى'],
};

/**
 * The searchable text of a product: its own words first, then every word of its type in both languages
 * (ranking prefers matches early in the text, so a listing's own words outrank its type words).
 */
export function productSearchText(p: {
  name: string;
  brand?: string | null;
  model?: string | null;
  description?: string | null;
  type: ProductType;
}): string {
  return normalizeArabic([p.name, p.brand, p.model, p.description, ...TYPE_WORDS[p.type]].filter(Boolean).join(' '));
}
