import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdInput } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import type { AdminAdResponse } from './get-admin-ad.ts';
import { adminAdQueryKey } from './get-admin-ad.ts';

/** Replaces every field of an ad; pictures it keeps are sent back as the URLs it shows. */
export function updateAd(id: string, body: AdInput): Promise<AdminAdResponse> {
  return apiClient.put<AdminAdResponse>(apiPaths.admin.ad(id), body);
}

export function useUpdateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdInput }) => updateAd(id, body),
    onSuccess: (response) => {
      queryClient.setQueryData(adminAdQueryKey(response.data._id), response);
      refreshDirectory(queryClient, 'ads');
    },
  });
}
