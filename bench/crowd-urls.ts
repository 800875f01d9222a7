// A crowd's requests for the benchmark: a few thousand distinct browse and search URLs, the same for the
// same seed, covering what visitors ask beyond the first page: every filter (type or category, place,
// condition, brand, price, the specification filters), the four sorts and the default order, pages 1–8
// and deep numbered pages up to the cap, and words of listings (rare and common, Arabic and English),
// buyers' phrases, brands, typos and words no listing has, with and without filters.
// Each URL carries its shape (what kind of request it is, not its values), so the query plans can be
// read per shape (query-plans.ts) and the load row can say how many shapes it covered.
import { BrowseProductsQuerySchema } from '@solar/shared/contract/products';
import { BATTERY_CHEMISTRIES, INVERTER_KINDS } from '@solar/shared/contract/product-specs';
import { BRAND_VOCABULARY } from '@solar/shared/domain/search-vocabulary';
import { LIMITS } from '@solar/shared/reference/limits';
import { BRANDS, CURRENCIES, FILTER_CATEGORY_IDS, PRODUCT_CONDITIONS, PRODUCT_TYPES, type ProductCondition } from '@solar/shared/reference/catalog';
import { GOVERNORATES } from '@solar/shared/reference/locations';
import { SEARCH_QUERIES } from '../apps/api/src/features/products/search-queries.ts';
import { seededRandom } from '../apps/api/src/seed/catalogue-generator.ts';
import { CATALOGUE_ITEMS, DESCRIPTION_VARIANTS, describeItem, type Language } from '../apps/api/src/seed/catalogue-items.ts';

/** One request of the crowd: its path and query, and the shape it stands for. */
export interface CrowdUrl {
  path: string;
  shape: string;
}

const BROWSE_PATH = '/api/v1/marketplace/browse-products';
const SEARCH_PATH = '/api/v1/marketplace/search-products';
/** Rows a numbered page may reach (COUNT_CAP of the catalogue, docs/decisions/010-catalogue-at-scale.md). */
const PAGED_ROWS = 1000;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: Random, p: number) => random() < p;

/** Filters a visitor sets, each as query parameters and a name for the shape. */
interface Filter {
  name: string;
  params: Record<string, string>;
}

/** The specification filters, each with the category it belongs to, as the filter dialog offers them. */
function specFilter(random: Random): Filter {
  const choices: (() => Filter)[] = [
    () => {
      const [min, max] = pick(random, [[540, 600], [400, 460], [600, 700], [250, 350]] as const);
      return { name: 'spec:power', params: { category: 'solar', minPowerW: String(min), maxPowerW: String(max) } };
    },
    () => ({ name: 'spec:voltage+chemistry', params: { category: 'batteries', voltage: pick(random, ['12', '24', '48']), chemistry: pick(random, BATTERY_CHEMISTRIES.slice(0, 4)) } }),
    () => ({ name: 'spec:voltage', params: { category: pick(random, ['batteries', 'Charging Devices']), voltage: pick(random, ['12', '24', '48']) } }),
    () => ({ name: 'spec:capacity', params: { category: 'batteries', minCapacityAh: pick(random, ['100', '150', '200']) } }),
    () => {
      const min = pick(random, [2, 5, 10]);
      return { name: 'spec:kwh', params: { minKwh: String(min), ...(chance(random, 0.5) ? { maxKwh: String(min * 2) } : {}) } };
    },
    () => ({ name: 'spec:inverterKind', params: { category: 'Charging Devices', inverterKind: pick(random, INVERTER_KINDS) } }),
    () => ({ name: 'spec:inverterPower', params: { category: 'Charging Devices', minPowerW: pick(random, ['3000', '5000', '8000']) } }),
  ];
  return pick(random, choices)();
}

const TYPE_VALUES = [...PRODUCT_TYPES, 'Other'] as const;

/** One filter of the dialog, drawn with the weights visitors use them by (type and place most). */
function someFilter(random: Random): Filter {
  const r = random();
  if (r < 0.22) return { name: 'type', params: { type: pick(random, TYPE_VALUES) } };
  if (r < 0.34) return { name: 'category', params: { category: pick(random, FILTER_CATEGORY_IDS) } };
  if (r < 0.56) {
    const governorate = pick(random, GOVERNORATES);
    if (chance(random, 0.3) && governorate.cities.length) return { name: 'governorate+city', params: { governorate: governorate.id, city: pick(random, governorate.cities).id } };
    return { name: 'governorate', params: { governorate: governorate.id } };
  }
  if (r < 0.7) return { name: 'condition', params: { condition: pick(random, PRODUCT_CONDITIONS) } };
  if (r < 0.77) return { name: 'brand', params: { brand: pick(random, BRANDS) } };
  if (r < 0.85) {
    const currency = pick(random, CURRENCIES);
    const scale = { USD: 1, SAR: 3.75, YER: 535, YER_SOUTH: 1600 }[currency];
    const low = pick(random, [0, 50, 100, 300, 1000]);
    const high = low + pick(random, [100, 500, 2000]);
    const params: Record<string, string> = { currency, maxPrice: String(Math.round(high * scale)) };
    if (low > 0) params.minPrice = String(Math.round(low * scale));
    return { name: 'price', params };
  }
  return specFilter(random);
}

