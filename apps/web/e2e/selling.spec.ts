import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approveListing, baseUrl, E2E_ADMIN, expectAccessible, launchBrowser, login, openPage, screenshot, settle, signInPage, signUp, VIEWPORTS } from './fixtures.ts';

let browser: Browser;
let tempDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-selling-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

async function makePng(name: string, color: { r: number; g: number; b: number }): Promise<string> {
  const file = path.join(tempDir, name);
  await sharp({ create: { width: 480, height: 360, channels: 3, background: color } }).png().toFile(file);
  return file;
}

describe('selling', () => {
  it('posts a product with two photos, sees it pending, approved on the home page, then deletes it (Arabic, phone)', async () => {
    const session = await signUp();
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const name = `لوح شمسي ٥٥٠ واط ${Date.now().toString().slice(-5)}`;
    const { page, problems, close } = await openPage(browser, { lang: 'ar', viewport: 'phone' });
    try {
      await signInPage(page, session);
      await page.goto(`${baseUrl()}/my-products`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'أضف منتجك الأول' }).click();
      const dialog = page.getByRole('dialog', { name: 'بيع منتج' });
      await dialog.waitFor();

      await dialog.getByRole('textbox', { name: /^اسم المنتج/ }).fill(name);
      await dialog.getByRole('combobox', { name: /^نوع المنتج/ }).selectOption('Panel');
      await dialog.getByRole('combobox', { name: /^الحالة/ }).selectOption('New');
      await dialog.getByRole('textbox', { name: /^الوصف/ }).fill('لوح جينكو أحادي البلورة بقدرة 550 واط، ضمان سنتين.');
      await dialog.getByRole('textbox', { name: /^السعر/ }).fill('95000');
      await dialog.getByRole('combobox', { name: /^المحافظة/ }).selectOption('taiz');
      await dialog.getByRole('combobox', { name: /^المدينة أو المديرية/ }).selectOption('al-turbah');
      await dialog.getByRole('textbox', { name: /^رقم الهاتف/ }).fill('777123456');
      await dialog.getByRole('textbox', { name: /^القدرة/ }).fill('550W');
      const files = [await makePng('one.png', { r: 249, g: 168, b: 37 }), await makePng('two.png', { r: 46, g: 125, b: 50 })];
      await page.locator('input[type="file"]').setInputFiles(files);
      await expect.poll(() => dialog.getByRole('button', { name: /^إزالة الصورة/ }).count(), { timeout: 20_000 }).toBe(2);
      await settle(page);
      await screenshot(page, 'selling-posting-filled-ar-phone');
      await expectAccessible(page);

      await dialog.getByRole('button', { name: 'إرسال للمراجعة' }).click();
      const success = page.getByRole('dialog', { name: 'تم' });
      await success.getByText(/تم إرسال المنتج للمراجعة/).waitFor();
      // Closes itself after 3 s.
      await success.waitFor({ state: 'hidden', timeout: 6000 });
      expect(await page.evaluate(() => localStorage.getItem('solar.selling.draft'))).toBeNull();

      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
      await card.getByText('قيد المراجعة').waitFor();

      const own = await api<{ data: { _id: string; name: string }[] }>('GET', '/products/user-products?limit=50', undefined, session.token);
      const id = own.data.find((product) => product.name === name)?._id;
      expect(id).toBeTruthy();
      await approveListing(id!, admin.token);

      await page.goto(`${baseUrl()}/?sort=newest`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name }).first().waitFor();

      await page.goto(`${baseUrl()}/product/${id}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^عرض الصورة \S+$/ }).count()).toBe(2);
      const detail = await api<{ data: { images: { url: string }[] } }>('GET', `/marketplace/getOneProduct/${id}`);
      expect(detail.data.images).toHaveLength(2);
      // Both photos reach the page as real pictures (the thumbnails), not placeholders.
      await expect
        .poll(() => page.locator('img').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length))
        .toBeGreaterThanOrEqual(2);

      await page.goto(`${baseUrl()}/my-products`, { waitUntil: 'networkidle' });
      await card.getByText('مقبول').waitFor();
      await card.getByRole('button', { name: `حذف ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'حذف المنتج' });
      await confirm.getByText('هل أنت متأكد من حذف هذا المنتج؟').waitFor();
      await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
      await page.getByText('تم حذف المنتج').waitFor();
      await page.getByRole('button', { name: 'أضف منتجك الأول' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  const cases = (['ar', 'en'] as const).flatMap((lang) => (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((viewport) => ({ lang, viewport })));
  it.each(cases)('shows my products and the posting dialog ($lang, $viewport)', async ({ lang, viewport }) => {
    const seller = await login('seller@demo.solar-market.ye', 'Demo@1234');
    const ar = lang === 'ar';
    const { page, problems, close } = await openPage(browser, { lang, viewport });
    try {
      await signInPage(page, seller);
      await page.goto(`${baseUrl()}/my-products`, { waitUntil: 'networkidle' });
      await page.getByRole('article').first().waitFor();
      await page.getByText(ar ? 'مرفوض' : 'Rejected').first().waitFor();
      await settle(page);
      await screenshot(page, `selling-my-products-${lang}-${viewport}`);
      await expectAccessible(page);

      await page.getByRole('button', { name: ar ? 'إضافة منتج' : 'Add a product' }).click();
      const dialog = page.getByRole('dialog', { name: ar ? 'بيع منتج' : 'Sell a product' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: ar ? 'إرسال للمراجعة' : 'Send for review' }).click();
      await dialog.getByText(ar ? 'اسم المنتج مطلوب' : 'Product name is required').waitFor();
      await dialog.getByRole('textbox', { name: ar ? /^اسم المنتج/ : /^Product name/ }).focus();
      await settle(page);
      await screenshot(page, `selling-posting-${lang}-${viewport}`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: ar ? 'إلغاء' : 'Cancel' }).click();

      // A rejected listing opens in resubmission mode, with its reason.
      await page.getByRole('button', { name: ar ? /افتحه لتصحيحه وإعادة إرساله/ : /Open to fix and resubmit/ }).first().click();
      const edit = page.getByRole('dialog', { name: ar ? 'تصحيح المنتج وإعادة إرساله' : 'Fix and resubmit product' });
      await edit.getByText(ar ? 'رفض فريق المراجعة هذا المنتج' : 'The review team rejected this product').waitFor();
      await settle(page);
      await screenshot(page, `selling-resubmit-${lang}-${viewport}`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
