import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { replaceUser } from './get-users.ts';
import type { AdminUserResponse } from './set-user-verified.ts';

/** Suspends an account (its sessions end, its listings leave the public lists) or lifts the suspension. */
export function setUserSuspended(id: string, isSuspended: boolean): Promise<AdminUserResponse> {
  return callApi('admin.suspendUser', { params: { id }, body: { isSuspended } });
}

export function useSetUserSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSuspended }: { id: string; isSuspended: boolean }) => setUserSuspended(id, isSuspended),
    onSuccess: async (response) => {
      replaceUser(queryClient, response.data);
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
