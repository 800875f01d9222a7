import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arAdmin from '../../../packages/shared/src/i18n/locales/ar/admin.json' with { type: 'json' };
import enAdmin from '../../../packages/shared/src/i18n/locales/en/admin.json' with { type: 'json' };
import enDirectoryAdmin from '../../../packages/shared/src/i18n/locales/en/admin-directory.json' with { type: 'json' };
import arSelling from '../../../packages/shared/src/i18n/locales/ar/selling.json' with { type: 'json' };
import {
  api, baseUrl, E2E_ADMIN, expectAccessible, launchBrowser, login, openPage, screenshot, settle, signInPage, signUp, VIEWPORTS, type Session,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

    const { page, problems, close } = await openPage(browser, { lang: 'ar', viewport: 'phone' });
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

    const sellerView = await openPage(browser, { lang: 'ar', viewport: 'phone' });
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

    const { page, problems, close } = await openPage(browser, { lang: 'en', viewport: 'desktop' });
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

    const visitor = await openPage(browser, { lang: 'en', viewport: 'desktop', path: `/shops` });
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

  const sections = ['dashboard', 'review', 'reports', 'joinRequests', 'engineers', 'shops', 'ads', 'users', 'settings', 'auditLog'] as const;
  for (const lang of ['ar', 'en'] as const) {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      it(`every section opens, reads right and passes axe (${lang}, ${viewport})`, { timeout: JOURNEY_MS }, async () => {
        await fillQueues();
        const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
        const nav = (lang === 'ar' ? arAdmin : enAdmin).nav;
        const { page, problems, close } = await openPage(browser, { lang, viewport });
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
    const { page, problems, close } = await openPage(browser, { lang: 'ar', viewport: 'phone' });
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
