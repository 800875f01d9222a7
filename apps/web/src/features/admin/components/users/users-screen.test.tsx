import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import type { AdminUser } from '../../api/get-users.ts';
import { buildAdminUser } from '../../testing/moderation-builders.ts';
import { UsersScreen } from './users-screen.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

function renderUsers(path = '/admin/users') {
  const result = renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <>
            <UsersScreen />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );
  return { ...result, actor: userEvent.setup() };
}

const answerWith = (user: AdminUser, change: Partial<AdminUser>) => () => jsonResponse(200, { status: 'success', data: Object.assign(user, change) });

describe('users', () => {
  it('shows each account’s contact, role, join date, listings and standing', async () => {
    await changeLanguage('en');
    fakeApi({
      'GET /admin/users': () =>
        jsonResponse(200, pageOf([
          buildAdminUser({ name: 'Salem', listings: 1, isVerified: true }),
          buildAdminUser({ name: 'Huda', role: 'admin', listings: 0, isSuspended: true }),
          buildAdminUser({ name: 'Waiting', listings: 0, phoneConfirmed: false }),
        ])),
    });
    renderUsers();
    const salem = within(await screen.findByRole('article', { name: 'Salem' }));
    expect(salem.getByRole('link', { name: '+967771000001' }).getAttribute('href')).toBe('tel:+967771000001');
    expect(salem.getByRole('link', { name: 'salem@example.ye' }).getAttribute('href')).toBe('mailto:salem@example.ye');
    expect(salem.getByText('1 listing')).toBeTruthy();
    expect(salem.getByText('Joined on Mar 1, 2024')).toBeTruthy();
    expect(salem.getByRole('switch', { name: 'Verified account' })).toHaveProperty('checked', true);
    const huda = within(screen.getByRole('article', { name: 'Huda' }));
    expect(huda.getByText('Admin')).toBeTruthy();
    expect(huda.getByText('Suspended')).toBeTruthy();
    expect(huda.getByText('No listings')).toBeTruthy();
    expect(huda.getByRole('button', { name: 'Restore account of Huda' })).toBeTruthy();
    // A confirmed phone and the admin's «verified» are two different marks.
    expect(salem.getByText('Phone confirmed')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Waiting' })).getByText('Phone not confirmed')).toBeTruthy();
    expect(screen.getByText('3 users')).toBeTruthy();
  });

  it('asks before suspending, and suspends only after the confirmation', async () => {
    const user = buildAdminUser({ name: 'سالم أحمد' });
    const calls = fakeApi({
      'GET /admin/users': () => jsonResponse(200, pageOf([user])),
      [`POST /admin/users/${user._id}/suspend`]: answerWith(user, { isSuspended: true }),
    });
    const { actor } = renderUsers();

    await actor.click(await screen.findByRole('button', { name: 'إيقاف الحساب: سالم أحمد' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إيقاف هذا الحساب؟' });
    expect(within(dialog).getByText(/سيُسجَّل خروج المستخدم من كل أجهزته/)).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await actor.click(screen.getByRole('button', { name: 'إيقاف الحساب: سالم أحمد' }));
    await actor.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'إيقاف الحساب' }));
    expect(await screen.findByText('تم إيقاف حساب سالم أحمد')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([[`/admin/users/${user._id}/suspend`, { isSuspended: true }]]);
    // The list is read again once the dialog has gone (while it is open, the page behind it is hidden).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const card = within(screen.getByRole('article', { name: 'سالم أحمد' }));
    expect(card.getByText('موقوف')).toBeTruthy();
    expect(card.getByRole('button', { name: 'إعادة تفعيل الحساب: سالم أحمد' })).toBeTruthy();
  });

  it('shows the server’s refusal to suspend one’s own account in the dialog', async () => {
    const me = buildAdminUser({ name: 'المشرف', role: 'admin' });
    fakeApi({
      'GET /admin/users': () => jsonResponse(200, pageOf([me])),
      [`POST /admin/users/${me._id}/suspend`]: () => errorResponse(409, 'CANNOT_SUSPEND_SELF', 'لا يمكنك إيقاف حسابك بنفسك'),
    });
    const { actor } = renderUsers();
    await actor.click(await screen.findByRole('button', { name: 'إيقاف الحساب: المشرف' }));
    const dialog = await screen.findByRole('alertdialog');
    await actor.click(within(dialog).getByRole('button', { name: 'إيقاف الحساب' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'لا يمكنك إيقاف حسابك بنفسك');
  });

  it('toggles the verified mark at once', async () => {
    const user = buildAdminUser({ name: 'هدى' });
    const calls = fakeApi({
      'GET /admin/users': () => jsonResponse(200, pageOf([user])),
      [`POST /admin/users/${user._id}/verify`]: answerWith(user, { isVerified: true }),
    });
    const { actor } = renderUsers();
    const toggle = await screen.findByRole('switch', { name: 'حساب موثّق' });
    expect(toggle).toHaveProperty('checked', false);
    await actor.click(toggle);
    expect(await screen.findByText('تم توثيق حساب هدى')).toBeTruthy();
    await waitFor(() => expect(toggle).toHaveProperty('checked', true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ isVerified: true });
  });

  it('searches once the typing pauses, from the first page, and keeps the search in the address', async () => {
    const calls = fakeApi({
      'GET /admin/users': (call) =>
        jsonResponse(200, call.query.get('q') ? pageOf([]) : pageOf([buildAdminUser()], { total: 45, totalPages: 3, currentPage: Number(call.query.get('page') ?? 1) })),
    });
    const { actor, router } = renderUsers('/admin/users?page=2');
    await screen.findByRole('article');
    expect(calls.at(-1)?.query.get('page')).toBe('2');

    await actor.type(screen.getByRole('searchbox', { name: 'البحث عن مستخدم' }), 'خالد');
    expect(await screen.findByText('لا توجد نتائج')).toBeTruthy();
    const searches = calls.filter((call) => call.query.get('q'));
    // One request for the whole word, not one per letter.
    expect(searches.map((call) => [call.query.get('q'), call.query.get('page')])).toEqual([['خالد', '1']]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('خالد');
  });
});
