// Every touch target of the public pages is at least 44 × 44 CSS px (WCAG 2.5.5, target size, enhanced;
// issue #17): measured in the browser on a 390 px Arabic phone and on an English desktop, with axe run on
// the same pages. And the site's own pages (footer: about, terms, privacy, safety, contact) are rendered on
// the server with their own metadata, while their texts stay out of the home page's download.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, appStarted, baseUrl, expectAccessible, browserForFile, openPage, resultsDir, screenshot, settle, VIEWPORTS } from './fixtures.ts';

const browser = browserForFile();
const ids = { product: '', engineer: '', shop: '' };

beforeAll(async () => {
  const first = async (apiPath: string) => (await api<{ data: { _id: string }[] }>('GET', apiPath)).data[0]?._id ?? '';
  [ids.product, ids.engineer, ids.shop] = await Promise.all([
    first('/marketplace/browse-products?limit=1'),
    first('/marketplace/getAllEngineer?limit=1'),
    first('/marketplace/getAllShops?limit=1'),
  ]);
  if (!ids.product || !ids.engineer || !ids.shop) throw new Error(`The demo data lacks a product, an engineer or a shop: ${JSON.stringify(ids)}`);
});

const INFO_PAGES = ['/about', '/terms', '/privacy', '/safety', '/contact'] as const;

/** The public pages; `signIn` is the login dialog (the app has no sign-in page: the header opens it). */
const PAGES = () => [
  '/', '/products', `/product/${ids.product}`, '/engineers', `/engineer/${ids.engineer}`, '/shops', `/shop/${ids.shop}`,
  '/shop-ads', '/calculator', 'signIn', '/signup', ...INFO_PAGES,
];

const RUNS = [
  { lang: 'ar', viewport: 'phone' },
  { lang: 'en', viewport: 'desktop' },
] as const;

/** What a user can touch: links, buttons, fields, and anything made focusable or button-like. */
const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]';