/** Up to `most` filters that do not ask the same parameter twice (a category and a spec's category, say). */
function filters(random: Random, most: number): Filter[] {
  const chosen: Filter[] = [];
  const count = Math.floor(random() * (most + 1));
  for (let tries = 0; chosen.length < count && tries < 10; tries += 1) {
    const next = someFilter(random);
    const taken = new Set(chosen.flatMap((f) => Object.keys(f.params)));
    // A type and a category together narrow to their common types; visitors choose one or the other.
    const clashes = Object.keys(next.params).some((k) => taken.has(k) || (k === 'type' && taken.has('category')) || (k === 'category' && taken.has('type')));
    if (!clashes) chosen.push(next);
  }
  return chosen.sort((a, b) => a.name.localeCompare(b.name));
}

const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;

/** A page as a visitor reaches it: mostly the first few, sometimes a deep one up to the cap. */
function paging(random: Random, deepShare: number): { params: Record<string, string>; name: string } {
  const limit = chance(random, 0.8) ? LIMITS.pageSizeDefault : 20;
  const last = Math.floor(PAGED_ROWS / limit);
  const r = random();
  const page = r < deepShare ? 9 + Math.floor(random() * (last - 8)) : r < 0.45 + deepShare ? 1 : 2 + Math.floor(random() * 7);
  return { params: { page: String(page), limit: String(limit) }, name: page === 1 ? 'page 1' : page <= 8 ? 'pages 2-8' : 'deep page' };
}

