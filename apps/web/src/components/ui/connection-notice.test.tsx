import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ConnectionNotice } from './connection-notice.tsx';
import { callApi } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';

function Settings() {
  const { data, error } = useQuery({ queryKey: ['settings'], queryFn: () => callApi('settings.public') });
  if (data) return <p>{data.data.supportEmail}</p>;
  return error ? <p role="alert">{error.message}</p> : null;
}

describe('a 503 from the server', () => {
  it('shows "connection problem, trying again", waits the Retry-After, tries again and shows the answer', async () => {
    let calls = 0;
    fakeApi({
      'GET /settings/public': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً، حاول بعد قليل', undefined, { 'Retry-After': '1' })
          : jsonResponse(200, { status: 'success', data: { supportEmail: 'help@solar.ye' } });
      },
    });
    // The app's own query client: its retry rule is what is under test.
    renderWithProviders(
      <>
        <ConnectionNotice />
        <Settings />
      </>,
      { queryClient: createQueryClient() },
    );

    expect((await screen.findByRole('status')).textContent).toBe('تعذّر الوصول إلى الخادم مؤقتاً، نعيد المحاولة بعد لحظات…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(1);

    expect(await screen.findByText('help@solar.ye', undefined, { timeout: 3000 })).toBeTruthy();
    expect(calls).toBe(2);
    expect(screen.queryByText('تعذّر الوصول إلى الخادم مؤقتاً، نعيد المحاولة بعد لحظات…')).toBeNull();
  });

  it('an error that is not an outage is not retried for long and shows no connection notice', async () => {
    fakeApi({ 'GET /settings/public': () => errorResponse(500, 'UNEXPECTED', 'حدث خطأ غير متوقع، حاول مرة أخرى') });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    renderWithProviders(
      <>
        <ConnectionNotice />
        <Settings />
      </>,
      { queryClient },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('حدث خطأ غير متوقع، حاول مرة أخرى');
    expect(screen.queryByText('تعذّر الوصول إلى الخادم مؤقتاً، نعيد المحاولة بعد لحظات…')).toBeNull();
  });
});
