import { describe, expect, it } from 'vitest';
import arCalculator from '../../../packages/shared/src/i18n/locales/ar/calculator.json' with { type: 'json' };
import arAdmin from '../../../packages/shared/src/i18n/locales/ar/admin.json' with { type: 'json' };
import arWanted from '../../../packages/shared/src/i18n/locales/ar/wanted.json' with { type: 'json' };
import enWanted from '../../../packages/shared/src/i18n/locales/en/wanted.json' with { type: 'json' };
import { calculatorLinkCode } from '../../../packages/shared/src/domain/calculator-link.ts';
import { api, approveListing, E2E_ADMIN, expectAccessible, browserForFile, login, openPage, screenshot, settle, signInPage, signUp, type Session } from './fixtures.ts';

// Issue #44 as people live it: a buyer in Taiz runs the calculator and asks for offers on its result
// (Arabic, phone); an admin approves the request; two sellers with batteries in Taiz are told through the
// development outbox; one sends an offer from the request's page (English, desktop), its battery line one
// of their own listings, the other by the API; the buyer compares both in one currency, finds the
// answerer's WhatsApp link, and accepts one. The admin approves from the console's queue (Arabic, phone).
const browser = browserForFile();

const JOURNEY_MS = 300_000;
const CODE = calculatorLinkCode({ mode: 'quick', dailyEnergyKwh: 5, governorate: 'taiz', batteryType: 'lithium' })!;

/** A seller with an approved battery in Taiz whose notices come by e-mail (no quiet hours in a test run at night). */
async function taizSeller(name: string, admin: Session) {
  const seller = await signUp(name);
  const created = await api<{ data: { _id: string } }>(
    'POST',
    '/products/post',
    {
      name: `${name} LiFePO4`, type: 'Battery', condition: 'New', brand: 'Felicity', price: 700, currency: 'USD', isNegotiable: true,
      description: 'بطارية ليثيوم 48 فولت بسعة 100 أمبير، ضمان خمس سنوات.', governorate: 'taiz', city: 'taiz-city', phone: '777123456',
      specifications: { voltage: '48V', capacity: '100Ah' }, images: [],
      specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 51.2, capacityAh: 100, cycleLife: 6000, ageMonths: null, healthPct: null },
    },
    seller.token,
  );
  await approveListing(created.data._id, admin.token);
  await api('PUT', '/saved-searches/favourites-alert', { channel: 'email' }, seller.token);
  const profile = (await api<{ data: { email: string } }>('GET', '/auth/profile', undefined, seller.token)).data;
  return { ...seller, email: profile.email };
}

