import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngineerInput } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import type { AdminEngineerResponse } from './get-admin-engineer.ts';
import { adminEngineerQueryKey } from './get-admin-engineer.ts';

/** Adds an engineer to the directory; with `joinRequestId`, the server marks that join request handled. */
export function createEngineer(body: EngineerInput): Promise<AdminEngineerResponse> {
  return apiClient.post<AdminEngineerResponse>(apiPaths.admin.engineers, body);
}

export function useCreateEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEngineer,
    onSuccess: (response) => {
      queryClient.setQueryData(adminEngineerQueryKey(response.data._id), response);
      refreshDirectory(queryClient, 'engineers');
    },
  });
}
