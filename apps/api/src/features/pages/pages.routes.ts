// What crawlers and link previews read beside the pages (docs/decisions/013-server-rendering.md):
// robots.txt, the sitemap of public listings, engineers and shops, the Open Graph pictures, and the
// listings' short links.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiBase, pathOf, routes, type ApiRoute } from '@solar/shared/contract/routes';
import { isUuid } from '../../lib/ids.ts';
import { STATIC_PAGES } from './server-rendering.ts';
import { countSitemapEntries, sitemapEntries, sitemapPageStart, type SitemapKind } from './pages.repository.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { loadSharp } from '../../lib/images.ts';
import { productIdOfShortCode } from '../alerts/alerts.service.ts';
import { calculatorLinkOfCode, calculatorRequestOf } from '@solar/shared/domain/calculator-link';
import type { CalculatorResultDto } from '@solar/shared/contract/calculator';
import type { Language } from '@solar/shared/contract/common';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { cardFonts } from './card-fonts.ts';
import { drawPriceCard, drawResultCard, drawSiteCard } from './share-cards.ts';
import { priceCardTexts, resultCardTexts, siteCardTexts } from './share-card-texts.ts';
import type { PriceIndexes } from '@solar/shared/contract/prices';
import { formatPrice } from '@solar/shared/domain/price-format';
import { formatDecimal } from '@solar/shared/domain/decimal-format';

/** URLs per sitemap file: the protocol's limit. */
export const SITEMAP_FILE_SIZE = 50_000;
const KINDS: SitemapKind[] = ['products', 'engineers', 'shops', 'wanted'];
const PAGE_OF: Record<SitemapKind, string> = { products: 'product', engineers: 'engineer', shops: 'shop', wanted: 'wanted' };
const DETAIL_API: Partial<Record<string, ApiRoute>> = { product: routes.products.detail, engineer: routes.directory.engineer, shop: routes.directory.shop };
const CALCULATOR_API = { quick: routes.calculator.quickCalc, appliances: routes.calculator.calc } as const;
/** Result pictures kept per process: a shared result is fetched by every phone its message reaches. */
const RESULT_CARD_TTL_MS = 60 * 60 * 1000;
const RESULT_CARDS_KEPT = 200;

const isLanguage = (value: string): value is Language => value === 'ar' || value === 'en';
const LANGUAGE_PARAM = 'lang';

/** An Open Graph picture: the size WhatsApp, Facebook and X show large. */
const CARD = { width: 1200, height: 630 };
const BRAND_GREEN = '#2e7d32';

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's entry with both languages: Arabic is the bare address, English adds `?lang=en`. */
function pageEntry(loc: string, lastmod?: Date): string {
  return (
    `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}` +
    `<xhtml:link rel="alternate" hreflang="ar" href="${xmlEscape(loc)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${xmlEscape(`${loc}?lang=en`)}"/></url>`
  );
}

