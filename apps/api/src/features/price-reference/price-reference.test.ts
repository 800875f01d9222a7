// A listing's price beside the median of its market (issue #19 item 5; docs/decisions/026): exact medians
// worked by hand, on PGlite and, with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceReferenceResponseSchema } from '@solar/shared/contract/compatibility';
import { ProductSpecsInputSchema, type ProductSpecsInput } from '@solar/shared/contract/product-specs';
import type { Currency, ProductCondition, ProductType } from '@solar/shared/reference/catalog';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';

const DAY = 86_400_000;
let ctx: TestContext;
const ids: Record<string, string> = {};

const panel = (powerW: number): ProductSpecsInput => ({
  kind: 'panel', powerW, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null,
});
const battery = (chemistry: 'agm' | 'lifepo4', voltageV: number, capacityAh: number): ProductSpecsInput => ({
  kind: 'battery', chemistry, voltageV, capacityAh, cycleLife: null, ageMonths: null, healthPct: null,
});

interface Row {
  key: string;
  type?: ProductType;
  governorate?: string;
  condition?: ProductCondition;
  price: number;
  currency?: Currency;
  specs: ProductSpecsInput | null;
  daysAgo?: number;
  pending?: boolean;
  suspended?: boolean;
}

const ROWS: Row[] = [
  // The panel whose page is open: 165,000 YER_SOUTH for 550 W = 300 YER_SOUTH per W.
  { key: 'subject', price: 165_000, currency: 'YER_SOUTH', specs: panel(550) },
  // Six similar panels, USD per W: 100/500 = 0.20, 100/400 = 0.25, 90/600 = 0.15, 121/550 = 0.22, 81/450 = 0.18, 86.1/410 = 0.21.
  { key: 'p1', price: 100, specs: panel(500) },
  { key: 'p2', price: 100, specs: panel(400) },
  { key: 'p3', price: 90, specs: panel(600) },
  { key: 'p4', price: 121, specs: panel(550) },
  { key: 'p5', price: 81, specs: panel(450) },
  { key: 'p6', price: 86.1, specs: panel(410), daysAgo: 89 },
  // Not similar: another governorate, older than 90 days, used, no specifications, waiting for review, a suspended seller's.
  { key: 'sanaa', governorate: 'amanat-al-asimah', price: 10, specs: panel(550) },
  { key: 'old', price: 10, specs: panel(550), daysAgo: 91 },
  { key: 'used', condition: 'Used', price: 10, specs: panel(550) },
  { key: 'noSpecs', price: 10, specs: null },
  { key: 'pending', price: 10, specs: panel(550), pending: true },
  { key: 'suspended', price: 10, specs: panel(550), suspended: true },
  // Lithium batteries in Aden, 48 V 100 Ah = 4.8 kWh × 80 % = 3.84 usable kWh: 960, 1152, 1344, 1536, 1920 USD
  // = 250, 300, 350, 400, 500 USD per kWh. An AGM battery is another market.
  ...[960, 1152, 1344, 1536, 1920].map((price, i): Row => ({ key: `lfp${i}`, type: 'Battery', price, specs: battery('lifepo4', 48, 100) })),
  { key: 'agm', type: 'Battery', price: 10, specs: battery('agm', 12, 200) },
  // 24 V 100 Ah LiFePO4: 1.92 usable kWh at 1,095,360 YER_SOUTH = 570,500 per kWh.
  { key: 'batterySubject', type: 'Battery', price: 1_095_360, currency: 'YER_SOUTH', specs: battery('lifepo4', 24, 100) },
];

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  const seller = await buildUser(db);
  const suspended = await buildUser(db, { isSuspended: true });
  for (const row of ROWS) {
    const posted = new Date(Date.now() - (row.daysAgo ?? 1) * DAY);
    const product = await buildProduct(db, {
      userId: row.suspended ? suspended.id : seller.id,
      name: row.key,
      type: row.type ?? 'Panel',
      governorate: row.governorate ?? 'aden',
      city: row.governorate ? 'at-tahrir' : 'crater',
      condition: row.condition ?? 'New',
      price: row.price,
      currency: row.currency ?? 'USD',
      specs: row.specs ? ProductSpecsInputSchema.parse(row.specs) : null,
      createdAt: posted,
      postedAt: posted,
      ...(row.pending ? { status: 'pending' as const, adminReviewed: false } : {}),
    });
    ids[row.key] = product.id;
  }
});
afterAll(() => ctx.close());

async function reference(key: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/products/${ids[key]}/price-reference` });
  expect(res.statusCode, res.body).toBe(200);
  return PriceReferenceResponseSchema.parse(res.json()).data;
}

describe('price reference', () => {
  it('a panel: the median USD per W of six similar listings, in the listing\'s currency', async () => {
    // Sorted 0.15, 0.18, 0.20, 0.21, 0.22, 0.25: median (0.20 + 0.21) / 2 = 0.205 USD per W × 1630 = 334.15 YER_SOUTH.
    // The listing's 300 per W is 300 / 334.15 = 0.898 of it: more than 10 % below.
    const data = await reference('subject');
    expect(data).toMatchObject({ unit: 'W', currency: 'YER_SOUTH', listingPerUnit: 300, position: 'below', listings: 6, days: 90, governorate: 'aden' });
    expect(data!.medianPerUnit).toBeCloseTo(334.15, 6);
  });

  it('a similar panel is judged against the others, never itself', async () => {
    // p4 (0.22 USD per W) against 300/550 YER_SOUTH = 0.18405, 0.20, 0.25, 0.15, 0.18, 0.21: sorted 0.15, 0.18, 0.18405,
    // 0.20, 0.21, 0.25 → median (0.18405 + 0.20) / 2 = 0.192025; 0.22 / 0.192025 = 1.146: above.
    const data = await reference('p4');
    expect(data).toMatchObject({ unit: 'W', currency: 'USD', listingPerUnit: 0.22, position: 'above', listings: 6 });
    expect(data!.medianPerUnit).toBeCloseTo((165_000 / 1630 / 550 + 0.2) / 2, 4);
  });

  it('a lithium battery: per usable kWh among lithium batteries only', async () => {
    // 250, 300, 350, 400, 500 USD per kWh → 350 × 1630 = 570,500 YER_SOUTH; the listing's 570,500 is the median: near.
    const data = await reference('batterySubject');
    expect(data).toMatchObject({ unit: 'kWh', currency: 'YER_SOUTH', position: 'near', listings: 5 });
    expect(data!.medianPerUnit).toBeCloseTo(570_500, 4);
    expect(data!.listingPerUnit).toBeCloseTo(570_500, 4);
  });

  it('nothing under five similar listings, or for a listing without a size', async () => {
    expect(await reference('sanaa')).toBeNull(); // alone in Sana'a
    expect(await reference('agm')).toBeNull(); // the only AGM
    expect(await reference('noSpecs')).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/marketplace/products/${ids.pending}/price-reference` })).statusCode).toBe(404);
  });
});
