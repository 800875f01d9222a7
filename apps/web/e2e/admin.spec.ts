import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import arAdmin from '../../../packages/shared/src/i18n/locales/ar/admin.json' with { type: 'json' };
import enAdmin from '../../../packages/shared/src/i18n/locales/en/admin.json' with { type: 'json' };
import enDirectoryAdmin from '../../../packages/shared/src/i18n/locales/en/admin-directory.json' with { type: 'json' };
import arSelling from '../../../packages/shared/src/i18n/locales/ar/selling.json' with { type: 'json' };
import arProducts from '../../../packages/shared/src/i18n/locales/ar/products.json' with { type: 'json' };
import enProducts from '../../../packages/shared/src/i18n/locales/en/products.json' with { type: 'json' };
import {
  api, approveListing, baseUrl, E2E_ADMIN, expectAccessible, browserForFile, login, openPage, screenshot, settle, signInPage, signUp, VIEWPORTS, type Session,
} from './fixtures.ts';

const browser = browserForFile();

const JOURNEY_MS = 180_000;
const stamp = () => Date.now().toString().slice(-6);

/** A pending listing posted through the API by `seller`, the way the posting dialog sends it. */
async function postListing(seller: Session, name: string): Promise<string> {
  const body = {
    name,
    type: 'Battery',
    condition: 'New',
    brand: 'Pylontech',
    price: 1250,
    currency: 'USD',
    isNegotiable: true,
    description: 'بطارية ليثيوم 48 فولت بسعة 100 أمبير، ضمان خمس سنوات.',
    governorate: 'aden',
    city: 'crater',
    phone: '777123456',
    specifications: { power: null, voltage: '48V', capacity: '100Ah', warranty: '5y' },
    specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 6000, ageMonths: null, healthPct: null },
    images: [],
  };
  const created = await api<{ data: { _id: string } }>('POST', '/products/post', body, seller.token);
  return created.data._id;
}

/** Opens a console section from the section navigation, as an admin on a phone or a desktop would. */
async function openSection(page: Page, label: string, name: string) {
  const nav = page.getByRole('navigation', { name: label, exact: true }).filter({ visible: true });
  await nav.getByRole('link', { name, exact: true }).or(nav.getByRole('tab', { name, exact: true })).first().click();
  await page.waitForLoadState('networkidle');
}

