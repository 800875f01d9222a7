import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildEngineerSummary } from '../../../test/directory-builders.ts';
import { EngineerList } from './engineer-list.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../test/fake-api.ts';

const renderList = (path = '/engineers') => renderRoutes([{ path: '/engineers', element: <EngineerList /> }, { path: '/engineer/:id', element: <p>profile</p> }], { path });

describe('EngineerList', () => {
  it('shows each engineer as the spec’s card', async () => {
    const engineer = buildEngineerSummary({
      experience: { years: 14, description: 'مهندس كهرباء متخصص في المنظومات الهجينة' },
      pricing: { hourlyRate: 6000, minimumCharge: 30000, currency: 'YER', currencyLabel: 'yer-n' },
    });
    fakeApi({ 'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([engineer])) });
    renderList();

    const card = await screen.findByRole('article');
    const view = within(card);
    expect(view.getByRole('heading', { name: 'م. عبدالله محمد الحداد' })).toBeTruthy();
    expect(view.getByTitle('موثّق')).toBeTruthy();
    // Cut at 15 characters with an ellipsis; the whole text stays available as a tooltip.
    expect(view.getByText('مهندس كهرباء مت…')).toBeTruthy();
    expect(view.getByText('مدينة تعز، تعز')).toBeTruthy();
    expect(view.getByText(`${formatNumber(14)} سنة خبرة`)).toBeTruthy();
    // Testing Library folds the no-break space between amount and symbol into a plain one.
    expect(view.getByText(`${formatPrice(6000, 'YER').replace(/\u00a0/g, ' ')} / الساعة`)).toBeTruthy();
    // Two services and two specializations, translated.
    for (const label of ['تركيب', 'تصميم المنظومات', 'سكني', 'هجين']) expect(view.getByText(label)).toBeTruthy();
    expect(view.queryByText('إصلاح')).toBeNull();
    expect(view.queryByText('منفصل عن الشبكة')).toBeNull();
    expect(view.getByRole('link', { name: 'عرض الملف الشخصي' }).getAttribute('href')).toBe(`/engineer/${engineer._id}`);
  });

  // Issue #17: "Maintenance" is a service and a specialisation; the card showed it twice.
  it('shows a chip once when a service is also a specialisation', async () => {
    const engineer = buildEngineerSummary({ services: ['maintenance', 'design'], specializations: ['System Design', 'Maintenance', 'Hybrid', 'Residential'] });
    fakeApi({ 'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([engineer])) });
    renderList();

    const view = within(await screen.findByRole('article'));
    expect(view.getAllByText('صيانة')).toHaveLength(1);
    expect(view.getAllByText('تصميم المنظومات')).toHaveLength(1);
    // The two places left for specialisations go to ones the services do not already name.
    expect(view.getByText('هجين')).toBeTruthy();
    expect(view.getByText('سكني')).toBeTruthy();
  });

  it('reads the filters from the address and sends them to the API', async () => {
    const calls = fakeApi({ 'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([buildEngineerSummary()])) });
    renderList('/engineers?experience=10%2B&minRating=4.5&governorate=taiz&city=al-turbah&verified=true&specialization=Nope');

    await screen.findByRole('article');
    const query = Object.fromEntries(calls[0]!.query);
    expect(query).toEqual({ page: '1', limit: '10', experience: '10+', minRating: '4.5', governorate: 'taiz', city: 'al-turbah', verified: 'true' });
    expect((screen.getByLabelText('سنوات الخبرة') as HTMLSelectElement).value).toBe('10+');
  });

  it('filters by experience band and goes back to the first page', async () => {
    const calls = fakeApi({ 'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([buildEngineerSummary()], { total: 30, totalPages: 3, currentPage: 2 })) });
    const { router } = renderList('/engineers?page=2');
    await screen.findByRole('article');

    await userEvent.selectOptions(screen.getByLabelText('سنوات الخبرة'), '3-5');

    await waitFor(() => expect(calls.at(-1)?.query.get('experience')).toBe('3-5'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?experience=3-5');
  });

  it('asks filters-engineer when a text is searched, and the city waits for a governorate', async () => {
    const calls = fakeApi({
      'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([buildEngineerSummary()])),
      'GET /marketplace/filters-engineer': () => jsonResponse(200, pageOf([buildEngineerSummary()])),
    });
    renderList();
    await screen.findByRole('article');
    expect((screen.getByLabelText('المدينة') as HTMLSelectElement).disabled).toBe(true);

    await userEvent.type(screen.getByRole('searchbox', { name: 'ابحث عن مهندس' }), 'الحداد{Enter}');

    await waitFor(() => expect(calls.at(-1)?.path).toBe('/marketplace/filters-engineer'));
    expect(calls.at(-1)?.query.get('search_keyword')).toBe('الحداد');
  });

  it('pages with numbered buttons', async () => {
    const calls = fakeApi({
      'GET /marketplace/getAllEngineer': ({ query }) =>
        jsonResponse(200, pageOf([buildEngineerSummary()], { total: 25, totalPages: 3, currentPage: Number(query.get('page')) })),
    });
    renderList();
    await screen.findByRole('article');

    const pages = screen.getByRole('navigation', { name: 'صفحات قائمة المهندسين' });
    await userEvent.click(within(pages).getByRole('button', { name: `الانتقال إلى الصفحة ${formatNumber(3)}` }));

    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('3'));
    expect(within(pages).getByRole('button', { name: 'الصفحة الأولى' })).toBeTruthy();
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const calls = fakeApi({ 'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([])) });
    renderList('/engineers?experience=1-3');

    expect(await screen.findByText('لا يوجد مهندسون يطابقون هذه الفلاتر')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'مسح الفلاتر' }).at(-1)!);
    await waitFor(() => expect(calls.at(-1)?.query.get('experience')).toBeNull());
  });

  it('shows the load error with a retry', async () => {
    fakeApi({ 'GET /marketplace/getAllEngineer': () => errorResponse(500, 'UNEXPECTED', 'حدث خطأ غير متوقع') });
    renderList();

    expect(await screen.findByText('تعذّر تحميل المهندسين')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/getAllEngineer': () => jsonResponse(200, pageOf([buildEngineerSummary({ experience: { years: 1, description: '' } })])) });
    renderList();

    const card = await screen.findByRole('article');
    expect(within(card).getByText('1 year of experience')).toBeTruthy();
    expect(within(card).getByText('Taiz City, Taiz')).toBeTruthy();
    expect(within(card).getByText('Installation')).toBeTruthy();
    expect(screen.getByText('1 engineer')).toBeTruthy();
  });
});
