// Every folding rule of the one normaliser (packages/shared/src/domain/arabic-search.ts `normalizeArabic`,
// and the analyzer's own: ², "5,000") through the search API, on every path a word takes: the listing's
// index (each listing below is written with variant letters), the query, the typo lexicon and the facets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductFacetsResponseSchema, ProductPageSchema } from '@solar/shared/contract/products';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

let ctx: TestContext;

// Each listing spells its own words with the variants a seller's keyboard gives.
const BIFACIAL = 'لوح ثنائى الوجه 550 واط'; // ى for the final ي
const GROWATT = 'إنفرتر گروات ٥٬٠٠٠ واط'; // إ, the Persian گ, Arabic-Indic digits with the Arabic thousands separator
const LITHIUM = 'بطاریة ليثيوم ١٢٫٨ ڤولت'; // the Persian ی, the Arabic decimal separator, ڤ
const SYSTEM = 'مَنْظُومـــة مُتَكامِلة ۳ كيلو'; // diacritics, tatweel, a Persian digit
const CABLE = 'کیبل سولار 6 مم²'; // the Persian ک, the square sign
const PUMP = 'ﻣﻀﺨﺔ غاطسة مع مؤقت'; // presentation forms (what some PDFs paste), ؤ
const LIGHT = 'كشاف شارع ھولندی'; // ھ and ی of Persian keyboards

beforeAll(async () => {
  ctx = await buildTestApp();
  const seller = await buildUser(ctx.database.db);
  const listings = [
    { name: BIFACIAL, type: 'Panel', brand: 'Trina Solar' },
    { name: GROWATT, type: 'Charging Devices', brand: 'Growatt' },
    { name: LITHIUM, type: 'Battery', brand: null },
    { name: SYSTEM, type: 'Integrated System', brand: null },
    { name: CABLE, type: 'Accessory', brand: null },
    { name: PUMP, type: 'Others', brand: null },
    { name: LIGHT, type: 'Others', brand: null },
  ] as const;
  for (const listing of listings) await buildProduct(ctx.database.db, { ...listing, userId: seller.id, description: 'للبيع' });
});
afterAll(() => ctx.close());

async function search(keyword: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/search-products?limit=50&search_keyword=${encodeURIComponent(keyword)}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json()).data.map((p) => p.name).sort();
}

async function facetTotal(keyword: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/filters-product?search_keyword=${encodeURIComponent(keyword)}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductFacetsResponseSchema.parse(res.json()).data.total;
}

// [rule, as typed, as the canonical spelling, the listing both must find]
const RULES: [string, string, string, string][] = [
  ['alef with hamza above', 'ألواح ثنائية الوجه', 'الواح ثنائية الوجه', BIFACIAL],
  ['alef with hamza below', 'إنفرتر جروات', 'انفرتر جروات', GROWATT],
  ['alef with madda', 'آنفرتر', 'انفرتر', GROWATT],
  ['alef wasla', 'ٱنفرتر', 'انفرتر', GROWATT],
  ['alef maqsura for the final yaa', 'لوح ثنائى', 'لوح ثنائي', BIFACIAL],
  ['yaa with hamza', 'ثنائي', 'ثنايي', BIFACIAL],
  ['waw with hamza', 'مضخة مؤقت', 'مضخة موقت', PUMP],
  ['taa marbuta', 'منظومة', 'منظومه', SYSTEM],
  ['Persian yeh', 'بطاریة ليثيوم', 'بطارية ليثيوم', LITHIUM],
  ['Persian keheh', 'کابل 6 مم', 'كابل 6 مم', CABLE],
  ['heh doachashmee', 'منظومھ', 'منظومه', SYSTEM],
  ['ae', 'منظومە', 'منظومه', SYSTEM],
  ['heh with yeh', 'منظومۀ', 'منظومه', SYSTEM],
  ['gaf', 'گروات', 'جروات', GROWATT],
  ['veh', 'بطارية ڤولت', 'بطارية فولت', LITHIUM],
  ['peh', 'پطارية', 'بطارية', LITHIUM],
  ['diacritics', 'مُضَخَّة غَاطِسَة', 'مضخة غاطسة', PUMP],
  ['tatweel', 'منظـــومة', 'منظومة', SYSTEM],
  ['Arabic-Indic digits', 'انفرتر ٥٠٠٠ واط', 'انفرتر 5000 واط', GROWATT],
  ['Persian digits', 'منظومة ۳ كيلو', 'منظومة 3 كيلو', SYSTEM],
  ['the Arabic decimal separator', 'بطارية ١٢٫٨ فولت', 'بطارية 12.8 فولت', LITHIUM],
  ['the Arabic thousands separator', 'انفرتر ٥٬٠٠٠ واط', 'انفرتر 5000 واط', GROWATT],
  ['a Latin thousands comma', 'انفرتر 5,000 واط', 'انفرتر 5000 واط', GROWATT],
  ['presentation forms', 'ﻣﻀﺨﺔ', 'مضخة', PUMP],
  ['fullwidth Latin', 'ＧＲＯＷＡＴＴ', 'growatt', GROWATT],
  ['Latin capitals', 'GROWATT', 'growatt', GROWATT],
  ['punctuation between words', 'لوح،ثنائي-الوجه!', 'لوح ثنائي الوجه', BIFACIAL],
  ['the square sign', 'كيبل 6 مم²', 'كيبل 6 مم', CABLE],
  ['Persian letters in a listing', 'كشاف هولندي', 'كشاف هولندي', LIGHT],
];

describe('one normalisation on every path of search', () => {
  it.each(RULES)('folds %s: «%s» finds what «%s» finds', async (_rule, typed, canonical, listing) => {
    const [asTyped, asCanonical] = await Promise.all([search(typed), search(canonical)]);
    expect(asCanonical).toContain(listing);
    expect(asTyped).toEqual(asCanonical);
    expect(await facetTotal(typed)).toBe(asCanonical.length);
  });

  it.each([
    ['alef with hamza below', 'إنفرنر', GROWATT],
    ['alef maqsura', 'ثنائى الوجة', BIFACIAL],
    ['Persian keheh', 'کیبلل', CABLE],
  ])('folds %s before the typo lexicon is asked: «%s»', async (_rule, typo, listing) => {
    expect(await search(typo)).toContain(listing);
  });
});
