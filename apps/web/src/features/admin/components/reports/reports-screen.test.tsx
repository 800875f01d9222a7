import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { ReportGroup } from '../../api/get-reports.ts';
import { buildAdminProduct, buildAdminSettings, buildReportGroup } from '../../testing/moderation-builders.ts';
import { ReportsScreen } from './reports-screen.tsx';
import { fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

function renderReports() {
  renderWithProviders(
    <>
      <ReportsScreen />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('reports', () => {
  it('shows each reported listing with its reasons, what reporters wrote and a link to its page', async () => {
    await changeLanguage('en');
    const group = buildReportGroup({ product: buildAdminProduct({ name: 'Cheap inverter', status: 'approved' }) });
    fakeApi({ 'GET /admin/reports': () => jsonResponse(200, pageOf([group])) });
    renderReports();
    const card = within(await screen.findByRole('article', { name: 'Cheap inverter' }));
    expect(card.getByText('3 reports')).toBeTruthy();
    expect(card.getByRole('list', { name: 'Reasons given' }).textContent).toBe('Fraud or a scam (2)Listed in the wrong category (1)');
    expect(card.getByText('طلب مني التحويل قبل رؤية المنتج')).toBeTruthy();
    expect(card.getByRole('link', { name: /Open the listing/ }).getAttribute('href')).toBe(`/product/${group.product._id}`);
    expect(card.getByText('2 hours ago')).toBeTruthy();
    expect(screen.getByText('1 reported listing')).toBeTruthy();
  });

  it('dismisses the reports of a listing in one tap', async () => {
    const groups: ReportGroup[] = [buildReportGroup({ product: buildAdminProduct({ name: 'لوح مستعمل', status: 'approved' }) })];
    const productId = groups[0]!.product._id;
    const calls = fakeApi({
      'GET /admin/reports': () => jsonResponse(200, pageOf(groups)),
      [`POST /admin/reports/${productId}/dismiss`]: () => {
        groups.length = 0;
        return jsonResponse(200, { status: 'success', data: { dismissed: 3 } });
      },
    });
    const actor = renderReports();
    await actor.click(await screen.findByRole('button', { name: 'تجاهل البلاغات عن لوح مستعمل' }));
    expect(await screen.findByText('أُغلقت البلاغات عن «لوح مستعمل»')).toBeTruthy();
    expect(await screen.findByText('لا توجد بلاغات مفتوحة')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/admin/reports/${productId}/dismiss`]);
  });

  it('takes a reported listing down with a reason', async () => {
    const groups: ReportGroup[] = [buildReportGroup({ product: buildAdminProduct({ name: 'بطارية مقلّدة', status: 'approved' }) })];
    const productId = groups[0]!.product._id;
    const calls = fakeApi({
      'GET /admin/reports': () => jsonResponse(200, pageOf(groups)),
      'GET /admin/settings': () => jsonResponse(200, { status: 'success', data: buildAdminSettings() }),
      [`POST /admin/reports/${productId}/takedown`]: () => {
        const [group] = groups.splice(0, 1);
        return jsonResponse(200, { status: 'success', data: { ...group!.product, status: 'rejected' } });
      },
    });
    const actor = renderReports();
    await actor.click(await screen.findByRole('button', { name: 'إيقاف الإعلان: بطارية مقلّدة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف إعلان مُبلَّغ عنه' });
    await actor.click(await within(dialog).findByRole('button', { name: 'الإعلان مكرر' }));
    await actor.click(within(dialog).getByRole('button', { name: 'إيقاف الإعلان' }));
    expect(await screen.findByText('تم إيقاف «بطارية مقلّدة» وإغلاق بلاغاته')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'الإعلان مكرر' });
  });

  it('offers no take-down for a listing that is not live', async () => {
    fakeApi({
      'GET /admin/reports': () => jsonResponse(200, pageOf([buildReportGroup({ product: buildAdminProduct({ name: 'إعلان قيد المراجعة', status: 'pending' }) })])),
    });
    renderReports();
    const card = within(await screen.findByRole('article', { name: 'إعلان قيد المراجعة' }));
    expect(card.getByText('بانتظار المراجعة')).toBeTruthy();
    expect(card.queryByRole('button', { name: /إيقاف/ })).toBeNull();
    expect(card.getByRole('button', { name: 'تجاهل البلاغات عن إعلان قيد المراجعة' })).toBeTruthy();
  });
});
