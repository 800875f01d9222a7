// Pages rendered on the server (docs/decisions/013-server-rendering.md): readable with JavaScript off, in
// both languages and directions; previews for shared links; hydrated without asking the API again.
import http from 'node:http';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, APP_STARTED_MARK, appStarted, approveListing, baseUrl, E2E_ADMIN, expectAccessible, browserForFile, login, openPage, screenshot, signUp, VIEWPORTS } from './fixtures.ts';

const browser = browserForFile();
let productId: string;
let product: { name: string; description: string; price: number };

beforeAll(async () => {
  const list = (await (await fetch(`${baseUrl()}/api/v1/marketplace/browse-products?limit=20`)).json()) as {
    data: { _id: string; name: string; description: string; price: number; images: unknown[] }[];
  };
  const pictured = list.data.find((p) => p.images.length > 1)!;
  productId = pictured._id;
  product = pictured;
});

/** A page with JavaScript turned off, in a language chosen the way the app's toggle records it. */
async function withoutScript(path: string, lang: 'ar' | 'en') {
  // A browser of the page's language: a first visit is rendered in the browser's language (issue 46).
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, locale: lang === 'ar' ? 'ar-YE' : 'en-US' });
  if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl()}${path}`);
  return { page, response, close: () => context.close() };
}

describe('pages without JavaScript', () => {
  it.each(['ar', 'en'] as const)('the home page lists products with names and prices (%s)', async (lang) => {
    const { page, response, close } = await withoutScript('/', lang);
    try {
      expect(response?.status()).toBe(200);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      const cards = page.locator('main article');
      expect(await cards.count()).toBeGreaterThanOrEqual(10);
      const first = (await cards.first().textContent()) ?? '';
      // A name and a price with its currency, isolated as one unit (docs/product-decisions.md, "Prices people can read").
      expect(first).toMatch(lang === 'ar' ? /\u2067[\d٠-٩.,٬٫]+\u00a0(\$|ر\.س|ريال\u00a0(صنعاء|عدن))\u2069/ : /\u2066(\$[\d.,]+|(SAR|YER)\u00a0[\d,.]+(\u00a0\((Sana'a|Aden)\))?)\u2069/);
      await screenshot(page, `ssr-nojs-home-${lang}-phone`);
    } finally {
      await close();
    }
  });

  it.each(['ar', 'en'] as const)('a product page shows its name, price, description and pictures (%s)', async (lang) => {
    const { page, response, close } = await withoutScript(`/product/${productId}`, lang);
    try {
      expect(response?.status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
      expect(await page.locator('main').textContent()).toContain(product.description.slice(0, 40));
      const pictures = page.locator('main img');
      expect(await pictures.count()).toBeGreaterThanOrEqual(2);
      // Pictures load without script: the first has its bytes.
      await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(page, `ssr-nojs-product-${lang}-phone`);
    } finally {
      await close();
    }
  });
});

describe('a form sent before the app has taken over', () => {
  it('never puts the password in the address, and answers with the same page', async () => {
    const { page, close } = await withoutScript('/signup', 'ar');
    try {
      const passwords = page.locator('input[type="password"]');
      expect(await passwords.count()).toBeGreaterThanOrEqual(1);
      await passwords.first().fill('Secret-pass-2026');
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'إنشاء الحساب' }).click()]);
      // The browser posted the form itself: the server sends the same page back (303), body unread.
      expect(answer.status()).toBe(303);
      await page.waitForLoadState();
      expect(page.url()).toBe(`${baseUrl()}/signup`);
      expect(page.url()).not.toContain('Secret');
      await expect.poll(() => page.locator('input[type="password"]').count()).toBeGreaterThanOrEqual(1);
    } finally {
      await close();
    }
  });
});

describe('link previews', () => {
  it('a public listing has Open Graph tags whose picture answers with an image', async () => {
    const html = await (await fetch(`${baseUrl()}/product/${productId}`)).text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toContain(product.name);
    expect(meta('og:description')).toBeTruthy();
    expect(meta('og:url')).toMatch(new RegExp(`/product/${productId}$`));
    const image = meta('og:image')!;
    expect(image).toMatch(/^https?:\/\/.+\/og\/product\/.+\.jpg$/);
    const picture = await fetch(new URL(new URL(image).pathname, baseUrl()));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
    expect(html).toContain('hreflang="en"');
  });

  it('a listing that does not exist answers 404 with no preview', async () => {
    const res = await fetch(`${baseUrl()}/product/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('og:title');
  });
});