describe('admin console', () => {
  it('rejects one pending listing with a reason and approves another; the seller sees both (Arabic, phone)', { timeout: JOURNEY_MS }, async () => {
    const seller = await signUp('بائع للمراجعة');
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const rejectedName = `بطارية للرفض ${stamp()}`;
    const approvedName = `بطارية للقبول ${stamp()}`;
    const rejectedId = await postListing(seller, rejectedName);
    const approvedId = await postListing(seller, approvedName);
    const reason = 'الصور لا تُظهر البطارية نفسها، أضف صوراً حقيقية للمنتج';

    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      await signInPage(page, admin);
      await page.goto(`${baseUrl()}/admin`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: arAdmin.dashboard.title }).waitFor();
      await screenshot(page, 'admin-dashboard-ar-phone');
      await expectAccessible(page);

      await page.goto(`${baseUrl()}/admin/review`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: `رفض ${rejectedName}` }).click();
      const dialog = page.getByRole('dialog', { name: arAdmin.review.rejectTitle });
      await dialog.waitFor();
      // An empty reason is refused in Arabic and sends nothing.
      await dialog.getByRole('button', { name: arAdmin.review.rejectSubmit }).click();
      await dialog.getByText(arSelling.errors.reasonRequired).waitFor();
      // A template fills the field in one tap; the admin then writes their own words.
      await dialog.getByRole('button', { name: 'الإعلان مكرر' }).click();
      await expect.poll(() => dialog.getByRole('textbox', { name: new RegExp(arAdmin.reasonDialog.label) }).inputValue()).toBe('الإعلان مكرر');
      await dialog.getByRole('textbox', { name: new RegExp(arAdmin.reasonDialog.label) }).fill(reason);
      await settle(page);
      await screenshot(page, 'admin-reject-dialog-ar-phone');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: arAdmin.review.rejectSubmit }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: rejectedName }).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: `موافقة على ${approvedName}` }).click();
      await page.getByRole('heading', { name: approvedName }).waitFor({ state: 'detached' });
      await settle(page);
      await screenshot(page, 'admin-review-ar-phone');

      // The decisions are in the audit log, with who made them.
      const audit = await api<{ data: { action: string; targetId: string | null; actor: { name: string } | null; after: unknown }[] }>('GET', '/admin/audit-log?limit=50', undefined, admin.token);
      expect(audit.data.find((e) => e.targetId === rejectedId)?.action).toBe('product.reject');
      expect(audit.data.find((e) => e.targetId === approvedId)?.action).toBe('product.approve');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }

    const sellerView = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      const { page } = sellerView;
      await signInPage(page, seller);
      await page.goto(`${baseUrl()}/my-products`, { waitUntil: 'networkidle' });
      const rejectedCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: rejectedName }) });
      await rejectedCard.getByText('مرفوض').first().waitFor();
      await rejectedCard.getByText(reason).waitFor();
      const approvedCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: approvedName }) });
      await approvedCard.getByText('مقبول').first().waitFor();
      await screenshot(page, 'admin-seller-sees-decisions-ar-phone');

      await page.goto(`${baseUrl()}/?sort=newest`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: approvedName }).first().waitFor();
      expect(await page.getByRole('heading', { name: rejectedName }).count()).toBe(0);
      expect(sellerView.problems).toEqual([]);
    } finally {
      await sellerView.close();
    }
  });

  it('makes a shop from a join request, and the shop is on /shops (English, desktop)', { timeout: JOURNEY_MS }, async () => {
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const shopName = `Sunrise Solar ${stamp()}`;
    await api('POST', '/marketplace/request-join', {
      fullName: shopName,
      email: `sunrise-${stamp()}@e2e.test`,
      type: 'shop',
      phoneNumber: '777 555 123',
      content: 'We sell and install panels, batteries and inverters in Crater.',
    });

    const { page, problems, close } = await openPage(browser(), { lang: 'en', viewport: 'desktop' });
    try {
      await signInPage(page, admin);
      await page.goto(`${baseUrl()}/admin/join-requests`, { waitUntil: 'networkidle' });
      const request = page.getByRole('article').filter({ hasText: shopName });
      await request.getByRole('link', { name: enDirectoryAdmin.joinRequests.createShop }).or(request.getByRole('button', { name: enDirectoryAdmin.joinRequests.createShop })).first().click();
      await page.getByRole('heading', { level: 1, name: enDirectoryAdmin.shopForm.titleNew }).waitFor();
      // The request's details arrive filled in; the admin completes the place.
      const nameField = page.getByRole('textbox', { name: new RegExp(`^${enDirectoryAdmin.shopForm.fields.name}`) });
      await expect.poll(() => nameField.inputValue()).toBe(shopName);
      await page.getByRole('combobox', { name: /^Governorate/ }).selectOption('aden');
      await page.getByRole('combobox', { name: /^City/ }).selectOption('crater');
      await settle(page);
      await screenshot(page, 'admin-shop-from-request-en-desktop');
      await expectAccessible(page);
      await page.getByRole('button', { name: enDirectoryAdmin.form.save, exact: true }).click();
      await page.waitForURL(/\/admin\/join-requests/);
      // The request has left the new ones and is under handled, with a way to the shop made from it.
      await page.getByRole('article').filter({ hasText: shopName }).waitFor({ state: 'detached' });
      await page.goto(`${baseUrl()}/admin/join-requests?status=handled`, { waitUntil: 'networkidle' });
      await page.getByRole('article').filter({ hasText: shopName }).getByRole('link', { name: enDirectoryAdmin.joinRequests.openShop }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }

    const visitor = await openPage(browser(), { lang: 'en', viewport: 'desktop', path: `/shops` });
    try {
      const { page: shops } = visitor;
      await shops.getByRole('searchbox', { name: 'Search shops' }).fill(shopName);
      await shops.keyboard.press('Enter');
      await shops.getByRole('heading', { name: shopName }).first().waitFor();
      await screenshot(shops, 'admin-new-shop-public-en-desktop');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  /** A picture uploaded as the posting dialog does; its address, for a listing's `images`. */
  async function uploadPicture(seller: Session, color: { r: number; g: number; b: number }): Promise<string> {
    const png = await sharp({ create: { width: 480, height: 360, channels: 3, background: color } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'battery.png');
    const response = await fetch(`${baseUrl()}/api/v1/uploads/image`, { method: 'POST', headers: { Authorization: `Bearer ${seller.token}` }, body: form });
    const payload = (await response.json()) as { data: { fileUrl: string } };
    if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(payload)}`);
    return payload.data.fileUrl;
  }

  /** The review queue's page (`?page=`) that shows the listing, as the admin would page to it. */
  async function reviewPageOf(id: string, adminToken: string): Promise<number> {
    for (let page = 1; ; page += 1) {
      const queue = await api<{ data: { _id: string }[]; totalPages: number }>('GET', `/admin/products?status=pending&limit=10&page=${page}`, undefined, adminToken);
      if (queue.data.some((product) => product._id === id)) return page;
      if (page >= queue.totalPages) throw new Error(`Listing ${id} is not in the review queue`);
    }
  }

  it('an approved battery edited: the admin reads each change old → new, the lower price already public (Arabic phone, English desktop)', { timeout: JOURNEY_MS }, async () => {
    const seller = await signUp('بائع بطاريات');
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const name = `Pylontech US5000 ${stamp()}`;
    const battery = { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 3000, ageMonths: null, healthPct: null };
    const kept = await uploadPicture(seller, { r: 30, g: 90, b: 160 });
    const posted = await api<{ data: { _id: string } }>('POST', '/products/post', {
      name, type: 'Battery', condition: 'New', brand: 'Pylontech', price: 1250, currency: 'USD', isNegotiable: true,
      description: 'بطارية ليثيوم 48 فولت بسعة 100 أمبير، في علبتها مع الكابلات.',
      governorate: 'aden', city: 'crater', phone: '777123456', specifications: {}, specs: battery, images: [kept],
    }, seller.token);
    const id = posted.data._id;
    await approveListing(id, admin.token);
    const added = await uploadPicture(seller, { r: 249, g: 168, b: 37 });
    await api('PATCH', `/products/update-product/${id}`, {
      price: 1100,
      description: 'بطارية ليثيوم 48 فولت بسعة 100 أمبير، جديدة لم تُستخدم، في علبتها مع الكابلات وحامل الجدار.',
      specs: { ...battery, cycleLife: 6000 },
      images: [kept, added],
    }, seller.token);
    // The lower price is public at once; the approved text stays public until the admin decides.
    const live = await api<{ data: { price: number; description: string } }>('GET', `/marketplace/getOneProduct/${id}`);
    expect(live.data).toMatchObject({ price: 1100, description: expect.stringContaining('في علبتها مع الكابلات.') });
    const queuePage = await reviewPageOf(id, admin.token);

    for (const [lang, viewport] of [['ar', 'phone'], ['en', 'desktop']] as const) {
      const texts = lang === 'ar' ? { admin: arAdmin, products: arProducts } : { admin: enAdmin, products: enProducts };
      const number = (value: number) => new Intl.NumberFormat(lang).format(value);
      const { page, problems, close } = await openPage(browser(), { lang, viewport });
      try {
        await signInPage(page, admin);
        await page.goto(`${baseUrl()}/admin/review${queuePage > 1 ? `?page=${queuePage}` : ''}`, { waitUntil: 'networkidle' });
        const card = page.getByRole('article', { name });
        const changes = card.getByRole('region', { name: texts.admin.review.changedFields });
        await changes.scrollIntoViewIfNeeded();
        const valueOf = (label: string) => changes.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

        // A battery's cycle life under the public table's name, old and new in the page's digits.
        const cycles = valueOf(texts.products.specs.fields.cycleLife);
        const cyclesText = (count: number) => (lang === 'ar' ? `${number(count)} دورة` : `${number(count)} cycles`);
        await expect.poll(() => cycles.textContent()).toBe(`${texts.admin.review.changes.was} ${cyclesText(3000)}${texts.admin.review.changes.now} ${cyclesText(6000)}`);
        // The price, already public, says so; the description shows the words added.
        const price = changes.locator('dt', { hasText: texts.admin.review.fields.price });
        await price.getByText(texts.admin.review.changes.appliedImmediately).waitFor();
        expect(await valueOf(texts.admin.review.fields.price).textContent()).toContain(number(1250));
        expect(await valueOf(texts.admin.review.fields.price).textContent()).toContain(number(1100));
        expect(await valueOf(texts.admin.review.fields.description).locator('ins').allTextContents()).toEqual([`${texts.admin.review.changes.addedText} جديدة لم تُستخدم،`, `${texts.admin.review.changes.addedText} الكابلات وحامل الجدار.`]);
        await valueOf(texts.admin.review.fields.images).getByRole('img', { name: texts.admin.review.changes.addedPicture.replace('{{number, number}}', number(1)) }).waitFor();

        // Old reads before new in the page's direction, and the arrow between them points that way.
        const [oldBox, newBox] = await Promise.all([cycles.locator('bdi').first().boundingBox(), cycles.locator('bdi').last().boundingBox()]);
        if (lang === 'ar') expect(oldBox!.x).toBeGreaterThan(newBox!.x);
        else expect(oldBox!.x).toBeLessThan(newBox!.x);
        const arrow = await cycles.locator('svg').evaluate((icon) => getComputedStyle(icon).transform);
        expect(arrow).toBe(lang === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
        // Nothing of the card sticks out on either side (on an Arabic page an overflow runs off the left edge,
        // which the page's scroll width does not count).
        const outside = await card.evaluate((root) =>
          [...root.querySelectorAll('*')].filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 1 && (box.left < 0 || box.right > document.documentElement.clientWidth);
          }).map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
        );
        expect(outside).toEqual([]);

        await settle(page);
        await screenshot(page, `admin-review-changes-${lang}-${viewport}`);
        await expectAccessible(page);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  /**
   * Reports and listings in the queues, so sections are checked with cards and not only empty states.
   * Join requests are limited to 5 per address an hour, all of which the journeys above and the directory
   * spec use: the handled tab (the shop journey's request) shows a request card instead.
   */
  let queuesFilled: Promise<void> | undefined;
  const fillQueues = () =>
    (queuesFilled ??= (async () => {
      const reporter = await signUp('زائر مبلّغ');
      const live = await api<{ data: { _id: string }[] }>('GET', '/marketplace/browse-products?limit=1');
      await api('POST', `/marketplace/products/${live.data[0]!._id}/report`, { reason: 'fraud', details: 'السعر أقل بكثير من السوق' }, reporter.token);
    })());

  const sections = ['dashboard', 'review', 'reports', 'joinRequests', 'engineers', 'shops', 'ads', 'users', 'prices', 'settings', 'auditLog'] as const;
  for (const lang of ['ar', 'en'] as const) {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      it(`every section opens, reads right and passes axe (${lang}, ${viewport})`, { timeout: JOURNEY_MS }, async () => {
        await fillQueues();
        const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
        const nav = (lang === 'ar' ? arAdmin : enAdmin).nav;
        const { page, problems, close } = await openPage(browser(), { lang, viewport });
        try {
          await signInPage(page, admin);
          await page.goto(`${baseUrl()}/admin`, { waitUntil: 'networkidle' });
          for (const section of sections) {
            await openSection(page, nav.label, nav[section]);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            // Nothing may stick out sideways on a phone.
            expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), section).toBeLessThanOrEqual(0);
            await settle(page);
            await screenshot(page, `admin-${section}-${lang}-${viewport}`);
            await expectAccessible(page).catch((error: Error) => {
              throw new Error(`${section}: ${error.message}`);
            });
          }
          await page.goto(`${baseUrl()}/admin/join-requests?status=handled`, { waitUntil: 'networkidle' });
          await page.getByRole('article').first().waitFor();
          await settle(page);
          await screenshot(page, `admin-joinRequests-handled-${lang}-${viewport}`);
          await expectAccessible(page).catch((error: Error) => {
            throw new Error(`handled join requests: ${error.message}`);
          });
          // The forms too: long on a phone, with a save bar that stays on screen.
          for (const form of ['engineers/new', 'ads/new'] as const) {
            await page.goto(`${baseUrl()}/admin/${form}`, { waitUntil: 'networkidle' });
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), form).toBeLessThanOrEqual(0);
            await settle(page);
            await screenshot(page, `admin-${form.replace('/', '-')}-${lang}-${viewport}`);
            await expectAccessible(page).catch((error: Error) => {
              throw new Error(`${form}: ${error.message}`);
            });
          }
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  it('a signed-in user who is not an admin is turned away, and the API refuses them too', { timeout: JOURNEY_MS }, async () => {
    const user = await signUp('مستخدم عادي');
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone' });
    try {
      await signInPage(page, user);
      await page.goto(`${baseUrl()}/admin`, { waitUntil: 'networkidle' });
      await page.getByText(arAdmin.guard.forbiddenTitle).waitFor();
      const response = await fetch(`${baseUrl()}/api/v1/admin/dashboard`, { headers: { Authorization: `Bearer ${user.token}` } });
      expect(response.status).toBe(403);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
