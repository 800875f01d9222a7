import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import arAlerts from '../../../packages/shared/src/i18n/locales/ar/alerts.json' with { type: 'json' };
import enAlerts from '../../../packages/shared/src/i18n/locales/en/alerts.json' with { type: 'json' };
import arAuth from '../../../packages/shared/src/i18n/locales/ar/auth.json' with { type: 'json' };
import {
  api, approveListing, baseUrl, E2E_ADMIN, expectAccessible, browserForFile, login, openPage, screenshot, settle, signInPage, signUp, type Session,
} from './fixtures.ts';

// docs/decisions/023-saved-searches-and-alerts.md, as a buyer lives it: save a search from the filters and
// stay on the results, find it in My searches, change its alert and see it saved, be told the same search
// is saved already, an admin approves a matching listing, the alert round runs (the development trigger,
// POST /api/v1/dev/alerts/run), the message in the outbox links to the listing, and its unsubscribe link,
// opened signed out, turns the alert off.
const browser = browserForFile();

const JOURNEY_MS = 240_000;
const stamp = () => `${Date.now()}`.slice(-6);
const PASSWORD = 'Seller@2026';

/** A pending battery of this brand in Aden, posted through the API as the posting dialog sends it. */
async function postBattery(seller: Session, name: string, brand: string): Promise<string> {
  const created = await api<{ data: { _id: string } }>(
    'POST',
    '/products/post',
    {
      name, type: 'Battery', condition: 'New', brand, price: 640, currency: 'USD', isNegotiable: true,
      description: 'بطارية ليثيوم 48 فولت بسعة 100 أمبير، ضمان خمس سنوات.', governorate: 'aden', city: 'crater', phone: '777123456',
      specifications: { voltage: '48V', capacity: '100Ah' }, images: [],
      specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 6000, ageMonths: null, healthPct: null },
    },
    seller.token,
  );
  return created.data._id;
}

