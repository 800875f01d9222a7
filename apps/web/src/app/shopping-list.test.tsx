// The calculator's shopping list as a buyer in Aden meets it (docs/decisions/032): local by default (the
// Aden rial, Aden's listings first, others labelled), and never a dead end (a partial total naming what is
// missing, "tell me when one appears" through the saved searches, and a bank voltage that completes it).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toResultDto } from '@solar/shared/contract/calculator-result';
import type { Product } from '@solar/shared/contract/products';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { getAuthDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { endSession, signIn } from '../features/auth/stores/session-store.ts';
import { getCalculatorSettingsQueryOptions } from '../features/calculator/api/get-calculator-settings.ts';
import { CalculatorScreen } from '../features/calculator/components/calculator-screen.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse, type FakeRequest, type FakeResponder } from '../test/fake-api.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { createTestQueryClient, renderRoutes } from '../test/render.tsx';
import { ShoppingActions } from './shopping-notify-action.tsx';

const settingsPayload = { status: 'success' as const, data: { settings: DEFAULT_CALCULATOR_SETTINGS, ratesPerUsd: DEFAULT_RATES_PER_USD } };

function renderCalculator(path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getCalculatorSettingsQueryOptions().queryKey, settingsPayload);
  const rendered = renderRoutes(
    [
      { path: '/calculator', element: <ShoppingActions><CalculatorScreen /></ShoppingActions> },
      { path: '/saved-searches', element: <p>saved searches</p> },
    ],
    { path, queryClient },
  );
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => endSession(createTestQueryClient()));

const quickCalc = (request: FakeRequest) => {
  const body = request.body as { dailyEnergyKwh: number; governorate?: string; batteryType?: 'leadAcid' | 'lithium' };
  return jsonResponse(200, { status: 'success', data: toResultDto(calculateFromDailyEnergy(body, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD), (ref) => ref.key) });
};

const inverter24 = buildProduct({
  _id: 'inverter-24', name: 'Must PV18-3024 3 kW hybrid inverter', type: 'Charging Devices', governorate: 'aden', city: 'crater', price: 450, currency: 'USD',
  specs: { kind: 'inverter', inverterKind: 'hybrid', powerW: 3000, batteryVoltages: [24], mpptMinV: 60, mpptMaxV: 115, maxPvInputV: 145, maxChargeA: 60 },
});
const agm = (overrides: Partial<Product>) =>
  buildProduct({
    type: 'Battery', city: 'crater', governorate: 'aden',
    specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2, cycleLife: null, ageMonths: null, healthPct: null },
    ...overrides,
  });
const batteryAden = agm({ _id: 'battery-aden', name: 'بطارية AGM ريتار 200 أمبير', price: 420_000, currency: 'YER_SOUTH' });
// Cheaper, used, and in Sana'a: after Aden's for a buyer in Aden.
const batterySanaa = agm({ _id: 'battery-sanaa', name: 'بطارية AGM مستعملة 200 أمبير', governorate: 'amanat-al-asimah', city: 'al-tahrir', price: 110_000, currency: 'YER', condition: 'Used' });
// CS6W-550MS, only in Sana'a: the list says so.
const panelSanaa = buildProduct({
  _id: 'panel-sanaa', name: 'Canadian Solar CS6W-550MS', type: 'Panel', governorate: 'amanat-al-asimah', city: 'al-tahrir', price: 40_000, currency: 'YER',
  specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.6, iscA: 14, efficiencyPct: 21.3, lengthMm: 2278, widthMm: 1134, tempCoeffVocPctPerC: -0.26 },
});
const panelAden = buildProduct({ ...panelSanaa, _id: 'panel-aden', name: 'لوح كنديان سولار 550 واط', governorate: 'aden', city: 'crater', price: 155_000, currency: 'YER_SOUTH' });

/** The price index's answer for Yemen with these indexes (the list asks in its own currency). */
const indexesAnswer = (indexes: unknown[]) => jsonResponse(200, { status: 'success', data: { governorate: 'all', currency: 'YER_SOUTH', computedAt: '2026-11-20T10:00:00.000Z', indexes } });
const week = (median: number, listings: number) => ({ week: '2026-11-16', listings, q1: median, median, q3: median });
// Yemen's latest week in Aden's rial: 300 per W (20 listings), 210,000 per usable kWh of AGM (10), 100,000 per kW of hybrid (6).
const YEMEN_FIGURES = [
  { metric: 'panel-per-w', variant: '', unit: 'W', weeks: [week(300, 20)], governorates: [] },
  { metric: 'battery-per-kwh', variant: 'agm', unit: 'kWh', weeks: [week(210_000, 10)], governorates: [] },
  { metric: 'inverter-per-kw', variant: 'hybrid', unit: 'kW', weeks: [week(100_000, 6)], governorates: [] },
];

