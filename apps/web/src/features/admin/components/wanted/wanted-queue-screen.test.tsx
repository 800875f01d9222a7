import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import type { AdminWanted } from '../../api/wanted-queue.ts';
import { buildAdminSettings } from '../../testing/moderation-builders.ts';
import { WantedQueueScreen } from './wanted-queue-screen.tsx';

const person = { _id: 'u1', name: 'أحمد', isVerified: false, phoneConfirmed: true, memberSince: '2025-03-01T00:00:00.000Z' };
const wanted = (overrides: Partial<AdminWanted> = {}): AdminWanted => ({
  _id: 'r1', title: 'منظومة لثلاجة وأربع لمبات', description: null, calculatorCode: null, governorate: 'taiz', city: 'taiz-city', budget: 1500, currency: 'SAR',
  installationWanted: true, openDays: 7, status: 'pending', createdAt: '2026-11-20T09:00:00.000Z', expiresAt: null, offersCount: 0, buyer: person,
  rejectionReason: null, isMine: false, myOfferId: null, acceptedOfferId: null, items: [{ type: 'Battery', quantity: 2, kwh: 5 }],
  version: 3, buyerPhone: '967777123456', openReports: 0, ...overrides,
});

function renderQueue(path = '/admin/wanted') {
  renderRoutes([{ path: '/admin/wanted', element: (<><WantedQueueScreen /><Toaster /></>) }], { path });
  return userEvent.setup();
}

describe('the wanted-request queue', () => {
  it('approves a pending request naming the version read, and rejects one with a reason (Arabic)', async () => {
    await changeLanguage('ar');
    const calls = fakeApi({
      'GET /admin/wanted': () => jsonResponse(200, pageOf([wanted(), wanted({ _id: 'r2', title: 'بطارية 48 فولت' })])),
      'POST /admin/wanted/r1/decision': () => jsonResponse(200, { status: 'success', message: 'تمت الموافقة', data: wanted({ status: 'approved' }) }),
      'POST /admin/wanted/r2/decision': () => jsonResponse(200, { status: 'success', message: 'رُفض', data: wanted({ status: 'rejected' }) }),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: buildAdminSettings({ rejectionTemplates: [] }) }),
    });
    const actor = renderQueue();
    const first = await screen.findByRole('article', { name: 'منظومة لثلاجة وأربع لمبات' });
    expect(within(first).getByText('+967777123456')).toBeTruthy();
    expect(within(first).getByText('2 × بطاريات · 5 ك.و.س على الأقل للواحدة')).toBeTruthy();
    await actor.click(within(first).getByRole('button', { name: 'قبول' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/admin/wanted/r1/decision')?.body).toEqual({ action: 'approve', version: 3 }));

    await actor.click(within(screen.getByRole('article', { name: 'بطارية 48 فولت' })).getByRole('button', { name: 'رفض' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض هذا الطلب؟' });
    await actor.type(within(dialog).getByRole('textbox', { name: 'السبب' }), 'النص غير واضح');
    await actor.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/admin/wanted/r2/decision')?.body).toEqual({ action: 'reject', version: 3, reason: 'النص غير واضح' }));
  });

  it('takes an open request\'s offer down with a reason (English)', async () => {
    await changeLanguage('en');
    const offer = { _id: 'o1', lines: [{}], total: 1200, currency: 'USD', answerer: { name: 'Sun Taiz' }, entry: null };
    const calls = fakeApi({
      'GET /admin/wanted': () => jsonResponse(200, pageOf([wanted({ status: 'approved', offersCount: 1, openReports: 1 })])),
      'GET /wanted/r1/offers': () => jsonResponse(200, { status: 'success', data: { offers: [offer], ratesPerUsd: { USD: 1 } } }),
      'POST /admin/wanted-offers/o1/takedown': () => jsonResponse(200, { status: 'success', message: 'Offer taken down', data: null }),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: buildAdminSettings({ rejectionTemplates: [] }) }),
    });
    const actor = renderQueue('/admin/wanted?status=approved');
    const card = await screen.findByRole('article', { name: 'منظومة لثلاجة وأربع لمبات' });
    expect(within(card).getByText('1 open report')).toBeTruthy();
    await actor.click(within(card).getByRole('button', { name: 'Show offers' }));
    await actor.click(await within(card).findByRole('button', { name: 'Take down the offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this offer down?' });
    await actor.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake price');
    await actor.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Fake price' }));
  });
});