/**
 * The targets under `scope` smaller than 44 × 44 CSS px, described for a reader: tag, role, name, size.
 * Not counted, each for its reason:
 * - what is not shown (display none, visibility hidden, a closed drawer, a visually hidden skip link
 *   before it is focused: 1 px or clipped), and what is aria-hidden (MUI's native input behind a select);
 * - an element focusable only by script (`tabindex="-1"`, e.g. `<main>` for the skip link): no one taps it;
 * - WCAG 2.5.5's "inline" exception, encoded narrowly: an `<a>` laid out inline inside a `<p>` of running
 *   text, whose size the line of text sets. A link standing on its own (a button-like link, a footer
 *   link, a "forgot password?" link in its own block) is a target like any other.
 * An input the browser draws transparent over its own box (a checkbox, a file picker) is measured by that box.
 */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, selector }) => {
      const MIN = 44;
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope} on the page`];
      const isShown = (element: Element) => {
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        if (element.closest('[aria-hidden="true"]')) return false;
        const style = getComputedStyle(element);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      const isInlineInText = (element: Element) => element.tagName === 'A' && element.closest('p') !== null && getComputedStyle(element).display === 'inline';
      const describe = (element: Element) => {
        const role = element.getAttribute('role') ?? element.getAttribute('type') ?? '';
        const name = (element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        return `<${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}> «${name}»`;
      };
      const found: string[] = [];
      for (const element of root.querySelectorAll(selector)) {
        const scriptOnly = element.getAttribute('tabindex') === '-1' && !element.matches('a[href], button, input, select, textarea, [role="button"]');
        if (scriptOnly || isInlineInText(element)) continue;
        // A transparent native input (checkbox, radio, file) is as big as the control drawn around it.
        const measured = element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0' && element.parentElement ? element.parentElement : element;
        if (!isShown(measured)) continue;
        const { width, height } = measured.getBoundingClientRect();
        // Half a pixel of rounding (fractional layouts), not more.
        if (width < MIN - 0.5 || height < MIN - 0.5) found.push(`${describe(element)} ${Math.round(width)}×${Math.round(height)}`);
      }
      return found;
    },
    { scope, selector: TARGETS },
  );
}

/** Opens a page, or the login dialog, as a visitor does; returns where to measure. */
async function open(page: Page, target: string, lang: 'ar' | 'en'): Promise<string> {
  if (target !== 'signIn') return 'body';
  await page.getByRole('banner').getByRole('button', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Log in' }).click();
  await page.getByRole('dialog').waitFor();
  await settle(page);
  return '[role="dialog"]';
}

describe('touch targets of the public pages (WCAG 2.5.5)', () => {
  for (const run of RUNS) {
    it.each(PAGES().map((target) => ({ target })))(`are 44 × 44 px at least on ${run.lang} ${run.viewport}: $target`, async ({ target }) => {
      const pagePath = target === 'signIn' ? '/' : target;
      const { page, problems, close } = await openPage(browser(), { lang: run.lang, viewport: run.viewport, path: pagePath });
      try {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const scope = await open(page, target, run.lang);
        const offenders = await smallTargets(page, scope);
        expect(offenders, `${target} (${run.lang}, ${run.viewport}) has targets under 44 × 44 px:\n${offenders.join('\n')}`).toEqual([]);
        await expectAccessible(page);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

describe('a listing’s and the list’s details on a 390 px phone (issue #38)', () => {
  const CONTACT = { ar: 'التواصل مع البائع', en: 'Contact the seller' } as const;
  const CATEGORIES = { ar: 'الأقسام', en: 'Categories' } as const;
  const ALL = { ar: 'كل الأقسام', en: 'All categories' } as const;
  const PANELS = { ar: 'ألواح شمسية', en: 'Solar panels' } as const;
  const SAVE = { ar: 'احفظ البحث', en: 'Save search' } as const;
  const FILTERS = { ar: /^الفلاتر/, en: /^Filters/ } as const;

  /** A listing whose page shows the seller's phone and WhatsApp numbers, and the seller's name. */
  async function listingWithNumbers() {
    const listings = (await api<{ data: { _id: string }[] }>('GET', '/marketplace/browse-products?limit=20')).data;
    for (const { _id } of listings) {
      const { data } = await api<{ data: { seller: { name: string }; contactInfo: { phone?: string; whatsapp?: string } } }>('GET', `/marketplace/getOneProduct/${_id}`);
      if (data.contactInfo.phone && data.contactInfo.whatsapp) return { id: _id, sellerName: data.seller.name };
    }
    throw new Error('The demo data has no listing with a phone and a WhatsApp number');
  }

  it.each((['ar', 'en'] as const).map((lang) => ({ lang })))('makes the seller’s name and the contact numbers 44 px tall targets ($lang)', async ({ lang }) => {
    const listing = await listingWithNumbers();
    const { page, problems, close } = await openPage(browser(), { lang, viewport: 'phone', path: `/product/${listing.id}` });
    try {
      const contact = page.getByRole('region', { name: CONTACT[lang] });
      const links = {
        seller: page.getByRole('link', { name: listing.sellerName, exact: true }),
        phone: contact.locator('a[href^="tel:"]'),
        whatsapp: contact.locator('a[href^="https://wa.me/"]'),
      };
      for (const [name, link] of Object.entries(links)) {
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box, name).not.toBeNull();
        expect(Math.round(box!.height), `${name} (${lang}) is ${Math.round(box!.width)}×${Math.round(box!.height)}`).toBeGreaterThanOrEqual(44);
        expect(Math.round(box!.width), name).toBeGreaterThanOrEqual(44);
      }
      expect(await smallTargets(page, 'main')).toEqual([]);
      await settle(page);
      await screenshot(page, `listing-contact-${lang}-phone`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each((['ar', 'en'] as const).map((lang) => ({ lang })))('keeps a chosen category whole beside «save search», the chips on the row’s line ($lang)', async ({ lang }) => {
    const { page, problems, close } = await openPage(browser(), { lang, viewport: 'phone', path: '/products' });
    try {
      await appStarted(page);
      const nav = page.getByRole('navigation', { name: CATEGORIES[lang] });
      await nav.getByRole('link', { name: PANELS[lang] }).click();
      const chosen = nav.locator('a[aria-current="true"]');
      await expect.poll(() => chosen.textContent()).toBe(PANELS[lang]);
      const save = page.getByRole('button', { name: SAVE[lang] });
      await save.waitFor();
      await settle(page);
      await screenshot(page, `category-chips-${lang}-phone`);

      const [chip, all, saveBox, filtersBox, navBox] = await Promise.all([
        chosen.boundingBox(),
        nav.getByRole('link', { name: ALL[lang] }).boundingBox(),
        save.boundingBox(),
        page.getByRole('button', { name: FILTERS[lang] }).boundingBox(),
        nav.boundingBox(),
      ]);
      if (!chip || !all || !saveBox || !filtersBox || !navBox) throw new Error('A control of the chip row is not shown');
      const overlaps = (a: typeof chip, b: typeof chip) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(chip, saveBox), 'the chosen chip and «save search» overlap').toBe(false);
      // Whole: inside the row's visible box and on the screen, neither cut by the row's edge nor by the screen's.
      expect(chip.x).toBeGreaterThanOrEqual(Math.max(navBox.x, 0) - 0.5);
      expect(chip.x + chip.width).toBeLessThanOrEqual(Math.min(navBox.x + navBox.width, VIEWPORTS.phone.width) + 0.5);
      expect(saveBox.x).toBeGreaterThanOrEqual(-0.5);
      expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(VIEWPORTS.phone.width + 0.5);
      // «All» and the chosen chip stand on the filter button's line: same top, same bottom.
      for (const box of [all, chip]) {
        expect(Math.abs(box.y - filtersBox.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(box.y + box.height - (filtersBox.y + filtersBox.height))).toBeLessThanOrEqual(1);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the footer and the site’s own pages (issue #17)', () => {
  it('shows the footer on an Arabic phone and an English desktop', async () => {
    for (const run of RUNS) {
      const { page, problems, close } = await openPage(browser(), { lang: run.lang, viewport: run.viewport, path: '/' });
      try {
        const footer = page.getByRole('contentinfo');
        const links = footer.getByRole('navigation').getByRole('link');
        expect(await links.allTextContents()).toEqual(
          run.lang === 'ar'
            ? ['طلبات المشترين', 'أسعار الطاقة الشمسية', 'من نحن', 'الشروط', 'الخصوصية', 'نصائح الأمان', 'اتصل بنا']
            : ["Buyers' requests", 'Solar prices', 'About us', 'Terms', 'Privacy', 'Safety tips', 'Contact us'],
        );
        await footer.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settle(page);
        await screenshot(page, `footer-${run.lang}-${run.viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('keeps the footer reachable above the product page’s contact bar on a phone', async () => {
    const { page, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: `/product/${ids.product}` });
    try {
      await page.locator('[data-fixed-bottom-bar]').waitFor();
      // Scrolled to the very end (the seller's other listings may still be arriving, so until it stays there),
      // the footer's last link ends above the bar's top edge: nothing of it is under the bar.
      const gap = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const bar = document.querySelector('[data-fixed-bottom-bar]')!.getBoundingClientRect();
          const links = document.querySelectorAll('footer a');
          const last = links[links.length - 1]!.getBoundingClientRect();
          return Math.round(bar.top - last.bottom);
        });
      await expect.poll(gap, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    } finally {
      await close();
    }
  });

  it.each(INFO_PAGES.map((pagePath) => ({ pagePath })))('renders $pagePath on the server with its own title, description, canonical and hreflang', async ({ pagePath }) => {
    const html = await (await fetch(`${baseUrl()}${pagePath}?lang=en`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const english = { '/about': 'About us', '/terms': 'Terms', '/privacy': 'Privacy', '/safety': 'Safety tips', '/contact': 'Contact us' }[pagePath];
    expect(title).toBe(`${english} | Solar Market Yemen`);
    expect(description).toBeTruthy();
    expect(description).not.toContain('The solar energy market of Yemen'); // its own, not the site's
    // Absolute addresses under PUBLIC_URL (this server's own address by default).
    expect(/<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1]).toMatch(new RegExp(`^https?://[^/]+${pagePath}\\?lang=en$`));
    expect(/<link rel="alternate" hreflang="ar" href="([^"]+)" \/>/.exec(html)?.[1]).toMatch(new RegExp(`^https?://[^/]+${pagePath}$`));
    expect(/<link rel="alternate" hreflang="en" href="([^"]+)" \/>/.exec(html)?.[1]).toMatch(new RegExp(`^https?://[^/]+${pagePath}\\?lang=en$`));
    // The page's text is in the HTML itself (no JavaScript needed to read it): its heading and sections.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${english}</h1>`));
    expect((html.match(/<h2[^>]*>/g) ?? []).length).toBeGreaterThan(0);
    const arabic = await (await fetch(`${baseUrl()}${pagePath}`)).text();
    expect(/<html lang="ar" dir="rtl">/.test(arabic)).toBe(true);
  });

  it('keeps the pages’ texts out of the home page’s download, and loads them with the page', async () => {
    const { page, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: '/' });
    const scripts: string[] = [];
    try {
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      // What the home page downloaded, from the browser's own record of it.
      const homeScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
      const bodies = await Promise.all(homeScripts.map(async (url) => (await fetch(url)).text()));
      const phrase = 'لحذف حسابك كله';
      expect(bodies.some((body) => body.includes(phrase))).toBe(false);

      await page.getByRole('contentinfo').getByRole('link', { name: 'الخصوصية' }).click();
      await page.getByRole('heading', { level: 1, name: 'الخصوصية' }).waitFor();
      await expect.poll(() => page.getByText(phrase, { exact: false }).count()).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it.each(INFO_PAGES.map((pagePath) => ({ pagePath })))('shows $pagePath on an Arabic phone, right to left', async ({ pagePath }) => {
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: pagePath });
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (pagePath === '/contact') {
        const hrefs = await page.getByRole('list', { name: 'طرق التواصل' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs[0]).toMatch(/^tel:\+967\d+$/);
        expect(hrefs.some((href) => href?.startsWith('https://wa.me/967'))).toBe(true);
        expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
      }
      await page.screenshot({ path: path.join(resultsDir, `info${pagePath.replace('/', '-')}-ar-phone.png`), fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