describe('local by default', () => {
  it("counts in Aden's rial, picks Aden's battery before Sana'a's cheaper one, and says where the rest are", async () => {
    fakeApi({
      'POST /calculator/quick-calc': quickCalc,
      'GET /prices/indexes': () => indexesAnswer(YEMEN_FIGURES),
      'GET /marketplace/shopping-candidates': () => jsonResponse(200, { status: 'success', data: { inverters: [inverter24], batteries: [batterySanaa, batteryAden], panels: [panelSanaa] } }),
    });
    const { user } = renderCalculator('/calculator?mode=quick&kwh=5&governorate=aden&battery=leadAcid&show=1');
    const dialog = await screen.findByRole('dialog', { name: 'منظومتك الشمسية' });
    const shopping = within(dialog).getByRole('region', { name: 'قائمة مشترياتك' });
    await within(shopping).findByRole('region', { name: 'إنفرترات معروضة للبيع' });

    // The currency a buyer in Aden counts in, and why.
    expect(within(shopping).getByRole('combobox', { name: 'اعرض الأسعار بـ' }).textContent).toBe('ريال يمني – عدن (الجنوب)');
    expect(within(shopping).getByText('الريال المتداول في عدن')).toBeTruthy();

    // The market's estimate beside the total, for the parts picked (4 panels, 6 batteries, the inverter):
    // 4 × 550 W × 300 = 660,000; 6 × 1.2 kWh × 210,000 = 1,512,000; 3 kW × 100,000 = 300,000 → 2,472,000
    // ≈ 2,470,000, from 20 + 10 + 6 listings; Aden has no figures of its own: Yemen's.
    expect(within(within(shopping).getByRole('region', { name: 'ألواح معروضة للبيع' })).getByText(/^الكمية: 4\b/)).toBeTruthy();
    const estimate = await within(shopping).findByTestId('market-estimate');
    expect(estimate.textContent).toContain('تقدير السوق لهذه القطع');
    expect(estimate.textContent).toContain('2,470,000');
    expect(estimate.textContent).toContain('36 إعلاناً في اليمن');
    expect(within(estimate).getByRole('link', { name: 'أسعار السوق' }).getAttribute('href')).toBe('/prices?governorate=all&currency=YER_SOUTH');

    // The dollar inverter in Aden's rial, approximate, with the seller's own price under it: 450 × 1630 = 733,500 ≈ 734,000.
    const inverters = within(shopping).getByRole('region', { name: 'إنفرترات معروضة للبيع' });
    expect(within(inverters).getAllByText('يساوي تقريباً \u2067734,000 ريال عدن\u2069')).toHaveLength(2);
    expect(within(inverters).getByText('سعر البائع: \u2067450 $\u2069')).toBeTruthy();
    // Its English title is tagged as English in the Arabic list.
    const title = within(inverters).getByText('Must PV18-3024 3 kW hybrid inverter');
    expect(title.getAttribute('lang')).toBe('en');
    expect(within(inverters).getByText('في محافظتك')).toBeTruthy();

    // Aden's battery first; the cheaper used one in Sana'a is in the menu, with its whole price and place.
    const batteries = within(shopping).getByRole('region', { name: 'بطاريات معروضة للبيع' });
    expect(within(batteries).getByRole('link', { name: /^بطارية AGM ريتار 200 أمبير/ })).toBeTruthy();
    expect(within(batteries).getByText('لهذا الجزء:').textContent).toBe('لهذا الجزء: \u2067' + '2,520,000\u00a0ريال\u00a0عدن\u2069');
    await user.click(within(batteries).getByRole('combobox', { name: 'اختر إعلاناً آخر' }));
    // 6 × 110,000 YER at 535 and 1630 a dollar: 2,010,841 ≈ 2,010,000 Aden rial.
    const sanaa = screen.getByRole('option', { name: /بطارية AGM مستعملة 200 أمبير/ });
    expect(within(sanaa).getByText('يساوي تقريباً \u2067' + '2,010,000 ريال عدن\u2069')).toBeTruthy();
    expect(within(sanaa).getByText('الكمية 6 · أمانة العاصمة · التحرير')).toBeTruthy();
    await user.click(sanaa);
    expect(within(batteries).getByRole('link', { name: /^بطارية AGM مستعملة/ })).toBeTruthy();
    expect(within(batteries).getByText('مستعمل')).toBeTruthy();

    // Panels only in Sana'a: the place says so plainly, and that it is not Aden; the English title is tagged.
    const panels = within(shopping).getByRole('region', { name: 'ألواح معروضة للبيع' });
    expect(within(panels).getByText('في أمانة العاصمة · التحرير')).toBeTruthy();
    expect(within(panels).getByText('خارج عدن')).toBeTruthy();
    expect(within(panels).queryByText('في محافظتك')).toBeNull();
    expect(within(panels).getByText('Canadian Solar CS6W-550MS').getAttribute('lang')).toBe('en');
  });

  it('keeps a buyer without a place in dollars, and English titles untagged on an English page', async () => {
    await changeLanguage('en');
    fakeApi({
      'POST /calculator/quick-calc': quickCalc,
      'GET /prices/indexes': () => indexesAnswer([]),
      'GET /marketplace/shopping-candidates': () => jsonResponse(200, { status: 'success', data: { inverters: [inverter24], batteries: [batteryAden], panels: [panelAden] } }),
    });
    renderCalculator('/calculator?mode=quick&kwh=5&battery=leadAcid&show=1');
    const dialog = await screen.findByRole('dialog', { name: 'Your solar system' });
    const inverters = await within(dialog).findByRole('region', { name: 'Inverters on sale' });
    expect(within(dialog).getByRole('combobox', { name: 'Show prices in' }).textContent).toBe('US dollar ($)');
    expect(within(inverters).getByText('Must PV18-3024 3 kW hybrid inverter').hasAttribute('lang')).toBe(false);
    expect(within(inverters).queryByText(/^Outside/)).toBeNull();
    // The Arabic title on the English page is tagged Arabic.
    expect(within(dialog).getByText('لوح كنديان سولار 550 واط').getAttribute('lang')).toBe('ar');
  });
});

