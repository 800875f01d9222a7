import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toResultDto } from '@solar/shared/contract/calculator';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromAppliances, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import type { ApplianceInput } from '@solar/shared/domain/calculator';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import type { FakeRequest } from '../../../test/fake-api.ts';
import { buildProduct, buildProductPage } from '../../../test/factories.ts';
import { createTestQueryClient, renderRoutes } from '../../../test/render.tsx';
import { getCalculatorSettingsQueryOptions } from '../api/get-calculator-settings.ts';
import { CalculatorScreen } from './calculator-screen.tsx';

const settingsPayload = { status: 'success' as const, data: { settings: DEFAULT_CALCULATOR_SETTINGS, ratesPerUsd: DEFAULT_RATES_PER_USD } };

function renderScreen(path = '/calculator', { withSettings = true } = {}) {
  const queryClient = createTestQueryClient();
  if (withSettings) queryClient.setQueryData(getCalculatorSettingsQueryOptions().queryKey, settingsPayload);
  return renderRoutes([{ path: '/calculator', element: <CalculatorScreen /> }, { path: '/product/:id', element: <p>product page</p> }], { path, queryClient });
}

const listings = [
  buildProduct({ _id: 'panel-aden', name: 'Panel 545 W Aden', type: 'Panel', governorate: 'aden', city: 'crater', specifications: { power: '545W' } }),
  buildProduct({ _id: 'battery-gel', name: 'Gel battery 200 Ah', type: 'Battery', specifications: { voltage: '12V', capacity: '200Ah' } }),
  buildProduct({ _id: 'inverter-2k', name: 'Inverter 2 kW', type: 'Charging Devices', specifications: { power: '2000W' } }),
];

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
    'GET /marketplace/browse-products': () => jsonResponse(200, buildProductPage(listings)),
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

  it('shows every result section in English, the fallbacks, matching listings and the share link', async () => {
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

    const panels = await within(dialog).findByRole('region', { name: 'Panels near 550 W' });
    const listing = await within(panels).findByRole('link', { name: /Panel 545 W Aden/ });
    expect(within(listing).getByText('In your governorate')).toBeTruthy();
    expect(within(panels).getByRole('link', { name: 'See all: Panels near 550 W' }).getAttribute('href')).toBe(
      '/products?search_keyword=550&category=solar&governorate=aden',
    );
    expect(within(dialog).getByRole('link', { name: /Gel battery/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Inverter 2 kW/ })).toBeTruthy();
    const whatsapp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain('Solar system for 5 kWh a day in Aden: 3 × 550 W panels, a 1,500 W inverter, 6 × 12 V 200 Ah lead-acid batteries at 24 V.');

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
      'GET /marketplace/browse-products': () => jsonResponse(200, buildProductPage([])),
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
    // The starter rows: 4 LED lights (10 W, 6 h), a fan (60 W, 8 h) and a refrigerator (150 W, 8 h).
    expect(screen.getByText('1.92 كيلوواط ساعة يومياً')).toBeTruthy();
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
    answer?.();
    expect(await screen.findByText(/نحو 5.2 ساعة من الشمس القوية/)).toBeTruthy();
    expect(site.textContent).toBe(before);

    await user.click(screen.getByRole('tab', { name: 'حسب الأجهزة' }));
    expect(screen.getByRole('tab', { name: 'حسب الأجهزة' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBe(screen.getByRole('heading', { name: 'أجهزتك' }).closest('[role="tabpanel"]'));
  });
});
