// A visitor's language (issue #46, item 1; docs/decisions/013-server-rendering.md, "Language"): the address's
// (`?lang=en`), else the choice the toggle stored, else the browser's languages, else Arabic. A first-time
// visitor opening an English link used to get the server's English page, then an Arabic app on a
// left-to-right theme: "nothing stored" was taken for a stored choice of Arabic.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, appStarted, baseUrl, browserForFile, resultsDir, settle, VIEWPORTS } from './fixtures.ts';

const browser = browserForFile();
let productId = '';

beforeAll(async () => {
  // A listing with several photos: its gallery shows previous and next, and where each stands tells the theme's direction.
  const listings = (await api<{ data: { _id: string; images: unknown[] }[] }>('GET', '/marketplace/browse-products?limit=40')).data;
  productId = listings.find((listing) => listing.images.length > 1)?._id ?? '';
  if (!productId) throw new Error('The demo data has no listing with several photos');
});

/** A browser that has never been here: no cookie, no storage; its own languages are `locale`'s. */
async function firstVisit(options: { viewport: keyof typeof VIEWPORTS; locale: string; storedChoice?: 'ar' | 'en' }) {
  const context = await browser().newContext({ viewport: VIEWPORTS[options.viewport], locale: options.locale });
  // A visitor from before the language cookie: their choice is in storage only.
  if (options.storedChoice) await context.addInitScript((language) => window.localStorage.setItem('solar.lang', language), options.storedChoice);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { context, page, problems };
}

async function open(page: Page, pagePath: string) {
  await page.goto(`${baseUrl()}${pagePath}`, { waitUntil: 'networkidle' });
  await appStarted(page);
  await settle(page);
}

/**
 * What says the page is shown in a language: `<html lang dir>`, and the theme's direction, which the style
 * cache's key names (`mui` left to right, `muirtl` right to left) and the gallery's controls show (previous
 * on the reading start side, the counter on the end side).
 */
async function shownAs(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const classes = [...document.querySelectorAll('#root [class]')].flatMap((element) => [...element.classList]);
    // The gallery's frame holds the photo counter (read out as it changes), previous and next.
    const counterElement = document.querySelector('#root section [aria-live="polite"]');
    const frame = counterElement?.parentElement;
    const gallery = frame?.getBoundingClientRect();
    const counter = counterElement?.getBoundingClientRect();
    const [previous, next] = frame ? [...frame.querySelectorAll(':scope > button')].map((button) => button.getBoundingClientRect()) : [];
    return {
      lang: root.lang,
      dir: root.dir,
      styleKeys: [...new Set(classes.filter((name) => /^mui(rtl)?-/.test(name)).map((name) => name.split('-')[0]))],
      previousIsLeftOfNext: previous && next ? previous.left < next.left : undefined,
      counterOnRight: gallery && counter ? counter.left > gallery.left + gallery.width / 2 : undefined,
    };
  });
}

async function storedChoice(context: BrowserContext, page: Page) {
  const cookie = (await context.cookies(baseUrl())).find((entry) => entry.name === 'lang')?.value;
  return { cookie, storage: await page.evaluate(() => window.localStorage.getItem('solar.lang')) };
}

const ENGLISH_LTR = { lang: 'en', dir: 'ltr', styleKeys: ['mui'], previousIsLeftOfNext: true, counterOnRight: true };
const ARABIC_RTL = { lang: 'ar', dir: 'rtl', styleKeys: ['muirtl'], previousIsLeftOfNext: false, counterOnRight: false };

describe('a visitor’s language', () => {
  it.each((Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((viewport) => ({ viewport })))(
    'opens an English link in English, left to right, for a first-time visitor whose browser reads Arabic ($viewport)',
    async ({ viewport }) => {
      const { context, page, problems } = await firstVisit({ viewport, locale: 'ar-YE' });
      try {
        await open(page, `/product/${productId}?lang=en`);
        expect(await shownAs(page)).toEqual(ENGLISH_LTR);
        await page.getByRole('link', { name: 'Back to products' }).waitFor();
        await page.getByRole('region', { name: 'Product photos' }).getByText(/^Photo 1 of \d+$/).waitFor();
        // Still so once the app has settled (the switch to Arabic came after the catalogues downloaded).
        await page.waitForTimeout(1000);
        expect(await shownAs(page)).toEqual(ENGLISH_LTR);
        await page.screenshot({ path: path.join(resultsDir, `language-english-link-${viewport}.png`) });
        // A link's language is not a choice: the next bare address goes by the browser's languages again.
        expect(await storedChoice(context, page)).toEqual({ cookie: undefined, storage: null });

        // The list's search box speaks the page's language too.
        await open(page, '/products?lang=en');
        await page.getByPlaceholder('Search panels, batteries, inverters…').waitFor();
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('follows the browser’s languages when the address asks for none and nothing is stored', async () => {
    for (const [locale, expected] of [['en-US', ENGLISH_LTR], ['ar-YE', ARABIC_RTL]] as const) {
      const { context, page, problems } = await firstVisit({ viewport: 'phone', locale });
      try {
        await open(page, `/product/${productId}`);
        expect(await shownAs(page), locale).toEqual(expected);
        if (locale === 'en-US') await page.screenshot({ path: path.join(resultsDir, 'language-english-browser-phone.png') });
        expect(await storedChoice(context, page)).toEqual({ cookie: undefined, storage: null });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('keeps a choice stored before the cookie existed, and gives it the cookie', async () => {
    const { context, page, problems } = await firstVisit({ viewport: 'phone', locale: 'ar-YE', storedChoice: 'en' });
    try {
      await open(page, `/product/${productId}`);
      expect(await shownAs(page)).toEqual(ENGLISH_LTR);
      expect(await storedChoice(context, page)).toEqual({ cookie: 'en', storage: 'en' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches an English link to Arabic with the toggle: direction and theme together, the choice kept over the address', async () => {
    const { context, page, problems } = await firstVisit({ viewport: 'desktop', locale: 'en-US' });
    try {
      await open(page, `/product/${productId}?lang=en`);
      await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
      await page.getByRole('link', { name: 'العودة إلى المنتجات' }).waitFor();
      await settle(page);
      expect(await shownAs(page)).toEqual(ARABIC_RTL);
      // The address no longer asks for English, so it reopens in the language chosen.
      expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
      expect(await storedChoice(context, page)).toEqual({ cookie: 'ar', storage: 'ar' });
      await open(page, `/product/${productId}`);
      expect(await shownAs(page)).toEqual(ARABIC_RTL);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
