import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { baseUrl, expectAccessible, browserForFile, openPage, resultsDir, screenshot, settle } from './fixtures.ts';

// Prices as people read them (docs/product-decisions.md, "Prices people can read"), drawn by the app's own
// fonts and whatever this machine has, nothing installed for the test.

const browser = browserForFile();

const CURRENCIES = ['USD', 'SAR', 'YER', 'YER_SOUTH'] as const;
type Currency = (typeof CURRENCIES)[number];

/** How each currency's price reads: the whole text of the price, its isolates included. */
const PRICE: Record<'ar' | 'en', Record<Currency, RegExp>> = {
  en: {
    USD: /^\u2066\$[\d,.]+\u2069$/,
    SAR: /^\u2066SAR\u00a0[\d,.]+\u2069$/,
    YER: /^\u2066YER\u00a0[\d,.]+\u00a0\(Sana'a\)\u2069$/,
    YER_SOUTH: /^\u2066YER\u00a0[\d,.]+\u00a0\(Aden\)\u2069$/,
  },
  ar: {
    USD: /^\u2067[\d٠-٩,.٬٫]+\u00a0\$\u2069$/,
    SAR: /^\u2067[\d٠-٩,.٬٫]+\u00a0ر\.س\u2069$/,
    YER: /^\u2067[\d٠-٩,.٬٫]+\u00a0ريال\u00a0صنعاء\u2069$/,
    YER_SOUTH: /^\u2067[\d٠-٩,.٬٫]+\u00a0ريال\u00a0عدن\u2069$/,
  },
};

const NOTE = {
  ar: 'الترتيب حسب السعر بعد تحويل العملات بأسعار الصرف المعتمدة في السوق. عملة القيم التقريبية (≈): دولار أمريكي ($).',
  en: "Sorted by price after converting currencies at the market's exchange rates. Currency of the approximate values (≈): US dollar ($).",
} as const;

/**
 * For each text, the characters the page's font stack draws as the missing-glyph box (or not at all). A
 * character is drawn on a canvas in `font` and its pixels compared with those of U+0378, a code point no
 * font has: the same pixels mean the browser fell back to the box. Fonts of the page are loaded first, as
 * the page would for that text (the app's faces load per Unicode range).
 */
async function boxedCharacters(page: Page, texts: string[], font: string): Promise<string[]> {
  return page.evaluate(
    async ({ texts, font }) => {
      await Promise.all(texts.map((text) => document.fonts.load(font, text)));
      await document.fonts.ready;
      const canvas = document.createElement('canvas');
      canvas.width = 200;
      canvas.height = 80;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const draw = (character: string) => {
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.font = font;
        context.textBaseline = 'middle';
        context.fillText(character, 10, 40);
        const alpha = context.getImageData(0, 0, canvas.width, canvas.height).data.filter((_, index) => index % 4 === 3);
        return { ink: alpha.some((value) => value > 0), pixels: alpha.join(',') };
      };
      const box = draw('\u0378').pixels;
      const found = new Set<string>();
      for (const text of texts) {
        // Spaces and the invisible bidi controls draw nothing by design.
        for (const character of text.replace(/[\s\u2066-\u2069\u200e\u200f]/gu, '')) {
          const drawn = draw(character);
          if (!drawn.ink || drawn.pixels === box) found.add(`U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${character}`);
        }
      }
      return [...found];
    },
    { texts, font },
  );
}

/** The font a price is set in, at a size where a box and a glyph cannot look alike. */
const fontOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.fontWeight} 32px ${style.fontFamily}`;
  });

/** The price element of each card on the page, with its text and the currency the text reads as. */
async function cardPrices(page: Page, lang: 'ar' | 'en') {
  const texts = await page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const leaf = [...article.querySelectorAll('p, span')].find((element) => /^[\u2066\u2067]/.test(element.textContent ?? ''));
      return leaf?.textContent ?? '';
    }),
  );
  return texts.map((text, index) => ({ index, text, currency: CURRENCIES.find((currency) => PRICE[lang][currency].test(text)) ?? null }));
}

describe('prices', () => {
  it.each(['ar', 'en'] as const)('reads in each currency, sorted by price with approximate values, every sign drawn (%s)', async (lang) => {
    // From $30 up, the demo data's first page holds all four currencies; the buyer's range is in dollars.
    const { page, problems, close } = await openPage(browser(), { lang, viewport: 'phone', path: '/products?sort=price_asc&minPrice=30&currency=USD' });
    try {
      await page.locator('main article').first().waitFor();
      await page.evaluate(() => document.fonts.ready);

      // Should the demo data change, load more until every currency has a card.
      let prices = await cardPrices(page, lang);
      for (let round = 0; round < 5 && CURRENCIES.some((currency) => !prices.some((price) => price.currency === currency)); round += 1) {
        const more = page.getByRole('button', { name: lang === 'ar' ? 'عرض المزيد' : 'Load more' });
        const before = prices.length;
        // A click that lands before the page has hydrated does nothing: click again until the next page shows.
        await expect
          .poll(
            async () => {
              const count = (await cardPrices(page, lang)).length;
              if (count <= before && (await more.isEnabled())) await more.click({ timeout: 5_000 }).catch(() => undefined);
              return count;
            },
            { timeout: 40_000, interval: 2_000 },
          )
          .toBeGreaterThan(before);
        prices = await cardPrices(page, lang);
      }
      // Every card's price reads as one of the four patterns: none is left in an old or broken form.
      expect(prices.filter((price) => price.currency === null)).toEqual([]);

      // The list mixes currencies, so it says what ≈ means and converts the prices not in dollars.
      await expect.poll(() => page.getByText(NOTE[lang]).isVisible(), { timeout: 10_000 }).toBe(true);
      const articles = page.locator('main article');
      for (const currency of CURRENCIES) {
        const price = prices.find((candidate) => candidate.currency === currency)!;
        const card = articles.nth(price.index);
        const approx = card.getByText(/^≈ /);
        if (currency === 'USD') expect(await approx.count()).toBe(0);
        else await expect.poll(async () => PRICE[lang].USD.test(((await approx.textContent()) ?? '').slice(2)), { timeout: 10_000 }).toBe(true);
        await card.scrollIntoViewIfNeeded();
        await settle(page);
        await card.screenshot({ path: path.join(resultsDir, `prices-card-${lang}-${currency}.png`) });
      }

      // No character of any price or approximate value is drawn as a box.
      const priceLocator = articles.first().getByText(PRICE[lang][prices[0]!.currency!]);
      const font = await fontOf(priceLocator);
      const approxTexts = await page.getByText(/^≈ /).allTextContents();
      expect(await boxedCharacters(page, [...prices.map((price) => price.text), ...approxTexts], font)).toEqual([]);

      // The rial sign (U+FDFC), which a seller may still type in a name or description, draws from the app's
      // one-glyph font: this machine's own fonts lack it, so without that font it would be a box.
      await page.evaluate(() => document.fonts.load('16px "Rial Sign"', '\uFDFC'));
      expect(await page.evaluate(() => document.fonts.check('16px "Rial Sign"', '\uFDFC'))).toBe(true);
      expect(await boxedCharacters(page, ['\uFDFC'], font)).toEqual([]);
      expect(await boxedCharacters(page, ['\uFDFC'], '700 32px "Segoe UI", Tahoma, Arial, sans-serif')).toEqual(['U+FDFC \uFDFC']);

      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await screenshot(page, `prices-list-${lang}-phone`);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['ar', 'en'] as const)('shows the Aden rial plainly on its product page and in its description for sharing (%s)', async (lang) => {
    const list = await fetch(`${baseUrl()}/api/v1/marketplace/browse-products?sort=price_desc&limit=50`);
    const products = ((await list.json()) as { data: { _id: string; currency: string }[] }).data;
    const aden = products.find((product) => product.currency === 'YER_SOUTH');
    expect(aden).toBeTruthy();
    const { page, problems, close } = await openPage(browser(), { lang, viewport: 'phone', path: `/product/${aden!._id}` });
    try {
      // The price line: a paragraph starting with the visually hidden "Price:" for screen readers.
      const price = page.locator('main p').filter({ has: page.locator('span', { hasText: lang === 'ar' ? 'السعر' : 'Price' }) }).first();
      await price.waitFor();
      const text = (await price.textContent()) ?? '';
      // The visually hidden "Price:" comes first; the price itself follows, whole.
      expect(PRICE[lang].YER_SOUTH.test(text.replace(/^[^\u2066\u2067]*/, ''))).toBe(true);
      // The server-rendered description (what WhatsApp shows under a shared link) carries the same isolated price.
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description).toMatch(lang === 'ar' ? /\u2067[\d٠-٩,.٬٫]+\u00a0ريال\u00a0عدن\u2069/ : /\u2066YER\u00a0[\d,.]+\u00a0\(Aden\)\u2069/);
      expect(await boxedCharacters(page, [text], await fontOf(price))).toEqual([]);
      await settle(page);
      await screenshot(page, `prices-detail-${lang}-YER_SOUTH-phone`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
