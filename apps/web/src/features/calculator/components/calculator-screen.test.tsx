import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toResultDto } from '@solar/shared/contract/calculator-result';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromAppliances, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import type { ApplianceInput } from '@solar/shared/domain/calculator';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { changeLanguage } from '../../../lib/i18n.ts';
import { createTestQueryClient, renderRoutes } from '../../../test/render.tsx';
import { TYPED_NUMBERS } from '../../../test/typed-numbers.ts';
import { getCalculatorSettingsQueryOptions } from '../api/get-calculator-settings.ts';
import { CalculatorScreen } from './calculator-screen.tsx';
import { errorResponse, fakeApi, jsonResponse, type FakeRequest } from '../../../test/fake-api.ts';
import { buildProduct } from '../../../test/factories.ts';

const settingsPayload = { status: 'success' as const, data: { settings: DEFAULT_CALCULATOR_SETTINGS, ratesPerUsd: DEFAULT_RATES_PER_USD } };

function renderScreen(path = '/calculator', { withSettings = true } = {}) {
  const queryClient = createTestQueryClient();
  if (withSettings) queryClient.setQueryData(getCalculatorSettingsQueryOptions().queryKey, settingsPayload);
  return renderRoutes([{ path: '/calculator', element: <CalculatorScreen /> }, { path: '/product/:id', element: <p>product page</p> }], { path, queryClient });
}

// A 5 kWh/day system in Aden: 1645.4 W of panels, 527.1 Ah at 24 V (2 × 12 V in series), a 1,500 W inverter
// (docs/decisions/026; shared/domain/shopping-list.test.ts works the same case through).
const listings = {
  // CS6W-550MS: Voc 49.6 V, −0.26 %/°C. On a 60–115 V input: 2 in series (cold 108.2 V, hot 64.8 V) → 2 × 2 = 4.
  panels: [
    buildProduct({
      _id: 'panel-aden', name: 'Panel 550 W Aden', type: 'Panel', governorate: 'aden', city: 'crater', price: 155_000, currency: 'YER_SOUTH',
      specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: 'perc', vocV: 49.6, iscA: 14, efficiencyPct: 21.3, lengthMm: 2278, widthMm: 1134, tempCoeffVocPctPerC: -0.26 },
    }),
  ],
  // 12 V 200 Ah AGM: 2 in series × ceil(527.1 / 200) = 3 strings = 6.
  batteries: [
    buildProduct({
      _id: 'battery-agm', name: 'AGM battery 200 Ah', type: 'Battery', governorate: 'aden', city: 'crater', price: 420_000, currency: 'YER_SOUTH',
      specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, usableKwh: 1.2, cycleLife: null, ageMonths: null, healthPct: null },
    }),
  ],
  inverters: [
    buildProduct({
      _id: 'inverter-3k', name: 'Inverter 3 kW 24 V', type: 'Charging Devices', governorate: 'aden', city: 'crater', price: 450, currency: 'USD',
      specs: { kind: 'inverter', inverterKind: 'off_grid', powerW: 3000, batteryVoltages: [24], mpptMinV: 60, mpptMaxV: 115, maxPvInputV: 145, maxChargeA: 100 },
    }),
  ],
};

