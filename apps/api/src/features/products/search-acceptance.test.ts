// The buyer queries of search-queries.ts through the API on the demo catalogue (issue #14): the first
// result is what the buyer asked for (every field the case gives), and most of the first page is at least
// of the kind asked. At least 95 % of the cases must pass; the failures are printed with what came first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageSchema, type Product } from '@solar/shared/contract/products';
import { analyzeSearchText, sizesOf, sizeToken } from '@solar/shared/domain/search-analyzer';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { DEMO_PRODUCTS } from '../../seed/demo-products.ts';
import { SEARCH_QUERIES, type SearchQueryCase } from './search-queries.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  // Without pictures: search never reads them, and drawing them was most of the set-up's time.
  const products = DEMO_PRODUCTS.map((p) => ({ ...p, images: [] }));
  await seedDemoData(ctx.database.db, ctx.app.imageStore, { products, engineers: [], shops: [], ads: [] });
}, 120_000);
afterAll(() => ctx.close());

/** The sizes a listing states anywhere, each as one token in its base unit (5 kW = "5000w"). */
function sizesOfListing(p: Product): Set<string> {
  const text = [p.name, p.model, p.description, ...Object.values(p.specifications ?? {})].filter(Boolean).join(' \n ');
  return new Set(sizesOf(analyzeSearchText(text)).map(sizeToken));
}

/** Which of the case's fields the listing has. */
function fieldsMet(p: Product, expected: SearchQueryCase['expect']) {
  return {
    type: expected.type === undefined || p.type === expected.type,
    brand: expected.brand === undefined || p.brand === expected.brand,
    size: expected.size === undefined || sizesOfListing(p).has(sizeToken(expected.size)),
    condition: expected.condition === undefined || p.condition === expected.condition,
    governorates: expected.governorates === undefined || expected.governorates.includes(p.governorate),
  };
}

async function firstPage(query: string): Promise<Product[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/search-products?limit=10&search_keyword=${encodeURIComponent(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductPageSchema.parse(res.json()).data;
}

describe('buyer queries on the demo catalogue', () => {
  it('answers at least 95 % of them with what the buyer asked for first', async () => {
    const failures: string[] = [];
    for (const c of SEARCH_QUERIES) {
      const page = await firstPage(c.query);
      const first = page[0];
      const named = Object.keys(c.expect) as (keyof SearchQueryCase['expect'])[];
      const meetsAll = (p: Product) => Object.values(fieldsMet(p, c.expect)).every(Boolean);
      const meetsNone = (p: Product) => !named.some((field) => fieldsMet(p, { [field]: c.expect[field] })[field]);
      // What was asked for leads: the first result has every field, and no listing that has none of them
      // comes before the last that has them all.
      const lastFull = page.findLastIndex(meetsAll);
      const strayBefore = page.slice(0, Math.max(lastFull, 0)).filter(meetsNone).length;
      if (!first || !meetsAll(first) || strayBefore > 0) {
        failures.push(`${c.query}: first ${first ? `${first.name} (${first.type}, ${first.brand ?? '-'})` : 'nothing'}; ${strayBefore} unrelated before the last match — ${c.note}\n    ${page.map((p) => `${meetsAll(p) ? '+' : meetsNone(p) ? '-' : '~'} ${p.name}`).join('\n    ')}`);
      }
    }
    const passRate = 1 - failures.length / SEARCH_QUERIES.length;
    console.info(`search: ${SEARCH_QUERIES.length - failures.length} of ${SEARCH_QUERIES.length} buyer queries answered${failures.length ? `; missed:\n${failures.join('\n')}` : ''}`);
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(200);
    expect(passRate).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