/** The home page's bytes as they travel to a browser asking for `encoding`, and the answer's headers. */
function homeAs(encoding: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  // node:http, not fetch: fetch decompresses on its own, and the bytes on the wire are the subject here.
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}/`, { headers: { 'accept-encoding': encoding, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('the page kept for visitors (docs/decisions/013-server-rendering.md, "Cost and cache")', () => {
  it('is the same page compressed with brotli, with gzip, or not at all', async () => {
    const plain = await homeAs('identity');
    const br = await homeAs('gzip, deflate, br');
    const gz = await homeAs('gzip');
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
    for (const answer of [plain, br, gz]) expect(answer.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(plain.bytes.toString('utf8')).toContain('<main');
    // Compressed about tenfold, and the same bytes once decompressed.
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(zlib.brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(zlib.gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
  });

  it('answers a browser holding the same page with 304 and no body', async () => {
    const first = await homeAs('gzip, deflate, br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await homeAs('gzip, deflate, br', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    // The other language is another page, with another tag.
    const english = await homeAs('gzip, deflate, br', { 'if-none-match': etag, cookie: 'lang=en' });
    expect(english.status).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('shows a newly featured listing at once, not after the few seconds a page is kept', async () => {
    const name = `بطارية الصفحة المحفوظة ${Date.now()}`;
    const seller = await signUp();
    const created = await api<{ data: { _id: string } }>(
      'POST',
      '/products/post',
      {
        name, type: 'Battery', condition: 'New', brand: 'Volta', price: 640, currency: 'USD', isNegotiable: true,
        description: 'بطارية ليثيوم 48 فولت بسعة 100 أمبير، ضمان خمس سنوات.', governorate: 'aden', city: 'crater', phone: '777123456',
        specifications: { voltage: '48V', capacity: '100Ah' }, images: [],
        specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 100, cycleLife: 6000, ageMonths: null, healthPct: null },
      },
      seller.token,
    );
    try {
      // Kept now, in both encodings, without the listing.
      for (const encoding of ['identity', 'br']) {
        const kept = await homeAs(encoding);
        expect((encoding === 'br' ? zlib.brotliDecompressSync(kept.bytes) : kept.bytes).toString('utf8')).not.toContain(name);
      }
      // Approved and featured: the home page lists featured listings first, newest first.
      const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
      await approveListing(created.data._id, admin.token);
      await api('POST', `/admin/products/${created.data._id}/feature`, { featured: true }, admin.token);
      const plain = await homeAs('identity');
      const br = await homeAs('br');
      expect(plain.bytes.toString('utf8')).toContain(name);
      expect(zlib.brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    } finally {
      await api('DELETE', `/products/delete-product/${created.data._id}`, undefined, seller.token);
    }
  });
});

describe('hydration', () => {
  it.each(['ar', 'en'] as const)('the rendered home page becomes the app without asking the API for its list again (%s)', async (lang) => {
    const apiCalls: string[] = [];
    const context = await browser().newContext({ viewport: VIEWPORTS.phone });
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
    const page = await context.newPage();
    page.on('request', (r) => {
      if (/\/marketplace\/(browse|search)-products|getAllAds/.test(r.url())) apiCalls.push(r.url());
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      expect(apiCalls).toEqual([]);
      expect(problems).toEqual([]);
      // The browser adopts the page's styles: hydrating writes none of them again (on a slow phone that was
      // one long task at the end of hydration), and every class an element carries has its rules.
      const styles = await page.evaluate(() => {
        // The base styles (CssBaseline's global tags) are the server's too: the app does not render them again.
        const written = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="muirtl"], style[data-emotion="mui"]')].reduce((sum, tag) => sum + (tag.sheet?.cssRules.length ?? 0), 0);
        const sent = new Set([...document.querySelectorAll('style[data-ssr-styles]')].flatMap((tag) => tag.getAttribute('data-ssr-styles')!.split(' ').slice(1)));
        const classes = [...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList].filter((c) => /^mui(rtl)?-/.test(c)));
        return { written, withoutRules: [...new Set(classes.map((c) => c.replace(/^mui(rtl)?-/, '')))].filter((id) => !sent.has(id)) };
      });
      expect(styles).toEqual({ written: 0, withoutRules: [] });
      // Interactive: the search box answers by asking the API.
      const box = page.getByRole('searchbox').first();
      await box.fill(lang === 'ar' ? 'بطارية' : 'battery');
      const answer = page.waitForResponse((r) => r.url().includes('/marketplace/search-products'));
      await box.press('Enter');
      expect((await answer).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it("leaves a rendered page's style elements where they are and writes no style while hydrating", async () => {
    // Moving or writing a style element makes the browser parse it again and restyle the whole page: on a
    // slow phone each was tens of milliseconds inside hydration (docs/decisions/013-server-rendering.md).
    for (const path of ['/', `/product/${productId}`, '/calculator', '/engineers']) {
      const context = await browser().newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { renderedSheets: [HTMLStyleElement, CSSStyleSheet | null][] }).renderedSheets = [...document.querySelectorAll('style')].map((tag) => [tag, tag.sheet]);
        });
      });
      try {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        // The app marks the moment it has hydrated; its effects (where styles would be written) have run by
        // the time the page is quiet again.
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        const styles = await page.evaluate((mark) => {
          const rendered = (window as unknown as { renderedSheets: [HTMLStyleElement, CSSStyleSheet | null][] }).renderedSheets;
          return {
            hydrated: performance.getEntriesByName(mark, 'mark').length === 1,
            rendered: rendered.length,
            reparsed: rendered.filter(([tag, sheet]) => tag.sheet !== sheet).length,
            added: document.querySelectorAll('style').length - rendered.length,
          };
        }, APP_STARTED_MARK);
        expect({ path, ...styles }).toEqual({ path, hydrated: true, rendered: styles.rendered, reparsed: 0, added: 0 });
        expect(styles.rendered).toBeGreaterThan(2);
      } finally {
        await context.close();
      }
    }
  });

  it("announces the files of the screen it renders: the app adds no link of its own to fetch them", async () => {
    // Found by the browser only once the shell had run and the router had matched the address, the screen's
    // files came one round trip late, and the app added a link for each, inside hydration's tasks
    // (docs/decisions/013-server-rendering.md, "The screen's files in the page").
    for (const [path, screen] of [[`/product/${productId}`, 'product-detail'], ['/calculator', 'calculator'], ['/engineers', 'engineers']] as const) {
      // The build's manifest, which the server reads to announce them, is not the site's.
      expect((await fetch(`${baseUrl()}/.vite/manifest.json`)).status).toBe(404);
      const sent = (await (await fetch(`${baseUrl()}${path}`)).text()).match(/<link [^>]*>/g)!.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
      expect(sent.some((href) => href?.startsWith(`/assets/${screen}-`))).toBe(true);
      const context = await browser().newContext({ viewport: VIEWPORTS.phone, locale: 'ar-YE' });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        await appStarted(page);
        await page.waitForLoadState('networkidle');
        // A link without href is one the server sent too: React's preload of the first photo (`imageSrcSet`).
        const links = await page.evaluate(() => [...document.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? undefined));
        expect({ path, added: links.filter((href) => !sent.includes(href)) }).toEqual({ path, added: [] });
      } finally {
        await context.close();
      }
    }
  });

  it('the rendered directory lists and profiles become the app without asking the API for them again', async () => {
    const firstId = async (list: string) => ((await (await fetch(`${baseUrl()}/api/v1/marketplace/${list}?limit=1`)).json()) as { data: { _id: string }[] }).data[0]!._id;
    const paths = ['/engineers', '/engineers?experience=5-10', '/shops?page=2', '/shop-ads', `/engineer/${await firstId('getAllEngineer')}`, `/shop/${await firstId('getAllShops')}`];
    for (const path of paths) {
      const context = await browser().newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (/\/marketplace\/(getAll|getOne|filters-)/.test(r.url())) apiCalls.push(r.url());
      });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      try {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect({ path, apiCalls, problems }).toEqual({ path, apiCalls: [], problems: [] });
      } finally {
        await context.close();
      }
    }
  });

  it('keeps the journeys accessible after hydration', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: `/product/${productId}` });
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('fonts (docs/decisions/041-arabic-pages-arabic-font.md)', () => {
  it.each(['ar', 'en'] as const)("a first visit downloads the Cairo files its language's page draws with (%s)", async (lang) => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone, locale: lang === 'ar' ? 'ar-YE' : 'en-US' });
    const page = await context.newPage();
    const cairo: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font' && /\/cairo-/.test(r.url())) cairo.push(new URL(r.url()).pathname.replace(/^.*\/(cairo-[a-z-]+?)-wght.*$/, '$1'));
    });
    try {
      // A listing shows digits, a price and Latin letters (its model, at least) in both languages.
      await page.goto(`${baseUrl()}/product/${productId}`, { waitUntil: 'networkidle' });
      await appStarted(page);
      const drawnWith = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
      if (lang === 'ar') {
        // Arabic letters in Cairo, digits and Latin words in the phone's own font: no Latin file.
        expect(cairo).toEqual(['cairo-arabic']);
        expect(drawnWith).toMatch(/^"Cairo Arabic"/);
      } else {
        expect(cairo).toContain('cairo-latin');
        expect(drawnWith).toMatch(/^"Cairo Variable"/);
      }
    } finally {
      await context.close();
    }
  });
});