function fakeCalculatorApi() {
  return fakeApi({
    'POST /calculator/quick-calc': (request: FakeRequest) => {
      const body = request.body as { dailyEnergyKwh: number; governorate?: string; batteryType?: 'leadAcid' | 'lithium' };
      const result = calculateFromDailyEnergy(body, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
      return jsonResponse(200, { status: 'success', data: toResultDto(result, (ref) => ref.key) });
    },
    'POST /calculator/calc': (request: FakeRequest) => {
      const body = request.body as { appliances: ApplianceInput[] };
      const result = calculateFromAppliances(body, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
      return jsonResponse(200, { status: 'success', data: toResultDto(result, (ref) => ref.key) });
    },
    'GET /marketplace/shopping-candidates': () => jsonResponse(200, { status: 'success', data: listings }),
    // No price index yet: the list shows no market estimate (app/shopping-list.test.tsx shows one).
    'GET /prices/indexes': () => jsonResponse(200, { status: 'success', data: { governorate: 'all', currency: 'USD', computedAt: null, indexes: [] } }),
  });
}

describe('the quick calculator', () => {
  it('enables Calculate only above 0, and estimates instantly without a request', async () => {
    const user = userEvent.setup();
    renderScreen();
    const field = screen.getByRole('textbox', { name: 'الاستهلاك اليومي (كيلوواط ساعة)' });
    const calculate = screen.getByRole('button', { name: 'احسب' });
    expect(calculate.hasAttribute('disabled')).toBe(true);

    await user.type(field, '-5');
    expect(calculate.hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, 'abc');
    expect(calculate.hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, '5');

    expect(calculate.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/الألواح 3 × 550 واط · البطاريات 6 · الإنفرتر 1,500 واط/)).toBeTruthy();
  });

  it('shows every result section in English, the fallbacks, the shopping list with its warnings and total, and the share link', async () => {
    await changeLanguage('en');
    const calls = fakeCalculatorApi();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await user.click(screen.getByRole('combobox', { name: 'Governorate' }));
    await user.click(screen.getByRole('option', { name: 'Aden' }));
    expect(screen.getByText('Hot coast and desert: in the heat, panels give about 88% of the power written on them.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Daily energy use (kWh)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your solar system' });
    for (const title of ['What you need', 'Solar panels', 'Inverter', 'Batteries', 'Installation and cost']) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    }
    // Plain words first; the engineering behind them one tap away.
    expect(within(dialog).getByText('For the 5 kWh you use a day you need 3 solar panels of 550 W, 6 lead-acid batteries (12 V, 200 Ah) and an inverter of 1,500 W.')).toBeTruthy();
    expect(within(dialog).queryByText(/Sandia|IEEE|loss factor/)).toBeNull();
    const how = within(dialog).getByRole('button', { name: 'How we calculated' });
    expect(how.getAttribute('aria-expanded')).toBe('false');
    await user.click(how);
    expect(how.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('Total loss factor')).toBeTruthy();
    expect(within(dialog).getByText(/Sandia handbook SAND87-7023, IEEE 1562/)).toBeTruthy();
    expect(within(dialog).getByText('Contact for installation details')).toBeTruthy();
    // No price anywhere: a real way to get one, not a dead "contact sales".
    expect(within(dialog).getByRole('link', { name: 'No price set yet: ask an approved shop for a quote' }).getAttribute('href')).toBe('/shops');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/calculator/quick-calc', body: { dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' } });
    expect(router.state.location.search).toBe('?mode=quick&kwh=5&governorate=aden&battery=leadAcid&show=1');

    const candidates = calls.find((call) => call.path === '/marketplace/shopping-candidates');
    expect(Object.fromEntries(candidates?.query ?? [])).toMatchObject({ systemVoltage: '24', minInverterW: '1500', panelW: '550', batteryType: 'leadAcid', governorate: 'aden' });
    const panels = await within(dialog).findByRole('region', { name: 'Panels on sale' });
    const listing = within(panels).getByRole('link', { name: /^Panel 550 W Aden/ });
    expect(within(panels).getByText('In your governorate')).toBeTruthy();
    expect(within(panels).getByText('Quantity: 4 (2 strings of 2 in series)')).toBeTruthy();
    expect(within(panels).getByText('2 in series: 108.2 V ≤ 145 V')).toBeTruthy();
    expect(within(panels).getByText('2,200 W for the 1,645 W needed')).toBeTruthy();
    // Panels the list picks from: at least 60 % of the 550 W the calculator names.
    expect(within(panels).getByRole('link', { name: 'See all: Panels on sale' }).getAttribute('href')).toBe('/products?category=solar&minPowerW=330&governorate=aden');
    const batteries = within(dialog).getByRole('region', { name: 'Batteries on sale' });
    expect(within(batteries).getByText('Quantity: 6 (3 strings of 2 in series)')).toBeTruthy();
    expect(within(batteries).getByText('2 × 12 V in series make 24 V')).toBeTruthy();
    const inverters = within(dialog).getByRole('region', { name: 'Inverters on sale' });
    expect(within(inverters).getByRole('link', { name: /^Inverter 3 kW 24 V/ })).toBeTruthy();
    expect(within(inverters).getByRole('link', { name: 'See all: Inverters on sale' }).getAttribute('href')).toBe(
      '/products?category=Charging+Devices&inverterKind=off_grid_or_hybrid&voltage=24&minPowerW=1500&governorate=aden',
    );
    // In Aden's rial by default, approximate as the dollar inverter is converted:
    // 450 × 1630 + 6 × 420,000 + 4 × 155,000 = 733,500 + 2,520,000 + 620,000 = 3,873,500 ≈ 3,870,000.
    expect(within(dialog).getByText('The rial used in Aden')).toBeTruthy();
    expect(within(dialog).getByText('about \u2066YER 3,870,000 (Aden)\u2069')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Show prices in' }));
    await user.click(screen.getByRole('option', { name: 'US dollar ($)' }));
    // 450 + 6 × 420,000 / 1630 + 4 × 155,000 / 1630 = 450 + 1,546.01 + 380.37 = 2,376.38 ≈ 2,380.
    expect(within(dialog).getByText('about \u2066$2,380\u2069')).toBeTruthy();
    expect(within(dialog).queryByText('The rial used in Aden')).toBeNull();
    expect(within(dialog).queryByText('Check before you buy')).toBeNull();

    // Three in series: 3 × 49.6 × (1 + 0.0026 × 35) = 162.3 V on a −10 °C morning, above the 145 V maximum.
    await user.click(within(panels).getByRole('combobox', { name: 'Panels in series' }));
    await user.click(screen.getByRole('option', { name: '3 in series: Does not fit' }));
    expect(within(dialog).getByText('Check before you buy')).toBeTruthy();
    expect(within(dialog).getAllByText('3 in series reach 162.3 V on a cold morning, above its 145 V maximum: this can damage it')).toHaveLength(2);

    const whatsapp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain('Solar system for 5 kWh a day in Aden: 3 × 550 W panels, a 1,500 W inverter, 6 × 12 V 200 Ah lead-acid batteries at 24 V.');
    expect(decodeURIComponent(whatsapp)).toContain('Shopping list:\n3 × Panel 550 W Aden: ');
    // The result's short link first, in the sharer's language; each listing by its short link (share-actions.test.tsx).
    expect(decodeURIComponent(whatsapp)).toContain('Details: http://localhost:3000/c/q315?lang=en\n');
    expect(decodeURIComponent(whatsapp)).toMatch(/6 × AGM battery 200 Ah: .* http:\/\/localhost:3000\/p\/\S+\?lang=en\n/);

    await user.click(listing);
    expect(router.state.location.pathname).toBe('/product/panel-aden');
  });

  it('shows the empty-result text with the server’s reason when the calculation fails', async () => {
    fakeApi({ 'POST /calculator/quick-calc': () => errorResponse(422, 'VALIDATION_FAILED', 'البيانات المرسلة غير صالحة') });
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'الاستهلاك اليومي (كيلوواط ساعة)' }), '5');
    await user.click(screen.getByRole('button', { name: 'احسب' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('لا توجد نتائج. يرجى المحاولة مرة أخرى أو التحقق من المدخلات.')).toBeTruthy();
    expect(within(dialog).getByText('البيانات المرسلة غير صالحة')).toBeTruthy();
  });
});

