import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUserResponseSchema } from '@solar/shared/contract/admin';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { replaceUser } from './get-users.ts';

export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

/** Marks an account verified (its listings show the badge) or takes the mark away. */
export function setUserVerified(id: string, isVerified: boolean): Promise<AdminUserResponse> {
  return apiClient.post<AdminUserResponse>(apiPaths.admin.verifyUser(id), { isVerified });
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
