// A listing read online stays readable offline (issue #46 item 9, docs/decisions/022-installable-app.md): the
// service worker keeps the last 20 listings opened (name, price, the seller's phone, a small picture); a
// listing page opened offline shows that copy, marked with its date; in-app navigation offline says so and
// lists what can be read. Also the manifest's shortcuts and the "post a listing" one at work.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appStarted, baseUrl, expectAccessible, browserForFile, openPage, screenshot, settle } from './fixtures.ts';

interface Listing {
  _id: string;
  name: string;
  images: { url: string }[];
  contactInfo: { phone?: string | null };
}

const browser = browserForFile();
let listing: Listing;

beforeAll(async () => {
  const list = await api<{ data: Listing[] }>('GET', '/marketplace/browse-products?limit=50');
  listing = list.data.find((candidate) => candidate.contactInfo.phone && candidate.images.length > 0)!;
  expect(listing).toBeDefined();
});

/** Waits until the page is controlled by an activated service worker. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** The ids of the listings the worker keeps. */
function keptIds(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('offline-listings');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).filter((path) => !path.endsWith('/picture')).map((path) => decodeURIComponent(path.split('/').pop()!));
  });
}

/** Opens the listing online, and waits until the worker has kept it. */
async function readOnline(page: Page, search = '') {
  await page.goto(`${baseUrl()}/product/${listing._id}${search}`, { waitUntil: 'networkidle' });
  await appStarted(page);
  await page.waitForFunction(
    async (id) => Boolean(await (await caches.open('offline-listings')).match(`/offline/listings/${encodeURIComponent(id)}`)),
    listing._id,
    { timeout: 10_000 },
  );
}

