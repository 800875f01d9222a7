import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdInput } from '@solar/shared/contract/admin-directory';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshDirectory } from '../utils/refresh-directory.ts';
import type { AdminAdResponse } from './get-admin-ad.ts';
import { adminAdQueryKey } from './get-admin-ad.ts';

/** Adds an ad to the directory. */
export function createAd(body: AdInput): Promise<AdminAdResponse> {
  return apiClient.post<AdminAdResponse>(apiPaths.admin.ads, body);
}

export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAd,
    onSuccess: (response) => {
      queryClient.setQueryData(adminAdQueryKey(response.data._id), response);
      refreshDirectory(queryClient, 'ads');
    },
  });
}
