import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toResultDto } from '@solar/shared/contract/calculator-result';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { createTestQueryClient, renderRoutes } from '../../../test/render.tsx';
import { getCalculatorResultQueryOptions } from '../api/get-calculator-result.ts';
import { getCalculatorSettingsQueryOptions } from '../api/get-calculator-settings.ts';
import { CalculatorScreen } from './calculator-screen.tsx';

const ADEN = { mode: 'quick' as const, dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' as const };
const answer = (body: { dailyEnergyKwh: number; governorate?: string; batteryType?: 'leadAcid' | 'lithium' }) =>
  toResultDto(calculateFromDailyEnergy(body, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD), (ref) => ref.key);

/** The calculator at a result's short link or its own address, with the settings (and the result) a rendered page carries. */
function renderAt(path: string, { withResult = false } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getCalculatorSettingsQueryOptions().queryKey, { status: 'success', data: { settings: DEFAULT_CALCULATOR_SETTINGS, ratesPerUsd: DEFAULT_RATES_PER_USD } });
  if (withResult) queryClient.setQueryData(getCalculatorResultQueryOptions(ADEN).queryKey, answer(ADEN));
  const screenRoute = { element: <CalculatorScreen /> };
  return renderRoutes([{ path: '/calculator', ...screenRoute }, { path: '/c/:code', ...screenRoute }], { path, queryClient });
}

const noCandidates = () => jsonResponse(200, { status: 'success', data: { panels: [], batteries: [], inverters: [] } });

describe("a result's short link", () => {
  it('opens the result the page carried, asks for no calculation, and shares the same short link', async () => {
    const calls = fakeApi({ 'GET /marketplace/shopping-candidates': noCandidates });
    renderAt('/c/q315', { withResult: true });
    const dialog = await screen.findByRole('dialog', { name: 'منظومتك الشمسية' });
    expect(within(dialog).getByText(/لاستهلاكك اليومي البالغ 5 كيلوواط ساعة تحتاج/)).toBeTruthy();
    const text = new URL(within(dialog).getByRole('link', { name: 'مشاركة عبر واتساب' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text).toMatch(/التفاصيل: http:\/\/localhost:3000\/c\/q315$/);
    expect(calls.filter((call) => call.path.startsWith('/calculator/'))).toEqual([]);
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  });

  it('asks for the result when the page did not carry it, and closes to the calculator with the same inputs (English)', async () => {
    await changeLanguage('en');
    const calls = fakeApi({
      'POST /calculator/quick-calc': (request) => jsonResponse(200, { status: 'success', data: answer(request.body as typeof ADEN) }),
      'GET /marketplace/shopping-candidates': noCandidates,
    });
    const user = userEvent.setup();
    const { router } = renderAt('/c/q315?lang=en');
    const dialog = await screen.findByRole('dialog', { name: 'Your solar system' });
    expect(within(dialog).getByText(/For the 5 kWh you use a day you need/)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/calculator/quick-calc', body: { dailyEnergyKwh: 5, governorate: 'aden', batteryType: 'leadAcid' } });
    const text = new URL(within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('Details: http://localhost:3000/c/q315?lang=en');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/calculator');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ mode: 'quick', kwh: '5', governorate: 'aden', battery: 'leadAcid', lang: 'en' });
    expect((screen.getByRole('textbox', { name: 'Daily energy use (kWh)' }) as HTMLInputElement).value).toBe('5');
  });

  it('a new calculation after it writes the calculator’s address and shares the new short link', async () => {
    fakeApi({
      'POST /calculator/quick-calc': (request) => jsonResponse(200, { status: 'success', data: answer(request.body as typeof ADEN) }),
      'GET /marketplace/shopping-candidates': noCandidates,
    });
    const user = userEvent.setup();
    const { router } = renderAt('/c/q315', { withResult: true });
    const dialog = await screen.findByRole('dialog', { name: 'منظومتك الشمسية' });
    await user.click(within(dialog).getAllByRole('button', { name: 'إغلاق' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const field = screen.getByRole('textbox', { name: 'الاستهلاك اليومي (كيلوواط ساعة)' });
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'احسب' }));
    const next = await screen.findByRole('dialog', { name: 'منظومتك الشمسية' });
    expect(within(next).getByText(/لاستهلاكك اليومي البالغ 12 كيلوواط ساعة/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calculator');
    expect(router.state.location.search).toBe('?mode=quick&kwh=12&governorate=aden&battery=leadAcid&show=1');
    const text = new URL(within(next).getByRole('link', { name: 'مشاركة عبر واتساب' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('http://localhost:3000/c/q3112');
  });

  it('says why when the calculator refuses the link’s inputs', async () => {
    fakeApi({ 'POST /calculator/quick-calc': () => errorResponse(422, 'VALIDATION_FAILED', 'البيانات المرسلة غير صالحة') });
    renderAt('/c/q315');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('لا توجد نتائج. يرجى المحاولة مرة أخرى أو التحقق من المدخلات.')).toBeTruthy();
    expect(within(dialog).getByText('البيانات المرسلة غير صالحة')).toBeTruthy();
  });

  it('a code that reads as nothing opens the empty calculator', async () => {
    const calls = fakeApi({});
    renderAt('/c/q31');
    expect(await screen.findByRole('textbox', { name: 'الاستهلاك اليومي (كيلوواط ساعة)' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
