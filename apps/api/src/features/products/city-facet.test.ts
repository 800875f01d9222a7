import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductFacetsResponseSchema, ProductPageSchema } from '@solar/shared/contract/products';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

// Issue #17: the filter sheet's city options say how many listings each city has (docs/decisions/024).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const past = new Date(Date.now() - 86_400_000);
  const place = (city: string, condition: 'New' | 'Used' = 'New') => ({ governorate: 'aden', city, condition });
  for (const listing of [place('crater'), place('crater'), place('crater', 'Used'), place('al-mansoura'), place('al-mansoura'), place('khor-maksar', 'Used')]) {
    await buildProduct(db, listing);
  }
  // Not public, so never counted: waiting for review, expired, rejected, a suspended seller's; and another governorate.
  await buildProduct(db, { ...place('crater'), status: 'pending', adminReviewed: false });
  await buildProduct(db, { ...place('al-mansoura'), expiresAt: past });
  await buildProduct(db, { ...place('dar-saad'), status: 'rejected' });
  await buildProduct(db, { ...place('crater'), userId: (await buildUser(db, { isSuspended: true })).id });
  await buildProduct(db, { governorate: 'taiz', city: 'al-qahirah', condition: 'New' });
});
afterAll(() => ctx.close());

const facets = async (query: string) =>
  ProductFacetsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/filters-product${query}` })).json()).data;
const listed = async (query: string) =>
  ProductPageSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?limit=50&${query}` })).json()).total;

describe('the city facet', () => {
  it('counts every city of the asked governorate, most first, the others at 0 in the governorate’s order', async () => {
    expect((await facets('?governorate=aden')).cities).toEqual([
      { value: 'crater', count: 3 },
      { value: 'al-mansoura', count: 2 },
      { value: 'khor-maksar', count: 1 },
      { value: 'al-mualla', count: 0 },
      { value: 'al-tawahi', count: 0 },
      { value: 'sheikh-othman', count: 0 },
      { value: 'dar-saad', count: 0 },
      { value: 'al-buraiqeh', count: 0 },
    ]);
  });

  it('says for each city what the list finds when that city is chosen, under the other filters', async () => {
    for (const extra of ['', '&condition=New', '&condition=Used']) {
      const { cities, total } = await facets(`?governorate=aden${extra}`);
      let sum = 0;
      for (const { value, count } of cities) {
        expect(count, `${value}${extra}`).toBe(await listed(`governorate=aden&city=${value}${extra}`));
        sum += count;
      }
      // The cities add up to the governorate: every listing of it is in one of its cities.
      expect(sum).toBe(total);
    }
    const newOnes = (await facets('?governorate=aden&condition=New')).cities;
    expect(newOnes.slice(0, 2)).toEqual([
      { value: 'crater', count: 2 },
      { value: 'al-mansoura', count: 2 },
    ]);
    expect(newOnes.find((city) => city.value === 'khor-maksar')).toEqual({ value: 'khor-maksar', count: 0 });
  });

  it('leaves the chosen city out of its own counts, so its sibling cities stay choosable', async () => {
    const chosen = await facets('?governorate=aden&city=crater');
    expect(chosen.total).toBe(3);
    expect(chosen.cities).toEqual((await facets('?governorate=aden')).cities);
  });

  it('has no cities without a governorate', async () => {
    expect((await facets('')).cities).toEqual([]);
    expect((await facets('?condition=New')).cities).toEqual([]);
  });
});
