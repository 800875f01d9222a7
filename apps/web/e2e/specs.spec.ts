// Listings with real specifications (issue #19, docs/decisions/025-listing-specifications.md): a seller
// posts a battery with its specifications through the form, an admin approves it, and a buyer filters
// batteries by 24 V lithium and finds it, with its key specification on the card and a specification table
// on its page; the filtered list is a URL that opens the same list. Arabic phone and English desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, approveListing, baseUrl, E2E_ADMIN, expectAccessible, browserForFile, login, openPage, screenshot, settle, signInPage, signUp } from './fixtures.ts';

const browser = browserForFile();

const TEXT = {
  ar: {
    add: 'إضافة منتج', form: 'بيع منتج', name: /^اسم المنتج/, type: /^نوع المنتج/, condition: /^الحالة/, description: /^الوصف/, price: /^السعر/,
    governorate: /^المحافظة/, city: /^المدينة أو المديرية/, chemistry: /^نوع البطارية/, voltage: /^الجهد الاسمي/, capacity: /^السعة/, cycles: /^عدد دورات الشحن/,
    usable: /الطاقة القابلة للاستخدام: /, send: 'إرسال للمراجعة', sent: 'أُرسل إعلانك للمراجعة', specs: 'المواصفات',
    filters: /^الفلاتر/, sheet: 'تصفية المنتجات', category: 'نوع المنتج', bankVoltage: 'جهد البطاريات', apply: /^عرض /,
    lithium: 'ليثيوم (LiFePO4)', volts: 'فولت', ah: 'أمبير ساعة', kwh: 'كيلوواط ساعة', chipVolts: (n: string) => `${n} فولت`, wrongVoltage: /الجهد الاسمي للبطارية الواحدة/,
    // Typed as an Arabic keyboard types them: digits and the Arabic decimal separator.
    voltageTyped: '٢٥٫٦', capacityTyped: '١٠٠', cyclesTyped: '٦٠٠٠', badVoltage: '٣',
  },
  en: {
    add: 'Add a product', form: 'Sell a product', name: /^Product name/, type: /^Product type/, condition: /^Condition/, description: /^Description/, price: /^Price/,
    governorate: /^Governorate/, city: /^City or district/, chemistry: /^Battery type/, voltage: /^Nominal voltage/, capacity: /^Capacity/, cycles: /^Cycle life/,
    usable: /Usable energy: /, send: 'Send for review', sent: 'Your listing was sent for review', specs: 'Specifications',
    filters: /^Filters/, sheet: 'Filter products', category: 'Product type', bankVoltage: 'Battery voltage', apply: /^(Show|No results)/,
    lithium: 'Lithium (LiFePO4)', volts: 'V', ah: 'Ah', kwh: 'kWh', chipVolts: (n: string) => `${n} V`, wrongVoltage: /Nominal voltage of one battery/,
    voltageTyped: '25.6', capacityTyped: '100', cyclesTyped: '6000', badVoltage: '3',
  },
} as const;

/** A number as the page's Intl writes it («٢٥٫٦» or "25.6", whatever the browser's CLDR says for the language). */
const localNumber = (page: Page, lang: 'ar' | 'en', value: number) => page.evaluate(([l, v]) => new Intl.NumberFormat(l as string, { maximumFractionDigits: 2 }).format(v as number), [lang, value] as const);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim();

const cases = [
  { lang: 'ar', viewport: 'phone' },
  { lang: 'en', viewport: 'desktop' },
] as const;