/** A verified account that signed up in English (messages come in the language an account signed up in). */
async function signUpInEnglish(name: string): Promise<Session> {
  const id = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  const email = `buyer-${id}@e2e.test`;
  const register = await fetch(`${baseUrl()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ name, phone: `77${id.slice(-7)}`, email, password: PASSWORD }),
  });
  expect(register.status).toBe(201);
  const otp = (await outbox(email))[0]?.code;
  return (await api<{ data: Session }>('POST', `/auth/verify-otp/${encodeURIComponent(email)}`, { otp })).data;
}

type OutboxMessage = { channel: string; text: string; code: string | null };
const outbox = async (to: string) => (await api<{ data: OutboxMessage[] }>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).data;

/** Runs the alert round now and waits for the message to reach the outbox (the job runner may deliver it). */
async function runAlertsAndRead(to: string, listingName: string): Promise<OutboxMessage> {
  await api('POST', '/dev/alerts/run');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const message = (await outbox(to)).find((m) => m.text.includes(listingName));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`No alert about ${listingName} for ${to}: ${JSON.stringify(await outbox(to))}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The path of a link on the product's own domain (PUBLIC_URL is this server's address in the test). */
const pathOf = (url: string) => new URL(url).pathname;

/** A translation with its values, as i18next fills it (the journeys read the catalogues, not the app). */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
/** Left-to-right isolated and unbroken, as the app writes a phone or an address inside a sentence. */
const ltr = (text: string) => `\u2066${text.replace(/ /g, '\u00a0')}\u2069`;

/** Saving the search on screen again: the dialog says it is saved already and links to it; answers the link. */
async function saveAgainIsRefused(page: Page, texts: { button: string; title: string; submit: string; exists: string; openExisting: string }, name: string) {
  await page.getByRole('button', { name: texts.button }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
  const refusal = dialog.getByRole('alert');
  await refusal.getByText(fill(texts.exists, { name: `\u2068${name}\u2069` })).waitFor();
  return refusal.getByRole('link', { name: texts.openExisting });
}

/** Follows a message's listing link and its unsubscribe link, signed out, in `lang`; the alert ends off. */
async function followLinks(page: Page, text: string, listingId: string, listingName: string, stop: { confirm: string; done: string }) {
  const listingLink = /(https?:\/\/\S+\/p\/[A-Za-z0-9_-]{22})/.exec(text)?.[1];
  expect(listingLink, text).toBeTruthy();
  // PUBLIC_URL is unset in the test, so links name this server by its default origin (localhost:port).
  expect(new URL(listingLink!).port).toBe(new URL(baseUrl()).port);
  await page.goto(`${baseUrl()}${pathOf(listingLink!)}`, { waitUntil: 'networkidle' });
  expect(new URL(page.url()).pathname).toBe(`/product/${listingId}`);
  await page.getByRole('heading', { name: listingName, level: 1 }).waitFor();

  const stopLink = /(https?:\/\/\S+\/u\/[A-Za-z0-9_-]{45})(?:\s|$)/.exec(text)?.[1];
  expect(stopLink, text).toBeTruthy();
  await page.goto(`${baseUrl()}${pathOf(stopLink!)}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: stop.confirm }).click();
  await page.getByText(stop.done).waitFor();
}

describe('saved searches and alerts', () => {
  it('a visitor saves a filtered search after signing in, sees it in My searches, and the SMS digest links to the approved listing; its stop link turns it off (Arabic, phone)', { timeout: JOURNEY_MS }, async () => {
    const id = stamp();
    const brand = `Volta${id}`;
    const buyer = await signUp('مشتري تجريبي');
    const profile = (await api<{ data: { email: string; phone: string } }>('GET', '/auth/profile', undefined, buyer.token)).data;
    const search = `/products?category=batteries&brand=${brand}&governorate=aden`;
    const { page, problems, close } = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: search });
    try {
      // Signed out: saving asks to sign in first, then comes back to the same search with the dialog open.
      await page.getByRole('button', { name: arAlerts.save.button }).click();
      const loginDialog = page.getByRole('dialog');
      await loginDialog.getByLabel(arAuth.login.identifier).fill(profile.email);
      await loginDialog.locator('input[type="password"]').fill(PASSWORD);
      await loginDialog.getByRole('button', { name: arAuth.login.submit }).click();
      const dialog = page.getByRole('dialog', { name: arAlerts.save.title });
      await dialog.waitFor();
      const url = new URL(page.url());
      expect([url.pathname, url.searchParams.get('brand'), url.searchParams.get('category'), url.searchParams.has('save')]).toEqual(['/products', brand, 'batteries', false]);
      const name = await dialog.getByLabel(arAlerts.save.name).inputValue();
      expect(name).toBe(`بطاريات ${brand} في عدن`);
      // The channel says what comes and where: a text message to the account's phone, masked.
      const phone = `+967 ••• ••• ${profile.phone.slice(-3)}`;
      const sms = fill(arAlerts.channel.smsTo, { to: ltr(phone) });
      await dialog.getByRole('combobox', { name: arAlerts.save.channel }).getByText(sms).waitFor();
      await dialog.getByText(arAlerts.channel.smsHelp).waitFor();
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-save-dialog-ar-phone');
      await dialog.getByRole('button', { name: arAlerts.save.submit }).click();

      // Saved, and the buyer is still on the results: the dialog closed and a toast says where the search is.
      const toast = page.getByRole('status').filter({ hasText: arAlerts.save.saved });
      await toast.waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/products');
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-saved-ar-phone');

      // The toast's link opens My searches on that search: daily by SMS by default.
      await toast.getByRole('link', { name: arAlerts.save.open }).click();
      await page.waitForURL('**/saved-searches#saved-search-*');
      const card = page.getByRole('article', { name });
      await card.waitFor();
      expect(await card.getByText(arAlerts.frequency.daily).count()).toBeGreaterThan(0);

      // A change says it was saved, and what now holds, beside the setting.
      await card.getByRole('combobox', { name: arAlerts.page.frequencyLabel }).click();
      await page.getByRole('option', { name: arAlerts.frequency.instant }).click();
      await card.getByRole('status').getByText(fill(arAlerts.status.saved, { frequency: arAlerts.frequency.instant, channel: sms })).waitFor();
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-changed-ar-phone');
      // Buyers' requests near the user, on unless stopped, with its own switch.
      const wanted = page.getByRole('region', { name: arAlerts.page.wantedTitle });
      await wanted.scrollIntoViewIfNeeded();
      expect(await wanted.getByRole('switch', { name: arAlerts.page.wantedSwitch }).isChecked()).toBe(true);
      await screenshot(page, 'saved-searches-wanted-ar-phone');

      // The same search saved again from the results is refused, with a link to the one that exists.
      await page.goBack({ waitUntil: 'networkidle' });
      const existing = await saveAgainIsRefused(page, arAlerts.save, name);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-duplicate-ar-phone');
      await existing.click();
      await page.waitForURL('**/saved-searches#saved-search-*');
      await card.waitFor();
      expect(await page.getByRole('article').count()).toBe(1);

      // A seller's matching listing is approved; the round runs; the SMS carries its short link.
      const seller = await signUp();
      const listingName = `بطارية فولتا ${id}`;
      const listingId = await postBattery(seller, listingName, brand);
      await approveListing(listingId, (await login(E2E_ADMIN.email, E2E_ADMIN.password)).token);
      const message = await runAlertsAndRead(`+${profile.phone}`, listingName);
      expect(message.channel).toBe('sms');
      expect(message.text).toContain(`جديد في «${name}»:`);

      // The links work signed out.
      await page.evaluate(() => localStorage.clear());
      await followLinks(page, message.text, listingId, listingName, { confirm: arAlerts.unsubscribe.confirm, done: arAlerts.unsubscribe.done });
      await screenshot(page, 'saved-searches-unsubscribed-ar-phone');
      const after = await api<{ data: { searches: { name: string; frequency: string }[] } }>('GET', '/saved-searches', undefined, buyer.token);
      expect(after.data.searches.map((s) => [s.name, s.frequency])).toEqual([[name, 'off']]);
      // The repeated save's 409 is an answer the dialog explains, which Chromium still logs.
      expect(problems.filter((problem) => !problem.includes('409 (Conflict)'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a signed-in buyer saves a search by e-mail, the digest arrives with the listing link, and the stop link works signed out (English, desktop)', { timeout: JOURNEY_MS }, async () => {
    const id = stamp();
    const brand = `Sunvolt${id}`;
    const buyer = await signUpInEnglish('Test Buyer');
    const profile = (await api<{ data: { email: string; phone: string } }>('GET', '/auth/profile', undefined, buyer.token)).data;
    const { page, problems, close } = await openPage(browser(), { lang: 'en', viewport: 'desktop', path: '/' });
    try {
      await signInPage(page, buyer);
      await page.goto(`${baseUrl()}/products?category=batteries&brand=${brand}&governorate=aden&maxPrice=700&currency=USD`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: enAlerts.save.button }).click();
      const dialog = page.getByRole('dialog', { name: enAlerts.save.title });
      await dialog.waitFor();
      const name = await dialog.getByLabel(enAlerts.save.name).inputValue();
      expect(name).toBe(`Batteries ${brand} in Aden up to $700`);
      const email = fill(enAlerts.channel.emailTo, { to: ltr(`b•••@${profile.email.split('@')[1]}`) });
      await dialog.getByRole('combobox', { name: enAlerts.save.channel }).click();
      await page.getByRole('option', { name: email }).click();
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-save-dialog-en-desktop');
      await dialog.getByRole('button', { name: enAlerts.save.submit, exact: true }).click();

      // Still on the results; the toast says where the search is kept.
      const toast = page.getByRole('status').filter({ hasText: enAlerts.save.saved });
      await toast.waitFor();
      expect(new URL(page.url()).pathname).toBe('/products');
      await toast.getByRole('link', { name: enAlerts.save.open }).waitFor();
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-saved-en-desktop');

      // Saving the same filters again, even with the words typed otherwise, is refused with a link to it.
      await page.goto(`${baseUrl()}/products?category=batteries&brand=${brand.toLowerCase()}&governorate=aden&maxPrice=700&currency=USD`, { waitUntil: 'networkidle' });
      const existing = await saveAgainIsRefused(page, enAlerts.save, name);
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-duplicate-en-desktop');
      await existing.click();
      await page.waitForURL('**/saved-searches#saved-search-*');
      const card = page.getByRole('article', { name });
      await card.waitFor();
      expect(await card.getByText(email).count()).toBeGreaterThan(0);
      expect(await page.getByRole('article').count()).toBe(1);

      // Paused and turned on again, each change confirmed beside the setting.
      const frequency = card.getByRole('combobox', { name: enAlerts.page.frequencyLabel });
      await frequency.click();
      await page.getByRole('option', { name: enAlerts.frequency.off }).click();
      await card.getByRole('status').getByText(enAlerts.status.paused).waitFor();
      await frequency.click();
      await page.getByRole('option', { name: enAlerts.frequency.weekly }).click();
      await card.getByRole('status').getByText(fill(enAlerts.status.saved, { frequency: enAlerts.frequency.weekly, channel: email })).waitFor();
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, 'saved-searches-changed-en-desktop');
      // Buyers' requests near the user, on unless stopped, with its own switch.
      const wanted = page.getByRole('region', { name: enAlerts.page.wantedTitle });
      await wanted.scrollIntoViewIfNeeded();
      expect(await wanted.getByRole('switch', { name: enAlerts.page.wantedSwitch }).isChecked()).toBe(true);
      await screenshot(page, 'saved-searches-wanted-en-desktop');

      const seller = await signUp();
      const listingName = `Sunvolt battery ${id}`;
      const listingId = await postBattery(seller, listingName, brand);
      await approveListing(listingId, (await login(E2E_ADMIN.email, E2E_ADMIN.password)).token);
      const message = await runAlertsAndRead(profile.email, listingName);
      expect(message.channel).toBe('email');
      expect(message.text).toContain(`• ${listingName}, $640`);

      // Back in My searches, the new listing is counted until the search is run.
      await page.goto(`${baseUrl()}/saved-searches`, { waitUntil: 'networkidle' });
      await card.getByText('1 new listing').waitFor();

      await page.evaluate(() => localStorage.clear());
      await followLinks(page, message.text, listingId, listingName, { confirm: enAlerts.unsubscribe.confirm, done: enAlerts.unsubscribe.done });
      const after = await api<{ data: { searches: { frequency: string }[] } }>('GET', '/saved-searches', undefined, buyer.token);
      expect(after.data.searches.map((s) => s.frequency)).toEqual(['off']);
      expect(problems.filter((problem) => !problem.includes('409 (Conflict)'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