async function waitForMessage(to: string, text: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const messages = (await api<{ data: { text: string }[] }>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).data;
    const found = messages.find((m) => m.text.includes(text));
    if (found) return found.text;
    if (Date.now() > deadline) throw new Error(`No message with ${text} for ${to}: ${JSON.stringify(messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('wanted requests and offers', () => {
  it('a buyer asks for offers on a calculator result, two sellers are told and answer, the buyer compares and accepts one', { timeout: JOURNEY_MS }, async () => {
    const admin = await login(E2E_ADMIN.email, E2E_ADMIN.password);
    const [first, second] = [await taizSeller('Sun Taiz', admin), await taizSeller('Aden Power', admin)];
    const buyer = await signUp('مشتري من تعز');

    // The buyer, on a phone in Arabic: the calculator's result carries a button to ask for offers.
    const phone = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: `/c/${CODE}` });
    let requestId = '';
    try {
      await signInPage(phone.page, buyer);
      await phone.page.reload({ waitUntil: 'networkidle' });
      await phone.page.getByRole('link', { name: arCalculator.requestOffers }).click();
      await phone.page.waitForURL(`**/wanted/new?code=${CODE}`);
      await phone.page.getByText(arWanted.form.fromCalculator).waitFor();
      await phone.page.getByRole('textbox', { name: arWanted.form.titleLabel }).fill('منظومة لثلاجة وأربع لمبات ومروحة');
      await phone.page.getByRole('combobox', { name: arWanted.form.governorate }).selectOption('taiz');
      await phone.page.getByRole('combobox', { name: arWanted.form.city }).selectOption('taiz-city');
      await phone.page.getByLabel(arWanted.form.installation).check();
      await settle(phone.page);
      await expectAccessible(phone.page);
      await screenshot(phone.page, 'wanted-form-ar-phone');
      await phone.page.getByRole('button', { name: arWanted.form.submit }).click();
      await phone.page.waitForURL(/\/wanted\/[0-9a-f-]{36}$/);
      requestId = new URL(phone.page.url()).pathname.split('/').pop()!;
      await phone.page.getByText(arWanted.request.pending).waitFor();

      // The admin approves it from the console's queue; both sellers are told, with the request's link.
      const consolePage = await openPage(browser(), { lang: 'ar', viewport: 'phone', path: '/admin/wanted' });
      try {
        await signInPage(consolePage.page, admin);
        await consolePage.page.reload({ waitUntil: 'networkidle' });
        const card = consolePage.page.getByRole('article', { name: 'منظومة لثلاجة وأربع لمبات ومروحة' });
        await card.waitFor();
        await settle(consolePage.page);
        await expectAccessible(consolePage.page);
        await screenshot(consolePage.page, 'wanted-admin-queue-ar-phone');
        await card.getByRole('button', { name: arAdmin.wantedQueue.approve }).click();
        await card.waitFor({ state: 'detached' });
        expect(consolePage.problems).toEqual([]);
      } finally {
        await consolePage.close();
      }
      for (const seller of [first, second]) expect(await waitForMessage(seller.email, `/wanted/${requestId}`)).toContain('تعز');

      // The first seller answers on the request's page, in English on a desktop.
      const desktop = await openPage(browser(), { lang: 'en', viewport: 'desktop', path: `/wanted/${requestId}` });
      try {
        await signInPage(desktop.page, first);
        await desktop.page.reload({ waitUntil: 'networkidle' });
        await desktop.page.getByRole('heading', { name: enWanted.offerForm.title }).waitFor();
        // Prices in dollars; the battery line is the seller's own listing (its price comes with it).
        await desktop.page.getByRole('combobox', { name: enWanted.form.currency }).selectOption('USD');
        await desktop.page.getByRole('combobox', { name: enWanted.offerForm.source }).selectOption({ index: 1 });
        const names = desktop.page.getByRole('textbox', { name: enWanted.offerForm.name });
        expect(await names.count()).toBe(2);
        await names.nth(0).fill('Jinko Tiger 550 W');
        await names.nth(1).fill('Growatt 5 kW');
        const prices = desktop.page.getByRole('textbox', { name: enWanted.offerForm.unitPrice });
        expect(await prices.nth(1).inputValue()).toBe('700');
        await prices.nth(0).fill('90');
        await prices.nth(2).fill('480');
        await settle(desktop.page);
        await expectAccessible(desktop.page);
        await screenshot(desktop.page, 'wanted-offer-form-en-desktop');
        await desktop.page.getByRole('button', { name: enWanted.offerForm.send }).click();
        await desktop.page.getByRole('heading', { name: enWanted.offerForm.editTitle }).waitFor();
        expect(desktop.problems).toEqual([]);
      } finally {
        await desktop.close();
      }

      // The second seller answers by the API in riyals, with a smaller battery than asked.
      const request = (await api<{ data: { items: { type: string; quantity: number; kwh?: number }[] } }>('GET', `/wanted/${requestId}`)).data;
      const battery = request.items.find((i) => i.type === 'Battery')!;
      await api('POST', `/wanted/${requestId}/offers`, {
        lines: [{ type: 'Battery', name: 'Narada 1.2 kWh', quantity: battery.quantity, unitPrice: 150_000, kwh: Math.min(1.2, (battery.kwh ?? 2) / 2) }], currency: 'YER', delivery: true, installation: true,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      }, second.token);

      // The buyer compares both in one currency, finds WhatsApp, and accepts one.
      await phone.page.reload({ waitUntil: 'networkidle' });
      await phone.page.getByRole('heading', { name: arWanted.offers.title_two }).waitFor();
      await phone.page.getByText(arWanted.coverage.undersized).first().waitFor();
      const whatsapp = phone.page.getByRole('link', { name: arWanted.offers.whatsapp }).first();
      expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/967\d+\?text=/);
      await settle(phone.page);
      await expectAccessible(phone.page);
      await screenshot(phone.page, 'wanted-offers-ar-phone');
      await phone.page.getByRole('button', { name: arWanted.offers.accept }).first().click();
      await phone.page.getByText(arWanted.offers.accepted).waitFor();
      await screenshot(phone.page, 'wanted-accepted-ar-phone');
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
