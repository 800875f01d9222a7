import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { adminPath, buildAdminEngineer } from '../../testing/admin-directory-builders.ts';
import { EngineersScreen } from './engineers-screen.tsx';
import { fakeApi, jsonResponse, pageOf } from '../../../../test/fake-api.ts';

const renderEngineers = (path = paths.admin.engineers.getHref()) =>
  renderRoutes([{ path: adminPath(paths.admin.engineers.path), element: <EngineersScreen /> }], { path });

describe('EngineersScreen', () => {
  it('shows each engineer with picture, place, badges, rating and the ways to edit and add', async () => {
    await changeLanguage('en');
    const engineer = buildAdminEngineer({ name: 'Eng. Abdullah Al-Haddad', isFeatured: true, rating: 4.6 });
    fakeApi({ 'GET /admin/engineers': () => jsonResponse(200, pageOf([engineer])) });
    renderEngineers();

    const card = await screen.findByRole('article', { name: 'Eng. Abdullah Al-Haddad' });
    expect(within(card).getByText('Taiz City, Taiz')).toBeTruthy();
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(within(card).getByText('Featured')).toBeTruthy();
    expect(within(card).getByText('Rated 4.6 out of 5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(paths.admin.editEngineer.getHref(engineer._id));
    expect(screen.getByRole('heading', { level: 1, name: 'Engineers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add engineer' }).getAttribute('href')).toBe(paths.admin.newEngineer.getHref());
  });

  it('searches once typing pauses, from the first page, and keeps the search in the address', async () => {
    const calls = fakeApi({ 'GET /admin/engineers': () => jsonResponse(200, pageOf([buildAdminEngineer()], { total: 45, totalPages: 3, currentPage: 2 })) });
    const { router } = renderEngineers(`${paths.admin.engineers.getHref()}?page=2`);
    const actor = userEvent.setup();
    await screen.findByRole('article');
    expect(calls[0]?.query.get('page')).toBe('2');

    await actor.type(screen.getByRole('searchbox', { name: 'البحث في المهندسين' }), 'الحداد');

    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('الحداد')}`));
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('الحداد'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
    // One request for the whole word, not one per letter.
    expect(calls.filter((call) => call.query.get('q'))).toHaveLength(1);
  });

  it('says when the search finds nothing', async () => {
    fakeApi({ 'GET /admin/engineers': () => jsonResponse(200, pageOf([])) });
    renderEngineers(`${paths.admin.engineers.getHref()}?q=zzz`);

    expect(await screen.findByText('لا توجد نتائج مطابقة')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'البحث في المهندسين' })).toHaveProperty('value', 'zzz');
  });
});