describe('the cost', () => {
  it('without admin prices, shows the estimate from current listings and says where it comes from', async () => {
    await changeLanguage('en');
    fakeApi({
      'POST /calculator/quick-calc': () => {
        const settings = { ...DEFAULT_CALCULATOR_SETTINGS, prices: { ...DEFAULT_CALCULATOR_SETTINGS.prices, panelUsd: 121, batteryUsd: { leadAcid: 252, lithium: null }, inverterUsdPerKw: 100 } };
        const result = calculateFromDailyEnergy({ dailyEnergyKwh: 5 }, settings, DEFAULT_RATES_PER_USD);
        const costBasis = { source: 'listings', panelUsdPerW: 0.22, batteryUsdPerKwh: 105, inverterUsdPerW: 0.1, listings: 6 };
        return jsonResponse(200, { status: 'success', data: { ...toResultDto(result, (ref) => ref.key), systemRecommendation: { ...toResultDto(result, (ref) => ref.key).systemRecommendation, costBasis } } });
      },
      'GET /marketplace/shopping-candidates': () => jsonResponse(200, { status: 'success', data: { panels: [], batteries: [], inverters: [] } }),
    });
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Daily energy use (kWh)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your solar system' });
    const cost = within(dialog).getByRole('region', { name: 'Installation and cost' });
    // Each price is isolated (LRI … PDI) so an English page keeps "$2,025" whole beside Arabic text.
    expect(within(cost).getByText('\u2066$2,025\u2069')).toBeTruthy();
    expect(
      within(cost).getByText(
        "Estimated from the marketplace's current listings: the middle price of panels (\u2066$0.22\u2069 per W), batteries (\u2066$105\u2069 per kWh) and inverters (\u2066$0.1\u2069 per W), from 6 listings. Equipment only: cables, mounting and labour are extra.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('status', { name: /Looking for/ })).toBeNull());
  });
});

describe('the appliance calculator', () => {
  it('keeps live totals, refuses 25 hours, and sends the list', async () => {
    const calls = fakeCalculatorApi();
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'حسب الأجهزة' }));
    // The starter rows: 4 LED lights (10 W, 6 h), a fan (60 W, 8 h) and a refrigerator (150 W, 8 h). The form's
    // code arrives when its tab is first chosen.
    expect(await screen.findByText('1.92 كيلوواط ساعة يومياً')).toBeTruthy();
    expect(screen.getByText('250 واط')).toBeTruthy();
    expect(screen.getByText('550 واط')).toBeTruthy();

    const fridge = screen.getByRole('group', { name: /ثلاجة/ });
    const hours = within(fridge).getByRole('textbox', { name: 'ساعات التشغيل يومياً' });
    await user.clear(hours);
    await user.type(hours, '25');
    const panel = screen.getByRole('tabpanel');
    // The day's limit in words, where the field's "0 to 24" help was.
    expect(within(fridge).getByText('24 ساعة في اليوم كحد أقصى')).toBeTruthy();
    expect(within(fridge).queryByText('من 0 إلى 24')).toBeNull();
    expect(within(fridge).getByRole('textbox', { name: 'ساعات التشغيل يومياً' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'احسب' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(fridge).getByRole('button', { name: 'حذف ثلاجة' }));
    expect(screen.queryByRole('group', { name: /ثلاجة/ })).toBeNull();
    expect(screen.getByText('0.72 كيلوواط ساعة يومياً')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'إضافة جهاز' }));
    // What households run, each with its usual watts and hours.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'إضاءة (LED)10 واط · 6 ساعات',
      'مروحة60 واط · 8 ساعات',
      'ثلاجة150 واط · 8 ساعات',
      'فريزر (مجمّد)120 واط · 10 ساعات',
      'تلفزيون60 واط · 5 ساعات',
      'غسالة ملابس500 واط · ساعة واحدة',
      'مضخة ماء750 واط · ساعة واحدة',
      'مكيف1,200 واط · 6 ساعات',
      'مكواة1,000 واط · 0.5 ساعة',
      'جهاز آخر100 واط · ساعتان',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /مكواة/ }));
    expect(screen.getByRole('group', { name: /مكواة/ })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'احسب' }));

    const dialog = await screen.findByRole('dialog', { name: 'منظومتك الشمسية' });
    expect(within(dialog).getByText('ذروة لحظة التشغيل (المحركات)')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: '/calculator/calc',
      body: {
        appliances: [
          { type: 'ledLight', quantity: 4, watts: 10, hoursPerDay: 6 },
          { type: 'fan', quantity: 1, watts: 60, hoursPerDay: 8 },
          { type: 'iron', quantity: 1, watts: 1000, hoursPerDay: 0.5 },
        ],
        batteryType: 'leadAcid',
      },
    });
    await waitFor(() => expect(within(dialog).queryByRole('status', { name: /جارٍ البحث/ })).toBeNull());
  });
});