function urlOf(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** Generates until `count` distinct URLs, each checked against the published query schema. */
function distinct(count: number, make: () => CrowdUrl): CrowdUrl[] {
  const seen = new Map<string, CrowdUrl>();
  for (let tries = 0; seen.size < count; tries += 1) {
    if (tries > count * 50) throw new Error(`the generator repeats itself: ${seen.size} distinct URLs of ${count} after ${tries} tries`);
    const url = make();
    if (seen.has(url.path)) continue;
    const query = Object.fromEntries(new URL(url.path, 'http://bench').searchParams);
    const parsed = BrowseProductsQuerySchema.safeParse(query);
    if (!parsed.success) throw new Error(`the generator made a URL the API refuses: ${url.path}: ${parsed.error.message}`);
    seen.set(url.path, url);
  }
  return [...seen.values()];
}

/** Browse URLs: any filters (none to three), the default order or one of the four sorts, any page. */
export function browseUrls(count: number, seed = 1): CrowdUrl[] {
  const random = seededRandom(seed);
  return distinct(count, () => {
    const chosen = filters(random, 3);
    const sort = chance(random, 0.3) ? undefined : pick(random, SORTS);
    // Visitors go deep in long lists: a deep page with two filters or more is rarer.
    const page = paging(random, chosen.length >= 2 ? 0.08 : 0.2);
    const params = { ...Object.assign({}, ...chosen.map((f) => f.params)), ...(sort ? { sort } : {}), ...page.params };
    const shape = ['browse', chosen.map((f) => f.name).join('+') || 'no filter', sort ?? 'featured first', page.name].join(' · ');
    return { path: urlOf(BROWSE_PATH, params), shape };
  });
}

/** The words of listing titles and descriptions, each with how many catalogue items use it. */
function catalogueWords(): { word: string; items: number; language: Language }[] {
  const counts = new Map<string, { items: Set<number>; language: Language }>();
  const items = Object.values(CATALOGUE_ITEMS).flat();
  const conditions: ProductCondition[] = ['New', 'Used'];
  items.forEach((item, index) => {
    for (const language of ['ar', 'en'] as const) {
      const texts = [...item.names[language], ...conditions.flatMap((c) => Array.from({ length: DESCRIPTION_VARIANTS }, (_, v) => describeItem(item, language, c, v)))];
      for (const text of texts) {
        for (const raw of text.split(/[\s,.;:()،«»"/]+/)) {
          const word = raw.trim();
          if (word.length < 2 || /^[-–]+$/.test(word)) continue;
          const entry = counts.get(word) ?? { items: new Set<number>(), language };
          entry.items.add(index);
          counts.set(word, entry);
        }
      }
    }
  });
  return [...counts].map(([word, { items: used, language }]) => ({ word, items: used.size, language })).sort((a, b) => a.word.localeCompare(b.word));
}

/** Words no listing has: things this market does not sell, and a few misspellings beyond a typo. */
const ABSENT_WORDS = ['سيارة', 'تلفزيون', 'ثوب', 'عسل يمني', 'laptop', 'bicycle', 'sofa', 'قات', 'جوال سامسونج', 'washing machine', 'ذهب', 'شقة للايجار'];

/** A word with one letter dropped or two swapped: what a thumb on a phone types. */
function misspelt(random: Random, word: string): string {
  const letters = [...word];
  const i = 1 + Math.floor(random() * (letters.length - 2));
  if (chance(random, 0.5)) letters.splice(i, 1);
  else [letters[i], letters[i - 1]] = [letters[i - 1]!, letters[i]!];
  return letters.join('');
}

/**
 * Search URLs: a word of the listings (rare, common, Arabic, English), two of them, a buyer's phrase, a
 * brand in either language, a typo or a word nobody sells; with no filter or up to two, ranked or sorted,
 * mostly the first page.
 */
export function searchUrls(count: number, seed = 1): CrowdUrl[] {
  const random = seededRandom(seed ^ 0x5eed);
  const words = catalogueWords();
  const items = Object.values(CATALOGUE_ITEMS).flat().length;
  // Frequencies across the catalogue's items: a word of a few models is rare, one of a tenth of them common.
  const rare = words.filter((w) => w.items <= 3);
  const common = words.filter((w) => w.items >= items / 10);
  const middle = words.filter((w) => w.items > 3 && w.items < items / 10);
  const brands = BRAND_VOCABULARY.flatMap((entry) => entry.forms);
  const phrases = SEARCH_QUERIES.map((c) => c.query);
  const long = words.filter((w) => [...w.word].length >= 5 && !/\d/.test(w.word));
  const keyword = (): { text: string; kind: string } => {
    const r = random();
    const word = (list: typeof words) => pick(random, list);
    if (r < 0.18) {
      const w = word(rare);
      return { text: w.word, kind: `rare word (${w.language})` };
    }
    if (r < 0.34) {
      const w = word(common);
      return { text: w.word, kind: `common word (${w.language})` };
    }
    if (r < 0.44) {
      const w = word(middle);
      return { text: w.word, kind: `word (${w.language})` };
    }
    if (r < 0.56) return { text: `${word(common).word} ${word(chance(random, 0.5) ? rare : middle).word}`, kind: 'two words' };
    if (r < 0.76) return { text: pick(random, phrases), kind: 'buyer phrase' };
    if (r < 0.88) return { text: pick(random, brands), kind: 'brand' };
    if (r < 0.95) return { text: misspelt(random, word(long).word), kind: 'typo' };
    return { text: pick(random, ABSENT_WORDS), kind: 'word no listing has' };
  };
  return distinct(count, () => {
    const { text, kind } = keyword();
    const chosen = chance(random, 0.55) ? [] : filters(random, 2);
    const sort = chance(random, 0.7) ? undefined : pick(random, SORTS);
    const page = paging(random, 0.06);
    const params = { search_keyword: text, ...Object.assign({}, ...chosen.map((f) => f.params)), ...(sort ? { sort } : {}), ...page.params };
    const shape = ['search', kind, chosen.map((f) => f.name).join('+') || 'no filter', sort ?? 'relevance', page.name].join(' · ');
    return { path: urlOf(SEARCH_PATH, params), shape };
  });
}

/** A deterministic shuffle (Fisher–Yates with the seed), so consecutive requests are of different shapes. */
export function shuffled<T>(list: readonly T[], seed = 1): T[] {
  const random = seededRandom(seed ^ 0x5417);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const WANTED_PATH = '/api/v1/wanted';

/**
 * The open wanted requests' list as visitors and sellers page through it (issue #44): no filter, a type,
 * a governorate or both, pages 1–5 and a deep one, at the default size or 12 or 50 a page.
 */
export function wantedUrls(count: number, seed: number): CrowdUrl[] {
  const random = seededRandom(seed + 44);
  const seen = new Map<string, CrowdUrl>();
  let tries = 0;
  while (seen.size < count) {
    if (++tries > count * 50) throw new Error(`the generator repeats itself: ${seen.size} distinct wanted URLs of ${count} after ${tries} tries`);
    const params: Record<string, string> = {};
    const parts: string[] = [];
    if (chance(random, 0.6)) {
      params.type = pick(random, PRODUCT_TYPES);
      parts.push('type');
    }
    if (chance(random, 0.7)) {
      params.governorate = pick(random, GOVERNORATES).id;
      parts.push('governorate');
    }
    const limit = pick(random, [undefined, '12', '50'] as const);
    if (limit) params.limit = limit;
    const page = chance(random, 0.85) ? 1 + Math.floor(random() * 5) : 6 + Math.floor(random() * 40);
    if (page > 1) params.page = String(page);
    const shape = `wanted:${parts.join('+') || 'all'}${page > 5 ? ':deep' : page > 1 ? ':paged' : ''}`;
    const query = new URLSearchParams(params).toString();
    const url = `${WANTED_PATH}${query ? `?${query}` : ''}`;
    if (!seen.has(url)) seen.set(url, { path: url, shape });
  }
  return [...seen.values()];
}
