import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '@solar/shared/contract/saved-searches';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse, type FakeRequest } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SavedSearchesPage } from './saved-searches-page.tsx';

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  _id: 's1', name: 'بطاريات في عدن', filters: { category: 'batteries', governorate: 'aden' }, frequency: 'daily', channel: 'sms',
  newCount: 0, newCountCapped: false, createdAt: '2026-11-20T09:00:00.000Z', ...overrides,
});

/** The API of My searches, kept in memory: changes answer as the server does and the list reads them back. */
function fakeSavedSearchesApi(searches: SavedSearch[], { failPatch = false, wantedNotices: wantedAtFirst = true } = {}) {
  let list = searches;
  let favourites = { frequency: 'daily', channel: 'sms' };
  let wantedNotices = wantedAtFirst;
  const patch = ({ path, body }: FakeRequest) => {
    if (failPatch) return errorResponse(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Try again shortly.');
    const id = path.split('/').at(-1);
    list = list.map((s) => (s._id === id ? { ...s, ...(body as Partial<SavedSearch>) } : s));
    return jsonResponse(200, { status: 'success', data: list.find((s) => s._id === id) });
  };
  return fakeApi({
    'GET /saved-searches': () =>
      jsonResponse(200, {
        status: 'success',
        data: { searches: list, limit: 20, favourites, alertsStopped: false, wantedNotices, destinations: { sms: '+967 ••• ••• 456', email: 'b•••@e2e.test' } },
      }),
    'PATCH /saved-searches/s1': patch,
    'PATCH /saved-searches/s2': patch,
    'DELETE /saved-searches/s2': () => {
      list = list.filter((s) => s._id !== 's2');
      return jsonResponse(200, { status: 'success', data: null });
    },
    'PUT /saved-searches/wanted-notices': ({ body }) => {
      wantedNotices = (body as { on: boolean }).on;
      return jsonResponse(200, { status: 'success', data: { on: wantedNotices } });
    },
    'PUT /saved-searches/favourites-alert': ({ body }) => {
      favourites = { ...favourites, ...(body as object) };
      return jsonResponse(200, { status: 'success', data: favourites });
    },
  });
}

function renderPage(path = '/saved-searches') {
  return { ...renderRoutes([{ path: '/saved-searches', element: <SavedSearchesPage /> }], { path }), actor: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('My searches says what each change did', () => {
  it('confirms a new frequency and a new channel beside them, naming where alerts go (Arabic)', async () => {
    const calls = fakeSavedSearchesApi([search()]);
    const { actor } = renderPage();
    const mine = await card('بطاريات في عدن');
    const status = within(mine).getByRole('status');
    expect(status.textContent).toBe('');
    // The channel names the phone it goes to, and that it is a text message, not WhatsApp.
    expect(within(mine).getByRole('combobox', { name: 'طريقة الإرسال' }).textContent).toBe('رسالة نصية (SMS) إلى \u2066+967\u00a0•••\u00a0•••\u00a0456\u2069');
    expect(within(mine).getByText('رسالة نصية عادية على رقم حسابك، وليست رسالة واتساب.')).toBeTruthy();

    await actor.click(within(mine).getByRole('combobox', { name: 'التنبيه' }));
    await actor.click(screen.getByRole('option', { name: 'فورًا' }));
    await waitFor(() => expect(status.textContent).toBe('تم الحفظ: فورًا، رسالة نصية (SMS) إلى \u2066+967\u00a0•••\u00a0•••\u00a0456\u2069.'));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ frequency: 'instant' }]);

    await actor.click(within(mine).getByRole('combobox', { name: 'طريقة الإرسال' }));
    await actor.click(screen.getByRole('option', { name: /^البريد الإلكتروني إلى/ }));
    await waitFor(() => expect(status.textContent).toBe('تم الحفظ: فورًا، البريد الإلكتروني إلى \u2066b•••@e2e.test\u2069.'));
  });

  it('says a paused search sends nothing until its frequency is chosen again (English)', async () => {
    await changeLanguage('en');
    fakeSavedSearchesApi([search({ _id: 's1', name: 'Batteries in Aden' })]);
    const { actor } = renderPage();
    const mine = await card('Batteries in Aden');
    await actor.click(within(mine).getByRole('combobox', { name: 'Alerts' }));
    await actor.click(screen.getByRole('option', { name: 'Off' }));
    await waitFor(() => expect(within(mine).getByRole('status').textContent).toBe('Saved: alerts are off, so nothing comes until you choose how often again.'));
    expect(within(mine).getByRole('combobox', { name: 'Alerts' }).textContent).toBe('Off');
  });

  it('shows a failure in the card, and the setting keeps its saved value (English)', async () => {
    await changeLanguage('en');
    fakeSavedSearchesApi([search({ name: 'Batteries in Aden' })], { failPatch: true });
    const { actor } = renderPage();
    const mine = await card('Batteries in Aden');
    await actor.click(within(mine).getByRole('combobox', { name: 'Alerts' }));
    await actor.click(screen.getByRole('option', { name: 'Weekly digest (Saturday)' }));
    expect((await within(mine).findByRole('alert')).textContent).toBe('The change was not saved: The service is busy. Try again shortly.');
    expect(within(mine).getByRole('status').textContent).toBe('');
    expect(within(mine).getByRole('combobox', { name: 'Alerts' }).textContent).toBe('Daily digest (8 am)');
  });

  it('confirms a new name in its card and a deletion on the page (English)', async () => {
    await changeLanguage('en');
    fakeSavedSearchesApi([search({ name: 'Batteries in Aden' }), search({ _id: 's2', name: 'Panels in Taiz', createdAt: '2026-11-21T09:00:00.000Z' })]);
    const { actor } = renderPage();
    const first = await card('Batteries in Aden');
    await actor.click(within(first).getByRole('button', { name: 'Rename' }));
    const rename = screen.getByRole('dialog', { name: 'Rename search' });
    await actor.clear(within(rename).getByRole('textbox', { name: 'Search name' }));
    await actor.type(within(rename).getByRole('textbox', { name: 'Search name' }), 'Lithium in Aden');
    await actor.click(within(rename).getByRole('button', { name: 'Save' }));
    const renamed = await card('Lithium in Aden');
    await waitFor(() => expect(within(renamed).getByRole('status').textContent).toBe('Saved: the new name is "\u2068Lithium in Aden\u2069".'));

    await actor.click(within(await card('Panels in Taiz')).getByRole('button', { name: 'Delete' }));
    await actor.click(within(screen.getByRole('alertdialog', { name: 'Delete this search?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Panels in Taiz' })).toBeNull());
    const pageStatus = screen.getAllByRole('status').find((region) => !region.closest('article'))!;
    await waitFor(() => expect(pageStatus.textContent).toBe('Deleted "\u2068Panels in Taiz\u2069".'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms the favourites’ alert too (Arabic)', async () => {
    fakeSavedSearchesApi([]);
    const { actor } = renderPage();
    const favourites = await screen.findByRole('region', { name: 'انخفاض أسعار المنتجات التي أعجبتك' });
    await actor.click(within(favourites).getByRole('combobox', { name: 'التنبيه' }));
    await actor.click(screen.getByRole('option', { name: 'ملخص أسبوعي (السبت)' }));
    await waitFor(() => expect(within(favourites).getByRole('status').textContent).toBe('تم الحفظ: ملخص أسبوعي (السبت)، رسالة نصية (SMS) إلى \u2066+967\u00a0•••\u00a0•••\u00a0456\u2069.'));
  });

  it('turns buyers’ requests back on after a notice’s stop link, and off again (Arabic, then English)', async () => {
    const calls = fakeSavedSearchesApi([], { wantedNotices: false });
    const { actor } = renderPage();
    const wanted = await screen.findByRole('region', { name: 'طلبات المشترين القريبين منك' });
    const toggle = within(wanted).getByRole('switch', { name: 'أرسلوا لي طلبات المشترين' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await actor.click(toggle);
    await waitFor(() => expect(within(wanted).getByRole('status').textContent).toBe('تم الحفظ: ستصلك طلبات المشترين القريبين منك.'));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(calls.find((call) => call.path === '/saved-searches/wanted-notices')?.body).toEqual({ on: true });

    await changeLanguage('en');
    const inEnglish = await screen.findByRole('region', { name: 'Buyers’ requests near you' });
    await actor.click(within(inEnglish).getByRole('switch', { name: 'Send me buyers’ requests' }));
    await waitFor(() => expect(within(inEnglish).getByRole('status').textContent).toBe('Saved: you will not get buyers’ requests. Your other alerts stay as they are.'));
    await changeLanguage('ar');
  });

  it('opened on one search (the link of "you already saved this search"), shows and focuses it', async () => {
    fakeSavedSearchesApi([search({ _id: 's1', name: 'أول' }), search({ _id: 's2', name: 'ثاني' })]);
    renderPage('/saved-searches#saved-search-s2');
    const target = await card('ثاني');
    await waitFor(() => expect(document.activeElement).toBe(target));
  });
});