describe.each([
  { lang: 'ar', viewport: 'phone', savedCopy: 'نسخة محفوظة على هاتفك', savedHeading: 'إعلانات تقرؤها دون اتصال', offline: 'لا يوجد اتصال بالإنترنت', call: 'اتصل بالبائع' },
  { lang: 'en', viewport: 'desktop', savedCopy: 'Saved copy on this phone', savedHeading: 'Listings you can read offline', offline: 'No internet connection', call: 'Call the seller' },
] as const)('a listing read online, then offline ($lang, $viewport)', ({ lang, viewport, savedCopy, savedHeading, offline, call }) => {
  let context: BrowserContext;
  let page: Page;
  let phone: string;

  beforeAll(async () => {
    const opened = await openPage(browser(), { lang, viewport });
    page = opened.page;
    context = page.context();
    await controlled(page);
    await readOnline(page, lang === 'en' ? '?lang=en' : '');
    phone = await page.locator('a[href^="tel:"]').first().getAttribute('href').then((href) => href!.replace('tel:', ''));
  });
  afterAll(() => context?.close());

  it('opened offline, the listing page shows the kept copy: name, price, the seller to call, a picture, the date', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl()}/product/${listing._id}`);
      const copy = page.locator('article.saved');
      await expect.poll(() => copy.isVisible()).toBe(true);
      expect(await copy.getAttribute('lang')).toBe(lang);
      expect(await copy.getByRole('heading', { level: 1 }).textContent()).toBe(listing.name);
      expect(await copy.getByRole('status').textContent()).toContain(savedCopy);
      // The date it was kept, as the app writes today's date.
      expect(await copy.locator('time').getAttribute('datetime')).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)}`));
      const callLink = copy.getByRole('link', { name: new RegExp(call) });
      expect(await callLink.getAttribute('href')).toBe(`tel:${phone}`);
      expect((await callLink.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await copy.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // What else can be read, under the offline notice.
      expect(await page.getByRole('heading', { name: savedHeading }).isVisible()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `offline-listing-${lang}-${viewport}`);
    } finally {
      await context.setOffline(false);
    }
  });

  it('in-app navigation offline says so, lists what can be read, and a kept listing opens as its copy', async () => {
    await page.goto(`${baseUrl()}/${lang === 'en' ? '?lang=en' : ''}`, { waitUntil: 'networkidle' });
    await appStarted(page);
    await context.setOffline(true);
    try {
      // A screen never opened before: its code cannot be downloaded.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/shop-ads');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => page.getByRole('heading', { name: offline, level: 1 }).isVisible(), { timeout: 10_000 }).toBe(true);
      const saved = page.getByRole('navigation', { name: savedHeading });
      await expect.poll(() => saved.getByRole('link', { name: listing.name }).isVisible()).toBe(true);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, `offline-in-app-${lang}-${viewport}`);

      await saved.getByRole('link', { name: listing.name }).click();
      const copy = page.getByRole('article', { name: listing.name });
      await expect.poll(() => copy.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await copy.getByRole('status').textContent()).toContain(savedCopy);
      expect(await copy.getByRole('link', { name: new RegExp(call) }).getAttribute('href')).toBe(`tel:${phone}`);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, `offline-in-app-listing-${lang}-${viewport}`);
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('what the phone keeps', () => {
  it('the newest 20 listings opened, the oldest let go', async () => {
    const { page, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      await controlled(page);
      await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active!;
        for (let n = 1; n <= 22; n += 1) {
          const id = `kept-${n}`;
          worker.postMessage({
            type: 'listing-viewed',
            listing: { id, path: `/product/${id}`, shortPath: `/p/${id}`, name: `Listing ${n}`, language: 'ar', price: null, phone: null, picture: null },
          });
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await expect.poll(async () => (await keptIds(page)).sort(), { timeout: 10_000 }).toEqual(Array.from({ length: 20 }, (_, i) => `kept-${i + 3}`).sort());
    } finally {
      await close();
    }
  });
});

describe('the installed app', () => {
  it('offers shortcuts to post a listing and to the calculator, in the manifest of each language', async () => {
    for (const [lang, post, calculator] of [
      ['ar', 'أضف إعلان', 'حاسبة الطاقة'],
      ['en', 'Post an ad', 'Solar calculator'],
    ] as const) {
      const manifest = (await (await fetch(`${baseUrl()}/manifest.${lang}.webmanifest`)).json()) as { shortcuts: { name: string; url: string }[] };
      expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
        [post, '/?post=1'],
        [calculator, '/calculator'],
      ]);
    }
  });

  it.each([
    ['ar', 'phone', 'ثبّت سوق الطاقة الشمسية على هاتفك', 'ليس الآن'],
    ['en', 'desktop', 'Install Solar Market on your phone', 'Not now'],
  ] as const)('invites an install when the browser offers it on a later visit, and "not now" is remembered (%s, %s)', async (lang, viewport, title, notNow) => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport });
    try {
      await appStarted(page);
      // Chromium offers the install only to an app it has seen used: its event, as the page receives it.
      const offer = () =>
        page.evaluate(() => {
          const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      // The first visit it is offered: the browser's own banner is held back, and nothing is said.
      expect(await offer()).toBe(true);
      await page.waitForTimeout(1000);
      expect(await page.getByRole('region', { name: title }).count()).toBe(0);
      await page.reload({ waitUntil: 'networkidle' });
      await appStarted(page);
      await offer();
      const invitation = page.getByRole('region', { name: title });
      await expect.poll(() => invitation.isVisible(), { timeout: 10_000 }).toBe(true);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, `install-invitation-${lang}-${viewport}`);
      await invitation.getByRole('button', { name: notNow }).click();
      await expect.poll(() => invitation.count()).toBe(0);
      await page.reload({ waitUntil: 'networkidle' });
      await appStarted(page);
      await offer();
      await page.waitForTimeout(1000);
      expect(await page.getByRole('region', { name: title }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"post a listing" opens the posting way in: signed out, the login first', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: '/?post=1' });
    try {
      await appStarted(page);
      await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(new URL(page.url()).search).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
