// Shared links as WhatsApp fetches them (no JavaScript, its own User-Agent): a calculator result's short link,
// its old long address and the home page answer with the page rendered and Open Graph tags whose picture is a
// PNG the server drew. Pages are rendered from the web app's sources (test/web-from-sources.ts).
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { calculatorLinkCode } from '@solar/shared/domain/calculator-link';
import { shortProductCode } from '@solar/shared/domain/product-short-link';
import { buildProduct } from '../../test/factories.ts';
import { testAppRenderingPages } from '../../test/web-from-sources.ts';
import { drawResultCard } from './share-cards.ts';
import type * as ShareCards from './share-cards.ts';

// The real drawing, counted: a picture asked for again is the kept one, not drawn again.
vi.mock('./share-cards.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ShareCards>();
  return { ...real, drawResultCard: vi.fn(real.drawResultCard) };
});

const WHATSAPP = { 'user-agent': 'WhatsApp/2.24.6.77 A' };
const ORIGIN = 'https://solar.example';

const ctx = testAppRenderingPages({ PUBLIC_URL: ORIGIN });

const fetchAsWhatsApp = (url: string) => ctx.app.inject({ method: 'GET', url, headers: WHATSAPP });

/** The Open Graph and Twitter tags of a page, by property or name, as a preview reads them. */
function previewTags(html: string): Record<string, string> {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
}

/** The calculator API's own answer for 5 kWh a day in Aden on lead-acid: what every preview must say. */
async function adenResult() {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/calculator/quick-calc', payload: { dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' } });
  const { data } = res.json() as { data: { pv: { panelsCount: number; recommendedPanelW: number }; inverter: { recommendedW: number }; battery: { totalBatteries: number } } };
  const group = (n: number) => n.toLocaleString('en-US');
  return { panels: `${data.pv.panelsCount} × ${data.pv.recommendedPanelW}`, inverter: group(data.inverter.recommendedW), batteries: String(data.battery.totalBatteries) };
}

const ADEN_CODE = calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' })!;

