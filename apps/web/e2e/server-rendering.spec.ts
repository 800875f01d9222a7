// Pages rendered on the server (docs/decisions/013-server-rendering.md): readable with JavaScript off, in
// both languages and directions; previews for shared links; hydrated without asking the API again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, openPage, screenshot, VIEWPORTS } from './fixtures.ts';

let browser: Browser;
let productId: string;
let product: { name: string; description: string; price: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseUrl()}/api/v1/marketplace/browse-products?limit=20`)).json()) as {
    data: { _id: string; name: string; description: string; price: number; images: unknown[] }[];
  };
  const pictured = list.data.find((p) => p.images.length > 1)!;
  productId = pictured._id;
  product = pictured;
});
afterAll(() => browser?.close());

/** A page with JavaScript turned off, in a language chosen the way the app's toggle records it. */
async function withoutScript(path: string, lang: 'ar' | 'en') {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
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

describe('hydration', () => {
  it.each(['ar', 'en'] as const)('the rendered home page becomes the app without asking the API for its list again (%s)', async (lang) => {
    const apiCalls: string[] = [];
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
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

  it('keeps the journeys accessible after hydration', async () => {
    const { page, problems, close } = await openPage(browser, { lang: 'ar', viewport: 'phone', path: `/product/${productId}` });
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
