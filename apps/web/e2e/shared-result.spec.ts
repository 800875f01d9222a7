// A calculator result shared on WhatsApp (docs/decisions/034-calculator-result-links.md): its short link
// fetched as WhatsApp fetches it (tags and a picture), opened with JavaScript off (the result is in the
// page) and on (the app adopts the same dialog: it is never removed, hidden or faded in).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_STARTED_MARK, appStarted, baseUrl, expectAccessible, browserForFile, resultsDir, screenshot, settle, VIEWPORTS } from './fixtures.ts';

const browser = browserForFile();

// 5 kWh a day in Aden on lead-acid (shared/domain/calculator-link.ts).
const CODE = 'q315';

const TEXT = {
  ar: { dialog: 'منظومتك الشمسية', summary: 'لاستهلاكك اليومي البالغ 5 كيلوواط ساعة تحتاج', close: 'إغلاق', energy: 'الاستهلاك اليومي (كيلوواط ساعة)', title: 'منظومة شمسية لاستهلاك 5 كيلوواط ساعة يومياً في عدن' },
  en: { dialog: 'Your solar system', summary: 'For the 5 kWh you use a day you need', close: 'Close', energy: 'Daily energy use (kWh)', title: 'Solar system for 5 kWh a day in Aden' },
} as const;

const cases = [
  { lang: 'ar', viewport: 'phone' },
  { lang: 'en', viewport: 'desktop' },
] as const;

const linkOf = (lang: 'ar' | 'en') => `/c/${CODE}${lang === 'en' ? '?lang=en' : ''}`;

/** A fresh visitor (no stored language, no cookie) in a browser of `lang`, with or without JavaScript. */
async function visitor(lang: 'ar' | 'en', viewport: keyof typeof VIEWPORTS, javaScriptEnabled: boolean) {
  const context = await browser().newContext({ javaScriptEnabled, viewport: VIEWPORTS[viewport], locale: lang === 'ar' ? 'ar-YE' : 'en-US' });
  const page = await context.newPage();
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { context, page, problems, apiCalls };
}

/**
 * Watches the server's dialog from the first parse on, every frame until the app has started: whether it
 * stayed the same element, and the lowest opacity its backdrop and box had (a flash or a fade shows there).
 */
async function watchRenderedDialog(page: Page) {
  // As text, so that nothing the test runner adds to compiled functions reaches the page.
  await page.addInitScript({
    content: `(() => {
      const seen = { atParse: false, replaced: false, lowestOpacity: 1, frames: 0 };
      window.dialogWatch = seen;
      let first = null;
      const look = () => {
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog && !first) first = dialog;
        if (first && (!first.isConnected || dialog !== first)) seen.replaced = true;
        const root = first && first.closest('.MuiDialog-root');
        for (const element of root ? [root.querySelector('.MuiDialog-container'), root.querySelector('.MuiBackdrop-root')] : []) {
          if (element) seen.lowestOpacity = Math.min(seen.lowestOpacity, Number(getComputedStyle(element).opacity));
        }
        seen.frames += 1;
        if (performance.getEntriesByName('${APP_STARTED_MARK}', 'mark').length === 0 || seen.frames < 5) requestAnimationFrame(look);
      };
      document.addEventListener('DOMContentLoaded', () => {
        seen.atParse = document.querySelector('[role="dialog"]') !== null;
        look();
      });
    })();`,
  });
}

