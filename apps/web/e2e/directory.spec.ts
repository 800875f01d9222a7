import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import arDirectory from '../../../packages/shared/src/i18n/locales/ar/directory.json' with { type: 'json' };
import enDirectory from '../../../packages/shared/src/i18n/locales/en/directory.json' with { type: 'json' };
import arCommon from '../../../packages/shared/src/i18n/locales/ar/common.json' with { type: 'json' };
import enCommon from '../../../packages/shared/src/i18n/locales/en/common.json' with { type: 'json' };
import { baseUrl, expectAccessible, browserForFile, openPage, screenshot, VIEWPORTS } from './fixtures.ts';

// The directory journeys of issue #6 against the real server and its demo data (16 engineers, 18 shops,
// 6 ads), in Arabic and English, on a phone and a desktop. Texts come from the catalogues themselves.

const browser = browserForFile();

type Lang = 'ar' | 'en';
const catalogues = { ar: arDirectory, en: enDirectory };
const commonCatalogues = { ar: arCommon, en: enCommon };
const cases = (['ar', 'en'] as const).flatMap((lang) => (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((viewport) => ({ lang, viewport })));
const JOURNEY_MS = 120_000;

interface ShopDto {
  _id: string;
  name: string;
  location: { latitude: number; longitude: number } | null;
  address?: string | null;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const cards = (page: Page) => page.locator('main article');

/** A number as the page's own Intl writes it (Chromium's and Node's Arabic digits can differ). */
const digits = (page: Page, lang: Lang, value: number) =>
  page.evaluate(([locale, n]) => new Intl.NumberFormat(locale as string).format(n as number), [lang, value] as const);

/** On a phone the filters fold behind a button. */
async function showFilters(page: Page, lang: Lang, viewport: keyof typeof VIEWPORTS) {
  if (viewport === 'phone') await page.getByRole('button', { name: catalogues[lang].filters.toggle }).click();
}

describe.each(cases)('the directory in $lang on $viewport', ({ lang, viewport }) => {
  const t = catalogues[lang];
  const name = `${lang}-${viewport}`;

  it('filters engineers by experience band and opens one', async () => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: '/engineers' });
    try {
      await page.getByRole('heading', { level: 1, name: t.engineers.title }).waitFor();
      await page.getByRole('button', { name: t.join.banner.engineer.action }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(10);
      await screenshot(page, `directory-engineers-${name}`);
      await expectAccessible(page);

      const expected = (await api<{ total: number }>('/marketplace/getAllEngineer?experience=10%2B')).total;
      expect(expected).toBeGreaterThan(1);
      await showFilters(page, lang, viewport);
      await page.getByLabel(t.filters.experience).selectOption('10+');
      await expect.poll(() => new URL(page.url()).searchParams.get('experience')).toBe('10+');
      await expect.poll(() => cards(page).count()).toBe(expected);
      await screenshot(page, `directory-engineers-10plus-${name}`);
      await expectAccessible(page);

      // Back from a profile returns to the same filtered list (the filters live in the address).
      await cards(page).first().getByRole('link', { name: t.engineer.viewProfile }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/engineer\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const engineer = (await api<{ data: { name: string; experience: { years: number }; phone: string; whatsappPhone: string | null; portfolioImages: unknown[] } }>(`/marketplace/getOneEngineer/${id}`)).data;
      expect(engineer.experience.years).toBeGreaterThanOrEqual(10);
      expect(engineer.portfolioImages.length).toBeGreaterThan(1);
      await page.getByRole('heading', { level: 1, name: engineer.name }).waitFor();
      expect(await page.getByRole('link', { name: t.engineer.call }).getAttribute('href')).toBe(`tel:+${engineer.phone}`);
      if (engineer.whatsappPhone) {
        expect(await page.getByRole('link', { name: t.engineer.whatsapp, exact: true }).getAttribute('href')).toBe(`https://wa.me/${engineer.whatsappPhone.replace(/\D/g, '')}`);
      }
      await screenshot(page, `directory-engineer-${name}`);
      await expectAccessible(page);

      // The portfolio's full-size viewer, moving on and wrapping around.
      const openFirst = t.gallery.open.replace('{{index}}', await digits(page, lang, 1)).replace('{{count}}', await digits(page, lang, engineer.portfolioImages.length));
      await page.getByRole('button', { name: openFirst }).click();
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      const pictures = commonCatalogues[lang].pictures;
      await viewer.getByRole('button', { name: pictures.next }).click();
      await expect.poll(() => viewer.getByRole('status').textContent()).toBe(pictures.position.replace('{{index, number}}', await digits(page, lang, 2)).replace('{{total, number}}', await digits(page, lang, engineer.portfolioImages.length)));
      // Past the dialog's fade-in, so the picture shows what a person sees.
      await page.waitForTimeout(400);
      await screenshot(page, `directory-engineer-viewer-${name}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      await page.goBack({ waitUntil: 'networkidle' });
      await expect.poll(() => new URL(page.url()).searchParams.get('experience')).toBe('10+');
      await expect.poll(() => cards(page).count()).toBe(expected);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, JOURNEY_MS);

  it('pages through shops to page 2 and opens a shop whose directions open the right map', async () => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: '/shops' });
    try {
      await page.getByRole('heading', { level: 1, name: t.shops.title }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(12);
      await screenshot(page, `directory-shops-${name}`);
      await expectAccessible(page);

      const second = await api<{ data: ShopDto[]; totalPages: number }>('/marketplace/getAllShops?limit=12&page=2');
      expect(second.totalPages).toBe(2);
      const pageTwo = commonCatalogues[lang].pagination.page.replace('{{page}}', await digits(page, lang, 2));
      await page.getByRole('navigation', { name: t.shops.pagination }).getByRole('button', { name: pageTwo }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      await expect.poll(() => cards(page).count()).toBe(second.data.length);
      await expect.poll(() => cards(page).first().getByRole('heading').textContent()).toBe(second.data[0]!.name);
      await screenshot(page, `directory-shops-page2-${name}`);
      await expectAccessible(page);

      // The first shop of page 2 that has a map pin.
      let target: ShopDto | undefined;
      for (const shop of second.data) {
        const { data } = await api<{ data: ShopDto }>(`/marketplace/getOneShop/${shop._id}`);
        if (data.location) {
          target = data;
          break;
        }
      }
      expect(target).toBeDefined();
      const card = cards(page).filter({ has: page.getByRole('heading', { name: target!.name, exact: true }) });
      await card.getByRole('link', { name: t.shop.details }).click();
      await page.getByRole('heading', { level: 1, name: target!.name }).waitFor();
      const directions = page.getByRole('link', { name: t.shop.directions });
      const mapUrl = `https://www.google.com/maps/search/?api=1&query=${target!.location!.latitude},${target!.location!.longitude}`;
      expect(await directions.getAttribute('href')).toBe(mapUrl);
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await directions.getAttribute('rel')).toContain('noopener');
      await screenshot(page, `directory-shop-${name}`);
      await expectAccessible(page);

      // The click opens the map in a new tab (blocked here: this machine has no way out, and needs none).
      await page.context().route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'map' }));
      const [popup] = await Promise.all([page.context().waitForEvent('page'), directions.click()]);
      await expect.poll(() => popup.url()).toBe(mapUrl);
      await popup.close();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, JOURNEY_MS);

  it('sends a join request from the shops banner', async () => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: '/shops' });
    try {
      await page.getByRole('button', { name: t.join.banner.shop.action }).click();
      const dialog = page.getByRole('dialog', { name: t.join.title.shop });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t.join.submit }).click();
      await dialog.getByText(t.join.fillRequired).waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, `directory-join-errors-${name}`);
      await expectAccessible(page);

      await dialog.getByLabel(t.join.fullName).fill(lang === 'ar' ? 'محمد عبده الأهدل' : 'Mohammed Abdu Al-Ahdal');
      await dialog.getByLabel(t.join.email).fill(`e2e-${name}-${Date.now()}@example.com`);
      await dialog.getByLabel(t.join.phone).fill('771 234 567');
      expect(await dialog.getByLabel(t.join.type).inputValue()).toBe('shop');
      await dialog.getByLabel(t.join.message).fill(lang === 'ar' ? 'محل في شارع تعز، صنعاء' : 'A shop on Taiz Street, Sanaa');
      await dialog.getByRole('button', { name: t.join.submit }).click();
      await dialog.getByText(t.join.successTitle).waitFor();
      await screenshot(page, `directory-join-sent-${name}`);
      // The success panel stays 2 s, then the dialog closes; opened again, the form is empty.
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
      await page.getByRole('button', { name: t.join.banner.shop.action }).click();
      expect(await page.getByRole('dialog').getByLabel(t.join.fullName).inputValue()).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, JOURNEY_MS);

  it('shows the shop ads', async () => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport, path: '/shop-ads' });
    try {
      await page.getByRole('heading', { level: 1, name: t.ads.title }).waitFor();
      const { total } = await api<{ total: number }>('/marketplace/getAllAds');
      await expect.poll(() => cards(page).count()).toBe(Math.min(total, 10));
      const openLink = page.getByRole('link', { name: t.ads.openLink }).first();
      expect(await openLink.getAttribute('target')).toBe('_blank');
      expect(await openLink.getAttribute('rel')).toContain('noopener');
      await screenshot(page, `directory-ads-${name}`);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, JOURNEY_MS);
});

