// Paging the catalogue (docs/decisions/010-catalogue-at-scale.md): a cursor walks every listing exactly
// once in every order, numbered pages stop at 1,000 rows with a clear error, counts stop at the cap, and
// search forgives a typo in one word while another matches exactly.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageSchema, type ProductPage } from '@solar/shared/contract/products';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';
import { productSearchVector } from './search-document.ts';

let ctx: TestContext;
const DAY = 86_400_000;
const base = Date.now() - 40 * DAY;

beforeAll(async () => {
  ctx = await buildTestApp();
  const seller = await buildUser(ctx.database.db);
  // 25 listings; every third pair shares its creation time and its price, so only the id breaks the tie.
  for (let i = 0; i < 25; i += 1) {
    const day = Math.floor(i / 2) * 2;
    await buildProduct(ctx.database.db, {
      userId: seller.id,
      name: i % 5 === 0 ? `بطارية جل ${i}` : `لوح شمسي ${i}`,
      type: i % 5 === 0 ? 'Battery' : 'Panel',
      price: 1000 + (i % 7) * 100,
      currency: 'USD',
      featured: i === 3 || i === 17,
      createdAt: new Date(base + day * DAY),
    });
  }
});
afterAll(() => ctx.close());

async function get(query: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?${query}`, headers });
}

async function page(query: string): Promise<ProductPage> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json());
}

/** Every listing of a list, following nextCursor from the first page. */
async function walk(query: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = '';
  for (let pages = 0; cursor !== null; pages += 1) {
    const result: ProductPage = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...result.data.map((p) => p._id));
    cursor = result.nextCursor;
    expect(pages).toBeLessThan(50);
  }
  return ids;
}

describe('cursor paging', () => {
  it.each(['', 'sort=newest', 'sort=oldest', 'sort=price_asc', 'sort=price_desc', 'type=Panel', `search_keyword=${encodeURIComponent('لوح')}`])(
    'walks %s one listing at a time and in pages of 4, the same order as one long page',
    async (query) => {
      const whole = (await page(`${query}&limit=50`)).data.map((p) => p._id);
      expect(whole.length).toBeGreaterThan(4);
      expect(await walk(query, 4)).toEqual(whole);
      expect(await walk(query, 1)).toEqual(whole);
    },
  );

  it('puts featured listings first when no sort is asked', async () => {
    const first = (await page('limit=3')).data;
    expect(first.slice(0, 2).map((p) => p.featured)).toEqual([true, true]);
  });

  it('says the total and has no next cursor on the last page', async () => {
    const last = await page('limit=10&page=3');
    expect(last).toMatchObject({ total: 25, totalCapped: false, totalPages: 3, nextCursor: null });
    expect(last.data).toHaveLength(5);
  });

  it('refuses a cursor it did not make, or one made for another order, and changes nothing', async () => {
    const garbage = await get('cursor=bm90LWEtY3Vyc29y');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    const { nextCursor } = await page('sort=price_asc&limit=2');
    const crossed = await get(`sort=newest&cursor=${nextCursor}`);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('stops numbered pages at 1,000 rows with a message in the asked language', async () => {
    const ar = await get('page=101&limit=10');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ code: 'PAGE_TOO_DEEP', errors: { page: expect.any(String) } });
    expect(ar.json().message).toContain('١٬٠٠٠');
    const en = await get('page=21&limit=50', { 'accept-language': 'en' });
    expect(en.json().message).toContain('1,000');
    expect((await get('page=100&limit=10')).statusCode).toBe(200);
  });
});

describe('search', () => {
  it('forgives a typo in one word while another matches exactly', async () => {
    await buildProduct(ctx.database.db, { name: 'إنفرتر جروات 5000 واط', brand: 'Growatt', type: 'Charging Devices' });
    const found = (await page(`search_keyword=${encodeURIComponent('انفرنر جروات')}`)).data.map((p) => p.name);
    expect(found).toEqual(['إنفرتر جروات 5000 واط']);
  });

  it('learns the words of a new listing, so a typo of a brand it brings is found', async () => {
    expect((await page('search_keyword=zendur')).data).toEqual([]);
    await buildProduct(ctx.database.db, { name: 'Zendure power station', brand: 'Zendure', type: 'Battery' });
    // The typo look-up of the word is cached for a minute per process: a new app sees the new word at once.
    const fresh = await page('search_keyword=zendurr');
    expect(fresh.data.map((p) => p.name)).toEqual(['Zendure power station']);
  });
});

describe('counts at the cap', () => {
  it('counts no further than 1,000 and says so, while paging on by cursor', async () => {
    const seller = await buildUser(ctx.database.db);
    const vector = productSearchVector({ type: 'Accessory', name: 'كيبل سولار 6 مم', description: 'لفة نحاس' });
    await ctx.database.db.execute(sql`
      insert into products (user_id, name, type, condition, price, currency, price_usd, description, governorate, city, phone,
                            status, admin_reviewed, posted_at, expires_at, search_vector, search_version, created_at)
      select ${seller.id}::uuid, 'كيبل سولار 6 مم ' || n, 'Accessory', 'New', 10, 'USD', 10, 'لفة نحاس', 'aden', 'crater', '967777123456',
             'approved', true, now(), now() + interval '30 days', ${vector}::tsvector, 1, now() - n * interval '1 minute'
      from generate_series(1, 1005) as n`);
    const first = await page('type=Accessory&limit=10');
    expect(first).toMatchObject({ total: 1000, totalCapped: true, totalPages: 100 });
    const searched = await page(`search_keyword=${encodeURIComponent('كيبل')}&limit=50`);
    expect(searched).toMatchObject({ total: 1000, totalCapped: true });
    // Past the numbered pages, the cursor goes on to the last cable.
    const all = await walk('type=Accessory', 50);
    expect(all).toHaveLength(1005);
    expect(new Set(all).size).toBe(1005);
  }, 60_000);

  // A long list's first pages are walked along an index; a page deep enough that the whole list is a few
  // times the rows it needs reads all of it and sorts (docs/decisions/010-catalogue-at-scale.md). Both
  // ways give the same order, whichever page the switch falls on.
  it.each(['', 'sort=oldest', 'sort=price_desc', `search_keyword=${encodeURIComponent('كيبل')}`])(
    'numbers the pages of %s in the order the cursor walks it',
    async (query) => {
      const walked = (await walk(`type=Accessory&${query}`, 50)).slice(0, 1000);
      const numbered: string[] = [];
      for (let n = 1; n <= 20; n += 1) numbered.push(...(await page(`type=Accessory&${query}&limit=50&page=${n}`)).data.map((p) => p._id));
      expect(numbered).toEqual(walked);
    },
    60_000,
  );
});
