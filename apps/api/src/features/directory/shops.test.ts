import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdPageSchema, ShopPageSchema, ShopResponseSchema } from '@solar/shared/contract/directory';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildAd, buildShop, buildUser } from '../../test/factories.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};
const adIds: Record<string, string> = {};
const DAY = 24 * 3600 * 1000;
const SECRET = 'INTERNAL: licence papers pending';

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const admin = await buildUser(db, { role: 'admin' });
  const shops: [string, NonNullable<Parameters<typeof buildShop>[1]>][] = [
    ['alnoor', { name: 'شركة النور للطاقة الشمسية', governorate: 'amanat-al-asimah', city: 'al-sabeen', isVerified: true, services: ['sales', 'installation', 'maintenance'], brands: ['JinkoSolar', 'Growatt'], productCategories: ['Panel', 'Battery'], latitude: 15.3078, longitude: 44.1911, phone: '01440123', whatsappPhone: '+967777100200', email: 'info@alnoor.example.com', address: 'شارع الستين', description: 'وكيل معتمد للألواح والبطاريات', socialMedia: { facebook: 'https://www.facebook.com/alnoor', instagram: 'https://www.instagram.com/alnoor' }, images: [{ key: 'shopfront000aaaa', width: 1280, height: 853 }], logo: { key: 'shoplogo0000aaaa', width: 640, height: 640 }, openTime: '08:00', closeTime: '20:00', workingDays: ['saturday', 'sunday', 'monday'], establishedYear: 2012, licenseNumber: 'CR-2012-4471', website: 'alnoor-solar.example.com', notes: 'التوصيل مجاني داخل صنعاء', paymentOptions: ['cash', 'installment'], adminNotes: SECRET, createdBy: admin.id }],
    ['aden', { name: 'عدن للطاقة المتجددة', governorate: 'aden', city: 'crater', isVerified: true, services: ['sales', 'design'], brands: ['Victron Energy', 'BYD'], productCategories: ['Battery', 'Charging Devices'] }],
    ['taizSolar', { name: 'تعز سولار', governorate: 'taiz', city: 'taiz-city', services: ['sales'], brands: ['Must'], productCategories: ['Panel'], phone: null }],
    ['hujariyah', { name: 'مركز الحجرية للطاقة', governorate: 'taiz', city: 'al-turbah', services: ['installation', 'maintenance'], brands: ['Canadian Solar'], productCategories: ['Integrated System', 'Others'] }],
    ['ibb', { name: 'إب الخضراء للطاقة', governorate: 'ibb', city: 'ibb-city', isVerified: true, services: ['maintenance', 'consultation'], brands: ['Growatt'], productCategories: ['Charging Devices'] }],
  ];
  for (const [index, [key, overrides]] of shops.entries()) {
    const row = await buildShop(db, { ...overrides, createdAt: new Date(Date.now() - (30 - index) * DAY) });
    ids[key] = row.id;
  }
  // Twelve active ads (newest first: ad0 … ad11) and one that has ended.
  for (let i = 0; i < 12; i += 1) {
    const row = await buildAd(db, {
      title: i === 3 ? 'خصم على ألواح جينكو' : `عرض رقم ${i}`,
      description: i === 3 ? 'ألواح شمسية بأسعار الجملة' : 'عرض خاص لفترة محدودة',
      link: i === 0 ? 'https://alnoor.example.com/offers' : null,
      phone: i === 0 ? '777100200' : null,
      limitedOffer: i === 0,
      image: i === 0 ? { key: 'adbanner0000aaaa', width: 1280, height: 640 } : null,
      createdAt: new Date(Date.now() - i * DAY),
      createdBy: admin.id,
    });
    adIds[`ad${i}`] = row.id;
  }
  await buildAd(db, { title: 'عرض منتهي على الألواح', active: false, createdAt: new Date() });
});
afterAll(() => ctx.close());

const get = (url: string, lang = 'ar') => ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/${url}`, headers: { 'accept-language': lang } });

async function list(query: string, path = 'getAllShops') {
  const res = await get(`${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = ShopPageSchema.parse(res.json());
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return { ...body, keys: body.data.map((s) => byId[s._id]) };
}

