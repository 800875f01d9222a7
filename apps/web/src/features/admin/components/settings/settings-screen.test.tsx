import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '@solar/shared/contract/admin';
import { DEFAULT_CALCULATOR_SETTINGS } from '@solar/shared/domain/calculator';
import type { CalculatorSettings } from '@solar/shared/domain/calculator';
import { Toaster } from '../../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TYPED_NUMBERS } from '../../../../test/typed-numbers.ts';
import { buildAdminSettings, calculatorSettingsAnswer } from '../../testing/moderation-builders.ts';
import { SettingsScreen } from './settings-screen.tsx';
import { errorResponse, fakeApi, jsonResponse } from '../../../../test/fake-api.ts';

function renderSettings(routes: Parameters<typeof fakeApi>[0] = {}, settings: AdminSettings = buildAdminSettings()) {
  const calls = fakeApi({
    'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: settings }),
    'GET /admin/calculator/settings': () => jsonResponse(200, calculatorSettingsAnswer()),
    ...routes,
  });
  renderWithProviders(
    <>
      <SettingsScreen />
      <Toaster />
    </>,
  );
  return { calls, actor: userEvent.setup() };
}

const market = () => screen.getByRole('region', { name: 'إعدادات السوق' });
const calculator = () => screen.getByRole('region', { name: 'إعدادات حاسبة الطاقة' });
const puts = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.method === 'PUT');

