// The public /prices page as a visitor without JavaScript and WhatsApp fetch it (issue #45): the charts are
// SVG in the rendered page beside their tables, in the asked place and currency, the link previews a PNG of
// the chart, and the sitemap lists the page. Rendered from the web app's sources (test/web-from-sources.ts).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductSpecsInputSchema } from '@solar/shared/contract/product-specs';
import { testClock } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';
import { testAppRenderingPages } from '../../test/web-from-sources.ts';

const ORIGIN = 'https://solar.example';
const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-18T09:00:00Z'));
const ctx = testAppRenderingPages({ PUBLIC_URL: ORIGIN }, { clock: clock.now });

beforeAll(async () => {
  const seller = await buildUser(ctx.database.db);
  const specs = ProductSpecsInputSchema.parse({ kind: 'panel', powerW: 500, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null });
  // Five 500 W panels in Aden at 100…140 USD (0.20…0.28 per W, median 0.24), public since 4 November.
  for (const [i, price] of [100, 110, 120, 130, 140].entries()) {
    const at = new Date('2026-11-04T09:00:00Z');
    await buildProduct(ctx.database.db, { userId: seller.id, name: `panel ${i}`, price, currency: 'USD', specs, createdAt: at, updatedAt: at, postedAt: at, expiresAt: new Date(at.getTime() + 60 * DAY) });
  }
  await ctx.app.runPriceIndex();
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': 'WhatsApp/2.24.6.77 A' } });

describe('the /prices page', () => {
  it('is rendered in Arabic with the chart as SVG, its table and the figures in the asked currency', async () => {
    const res = await page('/prices?governorate=aden&currency=SAR');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('أسعار الطاقة الشمسية');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="الألواح الشمسية: السعر لكل واط، عدن/);
    expect(html).toContain('<polyline');
    // 0.24 USD per W × 3.75 = 0.9 SAR, in the table beside the chart and on the governorate bar.
    expect(html).toMatch(/<table[\s\S]*0\.9[\s\S]*<\/table>/);
    // The currency and governorate switch is a form that works without a script.
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/prices"');
    expect(html).toContain('<option value="SAR" selected');
  });

  it('in English, left to right, and previews the chart as a 1200×630 PNG', async () => {
    const res = await page('/prices?lang=en&currency=USD');
    expect(res.body).toContain('<html lang="en" dir="ltr"');
    expect(res.body).toContain('Solar panels: price per watt');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(res.body)?.[1];
    expect(image).toBe(`${ORIGIN}/og/prices/en/all/USD.png`);
    const png = await ctx.app.inject({ method: 'GET', url: new URL(image!).pathname });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    expect(png.rawPayload.length).toBeLessThan(300_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/og/prices/en/atlantis/USD.png' })).statusCode).toBe(404);
  });

  it('is in the sitemap', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/prices</loc>`);
  });
});