// 1.5 kWh a day in Aden: 12 V, a 500 W inverter, 2 × 12 V 200 Ah, one 550 W panel. No 12 V inverter is on sale.
const MISSING_INVERTER = {
  inverters: [],
  batteries: [batteryAden],
  panels: [panelAden],
  alternative: { systemVoltage: 24, inverters: [inverter24], batteries: [batteryAden] },
};
const TELL_ME = { category: 'Charging Devices', inverterKind: 'off_grid_or_hybrid', voltage: 12, minPowerW: 500 };
const savedSearch = { _id: 'search-1', name: 'Off-grid or hybrid inverter 12 V from 500 W', filters: TELL_ME, frequency: 'daily', channel: 'sms', newCount: 0, newCountCapped: false, createdAt: '2026-11-20T09:00:00.000Z' };
const LINK = '/calculator?mode=quick&kwh=1.5&governorate=aden&battery=leadAcid&show=1';

/** The answers of a result whose inverter is not on sale; `saving` answers the "tell me" button's save. */
const fakeMissingInverter = (saving: FakeResponder) =>
  fakeApi({
    'POST /calculator/quick-calc': quickCalc,
    'GET /prices/indexes': () => indexesAnswer([]),
    'GET /marketplace/shopping-candidates': () => jsonResponse(200, { status: 'success', data: MISSING_INVERTER }),
    'POST /saved-searches': saving,
  });

