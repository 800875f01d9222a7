import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductFacetsResponseSchema, ProductPageSchema } from '@solar/shared/contract/products';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

let ctx: TestContext;
const DAY = 86_400_000;

// A small catalogue where each listing answers particular questions.
const CATALOGUE = [
  { name: 'لوح شمسي جينكو 550 واط', brand: 'JinkoSolar', type: 'Panel', condition: 'New', price: 100, currency: 'USD', governorate: 'aden', city: 'crater', description: 'ألواح أحادية البلورة بضمان الوكيل' },
  { name: 'Canadian Solar 450W used panels', brand: 'Canadian Solar', type: 'Panel', condition: 'Used', price: 53_500, currency: 'YER', governorate: 'taiz', city: 'taiz-city', description: 'Used panels in good condition' },
  { name: 'بطارية ليثيوم بايلونتك 48 فولت', brand: 'Pylontech', type: 'Battery', condition: 'New', price: 3_000, currency: 'SAR', governorate: 'aden', city: 'al-mansoura', description: 'بطاريه ليثيوم أيون عمر طويل' },
  { name: 'Gel battery 200Ah 12V', brand: 'Narada', type: 'Battery', condition: 'Needs Repair', price: 163_000, currency: 'YER_SOUTH', governorate: 'hadramaut', city: 'al-mukalla', description: 'Deep cycle gel battery, needs a new terminal' },
  { name: 'إنفرتر جروات ٥٠٠٠ واط', brand: 'Growatt', type: 'Charging Devices', condition: 'New', price: 600, currency: 'USD', governorate: 'amanat-al-asimah', city: 'al-sabeen', description: 'انفرتر هجين مع منظم MPPT' },
  { name: 'قاعدة ألواح حديد مجلفن', brand: null, type: 'Panel bases', condition: 'New', price: 40_000, currency: 'YER', governorate: 'ibb', city: 'ibb-city', description: 'قواعد تركيب للأسطح والأرض' },
  { name: 'منظومة متكاملة ٣ كيلو', brand: 'Huawei', type: 'Integrated System', condition: 'New', price: 2_000, currency: 'USD', governorate: 'marib', city: 'marib-city', description: 'نظام كامل مع التركيب' },
  { name: 'كيبل سولار 6 مم', brand: null, type: 'Accessory', condition: 'New', price: 5_000, currency: 'YER', governorate: 'aden', city: 'crater', description: 'لفة كيبل نحاس' },
  { name: 'مضخة غاطسة بالطاقة الشمسية', brand: 'Lorentz', type: 'Others', condition: 'Used', price: 900, currency: 'USD', governorate: 'al-hudaydah', city: 'zabid', description: 'مضخة للمزارع' },
  { name: 'مُسْتَشْفَى الطاقة — صيانة ألواح', brand: null, type: 'Others', condition: 'New', price: 10, currency: 'USD', governorate: 'aden', city: 'crater', description: 'خدمة صيانة' },
] as const;

beforeAll(async () => {
  ctx = await buildTestApp();
  const seller = await buildUser(ctx.database.db);
  for (const [i, p] of CATALOGUE.entries()) {
    await buildProduct(ctx.database.db, { ...p, userId: seller.id, createdAt: new Date(Date.now() - (30 - i) * DAY) });
  }
});
afterAll(() => ctx.close());

async function names(path: string, query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/${path}?limit=50&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json()).data.map((p) => p.name);
}
const search = (keyword: string, extra = '') => names('search-products', `search_keyword=${encodeURIComponent(keyword)}${extra}`);
const browse = (query: string) => names('browse-products', query);