describe('numbers as people type them (docs/decisions/027-numbers-people-type.md)', () => {
  it.each(TYPED_NUMBERS)('the quick calculator reads $text as $value', async ({ text, value }) => {
    await changeLanguage('en');
    const calls = fakeCalculatorApi();
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Daily energy use (kWh)' }), text);
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    if (value > 500) {
      // 1500 kWh is beyond the calculator's 500: said where the help was, and nothing is sent.
      expect(screen.getByText('At most 500 kWh a day')).toBeTruthy();
      expect(calculate.hasAttribute('disabled')).toBe(true);
      return;
    }
    await user.click(calculate);
    await screen.findByRole('dialog', { name: 'Your solar system' });
    expect(calls[0]).toMatchObject({ path: '/calculator/quick-calc', body: { dailyEnergyKwh: value } });
  });

  it.each(TYPED_NUMBERS)('the appliance calculator reads $text watts as $value', async ({ text, value }) => {
    await changeLanguage('en');
    const calls = fakeCalculatorApi();
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'By appliance' }));
    const fan = await screen.findByRole('group', { name: /Fan/ });
    const watts = within(fan).getByRole('textbox', { name: 'Watts' });
    await user.clear(watts);
    await user.type(watts, text);
    // The fan runs 8 hours a day: 8 × 1500 W = 12 kWh, 8 × 3.5 W = 0.028 kWh.
    expect(within(fan).getByText(value === 1500 ? '12 kWh a day' : '0.028 kWh a day')).toBeTruthy();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('dialog', { name: 'Your solar system' });
    expect(calls[0]).toMatchObject({ path: '/calculator/calc', body: { appliances: [{}, { type: 'fan', watts: value, hoursPerDay: 8 }, {}] } });
  });
});

