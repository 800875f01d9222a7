import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderConsoleRoutes } from '../../testing/render-console.tsx';
import { adminPath, buildJoinRequest } from '../../testing/admin-directory-builders.ts';
import { JoinRequestsScreen } from './join-requests-screen.tsx';
import { envelope, fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

const renderAt = (path: string) =>
  renderConsoleRoutes([{ path: adminPath(paths.admin.joinRequests.path), element: <JoinRequestsScreen /> }], path);

describe('JoinRequestsScreen', () => {
  it('shows a new request with its contacts, and dismissing it takes it out of the new ones', async () => {
    const request = buildJoinRequest({ fullName: 'سالم علي باوزير', email: 'salem@example.com', phoneNumber: '+967771234567' });
    let inbox = [request];
    const calls = fakeApi({
      'GET /admin/join-requests': () => jsonResponse(200, pageOf(inbox)),
      [`POST /admin/join-requests/${request._id}/status`]: () => {
        inbox = [];
        return jsonResponse(200, envelope({ ...request, status: 'dismissed' }));
      },
    });
    renderAt(paths.admin.joinRequests.getHref());
    const actor = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'سالم علي باوزير' });
    expect(within(card).getByText('مهندس')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'salem@example.com' }).getAttribute('href')).toBe('mailto:salem@example.com');
    expect(within(card).getByRole('link', { name: '+967771234567' }).getAttribute('href')).toBe('tel:+967771234567');
    expect(within(card).getByText(request.content!)).toBeTruthy();
    expect(within(card).getByText('قبل 3 ساعات')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'إنشاء مهندس من هذا الطلب' }).getAttribute('href')).toBe(paths.admin.newEngineer.getHref(request._id));
    expect(calls[0]?.query.get('status')).toBe('new');

    await actor.click(within(card).getByRole('button', { name: 'استبعاد' }));

    expect(await screen.findByText('لا توجد طلبات جديدة')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'dismissed' });
    expect(await screen.findByText('استُبعد الطلب')).toBeTruthy();
  });

  it('keeps the tab and type in the address, and offers to undo a handled request', async () => {
    await changeLanguage('en');
    const handled = buildJoinRequest({
      type: 'shop',
      fullName: 'Aden Renewables',
      status: 'handled',
      handledBy: { _id: 'admin-1', name: 'Huda' },
      handledAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      entryId: 'shop-7',
    });
    const calls = fakeApi({ 'GET /admin/join-requests': () => jsonResponse(200, pageOf([handled])) });
    const { router } = renderAt(`${paths.admin.joinRequests.getHref('handled')}&type=shop`);
    const actor = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Aden Renewables' });
    expect(Object.fromEntries(calls[0]!.query)).toMatchObject({ status: 'handled', type: 'shop', page: '1' });
    expect(screen.getByRole('tab', { name: 'Handled' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Shop' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByText(/Handled by .*Huda/).textContent).toContain('2 hours ago');
    expect(within(card).getByRole('link', { name: 'Open the shop made from this request' }).getAttribute('href')).toBe(paths.admin.editShop.getHref('shop-7'));
    expect(within(card).queryByRole('link', { name: 'Create shop from this request' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Move back to new' })).toBeTruthy();

    await actor.click(screen.getByRole('tab', { name: 'Dismissed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=dismissed&type=shop'));
    await actor.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=dismissed'));
    await waitFor(() => expect(calls.at(-1)?.query.get('type')).toBeNull());
  });
});
