// Place names in a buyer's query («الواح عدن», «انفرتر المكلا», "inverter aden"): a place means where the
// listing is (its governorate or city fields), not a listing whose text mentions it (issue #38). Names are
// those of reference/locations.ts, folded by normalizeArabic like every other word of search, with the
// spellings buyers use; city names that are also common words (القاعدة "the base", شحن "charge", الوحدة
// "the unit") are left out, since a query is more likely to mean the word.
import { GOVERNORATES } from '../reference/locations.ts';
import { normalizeArabic } from './arabic-search.ts';

/** Where a listing must be: a governorate, or one city of it. */
export interface SearchPlace {
  governorate: string;
  city?: string;
}

const AMBIGUOUS_CITIES = new Set(
  [
    'الوحدة', 'التحرير', 'الثورة', 'معين', 'شعوب', 'الصافية', 'القاهرة', 'صالة', 'التربة', 'ذباب', 'القاعدة', 'السبرة', 'النادرة',
    'الزهرة', 'اللحية', 'الخوخة', 'القطن', 'ساه', 'عبس', 'عنس', 'الزاهر', 'تبن', 'حوف', 'شحن', 'الغيل', 'المتون', 'ثلا', 'خمر', 'حوث',
    'الطويلة', 'الرجم', 'الجبين', 'مزهر', 'جبن', 'دمت', 'الحزم', 'نصاب', 'المنصورة', 'المدينة',
  ].map(normalizeArabic),
);

// Spellings beside the reference names: without hamza or article, the capital's many names, English.
const ALIASES: Record<string, readonly string[]> = {
  'amanat-al-asimah': ['صنعاء', 'صنعا', 'العاصمة', 'امانة العاصمة', 'sanaa', 'sana a', 'sanaa city'],
  sanaa: ['صنعاء', 'صنعا', 'sanaa', 'sana a'],
  aden: ['aden'],
  taiz: ['taiz', 'taizz'],
  'al-hudaydah': ['حديدة', 'hodeidah', 'hudaydah', 'al hudaydah', 'hodeida'],
  ibb: ['ibb'],
  hadramaut: ['حضرموت', 'hadramaut', 'hadramout', 'hadhramout'],
  hajjah: ['hajjah'],
  dhamar: ['dhamar'],
  'al-bayda': ['bayda', 'al bayda'],
  lahij: ['lahij', 'lahj'],
  abyan: ['abyan'],
  shabwah: ['شبوه', 'shabwah', 'shabwa'],
  'al-mahrah': ['mahrah', 'al mahrah', 'mahra'],
  marib: ['مارب', 'marib', 'ma rib'],
  'al-jawf': ['jawf', 'al jawf'],
  saada: ['صعده', 'saada', 'sa dah', 'saadah'],
  amran: ['amran'],
  'al-mahwit': ['mahwit', 'al mahwit'],
  raymah: ['raymah', 'raima'],
  'al-dhale': ['ضالع', 'dhale', 'al dhale', 'dhalea'],
  socotra: ['سقطرة', 'socotra'],
};
const CITY_ALIASES: Record<string, readonly string[]> = {
  'hadramaut/al-mukalla': ['مكلا', 'mukalla', 'al mukalla'],
  'hadramaut/seiyun': ['سيون', 'seiyun', 'sayun', 'seiun'],
  'hadramaut/al-shihr': ['shihr', 'al shihr'],
  'al-hudaydah/zabid': ['zabid'],
  'aden/crater': ['crater'],
  'aden/sheikh-othman': ['الشيخ عثمان', 'sheikh othman'],
  'aden/khor-maksar': ['khor maksar'],
};

// Folded name → the places it means («صنعاء» is the capital and the governorate around it).
const PLACES = new Map<string, SearchPlace[]>();
const add = (name: string, place: SearchPlace) => {
  const key = normalizeArabic(name);
  const known = PLACES.get(key) ?? [];
  if (!known.some((p) => p.governorate === place.governorate && p.city === place.city)) PLACES.set(key, [...known, place]);
};
for (const g of GOVERNORATES) {
  add(g.ar, { governorate: g.id });
  for (const alias of ALIASES[g.id] ?? []) add(alias, { governorate: g.id });
  for (const c of g.cities) {
    // «مدينة تعز» is the governorate's own city: the governorate's name already says it.
    if (c.ar.startsWith('مدينة ') || AMBIGUOUS_CITIES.has(normalizeArabic(c.ar))) continue;
    add(c.ar, { governorate: g.id, city: c.id });
  }
}
for (const [key, names] of Object.entries(CITY_ALIASES)) {
  const [governorate, city] = key.split('/') as [string, string];
  for (const name of names) add(name, { governorate, city });
}
const LONGEST = Math.max(...[...PLACES.keys()].map((k) => k.split(' ').length));

/** A place name may carry a one-letter preposition or conjunction: بعدن, لتعز, وصنعاء, بالمكلا. */
function placesOf(name: string): SearchPlace[] | undefined {
  return PLACES.get(name) ?? (/^[بلوف]/.test(name) && name.length >= 4 ? PLACES.get(name.slice(1)) : undefined);
}

/**
 * The places named among a query's words (folded, as search-analyzer.ts gives them) and the indexes of the
 * words that named them, longest name first («خور مكسر» before a word alone).
 */
export function findPlaces(words: readonly string[]): { places: SearchPlace[]; used: Set<number> } {
  const places: SearchPlace[] = [];
  const used = new Set<number>();
  for (let i = 0; i < words.length; ) {
    let length = Math.min(LONGEST, words.length - i);
    for (; length >= 1; length -= 1) {
      const found = placesOf(words.slice(i, i + length).join(' '));
      if (!found) continue;
      for (const place of found) if (!places.some((p) => p.governorate === place.governorate && p.city === place.city)) places.push(place);
      for (let j = i; j < i + length; j += 1) used.add(j);
      break;
    }
    i += Math.max(length, 1);
  }
  return { places, used };
}
