import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SaveSearchDialog } from './save-search-dialog.tsx';

const list = { searches: [], limit: 20, favourites: { frequency: 'daily', channel: 'sms' }, alertsStopped: false, destinations: { sms: '+967 ••• ••• 456', email: 'b•••@e2e.test' } };
const saved = { _id: 'new-1', name: 'x', filters: { category: 'batteries' }, frequency: 'daily', channel: 'sms', newCount: 0, newCountCapped: false, createdAt: '2026-11-20T09:00:00.000Z' };

/** The results page's part: the dialog closes once saved, as app/save-search-action.tsx closes it. */
function ResultsWithDialog({ onSaved }: { onSaved: () => void }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p>Results</p>
      {isOpen && (
        <SaveSearchDialog
          isOpen
          filters={{ category: 'batteries', governorate: 'aden' } as SavedSearchFilters}
          onClose={() => setIsOpen(false)}
          onSaved={() => {
            onSaved();
            setIsOpen(false);
          }}
        />
      )}
      <Toaster />
    </>
  );
}

function renderDialog(create: () => Response) {
  const calls = fakeApi({ 'GET /saved-searches': () => jsonResponse(200, { status: 'success', data: list }), 'POST /saved-searches': create });
  const onSaved = vi.fn();
  const rendered = renderRoutes(
    [
      { path: '/products', element: <ResultsWithDialog onSaved={onSaved} /> },
      { path: '/saved-searches', element: <p>My searches page</p> },
    ],
    { path: '/products?category=batteries&governorate=aden' },
  );
  return { ...rendered, calls, onSaved, actor: userEvent.setup() };
}

describe('saving a search from the results', () => {
  it('names the channel and where it goes, saves, and says where to find the search while the results stay (Arabic)', async () => {
    const { actor, onSaved, router, calls } = renderDialog(() => jsonResponse(201, { status: 'success', data: saved }));
    const dialog = screen.getByRole('dialog', { name: 'حفظ البحث وتفعيل التنبيهات' });
    const channel = within(dialog).getByRole('combobox', { name: 'كيف نرسل التنبيه؟' });
    await waitFor(() => expect(channel.textContent).toBe('رسالة نصية (SMS) إلى \u2066+967\u00a0•••\u00a0•••\u00a0456\u2069'));
    expect(within(dialog).getByText('رسالة نصية عادية على رقم حسابك، وليست رسالة واتساب.')).toBeTruthy();

    await actor.click(within(dialog).getByRole('button', { name: 'احفظ' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ filters: { category: 'batteries', governorate: 'aden' }, name: 'بطاريات في عدن', frequency: 'daily', channel: 'sms' });
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('تم حفظ البحث. تجده في «عمليات البحث المحفوظة» من قائمة حسابك.')).toBeTruthy();
    // Saving closed the dialog and did not leave the results.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/products');
    expect(screen.getByText('Results')).toBeTruthy();
    await actor.click(within(toast).getByRole('link', { name: 'افتح عمليات البحث المحفوظة' }));
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/saved-searches#saved-search-new-1');
  });

  it('refuses the same filters again with the search that has them and a link to it (English)', async () => {
    await changeLanguage('en');
    const { actor, onSaved, router } = renderDialog(() =>
      jsonResponse(409, { status: 'error', code: 'SAVED_SEARCH_EXISTS', message: 'You already saved this search.', existing: { _id: 'old-7', name: 'Batteries in Aden' } }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Save search and get alerts' });
    await actor.click(within(dialog).getByRole('combobox', { name: 'How should alerts come?' }));
    await actor.click(await screen.findByRole('option', { name: 'E-mail to \u2066b•••@e2e.test\u2069' }));
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe('You already saved this search as "\u2068Batteries in Aden\u2069". Open it in My searches');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    await actor.click(within(refusal).getByRole('link', { name: 'Open it in My searches' }));
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/saved-searches#saved-search-old-7');
  });

  it('keeps any other failure in the dialog, in the reader’s language (English)', async () => {
    await changeLanguage('en');
    const { actor, onSaved } = renderDialog(() => errorResponse(409, 'SAVED_SEARCH_LIMIT', 'You can keep at most 20 saved searches. Delete an old one first.'));
    const dialog = screen.getByRole('dialog', { name: 'Save search and get alerts' });
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The search was not saved: You can keep at most 20 saved searches. Delete an old one first.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
