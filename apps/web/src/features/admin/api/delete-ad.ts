import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeletedResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import { adminAdQueryKey } from './get-admin-ad.ts';

export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/** Removes an ad from the directory for good. */
export function deleteAd(id: string): Promise<DeletedResponse> {
  return apiClient.delete<DeletedResponse>(apiPaths.admin.ad(id));
}

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: adminAdQueryKey(id) });
      refreshDirectory(queryClient, 'ads');
    },
  });
}
