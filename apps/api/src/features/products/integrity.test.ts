import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageSchema } from '@solar/shared/contract/products';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, productCountsOf, TEST_PASSWORD } from '../../test/factories.ts';

// Numbers that must stay exact whatever the timing or the rounding: like counts and price bounds.

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  // A real server and real sockets: requests overlap on the pool's connections as they do in production.
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

async function signIn(email: string) {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: TEST_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('likes under concurrency', () => {
  it('keeps likesCount equal to the likes stored while many likes and unlikes overlap', async () => {
    const db = ctx.database.db;
    const product = await buildProduct(db);
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => signIn((await buildUser(db)).email)));
    const likeRows = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from product_likes where product_id = ${product.id}`))[0]!.n;

    // Rounds of 48 requests at once: each user likes, unlikes, likes… so an unlike often meets a like of
    // the same user that is not finished yet, while the count is near zero. PGlite runs one statement at
    // a time, so there a few rounds check the arithmetic; PostgreSQL gets enough rounds to meet the race.
    const size = tokens.length * 8;
    const rounds = ctx.database.kind === 'postgres' ? 20 : 3;
    for (let round = 0; round < rounds; round += 1) {
      const responses = await Promise.all(
        Array.from({ length: size }, (_, i) =>
          fetch(`${baseUrl}/api/v1/products/${product.id}/like`, {
            method: Math.floor(i / tokens.length) % 2 === 0 ? 'POST' : 'DELETE',
            headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(size).fill(200));
      await Promise.all(responses.map((r) => r.arrayBuffer()));
      expect((await productCountsOf(db, product.id)).likesCount, `round ${round}`).toBe(await likeRows());
    }

    const detail = await fetch(`${baseUrl}/api/v1/marketplace/getOneProduct/${product.id}`);
    expect(((await detail.json()) as { data: { likesCount: number } }).data.likesCount).toBe(await likeRows());
  });
});

describe('price bounds in the listing currency', () => {
  beforeAll(async () => {
    const db = ctx.database.db;
    const seller = await buildUser(db);
    const listings = [
      // 14,000 YER is 26.16822… USD, stored as 26.1682: below the bound converted to USD.
      { brand: 'EdgeYER', name: 'yer at min', price: 14_000, currency: 'YER' },
      { brand: 'EdgeYER', name: 'yer at max', price: 118_000, currency: 'YER' },
      { brand: 'EdgeYER', name: 'yer one under', price: 13_999, currency: 'YER' },
      { brand: 'EdgeYER', name: 'yer a fils under', price: 13_999.99, currency: 'YER' },
      { brand: 'EdgeYER', name: 'yer one over', price: 118_001, currency: 'YER' },
      // Other currencies are still compared in USD: 100 USD is 53,500 YER, 300 USD is 160,500 YER.
      { brand: 'EdgeYER', name: 'usd inside yer range', price: 100, currency: 'USD' },
      { brand: 'EdgeYER', name: 'usd outside yer range', price: 300, currency: 'USD' },
      // 500 SAR is 133.3333 USD stored below the bound; 1,000 SAR is 266.6667 stored above it.
      { brand: 'EdgeSAR', name: 'sar at min', price: 500, currency: 'SAR' },
      { brand: 'EdgeSAR', name: 'sar at max', price: 1_000, currency: 'SAR' },
      { brand: 'EdgeSAR', name: 'sar one under', price: 499, currency: 'SAR' },
      { brand: 'EdgeSAR', name: 'sar one over', price: 1_001, currency: 'SAR' },
      { brand: 'EdgeUSD', name: 'usd at min', price: 99.99, currency: 'USD' },
      { brand: 'EdgeUSD', name: 'usd at max', price: 250, currency: 'USD' },
      { brand: 'EdgeUSD', name: 'usd one under', price: 98.99, currency: 'USD' },
      { brand: 'EdgeUSD', name: 'usd one over', price: 251, currency: 'USD' },
    ] as const;
    for (const listing of listings) await buildProduct(db, { ...listing, userId: seller.id });
  });

  const names = async (query: string) => {
    const res = await fetch(`${baseUrl}/api/v1/marketplace/browse-products?limit=50&${query}`);
    expect(res.status).toBe(200);
    return ProductPageSchema.parse(await res.json()).data.map((p) => p.name).sort();
  };

  it.each([
    ['YER', 'EdgeYER', 14_000, 118_000, ['usd inside yer range', 'yer at max', 'yer at min']],
    ['SAR', 'EdgeSAR', 500, 1_000, ['sar at max', 'sar at min']],
    ['USD', 'EdgeUSD', 99.99, 250, ['usd at max', 'usd at min']],
  ])('includes listings priced exactly at %s bounds and leaves out those just outside', async (currency, brand, min, max, expected) => {
    expect(await names(`brand=${brand}&currency=${currency}&minPrice=${min}&maxPrice=${max}`)).toEqual(expected);
    // Each bound alone is inclusive too, and the filter dialog's count agrees with the list.
    const prefix = currency.toLowerCase();
    expect(await names(`brand=${brand}&currency=${currency}&minPrice=${min}`)).toContain(`${prefix} at min`);
    expect(await names(`brand=${brand}&currency=${currency}&maxPrice=${max}`)).toContain(`${prefix} at max`);
    const facets = await fetch(`${baseUrl}/api/v1/marketplace/filters-product?brand=${brand}&currency=${currency}&minPrice=${min}&maxPrice=${max}`);
    expect(((await facets.json()) as { data: { total: number } }).data.total).toBe(expected.length);
  });
});
