// Issue #19 in the browser: an inverter's page shows the batteries that work with it, and the calculator's
// shopping list leads to a fitting listing (Arabic on a phone, English on a desktop; axe on every screen).
// The listings are posted and approved here through the API, with real datasheet values, so the journeys
// do not depend on which demo listings carry specifications.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, api, approveListing, expectAccessible, launchBrowser, login, openPage, screenshot, settle, signUp, type Session } from './fixtures.ts';

const JOURNEY_MS = 180_000;
let browser: Browser;
const stamp = Date.now().toString().slice(-5);
const NAMES = {
  inverter: `إنفرتر 3 كيلوواط 24 فولت ${stamp}`,
  gel: `بطارية جل 24 فولت 150 أمبير ${stamp}`,
  agm: `بطارية AGM ريتار 12 فولت 200 أمبير ${stamp}`,
  panel: `لوح كنديان سولار 550 واط ${stamp}`,
};
const ids: Record<keyof typeof NAMES, string> = { inverter: '', gel: '', agm: '', panel: '' };

async function post(seller: Session, key: keyof typeof NAMES, fields: { type: string; price: number; currency: string; specs: unknown }) {
  const body = {
    name: NAMES[key],
    condition: 'New',
    isNegotiable: true,
    description: 'معروض للتجربة بمواصفات من النشرة الفنية للمصنع.',
    governorate: 'aden',
    city: 'crater',
    phone: '777123456',
    specifications: { power: null, voltage: null, capacity: null, warranty: null },
    images: [],
    ...fields,
  };
  ids[key] = (await api<{ data: { _id: string } }>('POST', '/products/post', body, seller.token)).data._id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await signUp('متجر الطاقة للتجربة');
  // A 24 V 3 kW all-in-one off-grid inverter: MPPT 60–115 V, 145 V maximum, 100 A charger.
  await post(seller, 'inverter', {
    type: 'Charging Devices', price: 300, currency: 'USD',
    specs: { kind: 'inverter', inverterKind: 'off_grid', powerW: 3000, batteryVoltages: [24], mpptMinV: 60, mpptMaxV: 115, maxPvInputV: 145, maxChargeA: 100 },
  });
  await post(seller, 'gel', {
    type: 'Battery', price: 240_000, currency: 'YER_SOUTH',
    specs: { kind: 'battery', chemistry: 'gel', voltageV: 24, capacityAh: 150, cycleLife: null, ageMonths: null, healthPct: null },
  });
  // Ritar DG12-200 AGM: 12 V 200 Ah.
  await post(seller, 'agm', {
    type: 'Battery', price: 180_000, currency: 'YER_SOUTH',
    specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, cycleLife: null, ageMonths: null, healthPct: null },
  });
  // Canadian Solar CS6W-550MS: Voc 49.6 V, −0.26 %/°C.
  await post(seller, 'panel', {
    type: 'Panel', price: 60_000, currency: 'YER_SOUTH',
    specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.6, iscA: 14, efficiencyPct: 21.3, lengthMm: 2278, widthMm: 1134, tempCoeffVocPctPerC: -0.26 },
  });
  const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
  for (const id of Object.values(ids)) await approveListing(id, admin.token);
});
afterAll(() => browser?.close());

const TEXT = {
  ar: {
    worksWith: 'يعمل مع',
    batteries: 'بطاريات',
    direct: 'يعمل مع بطارية 24 فولت',
    series: '2 × 12 فولت على التوالي تعطي 24 فولت',
    panels: 'ألواح',
    string: /^2 على التوالي: 108\.2 فولت ≤ 145 فولت$/,
    energy: 'الاستهلاك اليومي (كيلوواط ساعة)',
    governorate: 'المحافظة',
    aden: 'عدن',
    calculate: 'احسب',
    dialog: 'منظومتك الشمسية',
    shopping: 'قائمة مشترياتك',
    panelsOnSale: 'ألواح معروضة للبيع',
    batteriesOnSale: 'بطاريات معروضة للبيع',
    invertersOnSale: 'إنفرترات معروضة للبيع',
    wiring: 'الكمية: 4 (عدد السلاسل: 2، في كل سلسلة 2 على التوالي)',
    inSeries: 'الألواح على التوالي',
    threeUnfit: '3 على التوالي: لا يناسب',
    warnings: 'تحقق قبل الشراء',
  },
  en: {
    worksWith: 'Works with',
    batteries: 'Batteries',
    direct: 'Works with a 24 V battery',
    series: '2 × 12 V in series make 24 V',
    panels: 'Panels',
    string: /^2 in series: 108\.2 V ≤ 145 V$/,
    energy: 'Daily energy use (kWh)',
    governorate: 'Governorate',
    aden: 'Aden',
    calculate: 'Calculate',
    dialog: 'Your solar system',
    shopping: 'Your shopping list',
    panelsOnSale: 'Panels on sale',
    batteriesOnSale: 'Batteries on sale',
    invertersOnSale: 'Inverters on sale',
    wiring: 'Quantity: 4 (2 strings of 2 in series)',
    inSeries: 'Panels in series',
    threeUnfit: '3 in series: Does not fit',
    warnings: 'Check before you buy',
  },
} as const;