describe('search-products', () => {
  it.each([
    ['alef with hamza below', 'انفرتر', ['إنفرتر جروات ٥٠٠٠ واط']],
    // ألواح is also a word for the panel type, so both panels are found beside the listings that say it.
    ['alef with hamza above', 'ألواح', ['قاعدة ألواح حديد مجلفن', 'مُسْتَشْفَى الطاقة — صيانة ألواح', 'لوح شمسي جينكو 550 واط', 'Canadian Solar 450W used panels']],
    ['alef written plain', 'الواح', ['قاعدة ألواح حديد مجلفن', 'مُسْتَشْفَى الطاقة — صيانة ألواح', 'لوح شمسي جينكو 550 واط', 'Canadian Solar 450W used panels']],
    ['taa marbuta as haa', 'منظومه', ['منظومة متكاملة ٣ كيلو']],
    ['haa found by taa marbuta', 'بطارية ليثيوم', ['بطارية ليثيوم بايلونتك 48 فولت']],
    ['alef maqsura as yaa', 'مستشفي', ['مُسْتَشْفَى الطاقة — صيانة ألواح']],
    ['diacritics in the query', 'مُضَخَّة', ['مضخة غاطسة بالطاقة الشمسية']],
    ['Arabic-Indic digits in the listing', '5000', ['إنفرتر جروات ٥٠٠٠ واط']],
    ['Arabic-Indic digits in the query', 'منظومة ٣', ['منظومة متكاملة ٣ كيلو']],
    ['a typo in a brand', 'growat', ['إنفرتر جروات ٥٠٠٠ واط']],
    ['a typo in Arabic', 'جينكوو', ['لوح شمسي جينكو 550 واط']],
    ['an English type word finds Arabic listings', 'inverter', ['إنفرتر جروات ٥٠٠٠ واط']],
    ['an Arabic type word finds English listings', 'بطاريات', ['بطارية ليثيوم بايلونتك 48 فولت', 'Gel battery 200Ah 12V']],
    ['English words in any case', 'CANADIAN', ['Canadian Solar 450W used panels']],
    ['by model words in the description', 'deep cycle', ['Gel battery 200Ah 12V']],
  ])('finds listings by %s', async (_label, keyword, expected) => {
    const found = await search(keyword);
    expect(found.sort()).toEqual([...expected].sort());
  });

  it('finds nothing for a word no listing has', async () => {
    expect(await search('ثلاجة كهربائية')).toEqual([]);
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it('ranks the type a query names first, then listings that only name its words', async () => {
    const found = await search('الواح');
    expect(found.slice(0, 2).sort()).toEqual(['Canadian Solar 450W used panels', 'لوح شمسي جينكو 550 واط']);
    expect(found.slice(2).sort()).toEqual(['قاعدة ألواح حديد مجلفن', 'مُسْتَشْفَى الطاقة — صيانة ألواح']);
  });

  it('reads a place as where the listing is: first beside a product word, the whole search alone', async () => {
    // The Aden listings that mention panels only in their text do not come before Taiz's panel.
    const found = await search('الواح تعز');
    expect(found[0]).toBe('Canadian Solar 450W used panels');
    expect(found.slice(1, 2)).toEqual(['لوح شمسي جينكو 550 واط']);
    expect((await search('عدن')).sort()).toEqual((await browse('governorate=aden')).sort());
  });

  it('lets words that are not about the product rank, never empty the page', async () => {
    expect((await search('ابغى بطارية رخيصة لو سمحت')).sort()).toEqual(['Gel battery 200Ah 12V', 'بطارية ليثيوم بايلونتك 48 فولت']);
    // A word no listing has, beside a product word: the product decides.
    expect((await search('بطارية zzzzqqq')).sort()).toEqual(['Gel battery 200Ah 12V', 'بطارية ليثيوم بايلونتك 48 فولت']);
    // A word some listing has ranks that listing first.
    expect((await search('بطارية deep'))[0]).toBe('Gel battery 200Ah 12V');
  });

  it('combines search with filters', async () => {
    expect(await search('بطارية', '&condition=Needs%20Repair')).toEqual(['Gel battery 200Ah 12V']);
    expect((await search('ألواح', '&governorate=aden')).sort()).toEqual(['لوح شمسي جينكو 550 واط', 'مُسْتَشْفَى الطاقة — صيانة ألواح'].sort());
    // A word that names another type than the filter's still finds the filter's listings that say it.
    expect(await search('الواح', '&type=Others')).toEqual(['مُسْتَشْفَى الطاقة — صيانة ألواح']);
    expect(await search('الواح', '&category=panel_base')).toEqual(['قاعدة ألواح حديد مجلفن']);
  });

  it('treats % and _ as text, not wildcards: alone they search for nothing in particular', async () => {
    expect((await search('%')).length).toBe(CATALOGUE.length);
    expect(await search('جينكو%')).toEqual(['لوح شمسي جينكو 550 واط']);
    expect(await search('جينكو_550')).toEqual(['لوح شمسي جينكو 550 واط']);
  });
});

describe('browse filters', () => {
  it('filters by type, by filter category and by the Other alias', async () => {
    expect((await browse('type=Battery')).length).toBe(2);
    expect((await browse('category=solar')).sort()).toEqual(['Canadian Solar 450W used panels', 'لوح شمسي جينكو 550 واط']);
    expect((await browse('category=panel_base'))).toEqual(['قاعدة ألواح حديد مجلفن']);
    expect((await browse('type=Other')).length).toBe(2);
    expect(await browse('type=Battery&category=solar')).toEqual([]);
  });

  it('filters by brand (any case), condition, governorate and city', async () => {
    expect(await browse('brand=growatt')).toEqual(['إنفرتر جروات ٥٠٠٠ واط']);
    expect((await browse('condition=Used')).sort()).toEqual(['Canadian Solar 450W used panels', 'مضخة غاطسة بالطاقة الشمسية']);
    expect((await browse('governorate=aden')).length).toBe(4);
    expect((await browse('governorate=aden&city=crater')).length).toBe(3);
    expect(await browse('governorate=aden&city=crater&type=Accessory')).toEqual(['كيبل سولار 6 مم']);
  });

  it('compares prices in USD whatever the listing currency', async () => {
    // 53,500 YER = 100 USD; 3,000 SAR = 800 USD; 163,000 YER_SOUTH = 100 USD; 40,000 YER ≈ 74.8 USD.
    expect((await browse('minPrice=100&maxPrice=100&currency=USD')).sort()).toEqual(['Canadian Solar 450W used panels', 'Gel battery 200Ah 12V', 'لوح شمسي جينكو 550 واط'].sort());
    expect(await browse('minPrice=1000&currency=USD')).toEqual(['منظومة متكاملة ٣ كيلو']);
    // Bounds default to YER: 500,000 YER ≈ 934 USD.
    expect((await browse('minPrice=400000&maxPrice=500000')).sort()).toEqual(['بطارية ليثيوم بايلونتك 48 فولت', 'مضخة غاطسة بالطاقة الشمسية'].sort());
    const sorted = await browse('sort=price_asc');
    expect(sorted[0]).toBe('كيبل سولار 6 مم');
    expect(sorted.at(-1)).toBe('منظومة متكاملة ٣ كيلو');
    expect(await browse('sortBy=price&sortOrder=desc')).toEqual(await browse('sort=price_desc'));
    expect(await browse('sortBy=price&sortOrder=asc')).toEqual(sorted);
  });

  it('sorts oldest and newest', async () => {
    const oldest = await browse('sort=oldest');
    expect(oldest[0]).toBe(CATALOGUE[0].name);
    expect(await browse('sort=newest')).toEqual([...oldest].reverse());
  });

  it.each([
    ['type=Fridge', 'type'],
    ['category=phones', 'category'],
    ['condition=Broken', 'condition'],
    ['governorate=atlantis', 'governorate'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
    ['currency=EUR', 'currency'],
    [`search_keyword=${'x'.repeat(101)}`, 'search_keyword'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('pages to the last page and past it', async () => {
    const last = ProductPageSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?limit=3&page=4' })).json());
    expect(last).toMatchObject({ total: 10, currentPage: 4, totalPages: 4 });
    expect(last.data).toHaveLength(1);
    const past = ProductPageSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products?limit=3&page=5' })).json());
    expect(past).toMatchObject({ total: 10, currentPage: 5, totalPages: 4, data: [] });
  });
});

describe('filters-product', () => {
  it('counts each facet under the current query and gives price bounds in the asked currency', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/filters-product?governorate=aden&currency=USD' });
    const { data } = ProductFacetsResponseSchema.parse(res.json());
    expect(data.total).toBe(4);
    expect(data.types).toEqual(expect.arrayContaining([{ value: 'Panel', count: 1 }, { value: 'Others', count: 1 }, { value: 'Battery', count: 1 }, { value: 'Accessory', count: 1 }]));
    expect(data.conditions).toEqual([{ value: 'New', count: 4 }]);
    expect(data.governorates).toEqual([{ value: 'aden', count: 4 }]);
    expect(data.brands.map((b) => b.value).sort()).toEqual(['JinkoSolar', 'Pylontech']);
    expect(data.price).toEqual({ min: 9, max: 800, currency: 'USD' });
    const yer = ProductFacetsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/filters-product' })).json()).data;
    expect(yer.total).toBe(10);
    expect(yer.price.currency).toBe('YER');
    expect(yer.price.max).toBe(2000 * 535);
  });
});