describe('loading the settings', () => {
  it('asks for nothing until the visitor starts, then loads the settings once', async () => {
    const calls = fakeApi({ 'GET /calculator/settings': () => jsonResponse(200, settingsPayload) });
    const user = userEvent.setup();
    renderScreen('/calculator', { withSettings: false });
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('textbox', { name: 'الاستهلاك اليومي (كيلوواط ساعة)' }));
    expect(await screen.findByText(/نحو 5.2 ساعة من الشمس القوية يومياً في أقل الشهور شمساً/)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/calculator/settings']);
  });
});

describe('switching to the appliance calculator on a phone', () => {
  it('takes one tap after a field of the quick form was focused, and nothing above the tabs changes as the settings load', async () => {
    let answer: (() => void) | undefined;
    fakeApi({ 'GET /calculator/settings': () => new Promise((resolve) => (answer = () => resolve(jsonResponse(200, settingsPayload)))) });
    const user = userEvent.setup();
    renderScreen('/calculator', { withSettings: false });
    const site = screen.getByRole('region', { name: 'الموقع والبطارية' });
    const before = site.textContent;

    // Focusing the field starts loading the settings; that used to grow the card above the tabs
    // between the press and the release of the next tap, so the tap landed beside the tab.
    await user.click(screen.getByRole('textbox', { name: 'الاستهلاك اليومي (كيلوواط ساعة)' }));
    expect(await screen.findByText('جارٍ تحميل إعدادات الحاسبة…')).toBeTruthy();
    expect(site.textContent).toBe(before);
    // The request leaves once the loading state has been drawn; its answer comes now.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText(/نحو 5.2 ساعة من الشمس القوية/)).toBeTruthy();
    expect(site.textContent).toBe(before);

    await user.click(screen.getByRole('tab', { name: 'حسب الأجهزة' }));
    expect(screen.getByRole('tab', { name: 'حسب الأجهزة' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBe((await screen.findByRole('heading', { name: 'أجهزتك' })).closest('[role="tabpanel"]'));
  });
});