const CASES = [
  { lang: 'ar', viewport: 'phone' },
  { lang: 'en', viewport: 'desktop' },
] as const;

describe('compatibility', () => {
  it.each(CASES)("an inverter's page lists the batteries and panels that work with it ($lang, $viewport)", { timeout: JOURNEY_MS }, async ({ lang, viewport }) => {
    const text = TEXT[lang];
    const { page, problems, close } = await openPage(browser, { lang, viewport, path: `/product/${ids.inverter}` });
    try {
      const section = page.getByRole('region', { name: text.worksWith, exact: true });
      await section.waitFor();
      const batteries = section.getByRole('region', { name: text.batteries, exact: true });
      // The 24 V gel block fits as it is; two 12 V AGM blocks make 24 V in series.
      const gel = batteries.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAMES.gel }) });
      await gel.getByText(text.direct, { exact: true }).waitFor();
      const agm = batteries.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAMES.agm }) });
      await agm.getByText(text.series, { exact: true }).waitFor();
      const panel = section.getByRole('region', { name: text.panels, exact: true }).getByRole('listitem').filter({ has: page.getByRole('link', { name: NAMES.panel }) });
      await panel.getByText(text.string).waitFor();
      await section.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `compatibility-inverter-${lang}-${viewport}`);
      await expectAccessible(page);

      await agm.getByRole('link', { name: NAMES.agm }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${ids.agm}`);
      // The battery's page lists the inverter back, two in series.
      const back = page.getByRole('region', { name: text.worksWith, exact: true });
      await back.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAMES.inverter }) }).getByText(text.series, { exact: true }).waitFor();
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(CASES)('the calculator for 5 kWh a day in Aden is a shopping list that leads to a fitting listing ($lang, $viewport)', { timeout: JOURNEY_MS }, async ({ lang, viewport }) => {
    const text = TEXT[lang];
    const { page, problems, close } = await openPage(browser, { lang, viewport, path: '/calculator' });
    try {
      await page.getByRole('textbox', { name: text.energy }).fill('5');
      await page.getByRole('combobox', { name: text.governorate }).click();
      await page.getByRole('option', { name: text.aden, exact: true }).click();
      await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: text.calculate, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      const shopping = dialog.getByRole('region', { name: text.shopping, exact: true });
      await shopping.waitFor();

      // 1645 W of panels on the 24 V inverter's 60–115 V input: strings of 2 CS6W-550MS, so 4 panels.
      const panels = shopping.getByRole('region', { name: text.panelsOnSale, exact: true });
      await panels.getByRole('link', { name: NAMES.panel }).waitFor();
      await panels.getByText(text.wiring, { exact: true }).waitFor();
      await panels.getByText(text.string).waitFor();
      await shopping.getByRole('region', { name: text.batteriesOnSale, exact: true }).getByRole('link').first().waitFor();
      await shopping.getByRole('region', { name: text.invertersOnSale, exact: true }).getByRole('link', { name: NAMES.inverter }).waitFor();
      await panels.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `compatibility-shopping-${lang}-${viewport}`);
      await expectAccessible(page);

      // Three in series would exceed the inverter's 145 V on a cold morning: the list says so.
      await panels.getByRole('combobox', { name: text.inSeries }).click();
      await page.getByRole('option', { name: text.threeUnfit }).click();
      await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
      const warnings = shopping.getByRole('heading', { name: text.warnings });
      await warnings.waitFor();
      await warnings.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `compatibility-shopping-warning-${lang}-${viewport}`);
      await expectAccessible(page);

      const whatsapp = await dialog.getByRole('link', { name: /WhatsApp|واتساب/ }).getAttribute('href');
      expect(decodeURIComponent(whatsapp!)).toContain(`/product/${ids.panel}`);

      await panels.getByRole('link', { name: NAMES.panel }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${ids.panel}`);
      await page.getByRole('heading', { level: 1, name: NAMES.panel }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