describe('settings', () => {
  it('shows the schema’s message for an invalid e-mail and sends nothing', async () => {
    const { calls, actor } = renderSettings();
    const email = await screen.findByRole('textbox', { name: 'البريد الإلكتروني للدعم' });
    await actor.clear(email);
    await actor.type(email, 'not-an-email');
    await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));
    expect(await within(market()).findByText('القيمة غير صالحة')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toEqual([]);
  });

  it('sends only the sections that changed, and confirms with a toast', async () => {
    const settings = buildAdminSettings();
    const { calls, actor } = renderSettings({
      'PUT /admin/settings': (call) =>
        jsonResponse(200, { status: 'success', message: 'تم حفظ الإعدادات', data: { ...settings, ...(call.body as Partial<AdminSettings>) } }),
    }, settings);
    const email = await screen.findByRole('textbox', { name: 'البريد الإلكتروني للدعم' });
    await actor.clear(email);
    await actor.type(email, '  help@solar.ye ');
    await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));

    expect(await screen.findByText('تم حفظ الإعدادات')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ contact: { phone: settings.contact.phone, email: 'help@solar.ye', whatsapp: settings.contact.whatsapp } }]);

    // Saved: a second save has nothing to send.
    await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));
    expect(await within(market()).findByText('لا توجد تغييرات لحفظها')).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  });

  it('edits the rejection templates and the rates; USD stays at 1', async () => {
    const settings = buildAdminSettings();
    const { calls, actor } = renderSettings({
      'PUT /admin/settings': (call) => jsonResponse(200, { status: 'success', data: { ...settings, ...(call.body as Partial<AdminSettings>) } }),
    }, settings);
    const usd = await screen.findByRole('textbox', { name: 'الدولار الأمريكي' });
    expect(usd).toHaveProperty('readOnly', true);

    const sar = screen.getByRole('textbox', { name: /^ريال سعودي .*مقابل دولار واحد/ });
    await actor.clear(sar);
    await actor.type(sar, '٣٫٨');

    await actor.click(screen.getByRole('button', { name: 'حذف السبب 1' }));
    await actor.click(screen.getByRole('button', { name: 'إضافة سبب' }));
    const added = screen.getByRole('textbox', { name: 'السبب 2' });
    expect(document.activeElement).toBe(added);
    await actor.type(added, 'لا');
    await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));
    // Three characters at least (the shared rule), in the reader's language.
    expect(await within(market()).findByText('القيمة أقل من الحد المسموح')).toBeTruthy();
    expect(puts(calls)).toEqual([]);

    await actor.type(added, ' توجد صور');
    await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));
    expect(await screen.findByText('تم حفظ الإعدادات')).toBeTruthy();
    expect(puts(calls)[0]?.body).toEqual({
      exchangeRates: { ...settings.exchangeRates, SAR: 3.8 },
      rejectionTemplates: ['الإعلان مكرر', 'لا توجد صور'],
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    const { actor } = renderSettings({
      'PUT /admin/settings': () => errorResponse(422, 'VALIDATION_FAILED', 'البيانات المُدخلة غير صالحة', { 'contact.phone': 'القيمة أقل من الحد المسموح' }),
    });
    const phone = await screen.findByRole('textbox', { name: 'رقم هاتف التواصل' });
    await actor.clear(phone);
    await actor.type(phone, '7771234');
    await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));
    expect(await within(market()).findByText('البيانات المُدخلة غير صالحة')).toBeTruthy();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(market()).getByText('القيمة أقل من الحد المسموح')).toBeTruthy();
  });

  it('saves the calculator settings whole, with percentages shown as such', async () => {
    await changeLanguage('en');
    const { calls, actor } = renderSettings({
      'PUT /admin/calculator/settings': (call) => jsonResponse(200, calculatorSettingsAnswer(call.body as CalculatorSettings)),
    });
    const panelPrice = await within(await screen.findByRole('region', { name: 'Energy calculator settings' })).findByRole('textbox', { name: 'Price of one panel' });
    await actor.type(panelPrice, '120');

    await actor.click(screen.getByRole('button', { name: /Losses and temperatures/ }));
    const soiling = screen.getByRole('textbox', { name: /Dust and dirt/ });
    expect(soiling).toHaveProperty('value', '2');
    await actor.clear(soiling);
    await actor.type(soiling, '3.5');

    await actor.click(screen.getByRole('button', { name: 'Save calculator settings' }));
    expect(await screen.findByText('Calculator settings saved')).toBeTruthy();
    const body = puts(calls)[0]?.body as CalculatorSettings;
    expect(body.prices.panelUsd).toBe(120);
    expect(body.pvLosses.soiling).toBe(0.035);
    expect(body.sunHours.governorates).toEqual(DEFAULT_CALCULATOR_SETTINGS.sunHours.governorates);
    expect({ ...body, prices: DEFAULT_CALCULATOR_SETTINGS.prices, pvLosses: DEFAULT_CALCULATOR_SETTINGS.pvLosses }).toEqual(DEFAULT_CALCULATOR_SETTINGS);
  });

  it('opens the calculator section that holds an error and sends nothing', async () => {
    const { calls, actor } = renderSettings();
    const region = await screen.findByRole('region', { name: 'إعدادات حاسبة الطاقة' });
    const workday = await within(region).findByRole('textbox', { name: /ساعات يوم العمل/ });
    await actor.clear(workday);
    await actor.click(within(calculator()).getByRole('button', { name: /ساعات الشمس/ }));
    const design = within(region).getByRole('textbox', { name: /ساعات الذروة في شهر التصميم/ });
    await actor.clear(design);
    await actor.type(design, '40');
    await actor.click(within(region).getByRole('button', { name: /الألواح والبطاريات/ }));
    await actor.click(within(region).getByRole('button', { name: 'حفظ إعدادات الحاسبة' }));

    expect(await within(region).findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(within(region).getByText('القيمة أكبر من الحد المسموح')).toBeTruthy();
    expect(within(region).getByRole('alert').textContent).toBe('صحّح الحقول المعلَّمة في: الأسعار ومدة التركيب وساعات الشمس');
    expect(puts(calls)).toEqual([]);
  });

  // One form each, the four texts saved in turn: a render of this screen is slow on a busy machine.
  describe('numbers as people type them (docs/decisions/027-numbers-people-type.md)', () => {
    it('reads «١٬٥٠٠» and 1,500 as 1500, 3,5 and «٣٫٥» as 3.5 in an exchange rate', async () => {
      const settings = buildAdminSettings();
      const { calls, actor } = renderSettings({
        'PUT /admin/settings': (call) => jsonResponse(200, { status: 'success', message: 'تم حفظ الإعدادات', data: { ...settings, ...(call.body as Partial<AdminSettings>) } }),
      }, settings);
      let sent = 0;
      let previous: number | undefined;
      for (const { text, value } of TYPED_NUMBERS) {
        // A saved form starts its fields again: the box is found anew each round.
        const sar = await screen.findByRole('textbox', { name: /^ريال سعودي .*مقابل دولار واحد/ });
        await actor.clear(sar);
        await actor.type(sar, text);
        await actor.click(within(market()).getByRole('button', { name: 'حفظ إعدادات السوق' }));
        if (value === previous) {
          // «١٬٥٠٠» then 1,500 (3,5 then «٣٫٥») is the same rate: nothing changed, nothing is sent.
          expect(await within(market()).findByText('لا توجد تغييرات لحفظها')).toBeTruthy();
        } else {
          sent += 1;
          await waitFor(() => expect(puts(calls)).toHaveLength(sent));
          expect(puts(calls)[sent - 1]?.body).toEqual({ exchangeRates: { ...settings.exchangeRates, SAR: value } });
          await screen.findAllByText('تم حفظ الإعدادات');
        }
        expect(puts(calls)).toHaveLength(sent);
        previous = value;
      }
    }, 60_000);

    it('reads them the same in a calculator price', async () => {
      await changeLanguage('en');
      const { calls, actor } = renderSettings({
        'PUT /admin/calculator/settings': (call) => jsonResponse(200, calculatorSettingsAnswer(call.body as CalculatorSettings)),
      });
      for (const [index, { text, value }] of TYPED_NUMBERS.entries()) {
        const panelPrice = await within(await screen.findByRole('region', { name: 'Energy calculator settings' })).findByRole('textbox', { name: 'Price of one panel' });
        await actor.clear(panelPrice);
        await actor.type(panelPrice, text);
        await actor.click(screen.getByRole('button', { name: 'Save calculator settings' }));
        await waitFor(() => expect(puts(calls)).toHaveLength(index + 1));
        expect((puts(calls)[index]?.body as CalculatorSettings).prices.panelUsd).toBe(value);
      }
    }, 60_000);
  });
});
