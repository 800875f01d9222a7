import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, api, appStarted, approveListing, baseUrl, expectAccessible, browserForFile, login, openPage, screenshot, settle, signUp, VIEWPORTS } from './fixtures.ts';

// The public price index (issue #45): /prices drawn by the server before any script, redrawn in another
// currency and governorate, and a listing's mark against its governorate's index, in Arabic on a phone and
// in English on a desktop.

interface Figure { week: string; median: number; listings: number }
interface Indexes { data: { currency: string; indexes: { metric: string; variant: string; weeks: Figure[]; governorates: (Figure & { governorate: string })[] }[] } }
interface Mark { data: { governorate: string; currency: string; medianPerUnit: number; position: 'below' | 'near' | 'above'; percent: number } | null }

const browser = browserForFile();
/** A panel of this journey priced well under Aden's index, and its mark. */
let marked: { id: string; mark: NonNullable<Mark['data']> } | undefined;

beforeAll(async () => {
  // Six 550 W panels in Aden at 110…130 USD and one at 66 (0.12 per W): Aden gets its own index, the last
  // one stands about 40 % under it.
  const seller = await signUp('متجر ألواح للتجربة');
  const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
  const panel = { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null };
  const ids: string[] = [];
  for (const [i, price] of [110, 115, 120, 125, 130, 66].entries()) {
    const body = {
      name: `لوح شمسي 550 واط للتجربة ${i + 1}`, type: 'Panel', condition: 'New', isNegotiable: true, price, currency: 'USD',
      description: 'لوح أحادي البلورة معروض لتجربة مؤشر الأسعار.', governorate: 'aden', city: 'crater', phone: '777123456',
      specifications: { power: null, voltage: null, capacity: null, warranty: null }, images: [], specs: panel,
    };
    const id = (await api<{ data: { _id: string } }>('POST', '/products/post', body, seller.token)).data._id;
    await approveListing(id, admin.token);
    ids.push(id);
  }
  // Five LiFePO4 12.8 V 100 Ah batteries and five 5 kW hybrid inverters in Al Mahwit, new: every part a
  // shopping list there picks has a figure, so the list shows the market's estimate beside them. A
  // governorate no other journey or demo listing uses, and no 12 V: compatibility.spec's lists in Aden
  // never pick them, whichever file runs first.
  const battery = { kind: 'battery', chemistry: 'lifepo4', voltageV: 12.8, capacityAh: 100, cycleLife: null, ageMonths: null, healthPct: null };
  const inverter = { kind: 'inverter', inverterKind: 'hybrid', powerW: 5000, batteryVoltages: [24, 48], mpptMinV: 60, mpptMaxV: 450, maxPvInputV: 500, maxChargeA: 100 };
  for (const [i, price] of [150, 160, 170, 180, 190].entries()) {
    for (const [type, specs, name] of [['Battery', battery, 'بطارية ليثيوم 100 أمبير للتجربة'], ['Charging Devices', inverter, 'إنفرتر هجين 5 كيلو للتجربة']] as const) {
      const body = {
        name: `${name} ${i + 1}`, type, condition: 'New', isNegotiable: true, price: type === 'Battery' ? price : price * 2, currency: 'USD',
        description: 'معروض لتجربة تقدير السوق في قائمة المشتريات.', governorate: 'al-mahwit', city: 'mahwit-city', phone: '777123456',
        specifications: { power: null, voltage: null, capacity: null, warranty: null }, images: [], specs,
      };
      await approveListing((await api<{ data: { _id: string } }>('POST', '/products/post', body, seller.token)).data._id, admin.token);
    }
  }
  await api('POST', '/dev/prices/run');
  const { data } = await api<Mark>('GET', `/prices/listings/${ids.at(-1)}`);
  if (data) marked = { id: ids.at(-1)!, mark: data };
}, 120_000);

