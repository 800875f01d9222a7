import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import arAuth from '../../../packages/shared/src/i18n/locales/ar/auth.json' with { type: 'json' };
import enAuth from '../../../packages/shared/src/i18n/locales/en/auth.json' with { type: 'json' };
import arDirectory from '../../../packages/shared/src/i18n/locales/ar/directory.json' with { type: 'json' };
import enDirectory from '../../../packages/shared/src/i18n/locales/en/directory.json' with { type: 'json' };
import arProducts from '../../../packages/shared/src/i18n/locales/ar/products.json' with { type: 'json' };
import enProducts from '../../../packages/shared/src/i18n/locales/en/products.json' with { type: 'json' };
import { appStarted, baseUrl, expectAccessible, browserForFile, openPage, screenshot, settle, VIEWPORTS } from './fixtures.ts';

// The smaller things users saw on screenshots (issue #17, item 9), each where only a browser shows it:
// Arabic on a phone and English on a desktop, against the real server and its demo data.

const browser = browserForFile();

const cases = [
  { lang: 'ar', viewport: 'phone' },
  { lang: 'en', viewport: 'desktop' },
] as const;
const catalogues = {
  ar: { auth: arAuth, directory: arDirectory, products: arProducts },
  en: { auth: enAuth, directory: enDirectory, products: enProducts },
};

