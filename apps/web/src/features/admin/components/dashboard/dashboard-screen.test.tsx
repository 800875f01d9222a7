import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';
import { fakeApi, jsonResponse } from '../../../../test/fake-api.ts';

describe('dashboard', () => {
  it('shows each count as a link into its section', async () => {
    await changeLanguage('en');
    fakeApi({
      'GET /admin/dashboard': () =>
        jsonResponse(200, {
          status: 'success',
          data: { pendingProducts: 7, resubmittedProducts: 2, openReports: 4, newJoinRequests: 1, users: 1250, suspendedUsers: 3, listings: { pending: 7, approved: 310, rejected: 12, expired: 40 }, alerts: { sentToday: 18, failedToday: 2 } },
        }),
    });
    renderWithProviders(<DashboardScreen />);
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(await screen.findByRole('link', { name: '7 Listings awaiting review' })).toBeTruthy();
    expect(link('7 Listings awaiting review')).toBe('/admin/review?status=pending');
    expect(link('4 Open reports')).toBe('/admin/reports');
    expect(link('1 New join requests')).toBe('/admin/join-requests');
    expect(link('1,250 Users')).toBe('/admin/users');
    const listings = within(screen.getByRole('heading', { name: 'Listings by status' }).parentElement!);
    expect(listings.getByRole('link', { name: '310 Approved' }).getAttribute('href')).toBe('/admin/review?status=approved');
    expect(listings.getByRole('link', { name: '12 Rejected or taken down' }).getAttribute('href')).toBe('/admin/review?status=rejected');
    const alerts = within(screen.getByRole('heading', { name: 'Saved-search alerts' }).parentElement!);
    expect(alerts.getByRole('link', { name: '18 Alerts sent today' }).getAttribute('href')).toBe('/admin/users');
    expect(alerts.getByRole('link', { name: '2 Alerts that failed today' })).toBeTruthy();
  });
});
