import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parsePhone } from '@solar/shared/domain/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approveListing, baseUrl, E2E_ADMIN, expectAccessible, browserForFile, login, openPage, resultsDir, screenshot, settle, signInPage, signUp, VIEWPORTS } from './fixtures.ts';

const browser = browserForFile();
let tempDir: string;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-selling-e2e-'));
});
afterAll(async () => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

async function makePng(name: string, color: { r: number; g: number; b: number }): Promise<string> {
  const file = path.join(tempDir, name);
  await sharp({ create: { width: 480, height: 360, channels: 3, background: color } }).png().toFile(file);
  return file;
}

describe('selling', () => {
  it('posts from the phone header, photos first with the second as cover, sees it pending, approved on the home page with that cover, then deletes it (Arabic, phone)', async () => {
    const session = await signUp();
    const account = session.user as { email: string; phone: string };
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const name = `لوح شمسي ٥٥٠ واط ${Date.now().toString().slice(-5)}`;
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      // In the bar itself on a phone, with a finger-sized target, and nothing pushed off the screen.
      const postAd = page.getByRole('banner').getByRole('button', { name: 'أضف إعلان' });
      const box = await postAd.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await settle(page);
      await screenshot(page, 'selling-header-post-ad-ar-phone');

      // Signed out: log in first, then straight on to the form.
      await postAd.click();
      const loginDialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
      await loginDialog.getByText('سجّل الدخول أولاً للمتابعة.').waitFor();
      await loginDialog.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ }).fill(account.email);
      await loginDialog.getByLabel(/^كلمة المرور/).fill('Seller@2026');
      await loginDialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
      const dialog = page.getByRole('dialog', { name: 'بيع منتج' });
      await dialog.waitFor();

      // Photos open the form.
      expect(await dialog.getByRole('heading', { level: 3 }).first().textContent()).toBe('الصور');
      const files = [await makePng('one.png', { r: 249, g: 168, b: 37 }), await makePng('two.png', { r: 46, g: 125, b: 50 })];
      await page.locator('input[type="file"]').setInputFiles(files);
      await expect.poll(() => dialog.getByRole('button', { name: /^إزالة الصورة/ }).count(), { timeout: 20_000 }).toBe(2);
      const shownOrder = () => dialog.locator('[data-image-url]').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.imageUrl!));
      const [orange, green] = await shownOrder();
      // The second photo becomes the cover.
      await dialog.getByRole('button', { name: 'اجعلها الغلاف' }).click();
      expect(await shownOrder()).toEqual([green, orange]);
      await dialog.locator('[data-image-url]').first().getByText('الغلاف', { exact: true }).waitFor();

      // The contact numbers start as the account's phone.
      const accountPhone = parsePhone(account.phone)!.international;
      expect(await dialog.getByRole('textbox', { name: /^رقم الهاتف/ }).inputValue()).toBe(accountPhone);
      expect(await dialog.getByRole('textbox', { name: /^رقم واتساب/ }).inputValue()).toBe(accountPhone);

      await dialog.getByRole('textbox', { name: /^اسم المنتج/ }).fill(name);
      await dialog.getByRole('combobox', { name: /^نوع المنتج/ }).selectOption('Panel');
      await dialog.getByRole('combobox', { name: /^الحالة/ }).selectOption('New');
      await dialog.getByRole('textbox', { name: /^الوصف/ }).fill('لوح جينكو أحادي البلورة بقدرة 550 واط، ضمان سنتين. آخر سعر ٩٥٬٠٠٠ ﷼ للتركيب.');
      await dialog.getByRole('textbox', { name: /^السعر/ }).fill('95000');
      await dialog.getByRole('combobox', { name: /^المحافظة/ }).selectOption('taiz');
      await dialog.getByRole('combobox', { name: /^المدينة أو المديرية/ }).selectOption('al-turbah');
      // A panel's specifications (issue #19): its watts, typed with Arabic digits, and its cell type.
      await dialog.getByRole('textbox', { name: /^القدرة/ }).fill('٥٥٠');
      await dialog.getByRole('combobox', { name: /^نوع الخلايا/ }).selectOption('mono');
      await dialog.getByRole('heading', { name: 'التواصل' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await settle(page);
      await screenshot(page, 'selling-posting-contact-ar-phone');
      await dialog.getByRole('heading', { name: 'الصور' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await settle(page);
      await screenshot(page, 'selling-posting-filled-ar-phone');
      await expectAccessible(page);

      await dialog.getByRole('button', { name: 'إرسال للمراجعة' }).click();
      const success = page.getByRole('dialog', { name: 'أُرسل إعلانك للمراجعة' });
      await success.getByText(/تم إرسال المنتج للمراجعة/).waitFor();
      // Closes itself after 3 s.
      await success.waitFor({ state: 'hidden', timeout: 6000 });
      expect(await page.evaluate(() => localStorage.getItem('solar.selling.draft'))).toBeNull();

      await page.goto(`${baseUrl()}/my-products`, { waitUntil: 'networkidle' });
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
      // The chosen cover comes first: in the listing, and as the picture the page opens on.
      expect(detail.data.images.map((image) => image.url)).toEqual([green, orange]);
      const gallery = page.getByRole('region', { name: 'صور المنتج' });
      const main = gallery.getByRole('img', { name });
      expect(await main.getAttribute('src')).toBe(green);
      expect(await gallery.getByRole('button', { name: /^عرض الصورة/ }).first().getAttribute('aria-current')).toBe('true');
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // What a buyer sees first is the green photo, not the orange one picked first.
      const [red, greenLevel, blue] = await main.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        const [r, g, b] = context.getImageData(Math.floor(img.naturalWidth / 2), Math.floor(img.naturalHeight / 2), 1, 1).data;
        return [r ?? 0, g ?? 0, b ?? 0] as const;
      });
      expect(greenLevel).toBeGreaterThan(red + 40);
      expect(greenLevel).toBeGreaterThan(blue + 40);
      // Both photos reach the page as real pictures (the thumbnails), not placeholders.
      await expect
        .poll(() => page.locator('img').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length))
        .toBeGreaterThanOrEqual(2);

      // The owner sees Edit where a buyer has the ways to reach the seller.
      await page.getByRole('region', { name: 'تعديل الإعلان' }).getByRole('link', { name: 'تعديل الإعلان' }).waitFor();
      expect(await page.getByRole('link', { name: 'اتصل بالبائع' }).count()).toBe(0);

      // A buyer on an Arabic phone: the call and WhatsApp bar stays on the screen wherever the page is
      // scrolled, the call dials the international number, WhatsApp carries the listing's address, and a
      // seller who signed up minutes ago has a confirmed phone, never «موثّق».
      const phone = parsePhone(account.phone)!;
      const buyer = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: `/product/${id}` });
      try {
        await buyer.page.getByRole('heading', { level: 1, name }).waitFor();
        const bar = buyer.page.getByRole('region', { name: 'تواصل سريع مع البائع' });
        expect(await bar.getByRole('link', { name: 'اتصل بالبائع' }).getAttribute('href')).toBe(`tel:${phone.e164}`);
        const whatsapp = new URL((await bar.getByRole('link', { name: 'واتساب' }).getAttribute('href'))!);
        expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${phone.e164Digits}`);
        expect(whatsapp.searchParams.get('text')).toContain(name);
        // The listing's address as the site publishes it (its canonical link, under PUBLIC_URL).
        const canonical = await buyer.page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toMatch(new RegExp(`^https?://[^/]+/product/${id}$`));
        expect(whatsapp.searchParams.get('text')).toContain(canonical);
        const onScreen = async () => {
          const box = (await bar.boundingBox())!;
          return box.y >= VIEWPORTS.phone.height - box.height - 1 && box.y + box.height <= VIEWPORTS.phone.height + 1;
        };
        expect(await onScreen()).toBe(true);
        await buyer.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await settle(buyer.page);
        expect(await onScreen()).toBe(true);
        const seller = buyer.page.getByRole('main');
        await seller.getByText('رقم مؤكد', { exact: true }).waitFor();
        expect(await seller.getByText('موثّق', { exact: true }).count()).toBe(0);
        await seller.getByText('رقم مؤكد', { exact: true }).scrollIntoViewIfNeeded();
        await settle(buyer.page);
        await screenshot(buyer.page, 'selling-new-seller-buyer-ar-phone');
        // The rial sign a seller typed draws as the sign, not a box (the screenshot shows it).
        const description = buyer.page.getByRole('region', { name: 'الوصف', exact: true });
        await description.getByText(/﷼/).scrollIntoViewIfNeeded();
        await buyer.page.evaluate(() => document.fonts.ready);
        await settle(buyer.page);
        await description.screenshot({ path: path.join(resultsDir, 'selling-description-rial-sign-ar-phone.png') });
        await expectAccessible(buyer.page);
        expect(buyer.problems).toEqual([]);
      } finally {
        await buyer.close();
      }

      // A buyer on an English desktop: the same, the actions under the price.
      const desktopBuyer = await openPage(browser(), { lang: 'en', viewport: 'desktop', path: `/product/${id}` });
      try {
        await desktopBuyer.page.getByRole('heading', { level: 1, name }).waitFor();
        const actions = desktopBuyer.page.getByRole('region', { name: 'Quick contact' });
        expect(await actions.getByRole('link', { name: 'Call the seller' }).getAttribute('href')).toBe(`tel:${phone.e164}`);
        const seller = desktopBuyer.page.getByRole('main');
        await seller.getByText('Phone confirmed', { exact: true }).waitFor();
        expect(await seller.getByText('Verified', { exact: true }).count()).toBe(0);
        await settle(desktopBuyer.page);
        await screenshot(desktopBuyer.page, 'selling-new-seller-buyer-en-desktop');
        await expectAccessible(desktopBuyer.page);
        expect(desktopBuyer.problems).toEqual([]);
      } finally {
        await desktopBuyer.close();
      }

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
    const { page, problems, close } = await openPage(browser(), { lang, viewport });
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
