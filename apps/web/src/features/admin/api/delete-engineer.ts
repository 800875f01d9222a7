import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeletedResponseSchema } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import { adminEngineerQueryKey } from './get-admin-engineer.ts';

export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/** Removes an engineer from the directory for good. */
export function deleteEngineer(id: string): Promise<DeletedResponse> {
  return apiClient.delete<DeletedResponse>(apiPaths.admin.engineer(id));
}

export function useDeleteEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEngineer,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: adminEngineerQueryKey(id) });
      refreshDirectory(queryClient, 'engineers');
    },
  });
}