describe('a calculator result shared on WhatsApp', () => {
  it('its short link holds no WhatsApp formatting marker and answers the rendered result with its preview, in Arabic', async () => {
    expect(ADEN_CODE).toBe('q315');
    const expected = await adenResult();
    const res = await fetchAsWhatsApp(`/c/${ADEN_CODE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const tags = previewTags(res.body);
    expect(tags['og:title']).toBe('منظومة شمسية لاستهلاك 5 كيلوواط ساعة يومياً في عدن');
    expect(tags['og:description']).toContain(`ألواح ${expected.panels} واط، وإنفرتر ${expected.inverter} واط، وبطاريات رصاص حمضية ${expected.batteries} × 12 فولت`);
    expect(tags['og:url']).toBe(`${ORIGIN}/c/${ADEN_CODE}`);
    expect(tags['og:image']).toBe(`${ORIGIN}/og/calculator/ar/${ADEN_CODE}.png`);
    expect(tags['og:locale']).toBe('ar_YE');
    expect(tags['twitter:card']).toBe('summary_large_image');
    // The result itself is in the page, before any script runs: the dialog, open, with its sizes.
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.body).toMatch(/role="dialog"/);
    expect(res.body).toContain('منظومتك الشمسية');
    expect(res.body).toContain(`لاستهلاكك اليومي البالغ 5 كيلوواط ساعة تحتاج: ألواحاً شمسية عددها ${expected.panels.split(' ')[0]}`);
    expect(res.body).toContain(`وإنفرتر بقدرة ${expected.inverter} واط`);
  });

  it('is English with ?lang=en, its picture too', async () => {
    const expected = await adenResult();
    const res = await fetchAsWhatsApp(`/c/${ADEN_CODE}?lang=en`);
    expect(res.statusCode).toBe(200);
    const tags = previewTags(res.body);
    expect(tags['og:title']).toBe('Solar system for 5 kWh a day in Aden');
    expect(tags['og:description']).toContain(`${expected.panels} W panels, a ${expected.inverter} W inverter, ${expected.batteries} × 12 V 200 Ah lead-acid batteries`);
    expect(tags['og:url']).toBe(`${ORIGIN}/c/${ADEN_CODE}?lang=en`);
    expect(tags['og:image']).toBe(`${ORIGIN}/og/calculator/en/${ADEN_CODE}.png`);
    expect(res.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(res.body).toContain('Your solar system');
  });

  it('keeps the old long address working, appliances and all, with the same preview', async () => {
    const quick = previewTags((await fetchAsWhatsApp('/calculator?mode=quick&kwh=5&governorate=aden&battery=leadAcid&show=1')).body);
    expect(quick['og:image']).toBe(`${ORIGIN}/og/calculator/ar/${ADEN_CODE}.png`);
    expect(quick['og:title']).toBe('منظومة شمسية لاستهلاك 5 كيلوواط ساعة يومياً في عدن');

    const long = '/calculator?mode=appliances&a=fan*2*60*8_refrigerator*1*150*8&governorate=sanaa&show=1&lang=en';
    const res = await fetchAsWhatsApp(long);
    expect(res.statusCode).toBe(200);
    const tags = previewTags(res.body);
    const code = calculatorLinkCode({ mode: 'appliances', appliances: [{ type: 'fan', quantity: 2, watts: 60, hoursPerDay: 8 }, { type: 'refrigerator', quantity: 1, watts: 150, hoursPerDay: 8 }], governorate: 'sanaa' })!;
    // 2 × 60 W × 8 h + 150 W × 8 h = 2.16 kWh a day.
    expect(tags['og:title']).toBe("Solar system for 2.16 kWh a day in Sana'a");
    expect(tags['og:image']).toBe(`${ORIGIN}/og/calculator/en/${code}.png`);
    expect(code).not.toMatch(/[*_~`]/);
    const page = (await fetchAsWhatsApp(`/c/${code}?lang=en`)).body;
    expect(page).toContain('Your solar system');
    expect(page).toContain('For the 2.16 kWh you use a day you need');
  });

  it('its picture is a PNG at least 600 px wide, drawn once and then kept, per language', async () => {
    const before = vi.mocked(drawResultCard).mock.calls.length;
    const first = await fetchAsWhatsApp(`/og/calculator/ar/${ADEN_CODE}.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // Small enough for every preview (WhatsApp drops pictures of several hundred KB).
    expect(first.rawPayload.length).toBeLessThan(300_000);

    const again = await fetchAsWhatsApp(`/og/calculator/ar/${ADEN_CODE}.png`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(vi.mocked(drawResultCard).mock.calls.length - before).toBe(1);

    const english = await fetchAsWhatsApp(`/og/calculator/en/${ADEN_CODE}.png`);
    expect(english.statusCode).toBe(200);
    expect(english.rawPayload.equals(first.rawPayload)).toBe(false);
    const other = await fetchAsWhatsApp(`/og/calculator/ar/q3112.png`);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(vi.mocked(drawResultCard).mock.calls.length - before).toBe(3);
  });

  it('a cut or mistyped link opens the empty calculator in its language, and has no picture', async () => {
    const res = await fetchAsWhatsApp('/c/q31?lang=en');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/calculator?lang=en');
    for (const url of ['/og/calculator/ar/q31.png', '/og/calculator/fr/q315.png', '/og/calculator/ar/q315.jpg', `/og/calculator/ar/a00B1x60w${'9'.repeat(3)}.png`]) {
      expect((await fetchAsWhatsApp(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the home page shared on WhatsApp', () => {
  it('previews with the site picture in the link language', async () => {
    const ar = previewTags((await fetchAsWhatsApp('/')).body);
    expect(ar['og:title']).toBe('سوق الطاقة الشمسية');
    expect(ar['og:description']).toContain('سوق الطاقة الشمسية في اليمن');
    expect(ar['og:image']).toBe(`${ORIGIN}/og/site/ar.png`);
    const en = previewTags((await fetchAsWhatsApp('/?lang=en')).body);
    expect(en['og:title']).toBe('Solar Market Yemen');
    expect(en['og:image']).toBe(`${ORIGIN}/og/site/en.png`);
    expect(en['og:url']).toBe(`${ORIGIN}/?lang=en`);

    for (const language of ['ar', 'en']) {
      const picture = await fetchAsWhatsApp(`/og/site/${language}.png`);
      expect(picture.headers['content-type']).toBe('image/png');
      expect((await sharp(picture.rawPayload).metadata()).width).toBe(1200);
    }
    expect((await fetchAsWhatsApp('/og/site/fr.png')).statusCode).toBe(404);
  });

  it('and the calculator without a result previews with the site picture', async () => {
    const tags = previewTags((await fetchAsWhatsApp('/calculator?lang=en')).body);
    expect(tags['og:title']).toBe('Solar calculator');
    expect(tags['og:image']).toBe(`${ORIGIN}/og/site/en.png`);
  });
});

describe("a listing's short link in an English message", () => {
  it('opens the English page', async () => {
    const { id } = await buildProduct(ctx.database.db);
    const english = await fetchAsWhatsApp(`/p/${shortProductCode(id)}?lang=en`);
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe(`/product/${id}?lang=en`);
    expect((await fetchAsWhatsApp(`/p/${shortProductCode(id)}?lang=xx`)).headers.location).toBe(`/product/${id}`);
  });

  it('opens the same listing with the `_` of its code percent-encoded, as WhatsApp messages carry it', async () => {
    const id = 'ffffffff-ffff-4fff-bfff-fffffffffff0';
    expect(shortProductCode(id)).toContain('_');
    const res = await fetchAsWhatsApp(`/p/${shortProductCode(id).replace(/_/g, '%5F')}?lang=en`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/product/${id}?lang=en`);
  });
});