describe('directory edge states', () => {
  it('gives directions to the written address of a shop without a map pin and shows not-found for an unknown shop or engineer', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'desktop', path: '/shops' });
    try {
      const t = catalogues.ar;
      const all = await api<{ data: ShopDto[] }>('/marketplace/getAllShops?limit=50');
      let pinless: ShopDto | undefined;
      for (const shop of all.data) {
        const { data } = await api<{ data: ShopDto }>(`/marketplace/getOneShop/${shop._id}`);
        if (!data.location && data.address) pinless = data;
      }
      expect(pinless).toBeDefined();
      await page.goto(`${baseUrl()}/shop/${pinless!._id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: pinless!.name }).waitFor();
      // No pin: Directions searches the map for the shop's written address (docs/product-decisions.md §3).
      const directions = await page.getByRole('link', { name: t.shop.directions }).getAttribute('href');
      expect(directions).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(decodeURIComponent(directions!.split('query=')[1]!)).toContain(pinless!.address!.trim());

      await page.goto(`${baseUrl()}/shop/not-a-shop`, { waitUntil: 'networkidle' });
      await page.getByText(t.shop.notFoundTitle).waitFor();
      await page.getByRole('link', { name: t.shop.backToList }).waitFor();
      await screenshot(page, 'directory-shop-not-found-ar-desktop');
      await expectAccessible(page);

      await page.goto(`${baseUrl()}/engineer/00000000-0000-4000-8000-000000000000`, { waitUntil: 'networkidle' });
      await page.getByText(t.engineer.loadError).waitFor();
      await page.getByRole('link', { name: t.engineer.backToList }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/engineers');
      // The pages answer 404 themselves (server-rendered), and the API's 404s are states the pages explain.
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      expect(problems.length).toBeGreaterThanOrEqual(2);
    } finally {
      await close();
    }
  }, JOURNEY_MS);
});
