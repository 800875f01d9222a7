import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorState } from './error-state.tsx';

afterEach(() => vi.restoreAllMocks());

describe('a failed load', () => {
  it('online, says what failed and offers a retry', async () => {
    renderWithProviders(<ErrorState title="تعذر تحميل المنتجات" message="خطأ في الشبكة" onRetry={() => undefined} />);
    expect(await screen.findByText('تعذر تحميل المنتجات')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });

  it.each([
    ['ar', 'لا يوجد اتصال بالإنترنت', 'إعلانات تقرؤها دون اتصال'],
    ['en', 'No internet connection', 'Listings you can read offline'],
  ] as const)('offline, says the phone is offline and where the kept listings are (%s)', async (language, title, saved) => {
    await changeLanguage(language);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<ErrorState title="Products could not be loaded" message="Network error" onRetry={() => undefined} />);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: saved })).toBeTruthy();
    expect(screen.queryByText('Products could not be loaded')).toBeNull();
    // Back online, the error is the screen's own again.
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Products could not be loaded')).toBeTruthy();
  });
});
