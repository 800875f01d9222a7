import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineerPageSchema, EngineerResponseSchema } from '@solar/shared/contract/directory';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildEngineer, buildUser } from '../../test/factories.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};
const DAY = 24 * 3600 * 1000;
const SECRET = 'ملاحظة داخلية سرية للمشرفين';

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const admin = await buildUser(db, { role: 'admin' });
  const engineers: [string, NonNullable<Parameters<typeof buildEngineer>[1]>][] = [
    ['haddad', { name: 'م. عبدالله محمد الحداد', governorate: 'amanat-al-asimah', city: 'al-sabeen', experienceYears: 14, rating: 4.9, isVerified: true, isFeatured: true, services: ['install', 'design'], specializations: ['Residential', 'Hybrid'], hourlyRate: 6000, minimumCharge: 30000, currency: 'YER', adminNotes: SECRET, createdBy: admin.id, whatsappPhone: '+967777310452', email: 'haddad@example.test', notes: 'زيارة الموقع مجاناً', certifications: [{ name: 'NABCEP PV', issuedBy: 'NABCEP', issuedDate: '2019-05-12', expiryDate: '2026-05-12' }], portfolioImages: [{ key: 'portfolio0000aaaa', width: 1280, height: 960 }, { key: 'portfolio0000bbbb', width: 1280, height: 960 }], profileImage: { key: 'avatar00000000aa', width: 640, height: 640 }, workingDays: ['saturday', 'sunday'], workingHoursStart: '08:00', workingHoursEnd: '17:00', projectsCount: 320 }],
    ['areeqi', { name: 'م. فيصل أحمد العريقي', governorate: 'taiz', city: 'taiz-city', experienceYears: 8, rating: 4.6, isVerified: true, isFeatured: true, services: ['install', 'repair'], specializations: ['Off-grid'], currency: 'YER_SOUTH' }],
    ['bawazir', { name: 'م. وليد حسن باوزير', governorate: 'hadramaut', city: 'al-mukalla', experienceYears: 12, rating: 4.4, isVerified: true, services: ['design', 'consultation'], specializations: ['Commercial', 'Industrial'], currency: 'SAR' }],
    ['sharabi', { name: 'م. سامي علي الشرعبي', governorate: 'ibb', city: 'ibb-city', experienceYears: 4, rating: 4.1, services: ['install'], specializations: ['Residential'] }],
    ['awlaqi', { name: 'م. ياسر صالح العولقي', governorate: 'shabwah', city: 'ataq', experienceYears: 2, rating: 3.6, services: ['maintenance'], specializations: ['Off-grid'] }],
    ['humairi', { name: 'م. مروان قائد الحميري', governorate: 'dhamar', city: 'dhamar-city', experienceYears: 1, rating: 2.8, services: ['repair'], specializations: ['Solar Water Pumping'] }],
    ['qubati', { name: 'م. رشاد محمد القباطي', governorate: 'taiz', city: 'al-turbah', experienceYears: 3, rating: 3.2, services: ['install', 'sale'], specializations: ['Residential'] }],
    ['mutawakel', { name: 'م. نبيل يحيى المتوكل', governorate: 'amanat-al-asimah', city: 'al-tahrir', experienceYears: 22, rating: 5.0, isVerified: true, services: ['consultation', 'inspection'], specializations: ['System Design'], currency: 'USD' }],
    ['newcomer', { name: 'م. حديث التخرج', governorate: 'aden', city: 'crater', experienceYears: 0, rating: 0, services: [], specializations: [] }],
  ];
  for (const [index, [key, overrides]] of engineers.entries()) {
    const row = await buildEngineer(db, { ...overrides, createdAt: new Date(Date.now() - (30 - index) * DAY) });
    ids[key] = row.id;
  }
});
afterAll(() => ctx.close());

const get = (url: string, lang = 'ar') => ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/${url}`, headers: { 'accept-language': lang } });

/** The keys (as named in beforeAll) of the engineers a list answers, in order. */
async function list(query: string, path = 'getAllEngineer') {
  const res = await get(`${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = EngineerPageSchema.parse(res.json());
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return { ...body, keys: body.data.map((e) => byId[e._id]) };
}
const sorted = (keys: (string | undefined)[]) => [...keys].sort();

