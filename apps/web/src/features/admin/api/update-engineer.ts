import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngineerInput } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import type { AdminEngineerResponse } from './get-admin-engineer.ts';
import { adminEngineerQueryKey } from './get-admin-engineer.ts';

/** Replaces every field of an engineer; pictures it keeps are sent back as the URLs it shows. */
export function updateEngineer(id: string, body: EngineerInput): Promise<AdminEngineerResponse> {
  return apiClient.put<AdminEngineerResponse>(apiPaths.admin.engineer(id), body);
}

export function useUpdateEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EngineerInput }) => updateEngineer(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(adminEngineerQueryKey(response.data._id), response);
      refreshDirectory(queryClient, 'engineers');
    },
  });
}
