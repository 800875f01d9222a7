import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculatorSettings } from '@solar/shared/domain/calculator';
import { callApi } from '../../../lib/api-client.ts';
import { adminCalculatorSettingsQueryKey } from './get-calculator-settings.ts';
import type { AdminCalculatorSettingsResponse } from './get-calculator-settings.ts';

/** Replaces the calculator's settings as a whole (the server validates every bound again). */
export function updateCalculatorSettings(settings: CalculatorSettings): Promise<AdminCalculatorSettingsResponse> {
  return callApi('admin.updateCalculatorSettings', { body: settings });
}

export function useUpdateCalculatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalculatorSettings,
    onSuccess: async (response) => {
      queryClient.setQueryData(adminCalculatorSettingsQueryKey, response);
      // The public calculator of this tab should compute with the new values.
      await queryClient.invalidateQueries({ queryKey: ['calculator', 'settings'] });
    },
  });
}
