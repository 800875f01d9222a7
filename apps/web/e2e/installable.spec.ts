// Installable and cheap on the second visit (docs/decisions/022-installable-app.md): a manifest in the
// page's language with icons that answer, a service worker that keeps the first screen's files, pages that
// still come fresh from the network, and a bilingual page in place of the browser's error when offline.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, baseUrl, expectAccessible, browserForFile, openPage, screenshot } from './fixtures.ts';

const browser = browserForFile();


interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The manifest the page links to, as the browser would read it. */
async function linkedManifest(page: Page) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(new URL(href!, baseUrl()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await response.json()) as Manifest;
}

/** Waits until the page is controlled by an activated service worker. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first page load is not controlled until the worker claims it; a reload always is.
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

describe('installing the app', () => {
  it.each([
    ['ar', 'سوق الطاقة الشمسية', 'rtl'],
    ['en', 'Solar Market Yemen', 'ltr'],
  ] as const)('the page links a manifest in its language with icons that answer (%s)', async (lang, name, dir) => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport: 'phone' });
    try {
      const manifest = await linkedManifest(page);
      expect(manifest).toMatchObject({ name, lang, dir, start_url: '/', display: 'standalone', theme_color: '#2e7d32' });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      // Chromium's install criteria: a 192 and a 512 px icon, and a maskable one for Android's shapes.
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(size).toBe(icon.sizes);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('switching to English in the app points the page at the English manifest', async () => {
    const { page, close } = await openPage(browser(), { lang: 'ar', viewport: 'desktop' });
    try {
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.en.webmanifest');
    } finally {
      await close();
    }
  });
});

describe('the service worker on a phone whose storage is full', () => {
  it('answers the scripts all the same, without keeping them', async () => {
    const { page } = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      await controlled(page);
      await page.evaluate(() => caches.delete('assets'));
      // Chromium's own quota for this origin, set below what it already holds: every put is refused.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseUrl()).origin, quotaSize: 1 });
      const failed: string[] = [];
      const fromWorker: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
      });
      await page.goto(`${baseUrl()}/calculator`, { waitUntil: 'networkidle' });
      await appStarted(page);
      expect(failed).toEqual([]);
      expect(fromWorker.length).toBeGreaterThan(0);
      // The screen works: its files came through the worker that could not keep them.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      const keptAssets = await page.evaluate(async () => (await (await caches.open('assets')).keys()).length);
      expect(keptAssets).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('the service worker', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const opened = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    page = opened.page;
    context = page.context();
    await controlled(page);
  });
  afterAll(() => context?.close());

  it('keeps the first screen files and no API answer or page', async () => {
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    expect(kept).toContain(entry);
    expect(kept).toContain('/offline.html');
    expect(kept.filter((url) => url.startsWith('/api/') || url.startsWith('/uploads/'))).toEqual([]);
    expect(kept.filter((url) => !url.startsWith('/assets/') && !url.startsWith('/icons/') && url !== '/offline.html')).toEqual([]);
  });

  it('a repeat visit takes the scripts from the worker and still asks the server for the page', async () => {
    const fromNetwork: string[] = [];
    const fromWorker: string[] = [];
    const pageAnswers: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseUrl()).origin) return;
      const kind = response.request().resourceType();
      if (kind === 'document') pageAnswers.push(response.headers()['x-request-id'] ?? '');
      else (response.fromServiceWorker() ? fromWorker : fromNetwork).push(`${kind} ${url.pathname}`);
    });
    for (let visit = 0; visit < 2; visit += 1) await page.goto(`${baseUrl()}/engineers`, { waitUntil: 'networkidle' });
    expect(fromWorker.some((entry) => entry.startsWith('script /assets/'))).toBe(true);
    expect(fromNetwork.filter((entry) => entry.startsWith('script '))).toEqual([]);
    // The page itself is the server's answer each time (a new request id), never a kept copy.
    expect(pageAnswers).toHaveLength(2);
    expect(new Set(pageAnswers).size).toBe(2);
    expect(pageAnswers.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  });

  it('offline, a page the network cannot bring shows the bilingual offline page; back online it loads again', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl()}/shops`);
      await expect.poll(() => page.getByRole('heading', { name: 'لا يوجد اتصال بالإنترنت' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'No internet connection' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      expect(await page.locator('section[lang="en"]').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      // The way back is a 44 px target.
      const retry = page.getByRole('link', { name: 'حاول مرة أخرى' });
      expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expectAccessible(page);
      await screenshot(page, 'offline-phone');
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('link', { name: 'حاول مرة أخرى' }).click();
    await expect.poll(() => page.locator('main article, main h1').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/shops');
  });
});
