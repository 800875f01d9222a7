import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { setPhoneViewport } from '../../../test/viewport.ts';
import { AdminLayout } from './admin-layout.tsx';

const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <p>dashboard</p> },
      { path: 'audit-log', element: <p>audit</p> },
      { path: 'review', element: <p>review</p> },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('the admin sections on a phone', () => {
  it('scroll the active section into view, on opening and after moving to another one', async () => {
    const revealed: string[] = [];
    // happy-dom does no layout: record which tab the bar asks to bring into view.
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      revealed.push(this.textContent ?? '');
    });
    setPhoneViewport();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/audit-log' });
    const tabs = await screen.findByRole('tablist', { name: 'أقسام لوحة الإدارة' });
    const audit = within(tabs).getByRole('tab', { name: 'سجل العمليات' });
    expect(audit.getAttribute('aria-selected')).toBe('true');
    expect(revealed).toContain('سجل العمليات');

    await user.click(within(tabs).getByRole('tab', { name: 'قائمة المراجعة' }));
    expect(await screen.findByText('review')).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'قائمة المراجعة' }).getAttribute('aria-selected')).toBe('true');
    // After the browser has drawn the new section (an effect).
    await waitFor(() => expect(revealed.at(-1)).toBe('قائمة المراجعة'));
  });
});