describe('GET /marketplace/getAllShops', () => {
  it('lists verified shops first, then the newest', async () => {
    const body = await list('');
    expect(body).toMatchObject({ status: 'success', total: 5, currentPage: 1, totalPages: 1 });
    expect(body.keys).toEqual(['ibb', 'aden', 'alnoor', 'hujariyah', 'taizSolar']);
  });

  it('pages as the shops screen asks (12 a page) and by any limit', async () => {
    expect(await list('?limit=12')).toMatchObject({ total: 5, totalPages: 1 });
    const second = await list('?limit=2&page=2');
    expect(second).toMatchObject({ total: 5, currentPage: 2, totalPages: 3 });
    expect(second.keys).toEqual(['alnoor', 'hujariyah']);
    expect((await list('?limit=2&page=3')).keys).toEqual(['taizSolar']);
    expect(await list('?limit=2&page=9')).toMatchObject({ data: [], total: 5, totalPages: 3 });
  });

  it.each([
    ['governorate=taiz', ['hujariyah', 'taizSolar']],
    ['governorate=taiz&city=taiz-city', ['taizSolar']],
    ['service=maintenance', ['ibb', 'alnoor', 'hujariyah']],
    ['service=design', ['aden']],
    ['brand=Growatt', ['ibb', 'alnoor']],
    // Picker brands in another case, and brands outside the picker list.
    ['brand=growatt', ['ibb', 'alnoor']],
    ['brand=Must', ['taizSolar']],
    ['category=Battery', ['aden', 'alnoor']],
    ['category=batteries', ['aden', 'alnoor']],
    ['category=Integrated%20System', ['hujariyah']],
    ['category=Other', ['hujariyah']],
    ['verified=true', ['ibb', 'aden', 'alnoor']],
    ['verified=false', ['hujariyah', 'taizSolar']],
  ])('filters by %s alone', async (query, expected) => {
    expect((await list(`?${query}`)).keys).toEqual(expected);
  });

  it.each([
    ['governorate=taiz&service=installation&category=Others&verified=false', ['hujariyah']],
    ['brand=Growatt&category=Battery&verified=true', ['alnoor']],
    ['service=sales&category=Panel', ['alnoor', 'taizSolar']],
    ['search_keyword=صيانة&governorate=ibb', ['ibb']],
    ['governorate=aden&brand=Growatt', []],
  ])('combines filters: %s', async (query, expected) => {
    const body = await list(`?${query}`);
    expect(body.keys).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['search_keyword=النور', ['alnoor']],
    ['search_keyword=الخضراء', ['ibb']],
    // A product type named in either language finds the shops that carry it.
    [`search_keyword=${encodeURIComponent('بطاريات')}`, ['aden', 'alnoor']],
    ['search_keyword=batteries', ['aden', 'alnoor']],
    // Services by their Arabic label, brands and places as text.
    [`search_keyword=${encodeURIComponent('صيانة')}`, ['ibb', 'alnoor', 'hujariyah']],
    ['search_keyword=growatt', ['ibb', 'alnoor']],
    [`search_keyword=${encodeURIComponent('التربة')}`, ['hujariyah']],
    [`search_keyword=${encodeURIComponent('شارع الستين')}`, ['alnoor']],
    // The product search's rules: a plural or English word finds the text's own spelling («للألواح») and
    // the shops whose categories it names.
    ['search_keyword=panels', ['alnoor', 'taizSolar']],
    [`search_keyword=${encodeURIComponent('لوحات')}`, ['alnoor', 'taizSolar']],
    [`search_keyword=${encodeURIComponent('الوكيل المعتمد')}`, ['alnoor']],
    [`search_keyword=${encodeURIComponent('الوكلاء')}`, []],
  ])('searches with %s on filters-shop', async (query, expected) => {
    const body = await list(`?${query}`, 'filters-shop');
    expect([...body.keys].sort()).toEqual([...expected].sort());
  });

  it.each([
    ['service=install', 'service'],
    ['category=Fridges', 'category'],
    ['governorate=ibb&city=crater', 'city'],
    ['verified=maybe', 'verified'],
    [`brand=${'x'.repeat(61)}`, 'brand'],
  ])('refuses %s with a message on %s', async (query, field) => {
    const res = await get(`filters-shop?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });
});

describe('GET /marketplace/getOneShop/{id}', () => {
  it('answers the shop page with its location, hours, links, gallery and additional info', async () => {
    const res = await get(`getOneShop/${ids.alnoor}`);
    expect(res.statusCode).toBe(200);
    const { data } = ShopResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      _id: ids.alnoor,
      name: 'شركة النور للطاقة الشمسية',
      logoUrl: '/uploads/shoplogo0000aaaa-320.webp',
      isVerified: true,
      address: 'شارع الستين',
      phone: '01440123',
      whatsappPhone: '+967777100200',
      email: 'info@alnoor.example.com',
      location: { latitude: 15.3078, longitude: 44.1911 },
      workingHours: { openTime: '08:00', closeTime: '20:00', workingDays: ['saturday', 'sunday', 'monday'] },
      socialMedia: { facebook: 'https://www.facebook.com/alnoor', instagram: 'https://www.instagram.com/alnoor' },
      brands: ['JinkoSolar', 'Growatt'],
      productCategories: ['Panel', 'Battery'],
      paymentOptions: ['cash', 'installment'],
      establishedYear: 2012,
      licenseNumber: 'CR-2012-4471',
      website: 'alnoor-solar.example.com',
      notes: 'التوصيل مجاني داخل صنعاء',
    });
    expect(data.images[0]).toMatchObject({ url: '/uploads/shopfront000aaaa-640.webp', width: 1280, height: 853 });
  });

  it('answers no location, phone or links for a shop without them', async () => {
    const { data } = ShopResponseSchema.parse((await get(`getOneShop/${ids.taizSolar}`)).json());
    expect(data).toMatchObject({ location: null, phone: null, whatsappPhone: null, logoUrl: null, socialMedia: {}, images: [] });
  });

  it('never shows admin notes, the creator or the search text', async () => {
    for (const url of [`getOneShop/${ids.alnoor}`, 'getAllShops?limit=50']) {
      const res = await get(url);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toMatch(/adminNotes|admin_notes|createdBy|created_by|searchText|search_text/);
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'abc', '123'])('answers 404 for %s', async (id) => {
    const res = await get(`getOneShop/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /marketplace/getAllAds and filters-ads', () => {
  const adKeys = (ids: string[]) => {
    const byId = Object.fromEntries(Object.entries(adIds).map(([key, id]) => [id, key]));
    return ids.map((id) => byId[id]);
  };

  it('lists active ads only, newest first, 10 a page by default', async () => {
    const res = await get('getAllAds');
    const body = AdPageSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'success', total: 12, currentPage: 1, totalPages: 2 });
    expect(adKeys(body.data.map((a) => a._id))).toEqual(['ad0', 'ad1', 'ad2', 'ad3', 'ad4', 'ad5', 'ad6', 'ad7', 'ad8', 'ad9']);
    expect(body.data.every((a) => a.active)).toBe(true);
    const second = AdPageSchema.parse((await get('getAllAds?page=2')).json());
    expect(adKeys(second.data.map((a) => a._id))).toEqual(['ad10', 'ad11']);
    expect(res.body).not.toMatch(/createdBy|created_by|searchText|منتهي/);
  });

  it('shows an ad’s picture, link, phone and limited-offer marker', async () => {
    const [ad] = AdPageSchema.parse((await get('getAllAds?limit=1')).json()).data;
    expect(ad).toMatchObject({ link: 'https://alnoor.example.com/offers', phone: '777100200', active: true, limitedOffer: true });
    expect(ad?.image?.url).toBe('/uploads/adbanner0000aaaa-640.webp');
  });

  it('searches the active ads by text, forgiving Arabic spelling', async () => {
    const body = AdPageSchema.parse((await get(`filters-ads?search_keyword=${encodeURIComponent('ألواح شمسيّة')}`)).json());
    expect(adKeys(body.data.map((a) => a._id))).toEqual(['ad3']);
    const none = AdPageSchema.parse((await get(`filters-ads?search_keyword=${encodeURIComponent('منتهي')}`)).json());
    expect(none).toMatchObject({ data: [], total: 0, totalPages: 0 });
  });

  it.each(['panels', 'لوحات', 'الالواح', 'jinko'])('finds «ألواح جينكو» by the product search\'s spellings: %s', async (word) => {
    const body = AdPageSchema.parse((await get(`filters-ads?search_keyword=${encodeURIComponent(word)}`)).json());
    expect(adKeys(body.data.map((a) => a._id))).toEqual(['ad3']);
  });

  it('refuses a bad page', async () => {
    expect((await get('filters-ads?page=abc')).statusCode).toBe(400);
  });
});