const TEXT = {
  ar: { card: 'أقل من السوق بـ', estimate: 'تقدير السوق لهذه القطع', heading: 'أسعار الطاقة الشمسية', chart: /^الألواح الشمسية: السعر لكل واط، كل اليمن/, currency: 'العملة', governorate: 'المحافظة', aden: 'عدن', adenRial: 'ريال عدن', markLink: 'أسعار السوق', below: 'أقل من سعر السوق بـ', above: 'أعلى من سعر السوق بـ' },
  en: { card: 'under market', estimate: 'Market estimate for these parts', heading: 'Solar prices', chart: /^Solar panels: price per watt, All of Yemen/, currency: 'Currency', governorate: 'Governorate', aden: 'Aden', adenRial: 'SAR', markLink: 'Market prices', below: 'below the market price', above: 'above the market price' },
} as const;

async function chartAndTable(page: Page, name: RegExp) {
  const chart = page.getByRole('img', { name }).first();
  await chart.waitFor();
  expect(await page.locator('section').first().locator('table').count()).toBeGreaterThan(0);
  return chart;
}

describe('the price index', () => {
  it('draws its charts and tables without JavaScript, on an Arabic phone', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone, locale: 'ar-YE', javaScriptEnabled: false });
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl() }]);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/prices`);
      await page.getByRole('heading', { level: 1, name: TEXT.ar.heading }).waitFor();
      await chartAndTable(page, TEXT.ar.chart);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // The form sends the choice as an address: no script needed to switch currency.
      expect(await page.locator('form[action="/prices"] select[name="currency"]').count()).toBe(1);
      await screenshot(page, 'price-index-ar-phone-no-js');
    } finally {
      await context.close();
    }
  });

  it('redraws in Aden\'s rial for Aden, on an Arabic phone, accessible', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: '/prices' });
    try {
      await chartAndTable(page, TEXT.ar.chart);
      await page.waitForFunction(() => performance.getEntriesByName('solar:app-started', 'mark').length > 0);
      await page.getByRole('combobox', { name: TEXT.ar.governorate }).selectOption('aden');
      await page.waitForURL(/governorate=aden/);
      await page.getByRole('combobox', { name: TEXT.ar.currency }).selectOption('YER_SOUTH');
      await page.waitForURL(/currency=YER_SOUTH/);
      const table = page.locator('section').first().locator('table');
      await expect.poll(async () => (await table.count()) > 0 && (await table.first().textContent())?.replace(/\u00a0/g, ' ').includes(TEXT.ar.adenRial)).toBe(true);
      await settle(page);
      await screenshot(page, 'price-index-ar-phone-aden');
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('in English on a desktop, in Saudi riyals, accessible', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'en', viewport: 'desktop', path: '/prices' });
    try {
      await chartAndTable(page, TEXT.en.chart);
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      await appStarted(page);
      // The app keeps the charts as the server drew them: the page does not carry their figures a second
      // time, nor asks for them, and they are still there (docs/decisions/039-server-drawn-parts.md).
      expect(await page.locator('#ssr-data').textContent()).not.toContain('["prices",');
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/prices/indexes')).length)).toBe(0);
      await chartAndTable(page, TEXT.en.chart);
      const before = await page.locator('section').first().locator('table').first().textContent();
      await page.getByRole('combobox', { name: TEXT.en.currency }).selectOption('SAR');
      await page.waitForURL(/currency=SAR/);
      await expect.poll(async () => page.locator('section').first().locator('table').first().textContent()).not.toBe(before);
      expect(await page.locator('section').first().locator('table').first().textContent()).toContain('SAR');
      await settle(page);
      await screenshot(page, 'price-index-en-desktop');
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('redraws the kept charts in English when the reader switches language', async () => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'desktop', path: '/prices' });
    try {
      await chartAndTable(page, TEXT.ar.chart);
      await appStarted(page);
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
      // Drawn again from figures the app now asks for: English titles and labels, nothing Arabic left.
      await chartAndTable(page, TEXT.en.chart);
      expect(await page.getByRole('img', { name: TEXT.ar.chart }).count()).toBe(0);
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('marks a listing\'s price against its governorate\'s index, the same figure the index publishes', async () => {
    expect(marked, 'a demo panel 15 % or more off its governorate\'s index').toBeDefined();
    const { id, mark } = marked!;
    const index = await api<Indexes>('GET', `/prices/indexes?governorate=${mark.governorate}&currency=${mark.currency}`);
    const latest = index.data.indexes.find((i) => i.metric === 'panel-per-w')!.weeks.at(-1)!;
    expect(latest.median).toBeCloseTo(mark.medianPerUnit, 6);
    for (const lang of ['ar', 'en'] as const) {
      const { page, problems, close } = await openPage(browser(), { lang, viewport: lang === 'ar' ? 'phone' : 'desktop', path: `/product/${id}` });
      try {
        const text = page.getByTestId('price-index-mark');
        await text.waitFor();
        const words = (await text.textContent()) ?? '';
        expect(words).toContain(mark.position === 'below' ? TEXT[lang].below : TEXT[lang].above);
        expect(words).toContain(String(mark.percent));
        await text.scrollIntoViewIfNeeded();
        await settle(page);
        await screenshot(page, `price-index-mark-${lang}`);
        expect(await page.getByRole('link', { name: TEXT[lang].markLink }).getAttribute('href')).toContain(`governorate=${mark.governorate}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('marks the listing\'s card in the list with the figure its page says, the card no taller for it', async () => {
    expect(marked, 'a panel 15 % or more off its governorate\'s index').toBeDefined();
    const { id, mark } = marked!;
    for (const lang of ['ar', 'en'] as const) {
      const { page, problems, close } = await openPage(browser(), { lang, viewport: lang === 'ar' ? 'phone' : 'desktop', path: '/products?governorate=aden&type=Panel&sort=price_asc' });
      try {
        const card = page.locator(`main article[data-product-id="${id}"]`);
        await card.waitFor();
        const cardMark = card.getByTestId('price-market-mark');
        const words = (await cardMark.textContent()) ?? '';
        expect(words).toContain(TEXT[lang].card);
        expect(words).toContain(String(mark.percent));
        if (lang === 'ar') {
          // Over the thumbnail's foot: inside its 96 px, so the row is as tall as a row without a mark.
          const [picture, badge] = [await card.locator('a[aria-hidden="true"]').first().boundingBox(), await cardMark.boundingBox()];
          expect(badge!.y + badge!.height).toBeLessThanOrEqual(picture!.y + picture!.height + 0.5);
          // The row is as tall with the mark as without it.
          const heights = await card.evaluate((article) => {
            const withMark = article.getBoundingClientRect().height;
            const mark = article.querySelector('[data-testid="price-market-mark"]')!.parentElement!;
            mark.style.display = 'none';
            const without = article.getBoundingClientRect().height;
            mark.style.display = '';
            return { withMark, without };
          });
          expect(heights.withMark).toBe(heights.without);
        }
        await card.scrollIntoViewIfNeeded();
        await settle(page);
        await screenshot(page, `price-index-card-${lang}`);
        await expectAccessible(page);
        // The listing's own page says the same percent.
        await card.locator('h2 a').click();
        const pageMark = page.getByTestId('price-index-mark');
        await pageMark.waitFor();
        expect((await pageMark.textContent()) ?? '').toContain(String(mark.percent));
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('shows the market\'s estimate beside the shopping list\'s listings, with a link to the prices', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { page, problems, close } = await openPage(browser(), { lang, viewport: lang === 'ar' ? 'phone' : 'desktop', path: '/calculator?mode=quick&kwh=5&governorate=al-mahwit&battery=lithium&show=1' });
      try {
        const estimate = page.getByTestId('market-estimate');
        await estimate.waitFor({ timeout: 30_000 });
        expect((await estimate.textContent()) ?? '').toContain(TEXT[lang].estimate);
        expect(await estimate.getByRole('link', { name: TEXT[lang].markLink }).getAttribute('href')).toMatch(/^\/prices\?governorate=(al-mahwit|all)&currency=/);
        await estimate.scrollIntoViewIfNeeded();
        await settle(page);
        await screenshot(page, `price-index-estimate-${lang}`);
        await expectAccessible(page);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
