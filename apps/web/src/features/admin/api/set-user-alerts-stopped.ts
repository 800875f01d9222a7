import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { AdminUserResponse } from './set-user-verified.ts';
import { replaceUser } from './get-users.ts';

/** Stops a user's saved-search and price-drop alerts, or lets them come again (decision 023). */
export function setUserAlertsStopped(id: string, alertsStopped: boolean): Promise<AdminUserResponse> {
  return callApi('admin.stopAlerts', { params: { id }, body: { alertsStopped } });
}

export function useSetUserAlertsStopped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alertsStopped }: { id: string; alertsStopped: boolean }) => setUserAlertsStopped(id, alertsStopped),
    onSuccess: (response) => replaceUser(queryClient, response.data),
  });
}