interface ProductDto {
  _id: string;
  name: string;
  images: { url: string }[];
}
interface EngineerDto {
  _id: string;
  name: string;
  certifications: { expiryDate: string | null }[];
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The photo counter's numbers ("الصورة ٢ من ٣"), in Latin digits. */
async function position(gallery: Locator): Promise<number[]> {
  const text = await gallery.locator('[aria-live="polite"]').textContent();
  return (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).match(/\d+/g)!.map(Number);
}

/** The file of the photo in the middle of the gallery's frame: what the visitor sees. */
function photoInView(page: Page, gallery: Locator) {
  return gallery.locator('ul').first().evaluate((track) => {
    const box = track.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return (hit?.closest('li')?.querySelector('img') as HTMLImageElement | null)?.getAttribute('src') ?? null;
  });
}

describe.each(cases)('details in $lang on $viewport', ({ lang, viewport }) => {
  const t = catalogues[lang];
  const name = `${lang}-${viewport}`;

  // Issue #17: an empty submit marked only the first field.
  it('marks every missing field of sign-up at once', async () => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: '/signup' });
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The server's HTML shows the form before the app takes it over; a tap then would send it the browser's way.
      await appStarted(page);
      await page.getByRole('button', { name: t.auth.signup.submit }).click();
      await page.getByText(t.auth.errors.nameRequired).waitFor();
      await settle(page);
      const invalid = () => page.locator('main input[aria-invalid="true"]').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
      await expect.poll(invalid).toEqual(['name', 'phone', 'email', 'password', 'confirmPassword']);
      await page.getByText(t.auth.errors.phoneRequired).waitFor();
      // The first wrong field has the focus, so a keyboard user starts there.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await screenshot(page, `details-signup-errors-${name}`);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('swipes the product photos, with the arrows, the counter and the thumbnails following', async () => {
    const list = await api<{ data: ProductDto[] }>('/marketplace/browse-products?limit=50');
    const product = list.data.find((p) => p.images.length >= 3)!;
    expect(product).toBeTruthy();
    // A touch screen, as on the phones the product is for.
    const context = await browser().newContext({ viewport: VIEWPORTS[viewport], locale: lang === 'ar' ? 'ar-YE' : 'en-US', hasTouch: true, isMobile: viewport === 'phone' });
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
    await context.addInitScript((language) => window.localStorage.setItem('solar.lang', language), lang);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    try {
      await page.goto(`${baseUrl()}/product/${product._id}`, { waitUntil: 'networkidle' });
      const gallery = page.getByRole('region', { name: t.products.gallery.label });
      await gallery.waitFor();
      const count = product.images.length;
      expect(await position(gallery)).toEqual([1, count]);
      expect(await photoInView(page, gallery)).toBe(product.images[0]!.url);
      await screenshot(page, `details-gallery-${name}`);

      const track = gallery.locator('ul').first();
      if (lang === 'en') {
        // A finger drags the photo to the left: the next one comes in from the right. Real touch events,
        // through the browser's own scrolling and snapping.
        const box = (await track.boundingBox())!;
        const cdp = await context.newCDPSession(page);
        const y = Math.round(box.y + box.height / 2);
        const from = Math.round(box.x + box.width * 0.8);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 20; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from - Math.round((box.width * 0.6 * step) / 20), y }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        // Headless Chromium scrolls no right-to-left row by touch or wheel (a page of coloured boxes does not
        // move either), so here the row is scrolled as a swipe scrolls it: to the left, into negative
        // scrollLeft, where an Arabic page keeps its next photo.
        await track.evaluate((row) => row.scrollBy({ left: -row.clientWidth }));
      }
      await expect.poll(() => position(gallery)).toEqual([2, count]);
      await expect.poll(() => photoInView(page, gallery)).toBe(product.images[1]!.url);
      // The thumbnails say which photo shows.
      const thumbnails = gallery.getByRole('button', { name: new RegExp(t.products.gallery.show.replace(/\{\{.*\}\}/, '.+')) });
      expect(await thumbnails.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-current')))).toEqual(
        product.images.map((_, i) => (i === 1 ? 'true' : null)),
      );
      await settle(page);
      await screenshot(page, `details-gallery-swiped-${name}`);

      // The arrows move the row too, and wrap around.
      await gallery.getByRole('button', { name: t.products.gallery.next }).click();
      await expect.poll(() => photoInView(page, gallery)).toBe(product.images[2 % count]!.url);
      expect(await position(gallery)).toEqual([(2 % count) + 1, count]);
      await gallery.getByRole('button', { name: t.products.gallery.previous }).click();
      await gallery.getByRole('button', { name: t.products.gallery.previous }).click();
      await expect.poll(() => photoInView(page, gallery)).toBe(product.images[0]!.url);
      expect(await position(gallery)).toEqual([1, count]);
      await gallery.getByRole('button', { name: t.products.gallery.previous }).click();
      await expect.poll(() => photoInView(page, gallery)).toBe(product.images[count - 1]!.url);
      expect(await position(gallery)).toEqual([count, count]);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an expired certification as expired, muted, after the valid ones', async () => {
    const engineers = await api<{ data: EngineerDto[] }>('/marketplace/getAllEngineer?limit=50');
    const today = new Date().toISOString().slice(0, 10);
    let engineer: EngineerDto | undefined;
    for (const summary of engineers.data) {
      const full = (await api<{ data: EngineerDto }>(`/marketplace/getOneEngineer/${summary._id}`)).data;
      // The API gives each certification's expiry date.
      if (full.certifications.some((c) => c.expiryDate !== null && c.expiryDate < today)) {
        engineer = full;
        break;
      }
    }
    expect(engineer).toBeTruthy();
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: `/engineer/${engineer!._id}` });
    try {
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: t.directory.engineer.certificationsTitle }) });
      await section.waitFor();
      const expired = section.getByRole('listitem').filter({ hasText: t.directory.engineer.expired });
      expect(await expired.count()).toBe(engineer!.certifications.filter((c) => c.expiryDate !== null && c.expiryDate < today).length);
      const items = await section.getByRole('listitem').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
      const firstExpired = items.findIndex((text) => text.includes(t.directory.engineer.expired));
      // Valid ones first, then the expired ones.
      expect(items.slice(firstExpired).every((text) => text.includes(t.directory.engineer.expired))).toBe(true);
      // Muted: the expired certificate's name is grey, a valid one's is not.
      const colourOf = (item: Locator) => item.locator('p').first().evaluate((p) => getComputedStyle(p).color);
      expect(await colourOf(expired.first())).not.toBe(await colourOf(section.getByRole('listitem').first()));
      await expired.first().scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `details-engineer-expired-${name}`);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('points the "open" arrow of shop ads the reading way, and aligns typed text from its own side', async () => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: '/shop-ads' });
    try {
      const open = page.getByRole('link', { name: t.directory.ads.openLink }).first();
      await open.waitFor();
      const transform = await open.locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
      // Mirrored in Arabic (the arrow leaves towards the left), as drawn in English.
      expect(transform).toBe(lang === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      await open.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `details-shop-ads-${name}`);

      // Every ad title is laid out from its own language's side: an Arabic title on an English page ends at
      // the right edge of its card, an English one on an Arabic page starts at the left.
      const sides = await page.locator('main article h2').evaluateAll((titles) =>
        titles.map((title) => {
          const range = document.createRange();
          range.selectNodeContents(title);
          const text = range.getBoundingClientRect();
          const box = title.getBoundingClientRect();
          const isArabic = /[\u0600-\u06ff]/.test((title.textContent ?? '').replace(/[^\p{L}]/gu, '').charAt(0));
          return { isArabic, gapLeft: Math.round(text.left - box.left), gapRight: Math.round(box.right - text.right) };
        }),
      );
      expect(sides.length).toBeGreaterThan(0);
      for (const side of sides) expect(side.isArabic ? side.gapRight : side.gapLeft, JSON.stringify(side)).toBeLessThanOrEqual(1);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
