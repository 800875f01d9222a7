import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductFacetsResponseSchema, ProductPageSchema } from '@solar/shared/contract/products';
import { migrateStoredBrands } from '../../db/brand-migration.ts';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct } from '../../test/factories.ts';

// Issue #17: the brand filter listed «MPPT» as a brand, «LONGi» and «LONGi Solar» apart, and brands with
// no public listing. It lists makers with public listings, each once, and finds all of a maker's listings.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const facets = async (query = '') =>
  ProductFacetsResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/filters-product${query}` })).json()).data.brands;
const browse = async (brand: string) =>
  ProductPageSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/browse-products?limit=50&brand=${encodeURIComponent(brand)}` })).json());

describe('the brand facet', () => {
  it('lists each maker with public listings once, under the spelling its filter finds them all by, and no «MPPT»', async () => {
    const db = ctx.database.db;
    const past = new Date(Date.now() - 86_400_000);
    // Spellings as sellers typed them before the contract stored a known maker in one spelling.
    for (const brand of ['LONGi Solar', 'LONGi', 'longi solar', 'Longi-Solar', 'MPPT', 'mppt', 'Lithium', 'Deye', 'Sunrise Power', 'sunrise power', 'Sunrise Power']) {
      await buildProduct(db, { brand, type: 'Charging Devices' });
    }
    await buildProduct(db, { brand: null });
    // Brands with no public listing: one waiting for review, one expired, one rejected.
    await buildProduct(db, { brand: 'Tesla', status: 'pending', adminReviewed: false });
    await buildProduct(db, { brand: 'SunPower', expiresAt: past });
    await buildProduct(db, { brand: 'Panasonic', status: 'rejected' });

    const expected = [
      { value: 'LONGi Solar', count: 4 },
      { value: 'Sunrise Power', count: 3 },
      { value: 'Deye', count: 1 },
    ];
    // The facet merges a maker's spellings at once, before the stored ones are rewritten…
    expect(await facets()).toEqual(expected);

    // …and the start-up rewrite stores the known maker's one spelling, so its filter finds every listing.
    expect(await migrateStoredBrands(db)).toBe(3);
    expect(await facets()).toEqual(expected);
    for (const asked of ['LONGi Solar', 'longi', 'LONGI-SOLAR']) {
      const page = await browse(asked);
      expect(page.total, asked).toBe(4);
      expect(new Set(page.data.map((p) => p.brand))).toEqual(new Set(['LONGi Solar']));
    }
    expect((await browse('Sunrise Power')).total).toBe(3);
    expect((await browse('Tesla')).total).toBe(0);
    // Under another filter the counts follow it.
    expect(await facets('?category=Charging%20Devices')).toEqual(expected);
  });
});