describe('listings with specifications', () => {
  it.each(cases)('posts a battery with its specs, an admin approves it, and filtering batteries by 24 V lithium finds it ($lang, $viewport)', async ({ lang, viewport }) => {
    const t = TEXT[lang];
    const shot = (step: string) => screenshot(page, `specs-${step}-${lang}-${viewport}`);
    const seller = await signUp(lang === 'ar' ? 'بائع بطاريات' : 'Battery seller');
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const name = `${lang === 'ar' ? 'بطارية فليسيتي ليثيوم' : 'Felicity lithium battery'} ${Date.now().toString().slice(-6)}`;
    const { page, problems, close } = await openPage(browser(), { lang, viewport });
    let id: string | undefined;
    try {
      await signInPage(page, seller);
      await page.goto(`${baseUrl()}/my-products`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: t.add }).first().click();
      const dialog = page.getByRole('dialog', { name: t.form });
      await dialog.waitFor();

      await dialog.getByRole('textbox', { name: t.name }).fill(name);
      await dialog.getByRole('combobox', { name: t.type }).selectOption('Battery');
      await dialog.getByRole('combobox', { name: t.condition }).selectOption('New');
      await dialog.getByRole('textbox', { name: t.description }).fill(lang === 'ar' ? 'بطارية ليثيوم فوسفات الحديد ٢٤ فولت مع BMS.' : 'LiFePO4 24 V battery with a built-in BMS.');
      await dialog.getByRole('textbox', { name: t.price }).fill('520');
      await dialog.getByRole('combobox', { name: t.governorate }).selectOption('aden');
      await dialog.getByRole('combobox', { name: t.city }).selectOption('crater');

      // The battery's own fields, each with its unit in the page's language, the required ones marked.
      await dialog.getByRole('combobox', { name: t.chemistry }).selectOption('lifepo4');
      const voltage = dialog.getByRole('textbox', { name: t.voltage });
      expect(await voltage.getAttribute('required')).not.toBeNull();
      // A 3 V "battery" is refused under its field, in the page's language.
      await voltage.fill(t.badVoltage);
      await dialog.getByRole('textbox', { name: t.capacity }).fill(t.capacityTyped);
      await dialog.getByRole('button', { name: t.send }).click();
      await dialog.getByText(t.wrongVoltage).waitFor();
      await voltage.fill(t.voltageTyped);
      await dialog.getByRole('textbox', { name: t.cycles }).fill(t.cyclesTyped);
      // 25.6 V × 100 Ah × 80 %: the usable energy, as the server will compute it.
      const usable = await dialog.getByText(t.usable).textContent();
      expect(plain(usable)).toContain(await localNumber(page, lang, 2.05));
      await voltage.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await settle(page);
      await shot('posting');
      await expectAccessible(page);

      await dialog.getByRole('button', { name: t.send }).click();
      await page.getByRole('dialog', { name: t.sent }).waitFor();
      const own = await api<{ data: { _id: string; name: string; specs: unknown }[] }>('GET', '/products/user-products?limit=50', undefined, seller.token);
      const posted = own.data.find((product) => product.name === name);
      id = posted?._id;
      expect(posted?.specs).toEqual({ kind: 'battery', chemistry: 'lifepo4', voltageV: 25.6, capacityAh: 100, usableKwh: 2.05, cycleLife: 6000, ageMonths: null, healthPct: null });
      await approveListing(id!, admin.token);

      // A buyer: batteries, 24 V, lithium, from the filter sheet, with counts.
      await page.goto(`${baseUrl()}/products`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: t.filters }).click();
      const sheet = page.getByRole('dialog', { name: t.sheet });
      await sheet.waitFor();
      await sheet.getByRole('combobox', { name: t.category, exact: true }).selectOption('batteries');
      const bank = sheet.getByRole('combobox', { name: t.bankVoltage });
      await expect.poll(async () => (await bank.locator('option[value="24"]').textContent()) ?? '').toMatch(/\(.+\)/);
      await bank.selectOption('24');
      await sheet.getByRole('combobox', { name: t.chemistry }).selectOption('lifepo4');
      await settle(page);
      await shot('filter-sheet');
      await expectAccessible(page);
      await sheet.getByRole('button', { name: t.apply }).click();
      await sheet.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).search).toContain('category=batteries');
      const query = new URL(page.url()).searchParams;
      expect([query.get('voltage'), query.get('chemistry')]).toEqual(['24', 'lifepo4']);

      // Found, with its key specification beside the price; and every card the list shows is a 24 V lithium battery.
      const card = page.locator('main article').filter({ has: page.getByRole('heading', { name }) });
      await card.waitFor();
      // Voltage and energy on the card: 25.6 V × 100 Ah = 2.56 kWh.
      const key = `${await localNumber(page, lang, 25.6)} ${t.volts} ${await localNumber(page, lang, 2.56)} ${t.kwh}`;
      expect(plain(await card.textContent())).toContain(key);
      const shown = await page.locator('main article').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.productId!));
      const listed = await api<{ data: { _id: string; specs: { kind: string; chemistry?: string; voltageV?: number } | null }[] }>(
        'GET',
        '/marketplace/browse-products?category=batteries&voltage=24&chemistry=lifepo4&limit=50',
      );
      expect(new Set(shown)).toEqual(new Set(listed.data.map((p) => p._id)));
      for (const product of listed.data) {
        expect(product.specs?.chemistry).toBe('lifepo4');
        expect(product.specs?.voltageV).toBeGreaterThanOrEqual(20);
        expect(product.specs?.voltageV).toBeLessThanOrEqual(30);
      }
      await page.getByRole('list', { name: lang === 'ar' ? 'الفلاتر المفعّلة' : 'Active filters' }).getByText(t.lithium).waitFor();
      await settle(page);
      await shot('filtered');
      await expectAccessible(page);

      // The same URL, opened afresh (shared), lists the same.
      await page.goto(page.url(), { waitUntil: 'networkidle' });
      await card.waitFor();
      const chip = t.chipVolts(await localNumber(page, lang, 24));
      await expect.poll(async () => plain(await page.getByRole('list', { name: lang === 'ar' ? 'الفلاتر المفعّلة' : 'Active filters' }).textContent())).toContain(chip);

      // Its page: the specification table.
      await card.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const table = page.getByRole('region', { name: t.specs });
      await expect.poll(async () => plain(await table.textContent())).toContain(t.lithium);
      expect(plain(await table.textContent())).toContain(`${await localNumber(page, lang, 25.6)} ${t.volts}`);
      await table.evaluate((region) => region.scrollIntoView({ block: 'start' }));
      await settle(page);
      await shot('detail');
      await expectAccessible(page);
      expect(problems).toEqual([]);
    } finally {
      // The next journeys see the demo catalogue as it was.
      if (id) await api('DELETE', `/products/delete-product/${id}`, undefined, seller.token).catch(() => undefined);
      await close();
    }
  }, 240_000);
});
