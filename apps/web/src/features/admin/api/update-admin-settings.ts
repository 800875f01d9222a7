import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateAdminSettingsBodySchema } from '@solar/shared/contract/admin';
import { callApi } from '../../../lib/api-client.ts';
import { adminSettingsQueryKey } from './get-admin-settings.ts';
import type { AdminSettingsResponse } from './get-admin-settings.ts';

export type UpdateAdminSettingsBody = z.output<typeof UpdateAdminSettingsBodySchema>;

/** Saves the sections sent; new exchange rates re-price every listing on the server. */
export function updateAdminSettings(body: UpdateAdminSettingsBody): Promise<AdminSettingsResponse> {
  return callApi('admin.updateSettings', { body });
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: async (response) => {
      queryClient.setQueryData(adminSettingsQueryKey, response);
      // The header's contact details and the price conversions read the public settings.
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
