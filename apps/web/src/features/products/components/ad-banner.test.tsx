import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@solar/shared/reference/limits';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdBanner } from './ad-banner.tsx';
import { errorResponse, fakeApi, jsonResponse, pageOf } from '../../../test/fake-api.ts';
import { buildAd } from '../../../test/factories.ts';

describe('AdBanner', () => {
  it('shows the newest active ad with its call and link buttons', async () => {
    const ad = buildAd({
      limitedOffer: true,
      image: { _id: 'i', url: '/uploads/ad-640.webp', srcSet: '/uploads/ad-320.webp 320w', width: 640, height: 640 },
    });
    const calls = fakeApi((request) => (request.path === '/marketplace/getAllAds' ? jsonResponse(200, pageOf([ad])) : undefined));

    renderWithProviders(<AdBanner />);

    const banner = await screen.findByRole('region', { name: ad.title });
    expect(within(banner).getByText('إعلان')).toBeTruthy();
    expect(within(banner).getByText('عرض لفترة محدودة')).toBeTruthy();
    expect(within(banner).getByText(ad.description)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'اتصال' }).getAttribute('href')).toBe('tel:+967777100200');
    const visit = within(banner).getByRole('link', { name: 'زيارة' });
    expect(visit.getAttribute('href')).toBe('https://offers.example.com');
    expect(visit.getAttribute('rel')).toContain('noopener');
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ page: '1', limit: '1' });
  });

  it('replaces the ad with a newer one within 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let current = buildAd({ _id: 'a1', title: 'عرض البطاريات' });
      const calls = fakeApi((request) => (request.path === '/marketplace/getAllAds' ? jsonResponse(200, pageOf([current])) : undefined));
      renderWithProviders(<AdBanner />);
      expect(await screen.findByRole('region', { name: 'عرض البطاريات' })).toBeTruthy();

      current = buildAd({ _id: 'a2', title: 'تخفيضات الإنفرترات' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LIMITS.adsBannerRefreshMs);
      });

      expect(await screen.findByRole('region', { name: 'تخفيضات الإنفرترات' })).toBeTruthy();
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['there is no active ad', () => jsonResponse(200, pageOf([]))],
    ['the ads fail to load', () => errorResponse(500, 'UNEXPECTED', 'خطأ')],
  ])('shows nothing when %s', async (_case, answer) => {
    const calls = fakeApi((request) => (request.path === '/marketplace/getAllAds' ? answer() : undefined));

    const { container } = renderWithProviders(<AdBanner />);

    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
