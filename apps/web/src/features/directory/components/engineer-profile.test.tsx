import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildEngineer } from '../../../test/directory-builders.ts';
import { formatCalendarDate } from '../utils/format-time.ts';
import { EngineerProfile } from './engineer-profile.tsx';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const renderEngineer = () =>
  renderRoutes([{ path: '/engineer/:id', element: <EngineerProfile id="e-1" /> }, { path: '/engineers', element: <p>engineers list</p> }], { path: '/engineer/e-1' });

describe('EngineerProfile', () => {
  it('shows the profile with call and a digits-only WhatsApp chat', async () => {
    const engineer = buildEngineer({ isFeatured: true, pricing: { hourlyRate: 60, minimumCharge: 300, currency: 'SAR', currencyLabel: 'sar' } });
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => jsonResponse(200, { status: 'success', data: engineer }) });
    renderEngineer();

    expect(await screen.findByRole('heading', { level: 1, name: engineer.name })).toBeTruthy();
    expect(screen.getByText('موثّق')).toBeTruthy();
    expect(screen.getByText('مميّز')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اتصال' }).getAttribute('href')).toBe('tel:+967777310452');
    const whatsapp = screen.getByRole('link', { name: 'واتساب' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/967777310452');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    // Pricing with the minimum charge and the currency's name; services translated.
    expect(screen.getByText(plain(formatPrice(60, 'SAR')))).toBeTruthy();
    expect(screen.getByText(plain(formatPrice(300, 'SAR')))).toBeTruthy();
    expect(screen.getByText('ريال سعودي (ر.س)')).toBeTruthy();
    expect(screen.getByText('متاح')).toBeTruthy();
    expect(screen.getByText('إصلاح')).toBeTruthy();
    expect(screen.getByText('منفصل عن الشبكة')).toBeTruthy();
    expect(screen.getByText('NABCEP PV Associate')).toBeTruthy();
    // The issuer as typed, isolated inside the sentence of the page's language.
    expect(screen.getByText('صادرة عن \u2068NABCEP\u2069')).toBeTruthy();
    // The tab's title follows once the page has been drawn (an effect).
    await waitFor(() => expect(document.title).toContain(engineer.name));
  });

  it('opens the portfolio viewer, wrapping around at the ends', async () => {
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => jsonResponse(200, { status: 'success', data: buildEngineer() }) });
    renderEngineer();

    const thumbnails = await screen.findAllByRole('button', { name: /^فتح الصورة/ });
    expect(thumbnails).toHaveLength(3);
    await userEvent.click(thumbnails[2]!);
    const viewer = await screen.findByRole('dialog', { name: `صور ${buildEngineer().name}` });
    const position = () => within(viewer).getByRole('status').textContent;
    expect(position()).toBe(`الصورة ${formatNumber(3)} من ${formatNumber(3)}`);
    await userEvent.click(within(viewer).getByRole('button', { name: 'الصورة التالية' }));
    expect(position()).toBe(`الصورة ${formatNumber(1)} من ${formatNumber(3)}`);
    await userEvent.click(within(viewer).getByRole('button', { name: 'الصورة السابقة' }));
    expect(position()).toBe(`الصورة ${formatNumber(3)} من ${formatNumber(3)}`);
  });

  // Issue #17: a certificate that ended years ago read like a valid one.
  it('marks an expired certification as expired, muted and after the valid ones, and gives each its date', async () => {
    const today = new Date();
    const shift = (years: number) => `${today.getUTCFullYear() + years}-06-30`;
    const engineer = buildEngineer({
      certifications: [
        { name: 'Growatt certified installer', issuedBy: 'Growatt', issuedDate: '2021-11-02', expiryDate: shift(-1) },
        { name: 'PV Associate', issuedBy: 'NABCEP', issuedDate: '2021-09-01', expiryDate: shift(2) },
        { name: 'بكالوريوس هندسة كهربائية', issuedBy: 'جامعة تعز', issuedDate: '2015-08-15', expiryDate: null },
      ],
    });
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => jsonResponse(200, { status: 'success', data: engineer }) });
    renderEngineer();

    const section = (await screen.findByRole('heading', { name: 'الشهادات' })).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual(['PV Associate', 'بكالوريوس هندسة كهربائية', 'Growatt certified installer']);
    const [valid, lifelong, expired] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(valid).getByText(new RegExp(`صالحة حتى ${formatCalendarDate(shift(2))}`))).toBeTruthy();
    expect(within(valid).queryByText('منتهية')).toBeNull();
    expect(within(lifelong).getByText(/لا تنتهي/)).toBeTruthy();
    expect(within(expired).getByText('منتهية')).toBeTruthy();
    expect(within(expired).getByText(new RegExp(`انتهت في ${formatCalendarDate(shift(-1))}`))).toBeTruthy();
    expect(within(expired).queryByText(/صالحة حتى/)).toBeNull();
  });

  it('shows the specialisations that the services do not already name, and no empty heading', async () => {
    const engineer = buildEngineer({ services: ['maintenance', 'consultation'], specializations: ['Maintenance', 'Consultation'] });
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => jsonResponse(200, { status: 'success', data: engineer }) });
    renderEngineer();

    expect(await screen.findAllByText('صيانة')).toHaveLength(1);
    expect(screen.getAllByText('استشارات')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'التخصصات' })).toBeNull();
  });

  it('has no WhatsApp button without a WhatsApp number', async () => {
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => jsonResponse(200, { status: 'success', data: buildEngineer({ whatsappPhone: null }) }) });
    renderEngineer();
    await screen.findByRole('link', { name: 'اتصال' });
    expect(screen.queryByRole('link', { name: 'واتساب' })).toBeNull();
  });

  it('shows the load error and a way back to the list', async () => {
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => errorResponse(404, 'NOT_FOUND', 'العنصر المطلوب غير موجود') });
    renderEngineer();

    expect(await screen.findByText('حدث خطأ أثناء جلب بيانات المهندس')).toBeTruthy();
    expect(screen.getByText('العنصر المطلوب غير موجود')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'العودة إلى المهندسين' }));
    expect(await screen.findByText('engineers list')).toBeTruthy();
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    fakeApi({ 'GET /marketplace/getOneEngineer/e-1': () => jsonResponse(200, { status: 'success', data: buildEngineer() }) });
    renderEngineer();
    expect(await screen.findByRole('link', { name: 'Call' })).toBeTruthy();
    expect(screen.getByText('8 years of experience')).toBeTruthy();
    expect(screen.getByText("Yemeni rial – Sana'a (north)")).toBeTruthy();
    expect(screen.getByText('8:00 AM – 5:00 PM')).toBeTruthy();
    expect(screen.getByText('Saturday')).toBeTruthy();
  });
});
