import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, browserForFile, openPage, screenshot, VIEWPORTS } from './fixtures.ts';

// The server allows 10 sign-ups an hour and 30 logins per 15 minutes from one address: this file signs up
// once and logs in three times (two in the journey, one through the API for the screenshots).

const DEMO_SELLER = { email: 'seller@demo.solar-market.ye', password: 'Demo@1234' };

const browser = browserForFile();
let tempDir: string;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-auth-e2e-'));
});
afterAll(async () => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** The newest one-time code sent to an e-mail address (the development outbox keeps them). */
async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: { code: string | null }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  return code;
}

/** A real PNG picture, as a phone's gallery would give it. */
async function makePng(name: string): Promise<string> {
  const file = path.join(tempDir, name);
  await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 249, g: 168, b: 37 } } })
    .composite([{ input: Buffer.from('<svg width="320" height="320"><circle cx="160" cy="160" r="90" fill="#2e7d32"/></svg>'), top: 0, left: 0 }])
    .png()
    .toFile(file);
  return file;
}

const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `قائمة الحساب: ${name}` });

async function logOut(page: Page, name: string) {
  await accountButton(page, name).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  const confirm = page.getByRole('dialog', { name: 'تسجيل الخروج' });
  await confirm.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
}

async function logIn(page: Page, identifier: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await dialog.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ }).fill(identifier);
  await dialog.getByLabel(/^كلمة المرور/).fill(password);
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('accounts', () => {
  it('signs a new user up in Arabic, then logs out and in, edits the profile and resets the password', async () => {
    const stamp = Date.now().toString();
    const localPhone = `77${stamp.slice(-7)}`;
    const email = `e2e-${stamp}@example.ye`;
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'desktop', path: '/signup' });
    try {
      // Sign up: the phone goes out as +967 and the number.
      await page.getByRole('heading', { level: 1, name: 'إنشاء حساب جديد' }).waitFor();
      await page.getByRole('textbox', { name: /الاسم الكامل/ }).fill('سالم التجربة');
      await page.getByRole('textbox', { name: /رقم الهاتف/ }).fill(localPhone);
      await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(email);
      await page.getByLabel(/^كلمة المرور/).fill('Solar@123');
      await page.getByLabel(/^تأكيد كلمة المرور/).fill('Solar@123');
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

      // The code screen, one digit per box, typed as a person would.
      await page.waitForURL((url) => url.pathname === '/verify-otp');
      expect(new URL(page.url()).searchParams.get('identifier')).toBe(email);
      await expect.poll(() => page.getByText(`+967${localPhone}`, { exact: false }).count()).toBeGreaterThan(0);
      // The SMS code, as the screen names the phone: it confirms the phone, which the log-in below uses
      // (an e-mail code confirms only the e-mail; issue 39).
      const code = await latestCode(`+967${localPhone}`);
      await page.getByRole('textbox', { name: 'الرقم 1 من 6' }).click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'تأكيد الرمز' }).click();

      // Signed in, at home.
      await page.waitForURL((url) => url.pathname === '/');
      await accountButton(page, 'سالم التجربة').waitFor();
      await page.getByText('تم إنشاء الحساب بنجاح، أهلاً بك').waitFor();

      // Log out, confirmed, then log in with the phone written another way.
      await logOut(page, 'سالم التجربة');
      await page.getByText('تم تسجيل الخروج بنجاح').waitFor();
      await logIn(page, `00967 ${localPhone}`, 'Solar@123');
      await accountButton(page, 'سالم التجربة').waitFor();

      // New name and picture.
      await accountButton(page, 'سالم التجربة').click();
      await page.getByRole('menuitem', { name: 'تعديل الملف الشخصي' }).click();
      await page.waitForURL((url) => url.pathname === '/update-profile');
      const save = page.getByRole('button', { name: 'حفظ التغييرات' });
      expect(await save.isDisabled()).toBe(true);
      expect(await page.getByRole('textbox', { name: 'رقم الهاتف' }).inputValue()).toBe(`+967${localPhone}`);
      await page.getByRole('textbox', { name: /الاسم الكامل/ }).fill('سالم المحدّث');
      await page.locator('input[type="file"]').setInputFiles(await makePng('me.png'));
      await page.getByText('الصورة المختارة: me.png').waitFor();
      await save.click();
      await page.getByText('تم تحديث الملف الشخصي بنجاح').waitFor();
      // Back one screen, with the new picture in the header.
      await page.waitForURL((url) => url.pathname === '/');
      const avatar = accountButton(page, 'سالم المحدّث').locator('img');
      await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // Forgot password: code by e-mail, new password, then a login with it.
      await logOut(page, 'سالم المحدّث');
      await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.getByRole('dialog', { name: 'تسجيل الدخول' }).getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
      const forgot = page.getByRole('dialog', { name: 'استعادة كلمة المرور' });
      await forgot.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ }).fill(email);
      await forgot.getByRole('button', { name: 'إرسال الرمز' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      expect(new URL(page.url()).searchParams.get('identifier')).toBe(email);
      expect(await page.getByRole('button', { name: /إعادة الإرسال بعد/ }).isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: /رمز إعادة التعيين/ }).fill(await latestCode(email));
      await page.getByRole('button', { name: 'تحقّق من الرمز' }).click();

      await page.waitForURL((url) => url.pathname === '/reset-password');
      await page.getByLabel(/^كلمة المرور الجديدة/).fill('Fresh@456');
      await page.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('Fresh@456');
      await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
      await page.getByText(/سننقلك إلى الصفحة الرئيسية/).waitFor();

      // Home after 2 s, with the login dialog open and the identifier filled in.
      await page.waitForURL((url) => url.pathname === '/');
      const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
      expect(await dialog.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهاتف/ }).inputValue()).toBe(email);
      await dialog.getByLabel(/^كلمة المرور/).fill('Fresh@456');
      await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await accountButton(page, 'سالم المحدّث').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  describe('screens', () => {
    let session: { token: string; user: unknown };
    beforeAll(async () => {
      const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: DEMO_SELLER.email, password: DEMO_SELLER.password }),
      });
      expect(response.status).toBe(200);
      session = ((await response.json()) as { data: { token: string; user: unknown } }).data;
    });

    const cases = (['ar', 'en'] as const).flatMap((lang) => (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((viewport) => ({ lang, viewport })));

    it.each(cases)('shows every account screen in $lang on $viewport', async ({ lang, viewport }) => {
      const ar = lang === 'ar';
      const { page, problems, close } = await openPage(browser(), { lang, viewport });
      const shot = async (name: string) => {
        // Menus, drawers and dialogs fade and slide in: wait until they stand still.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              // A cancelled animation (a ripple that went away) rejects: that counts as done too.
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        await screenshot(page, `auth-${name}-${lang}-${viewport}`);
        await expectAccessible(page);
      };
      const go = (to: string) => page.goto(`${baseUrl()}${to}`, { waitUntil: 'networkidle' });
      try {
        // Login dialog, with its rules' messages showing.
        await page.getByRole('banner').getByRole('button', { name: ar ? 'تسجيل الدخول' : 'Log in' }).click();
        const login = page.getByRole('dialog', { name: ar ? 'تسجيل الدخول' : 'Log in' });
        await login.getByRole('textbox', { name: ar ? /البريد الإلكتروني أو رقم الهاتف/ : /E-mail or phone number/ }).fill('ab');
        await login.getByLabel(ar ? /^كلمة المرور/ : /^Password/).fill('123');
        await login.getByRole('button', { name: ar ? 'تسجيل الدخول' : 'Log in' }).click();
        await login.getByText(ar ? 'يرجى إدخال بريد إلكتروني أو رقم هاتف صحيح' : 'Please enter a valid e-mail or phone').waitFor();
        await shot('login-dialog');
        // Not registered (404, answered here by the test): the identifier is marked and sign-up offered.
        await page.route('**/api/v1/auth/login', (route) =>
          route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'error', code: 'NOT_REGISTERED', message: ar ? 'هذا الحساب غير مسجّل، يمكنك إنشاء حساب جديد' : 'This account is not registered. You can create a new account.' }),
          }),
        );
        await login.getByRole('textbox', { name: ar ? /البريد الإلكتروني أو رقم الهاتف/ : /E-mail or phone number/ }).fill('nobody@example.ye');
        await login.getByLabel(ar ? /^كلمة المرور/ : /^Password/).fill('Secret@123');
        await login.getByRole('button', { name: ar ? 'تسجيل الدخول' : 'Log in' }).click();
        await login.getByRole('alert').getByRole('button', { name: ar ? 'إنشاء حساب جديد' : 'Create an account' }).waitFor();
        await shot('login-not-registered');
        await page.unroute('**/api/v1/auth/login');
        // The browser reports the 404 in the console; it was this test's own answer.
        problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('status of 404')));
        await login.getByRole('button', { name: ar ? 'نسيت كلمة المرور؟' : 'Forgot your password?' }).click();
        await page.getByRole('dialog', { name: ar ? 'استعادة كلمة المرور' : 'Recover your password' }).waitFor();
        await shot('forgot-dialog');

        // Sign-up, with a half-typed password ticking the checklist.
        await go('/signup');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByLabel(ar ? /^كلمة المرور/ : /^Password/).fill('Solar1');
        await shot('signup');
        await page.getByRole('button', { name: ar ? 'إنشاء الحساب' : 'Create account' }).click();
        await page.getByText(ar ? 'الاسم مطلوب' : 'Name is required').waitFor();
        await shot('signup-errors');

        await go('/verify-otp?identifier=someone%40example.ye');
        await page.getByRole('group', { name: ar ? 'رمز التحقق' : 'Verification code' }).waitFor();
        await page.getByRole('textbox', { name: ar ? 'الرقم 1 من 6' : 'Digit 1 of 6' }).click();
        await page.keyboard.type('123');
        await shot('verify-otp');

        await go('/forgot-password?identifier=0771000001');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await shot('forgot-password');

        await go(`/reset-password?identifier=0771000001&token=${'x'.repeat(43)}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByLabel(ar ? /^كلمة المرور الجديدة/ : /^New password/).fill('Fresh@4');
        await shot('reset-password');

        await go('/update-profile');
        await page.getByRole('main').getByRole('button', { name: ar ? 'تسجيل الدخول' : 'Log in' }).waitFor();
        await shot('update-profile-signed-out');

        // Signed in as the demo seller.
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('solar.auth.token', token);
          localStorage.setItem('solar.auth.user', JSON.stringify(user));
        }, session);
        await go('/');
        const account = page.getByRole('button', { name: ar ? /^قائمة الحساب: / : /^Account menu: / });
        await account.click();
        await page.getByRole('menuitem', { name: ar ? 'تعديل الملف الشخصي' : 'Edit profile' }).waitFor();
        await shot('user-menu');
        await page.keyboard.press('Escape');

        if (viewport === 'phone') {
          await page.getByRole('button', { name: ar ? 'فتح القائمة' : 'Open menu' }).click();
          await page.getByRole('list', { name: ar ? 'الحساب' : 'Account' }).getByRole('link', { name: ar ? 'منتجاتي' : 'My products' }).waitFor();
          await shot('drawer');
          await page.keyboard.press('Escape');
        }

        await go('/update-profile');
        await page.getByRole('textbox', { name: ar ? /الاسم الكامل/ : /Full name/ }).waitFor();
        await shot('update-profile');
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }, 120_000);
  });
});