describe('a list that always leads somewhere', () => {
  it('names the missing inverter, sums the rest, saves "tell me" and offers the 24 V list', async () => {
    await changeLanguage('en');
    signIn('token-1', buildUser());
    const calls = fakeMissingInverter(() => jsonResponse(201, { status: 'success', data: savedSearch }));
    const { user } = renderCalculator(LINK);
    const dialog = await screen.findByRole('dialog', { name: 'Your solar system' });
    const inverters = await within(dialog).findByRole('region', { name: 'Inverters on sale' });
    expect(within(inverters).getByText('Needed: one inverter of at least 500 W at 12 V')).toBeTruthy();
    expect(within(inverters).getByText('No inverter of at least 500 W that runs on 12 V is on sale yet.')).toBeTruthy();
    // No "see all" into an empty list.
    expect(within(inverters).queryByRole('link', { name: /See all/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'See all: Batteries on sale' }).getAttribute('href')).toBe('/products?category=batteries&voltage=12&governorate=aden');

    // The sum of what is there, in Aden's rial and exact (nothing converted): 2 × 420,000 + 155,000.
    const total = within(dialog).getByRole('group', { name: 'Total so far' });
    expect(within(total).getByText('\u2066YER 995,000 (Aden)\u2069')).toBeTruthy();
    expect(within(total).getByText('Not counted: the inverter, as no listing fits yet.')).toBeTruthy();

    await user.click(within(inverters).getByRole('button', { name: 'Tell me when a matching inverter appears' }));
    expect(await within(inverters).findByText(/^Saved in My searches: Daily digest \(8 am\), Text message \(SMS\)\./)).toBeTruthy();
    expect(within(inverters).getByRole('link', { name: 'Open My searches' }).getAttribute('href')).toBe('/saved-searches#saved-search-search-1');
    expect(calls.filter((call) => call.path === '/saved-searches')).toMatchObject([{ method: 'POST', body: { filters: TELL_ME } }]);

    // What 24 V changes: the 24 V inverter, the two batteries in series, the panels in a string of two.
    const alternative = within(dialog).getByRole('region', { name: 'A 24 V system opens more choices' });
    expect(within(alternative).getByText('The 12 V list still lacks the inverter. With the batteries wired for 24 V, these listings make it complete:')).toBeTruthy();
    expect(within(alternative).getByText('3,000 W, runs on 24 V')).toBeTruthy();
    expect(within(alternative).getAllByText('Quantity: 2 (one string of 2 in series)')).toHaveLength(2);
    // 450 × 1630 + 2 × 420,000 + 2 × 155,000 = 1,883,500 ≈ 1,880,000, approximate for the dollar inverter.
    expect(within(alternative).getByText('about \u2066YER 1,880,000 (Aden)\u2069')).toBeTruthy();
    await user.click(within(alternative).getByRole('button', { name: 'Show the 24 V list' }));

    expect(within(dialog).getByText('This list is for batteries wired for 24 V; the calculator chose 12 V.')).toBeTruthy();
    const switched = within(dialog).getByRole('region', { name: 'Inverters on sale' });
    expect(within(switched).getByRole('link', { name: /^Must PV18-3024/ })).toBeTruthy();
    expect(within(dialog).getByText('Needed: 2 × 12 V 200 Ah battery (lead-acid)')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Total for these listings' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: /opens more choices/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to 12 V' }));
    expect(within(dialog).getByText('No inverter of at least 500 W that runs on 12 V is on sale yet.')).toBeTruthy();
  });

  it('says the search was saved before, with a link to it', async () => {
    await changeLanguage('en');
    signIn('token-1', buildUser());
    fakeMissingInverter(() => jsonResponse(409, { status: 'error', code: 'SAVED_SEARCH_EXISTS', message: 'You already saved this search.', existing: { _id: 'old-7', name: '12 V inverters' } }));
    const { user } = renderCalculator(LINK);
    const inverters = await screen.findByRole('region', { name: 'Inverters on sale' });
    await user.click(within(inverters).getByRole('button', { name: 'Tell me when a matching inverter appears' }));
    expect(await within(inverters).findByText(/^You already saved this search as "\u206812 V inverters\u2069"\./)).toBeTruthy();
    expect(within(inverters).getByRole('link', { name: 'Open it in My searches' }).getAttribute('href')).toBe('/saved-searches#saved-search-old-7');
  });

  it('signed out, asks to log in and saves on the way back, in Arabic', async () => {
    const calls = fakeMissingInverter(() => jsonResponse(201, { status: 'success', data: savedSearch }));
    const { user, router } = renderCalculator(LINK);
    const inverters = await screen.findByRole('region', { name: 'إنفرترات معروضة للبيع' });
    expect(within(inverters).getByText('لا يوجد بعد إعلان عن إنفرتر لا يقل عن 500 واط يعمل على 12 فولت.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'المجموع حتى الآن' })).getByText('لم يُحسب: الإنفرتر، لعدم وجود إعلان مناسب بعد.')).toBeTruthy();
    await user.click(within(inverters).getByRole('button', { name: 'أخبرني عند نشر إنفرتر مناسب' }));
    expect(calls.some((call) => call.path === '/saved-searches')).toBe(false);
    const { view, notice, redirectTo } = getAuthDialog();
    expect([view, notice]).toEqual(['login', 'loginRequired']);
    expect(redirectTo).toBe(`${LINK}&notify=inverter`);

    // The login dialog signs in and goes back there (features/auth/components/login-dialog.tsx).
    signIn('token-1', buildUser());
    await router.navigate(redirectTo!);
    expect(await within(inverters).findByText(/^حُفظ في عمليات البحث المحفوظة: ملخص يومي \(8 صباحًا\)، رسالة نصية \(SMS\)\./)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/saved-searches')).toMatchObject([{ method: 'POST', body: { filters: TELL_ME } }]);
    expect(router.state.location.search).not.toContain('notify');
  });

  it('a failed save says why and keeps the button', async () => {
    await changeLanguage('en');
    signIn('token-1', buildUser());
    fakeMissingInverter(() => errorResponse(409, 'SAVED_SEARCH_LIMIT', 'You have 20 saved searches: delete one first.'));
    const { user } = renderCalculator(LINK);
    const inverters = await screen.findByRole('region', { name: 'Inverters on sale' });
    await user.click(within(inverters).getByRole('button', { name: 'Tell me when a matching inverter appears' }));
    expect(await within(inverters).findByText('The search was not saved: You have 20 saved searches: delete one first.')).toBeTruthy();
    expect(within(inverters).getByRole('button', { name: 'Tell me when a matching inverter appears' })).toBeTruthy();
  });
});