describe('a calculator result shared on WhatsApp', () => {
  it.each(['ar', 'en'] as const)('previews as WhatsApp fetches it, with a PNG picture of the result (%s)', async (lang) => {
    const res = await fetch(`${baseUrl()}${linkOf(lang)}`, { headers: { 'user-agent': 'WhatsApp/2.24.6.77 A' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const meta = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(TEXT[lang].title);
    expect(meta('og:description')).toMatch(lang === 'ar' ? /ألواح \d+ × \d+ واط/ : /\d+ × \d+ W panels/);
    // Absolute, on the configured PUBLIC_URL (here the server's own address under another name).
    expect(meta('og:url')).toMatch(new RegExp(`^https?://[^/]+${linkOf(lang).replace(/\?/g, '\\?')}$`));
    expect(meta('twitter:card')).toBe('summary_large_image');
    const image = meta('og:image')!;
    expect(image).toMatch(new RegExp(`/og/calculator/${lang}/${CODE}\\.png$`));
    const picture = await fetch(new URL(new URL(image).pathname, baseUrl()));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(1200);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `shared-result-picture-${lang}.png`), bytes);
  });

  it.each(cases)('shows the result with JavaScript off ($lang, $viewport)', async ({ lang, viewport }) => {
    const { context, page } = await visitor(lang, viewport, false);
    try {
      const response = await page.goto(`${baseUrl()}${linkOf(lang)}`);
      expect(response?.status()).toBe(200);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      const dialog = page.getByRole('dialog', { name: TEXT[lang].dialog });
      await dialog.waitFor();
      expect(await dialog.getByText(TEXT[lang].summary).isVisible()).toBe(true);
      // Full screen on a phone by CSS alone; a centred box on a desktop.
      const box = (await page.locator('.MuiDialog-paper').boundingBox())!;
      if (viewport === 'phone') expect([box.x, box.width]).toEqual([0, VIEWPORTS.phone.width]);
      else expect(box.width).toBeLessThan(VIEWPORTS.desktop.width - 100);
      await screenshot(page, `shared-result-nojs-${lang}-${viewport}`);
    } finally {
      await context.close();
    }
    // axe needs script of its own, which a page with JavaScript off does not run: the same page, its app's
    // files refused instead, so the markup checked is the server's.
    const checked = await visitor(lang, viewport, true);
    try {
      await checked.page.route('**/assets/**/*.js', (route) => route.abort());
      await checked.page.goto(`${baseUrl()}${linkOf(lang)}`);
      await checked.page.getByRole('dialog', { name: TEXT[lang].dialog }).waitFor();
      expect(await checked.page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length, APP_STARTED_MARK)).toBe(0);
      await expectAccessible(checked.page);
    } finally {
      await checked.context.close();
    }
  });

  it.each(cases)('keeps the result as the app starts, then closes to the form with its inputs ($lang, $viewport)', async ({ lang, viewport }) => {
    const { context, page, problems, apiCalls } = await visitor(lang, viewport, true);
    try {
      await watchRenderedDialog(page);
      await page.goto(`${baseUrl()}${linkOf(lang)}`);
      await appStarted(page);
      const dialog = page.getByRole('dialog', { name: TEXT[lang].dialog });
      await dialog.getByText(TEXT[lang].summary).waitFor();
      await settle(page);
      const watch = await page.evaluate(() => (window as unknown as { dialogWatch: { atParse: boolean; replaced: boolean; lowestOpacity: number; frames: number } }).dialogWatch);
      expect(watch).toMatchObject({ atParse: true, replaced: false, lowestOpacity: 1 });
      expect(watch.frames).toBeGreaterThan(5);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      // The app asked the API for no result nor settings of its own: the page carried them.
      expect(apiCalls.filter((call) => call.includes('/calculator/'))).toEqual([]);
      // Sharing it again gives the same short link first.
      const whatsapp = new URL((await dialog.getByRole('link', { name: /WhatsApp|واتساب/ }).getAttribute('href'))!).searchParams.get('text')!;
      const first = new URL(whatsapp.match(/https?:\/\/\S+/)![0]);
      expect(`${first.pathname}${first.search}`).toBe(linkOf(lang));
      expect(whatsapp).not.toMatch(/[*_~`]/);
      await screenshot(page, `shared-result-${lang}-${viewport}`);
      await expectAccessible(page);

      await dialog.getByRole('button', { name: TEXT[lang].close }).last().click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: TEXT[lang].energy }).inputValue()).toBe('5');
      const address = new URL(page.url());
      expect(address.pathname).toBe('/calculator');
      expect(Object.fromEntries(address.searchParams)).toEqual({ mode: 'quick', kwh: '5', governorate: 'aden', battery: 'leadAcid', ...(lang === 'en' ? { lang: 'en' } : {}) });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a cut link to the empty calculator', async () => {
    const { context, page } = await visitor('en', 'phone', false);
    try {
      await page.goto(`${baseUrl()}/c/q31?lang=en`);
      expect(new URL(page.url()).pathname).toBe('/calculator');
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
