import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { replaceUser } from './get-users.ts';

export type AdminUserResponse = RouteAnswer<'admin.verifyUser'>;

/** Marks an account verified (its listings show the badge) or takes the mark away. */
export function setUserVerified(id: string, isVerified: boolean): Promise<AdminUserResponse> {
  return callApi('admin.verifyUser', { params: { id }, body: { isVerified } });
}

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) => setUserVerified(id, isVerified),
    onSuccess: async (response) => {
      replaceUser(queryClient, response.data);
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