const urlEntry = (origin: string, kind: SitemapKind, row: { id: string; updatedAt: Date }) => pageEntry(`${origin}/${PAGE_OF[kind]}/${row.id}`, row.updatedAt);

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** The branded picture of a page with no picture of its own: green, a sun, the name. */
async function fallbackCard(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
    <rect width="100%" height="100%" fill="${BRAND_GREEN}"/>
    <circle cx="600" cy="260" r="110" fill="#ffca28"/>
    <g stroke="#ffca28" stroke-width="18" stroke-linecap="round">
      ${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<line x1="${600 + Math.cos(a) * 150}" y1="${260 + Math.sin(a) * 150}" x2="${600 + Math.cos(a) * 200}" y2="${260 + Math.sin(a) * 200}"/>`;
      }).join('')}
    </g>
    <text x="600" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff" text-anchor="middle">Solar Market Yemen</text>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function registerPageRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; dataDir: string; store: ImageStore; sitemapFileSize?: number },
) {
  const origin = options.publicUrl;
  const fileSize = options.sitemapFileSize ?? SITEMAP_FILE_SIZE;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /my-products', 'Disallow: /update-profile', 'Disallow: /saved-searches', 'Disallow: /u/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')),
  );

  // The short listing links of alerts (features/alerts/alert-links.ts): a permanent redirect to the
  // product page on this same origin; anything that is not a short code is a plain 404.
  // An English share's link (`?lang=en`) opens the English page.
  app.get<{ Params: { code: string }; Querystring: Record<string, string | undefined> }>('/p/:code', async (request, reply) => {
    const id = productIdOfShortCode(request.params.code);
    if (!id) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const language = request.query[LANGUAGE_PARAM];
    const query = language && isLanguage(language) && language !== 'ar' ? `?${LANGUAGE_PARAM}=${language}` : '';
    return reply.code(301).header('Cache-Control', 'public, max-age=86400').redirect(`/product/${id}${query}`, 301);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const now = app.now();
    const counts = Object.fromEntries(await Promise.all(KINDS.map(async (kind) => [kind, await countSitemapEntries(app.database.readDb, kind, now)] as const))) as Record<SitemapKind, number>;
    const total = counts.products + counts.engineers + counts.shops + counts.wanted;
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    if (total > fileSize) {
      const files = KINDS.flatMap((kind) => Array.from({ length: Math.ceil(counts[kind] / fileSize) }, (_, i) => `${origin}/sitemaps/${kind}-${i + 1}.xml`));
      return reply.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('')}</sitemapindex>\n`,
      );
    }
    // The home page, then the site's own pages (about, terms…), which have no date of change to give.
    const home = `<url><loc>${xmlEscape(`${origin}/`)}</loc></url>${pageEntry(`${origin}/prices`)}${[...STATIC_PAGES, '/wanted'].map((page) => pageEntry(`${origin}${page}`)).join('')}`;
    const entries = await Promise.all(KINDS.map(async (kind) => (await sitemapEntries(app.database.readDb, kind, now, undefined, fileSize)).map((row) => urlEntry(origin, kind, row)).join('')));
    return reply.send(`${URLSET_OPEN}${home}${entries.join('')}</urlset>\n`);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(products|engineers|shops|wanted)-([1-9]\d{0,4})\.xml$/.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain').send('Not found');
    const kind = match[1] as SitemapKind;
    const page = Number(match[2]);
    const now = app.now();
    const start = await sitemapPageStart(app.database.readDb, kind, now, page, fileSize);
    if (page > 1 && !start) return reply.code(404).type('text/plain').send('Not found');
    // The page's rows start after the last id of the page before.
    const rows = await sitemapEntries(app.database.readDb, kind, now, start, fileSize);
    if (page > 1 && rows.length === 0) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${URLSET_OPEN}${rows.map((row) => urlEntry(origin, kind, row)).join('')}</urlset>\n`);
  });

  // The Open Graph picture of a public listing, engineer or shop: its first picture cropped to 1200×630
  // JPEG (what every preview reads), made once and kept on disk; the branded picture when it has none.
  const cardDir = path.join(options.dataDir, 'og');
  let fallback: Promise<Buffer> | undefined;
  app.get<{ Params: { kind: string; file: string } }>('/og/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const id = file.endsWith('.jpg') ? file.slice(0, -4) : '';
    const detailRoute = DETAIL_API[kind];
    if (!detailRoute || !isUuid(id)) return reply.code(404).type('text/plain').send('Not found');
    // The detail route decides what is public: a hidden listing has no preview.
    const detail = await app.inject({ method: 'GET', url: `${apiBase}${pathOf(detailRoute, { id })}` });
    if (detail.statusCode !== 200) return reply.code(404).type('text/plain').send('Not found');
    const data = (detail.json() as { data: { images?: { url: string }[]; profileImageUrl?: string | null; logoUrl?: string | null } }).data;
    const picture = data.images?.[0]?.url ?? data.profileImageUrl ?? data.logoUrl ?? undefined;
    reply.type('image/jpeg').header('Cache-Control', 'public, max-age=3600');
    // The widest stored variant of the picture, so the card is not an enlarged thumbnail.
    const stored = picture ? options.store.parse(picture) : undefined;
    if (!stored) return reply.send(await (fallback ??= fallbackCard()));
    const cached = path.join(cardDir, `${stored.key}.jpg`);
    const existing = await fs.readFile(cached).catch(() => undefined);
    if (existing) return reply.send(existing);
    const source = (await options.store.read(stored.key, 1280)) ?? (await options.store.read(stored.key, stored.width));
    if (!source) return reply.send(await (fallback ??= fallbackCard()));
    const sharp = await loadSharp();
    const card = await sharp(source).resize(CARD.width, CARD.height, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await fs.mkdir(cardDir, { recursive: true });
    await fs.writeFile(cached, card);
    return reply.send(card);
  });

  // A calculator result's picture (`/og/calculator/{language}/{code}.png`, the code of its short link): the
  // result calculated again by the calculator's own route (today's settings), drawn in the link's language.
  // The picture is kept by what it shows, so a settings change that moves a number draws it again.
  const fontDir = path.join(cardDir, 'fonts');
  const resultCards = new TtlCache<Buffer>(RESULT_CARD_TTL_MS, RESULT_CARDS_KEPT);
  app.get<{ Params: { language: string; file: string } }>('/og/calculator/:language/:file', async (request, reply) => {
    const { language, file } = request.params;
    const link = isLanguage(language) && file.endsWith('.png') ? calculatorLinkOfCode(file.slice(0, -4)) : undefined;
    const calculation = link ? calculatorRequestOf(link) : undefined;
    if (!isLanguage(language) || !calculation) return reply.code(404).type('text/plain').send('Not found');
    const answer = await app.inject({ method: 'POST', url: `${apiBase}${pathOf(CALCULATOR_API[calculation.mode])}`, payload: calculation.body });
    if (answer.statusCode !== 200) return reply.code(404).type('text/plain').send('Not found');
    const texts = resultCardTexts((answer.json() as { data: CalculatorResultDto }).data, language);
    const picture = await resultCards.getOrLoad(`${language} ${JSON.stringify(texts)}`, async () => drawResultCard(texts, language, await cardFonts(fontDir)));
    return reply.type('image/png').header('Cache-Control', 'public, max-age=3600').send(picture);
  });

  // The price index's picture (`/og/prices/{language}/{governorate}/{currency}.png`, issue #45): the panels'
  // price per W in that place and currency, from the same answer as the page, kept an hour by what it shows.
  const priceCards = new TtlCache<Buffer>(RESULT_CARD_TTL_MS, RESULT_CARDS_KEPT);
  app.get<{ Params: { language: string; governorate: string; file: string } }>('/og/prices/:language/:governorate/:file', async (request, reply) => {
    const { language, governorate, file } = request.params;
    const currency = file.endsWith('.png') ? file.slice(0, -4) : '';
    if (!isLanguage(language)) return reply.code(404).type('text/plain').send('Not found');
    const answer = await app.inject({ method: 'GET', url: `${apiBase}${pathOf(routes.prices.indexes)}?governorate=${encodeURIComponent(governorate)}&currency=${encodeURIComponent(currency)}` });
    if (answer.statusCode !== 200) return reply.code(404).type('text/plain').send('Not found');
    const data = (answer.json() as { data: PriceIndexes }).data;
    const weeks = data.indexes.find((index) => index.metric === 'panel-per-w')?.weeks ?? [];
    const date = (week?: string) => (week ? week.split('-').reverse().map((part) => formatDecimal(Number(part), language, { useGrouping: false })).join('/') : '');
    const last = weeks.at(-1);
    const texts = priceCardTexts({ governorate, latest: last ? formatPrice(last.median, data.currency, language, { significantDigits: 3 }) : '', from: date(weeks[0]?.week), to: date(last?.week) }, language);
    const picture = await priceCards.getOrLoad(`${language} ${JSON.stringify(texts)} ${JSON.stringify(weeks)}`, async () => drawPriceCard(texts, weeks, language, await cardFonts(fontDir)));
    return reply.type('image/png').header('Cache-Control', 'public, max-age=3600').send(picture);
  });

  // The site's own picture, for the home page and the calculator: drawn once per language and process.
  const siteCards = new Map<Language, Promise<Buffer>>();
  app.get<{ Params: { file: string } }>('/og/site/:file', async (request, reply) => {
    const language = request.params.file.replace(/\.png$/, '');
    if (!isLanguage(language) || !request.params.file.endsWith('.png')) return reply.code(404).type('text/plain').send('Not found');
    let picture = siteCards.get(language);
    if (!picture) {
      picture = cardFonts(fontDir).then((font) => drawSiteCard(siteCardTexts(language), language, font));
      siteCards.set(language, picture);
      picture.catch(() => siteCards.delete(language));
    }
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(await picture);
  });
}