describe('GET /marketplace/getAllEngineer', () => {
  it('lists every engineer: featured first, then the best rated, in the list envelope', async () => {
    const body = await list('');
    expect(body).toMatchObject({ status: 'success', total: 9, currentPage: 1, totalPages: 1 });
    expect(body.keys).toEqual(['haddad', 'areeqi', 'mutawakel', 'bawazir', 'sharabi', 'awlaqi', 'qubati', 'humairi', 'newcomer']);
  });

  it('pages: 10 by default, `limit` per page, the total on every page and an empty page past the end', async () => {
    const first = await list('?limit=4');
    expect(first).toMatchObject({ total: 9, currentPage: 1, totalPages: 3 });
    expect(first.keys).toEqual(['haddad', 'areeqi', 'mutawakel', 'bawazir']);
    const third = await list('?limit=4&page=3');
    expect(third.keys).toEqual(['newcomer']);
    expect(third).toMatchObject({ total: 9, currentPage: 3, totalPages: 3 });
    const past = await list('?limit=4&page=7');
    expect(past).toMatchObject({ data: [], total: 9, currentPage: 7, totalPages: 3 });
    const capped = await list('?limit=500');
    expect(capped).toMatchObject({ total: 9, totalPages: 1 });
  });

  it.each(['page=0', 'page=-1', 'limit=abc', 'page=1.5'])('refuses %s with 400 and a per-field error', async (query) => {
    const res = await get(`getAllEngineer?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', errors: { [query.split('=')[0]!]: expect.any(String) } });
  });

  it.each([
    ['governorate=taiz', ['areeqi', 'qubati']],
    ['governorate=taiz&city=al-turbah', ['qubati']],
    ['specialization=Off-grid', ['areeqi', 'awlaqi']],
    ['specialization=Solar%20Water%20Pumping', ['humairi']],
    ['service=install', ['haddad', 'areeqi', 'sharabi', 'qubati']],
    ['service=inspection', ['mutawakel']],
    ['experience=1-3', ['awlaqi', 'humairi']],
    ['experience=3-5', ['sharabi', 'qubati']],
    ['experience=5-10', ['areeqi']],
    ['experience=10%2B', ['haddad', 'mutawakel', 'bawazir']],
    // A `+` typed into an address arrives as a space.
    ['experience=10+', ['haddad', 'mutawakel', 'bawazir']],
    ['minRating=4.5', ['haddad', 'areeqi', 'mutawakel']],
    ['minRating=4.0', ['haddad', 'areeqi', 'mutawakel', 'bawazir', 'sharabi']],
    ['minRating=4', ['haddad', 'areeqi', 'mutawakel', 'bawazir', 'sharabi']],
    ['minRating=3.5', ['haddad', 'areeqi', 'mutawakel', 'bawazir', 'sharabi', 'awlaqi']],
    ['minRating=3.0', ['haddad', 'areeqi', 'mutawakel', 'bawazir', 'sharabi', 'awlaqi', 'qubati']],
    ['verified=true', ['haddad', 'areeqi', 'mutawakel', 'bawazir']],
    ['verified=false', ['sharabi', 'awlaqi', 'qubati', 'humairi', 'newcomer']],
    ['featured=true', ['haddad', 'areeqi']],
  ])('filters by %s alone', async (query, expected) => {
    expect((await list(`?${query}`)).keys).toEqual(expected);
  });

  it.each([
    ['governorate=taiz&service=install&experience=5-10&minRating=4.5&verified=true', ['areeqi']],
    ['specialization=Residential&experience=3-5&verified=false', ['sharabi', 'qubati']],
    ['governorate=amanat-al-asimah&experience=10%2B&minRating=4.5', ['haddad', 'mutawakel']],
    ['service=install&minRating=4.0&featured=false', ['sharabi']],
    ['search_keyword=تركيب&governorate=taiz', ['areeqi', 'qubati']],
    ['search_keyword=سكني&experience=10%2B&verified=true', ['haddad']],
    ['governorate=taiz&experience=10%2B', []],
  ])('combines filters: %s', async (query, expected) => {
    const body = await list(`?${query}`);
    expect(body.keys).toEqual(expected);
    expect(body.total).toBe(expected.length);
    if (expected.length === 0) expect(body.totalPages).toBe(0);
  });

  it.each([
    ['governorate=sanaa-city', 'governorate'],
    ['city=al-turbah', 'city'],
    ['governorate=aden&city=al-turbah', 'city'],
    ['specialization=Plumbing', 'specialization'],
    ['service=cooking', 'service'],
    ['experience=2-4', 'experience'],
    ['minRating=4.2', 'minRating'],
    ['minRating=high', 'minRating'],
    ['verified=yes', 'verified'],
    ['featured=1', 'featured'],
  ])('refuses %s with a message on %s', async (query, field) => {
    const res = await get(`getAllEngineer?${query}`, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toEqual([field]);
    if (query.includes('aden&city')) expect(body.errors.city).toBe('The city is not in the chosen governorate');
    else expect(body.errors[field]).not.toMatch(/unexpected/i);
  });
});

describe('searching engineers (filters-engineer)', () => {
  it.each([
    ['الحداد', ['haddad']],
    // Diacritics, hamza forms and ta marbuta are folded as at write time.
    ['الحدّاد', ['haddad']],
    ['عبداللة', ['haddad']],
    ['اسماء', []],
    // A small typo still finds the name.
    ['الحدد', ['haddad']],
    // Place names in both languages.
    ['تعز', ['areeqi', 'qubati']],
    ['taiz', ['areeqi', 'qubati']],
    ['المكلا', ['bawazir']],
    // Services and specializations by their Arabic or English labels, not only their stored slugs.
    ['تركيب', ['haddad', 'areeqi', 'sharabi', 'qubati']],
    ['installation', ['haddad', 'areeqi', 'sharabi', 'qubati']],
    ['هجين', ['haddad']],
    ['صناعي', ['bawazir']],
    // Every word must match.
    ['الحداد السبعين', ['haddad']],
    ['الحداد تعز', []],
  ])('finds %s', async (keyword, expected) => {
    const body = await list(`?search_keyword=${encodeURIComponent(keyword)}`, 'filters-engineer');
    expect(sorted(body.keys)).toEqual(sorted(expected));
  });

  it('answers the same as getAllEngineer for the same filters', async () => {
    const query = `?search_keyword=${encodeURIComponent('تركيب')}&minRating=4.0&limit=2`;
    const [a, b] = [await list(query, 'filters-engineer'), await list(query, 'getAllEngineer')];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ total: 3, totalPages: 2 });
  });

  it('treats an empty or blank keyword as no search, and refuses one over 100 characters', async () => {
    expect((await list('?search_keyword=%20%20', 'filters-engineer')).total).toBe(9);
    const res = await get(`filters-engineer?search_keyword=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('search_keyword');
  });

  it('takes SQL-looking and wildcard text as plain text', async () => {
    for (const keyword of ["' or 1=1 --", '%', '_', '\\']) {
      const res = await get(`filters-engineer?search_keyword=${encodeURIComponent(keyword)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(keyword === '%' || keyword === '_' || keyword === '\\' ? 9 : 0);
    }
  });
});

describe('GET /marketplace/getOneEngineer/{id}', () => {
  it('answers the full public profile', async () => {
    const res = await get(`getOneEngineer/${ids.haddad}`);
    expect(res.statusCode).toBe(200);
    const { data } = EngineerResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      _id: ids.haddad,
      name: 'م. عبدالله محمد الحداد',
      isVerified: true,
      isFeatured: true,
      phone: '777555000',
      whatsappPhone: '+967777310452',
      email: 'haddad@example.test',
      notes: 'زيارة الموقع مجاناً',
      governorate: 'amanat-al-asimah',
      city: 'al-sabeen',
      experience: { years: 14 },
      rating: 4.9,
      projectsCount: 320,
      pricing: { hourlyRate: 6000, minimumCharge: 30000, currency: 'YER', currencyLabel: 'yer-n' },
      services: ['install', 'design'],
      specializations: ['Residential', 'Hybrid'],
      availability: { status: 'available', workingDays: ['saturday', 'sunday'], workingHours: { start: '08:00', end: '17:00' } },
      certifications: [{ name: 'NABCEP PV', issuedBy: 'NABCEP', issuedDate: '2019-05-12', expiryDate: '2026-05-12' }],
      profileImageUrl: '/uploads/avatar00000000aa-320.webp',
    });
    expect(data.portfolioImages).toHaveLength(2);
    expect(data.portfolioImages[0]).toMatchObject({ url: '/uploads/portfolio0000aaaa-640.webp', width: 1280, height: 960 });
    expect(data.portfolioImages[0]?.srcSet).toContain('/uploads/portfolio0000aaaa-1280.webp 1280w');
  });

  it('maps every currency to the engineers’ label', async () => {
    const labels = await Promise.all(
      (['areeqi', 'bawazir', 'mutawakel'] as const).map(async (key) => EngineerResponseSchema.parse((await get(`getOneEngineer/${ids[key]}`)).json()).data.pricing.currencyLabel),
    );
    expect(labels).toEqual(['yer-s', 'sar', 'usd']);
  });

  it('never shows admin notes, the creator or the search text, in the list or the detail', async () => {
    for (const url of [`getOneEngineer/${ids.haddad}`, 'getAllEngineer?limit=50', `filters-engineer?search_keyword=${encodeURIComponent('الحداد')}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toMatch(/adminNotes|admin_notes|createdBy|created_by|searchText|search_text/);
    }
  });

  it('keeps the list light: no contact details, certificates or portfolio in the cards', async () => {
    const res = await get('getAllEngineer?limit=1');
    expect(Object.keys(res.json().data[0]).sort()).toEqual(
      ['_id', 'city', 'experience', 'governorate', 'isFeatured', 'isVerified', 'name', 'pricing', 'profileImageUrl', 'rating', 'services', 'specializations'],
    );
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', encodeURIComponent("1' or '1'='1")],
    ['a very long id', 'x'.repeat(100)],
  ])('answers 404 for %s', async (_label, id) => {
    const res = await get(`getOneEngineer/${id}`, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'The requested item was not found' });
  });
});
