import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { buildAuditEntry } from '../../testing/moderation-builders.ts';
import { AuditLogScreen } from './audit-log-screen.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

function renderLog() {
  const result = renderRoutes([{ path: '/admin/audit-log', element: <AuditLogScreen /> }], { path: '/admin/audit-log' });
  return { ...result, actor: userEvent.setup() };
}

describe('audit log', () => {
  it('names known actions, falls back to the raw one, and opens a key-by-key view of the change', async () => {
    await changeLanguage('en');
    const createdAt = '2025-01-15T10:30:00.000Z';
    fakeApi({
      'GET /admin/audit-log': () =>
        jsonResponse(200, pageOf([
          buildAuditEntry({ createdAt }),
          buildAuditEntry({
            action: 'settings.update',
            targetType: 'settings',
            targetId: null,
            actor: null,
            before: { contact: { phone: '777', email: 'old@solar.ye' }, exchangeRates: { USD: 1, YER: 535 } },
            after: { contact: { phone: '777', email: 'new@solar.ye' }, exchangeRates: { USD: 1, YER: 540 } },
          }),
          buildAuditEntry({ action: 'warehouse.audit', targetType: 'warehouse', before: null, after: null }),
          buildAuditEntry({ action: 'user.suspend', targetType: 'user', targetId: 'user-gone-7', targetName: null, before: { isSuspended: false }, after: { isSuspended: true } }),
        ])),
    });
    const { actor } = renderLog();

    const rejected = (await screen.findByRole('heading', { name: 'Rejected a listing' })).closest('article')!;
    expect(within(rejected).getByText('مدير السوق')).toBeTruthy();
    // The record by its name, not its id, with a way to open it.
    expect(within(rejected).getByText('لوح جينكو ٥٥٠ واط')).toBeTruthy();
    expect(within(rejected).queryByText('product-9')).toBeNull();
    expect(within(rejected).getByRole('link', { name: 'Open the listing' }).getAttribute('href')).toMatch(/product-9/);
    const time = rejected.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(createdAt);
    expect(time.getAttribute('title')).toMatch(/January 15, 2025/);
    await actor.click(within(rejected).getByRole('button', { name: 'Show changes (2)' }));
    expect(within(rejected).getByText('Status')).toBeTruthy();
    expect(within(rejected).getByText('Awaiting review')).toBeTruthy();
    expect(within(rejected).getByText('Rejected or taken down')).toBeTruthy();
    expect(within(rejected).getByText('الصور غير واضحة')).toBeTruthy();
    expect(within(rejected).getByRole('button', { name: 'Hide changes' }).getAttribute('aria-expanded')).toBe('true');

    const settings = screen.getByRole('heading', { name: 'Changed marketplace settings' }).closest('article')!;
    expect(within(settings).getByText('System')).toBeTruthy();
    await actor.click(within(settings).getByRole('button', { name: 'Show changes (2)' }));
    expect(within(settings).getByText('Support e-mail')).toBeTruthy();
    expect(within(settings).getByText('old@solar.ye')).toBeTruthy();
    expect(within(settings).getByText('new@solar.ye')).toBeTruthy();
    expect(within(settings).getByText("Sana'a rial rate (north)")).toBeTruthy();
    // Unchanged keys are not listed.
    expect(within(settings).queryByText('Contact phone')).toBeNull();

    expect(screen.getByRole('heading', { name: 'warehouse.audit' })).toBeTruthy();

    // A deleted record keeps its id, said to be gone.
    const gone = screen.getByRole('heading', { name: 'Suspended an account' }).closest('article')!;
    expect(within(gone).getByText('user-gone-7')).toBeTruthy();
    expect(within(gone).getByText('No longer exists')).toBeTruthy();
  });

  it('filters by record type through the request', async () => {
    const calls = fakeApi({ 'GET /admin/audit-log': () => jsonResponse(200, pageOf([buildAuditEntry()])) });
    const { actor, router } = renderLog();
    await screen.findByRole('article');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'نوع السجل' }), 'user');
    expect(router.state.location.search).toBe('?targetType=user');
    // The list asks for the chosen type once the new address has been drawn.
    await waitFor(() => expect(calls.at(-1)?.query.get('targetType')).toBe('user'));
    await screen.findByRole('article');
  });

  it('says when there is nothing, and when the log cannot load', async () => {
    let isDown = true;
    fakeApi({ 'GET /admin/audit-log': () => (isDown ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً') : jsonResponse(200, pageOf([]))) });
    const { actor } = renderLog();
    expect(await screen.findByText('تعذّر تحميل سجل العمليات')).toBeTruthy();
    isDown = false;
    await actor.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('لا توجد عمليات مسجَّلة')).toBeTruthy();
  });
});
