import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CalculatorSettingsResponseSchema } from '@solar/shared/contract/calculator';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type AdminCalculatorSettingsResponse = z.infer<typeof CalculatorSettingsResponseSchema>;

export const adminCalculatorSettingsQueryKey = ['admin', 'calculator-settings'] as const;

/** Every setting of the calculator engine, as stored (never from a cache: the console edits them). */
export function getCalculatorSettings(signal?: AbortSignal): Promise<AdminCalculatorSettingsResponse> {
  return apiClient.get<AdminCalculatorSettingsResponse>(apiPaths.admin.calculatorSettings, { signal });
}

export function getCalculatorSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminCalculatorSettingsQueryKey,
    queryFn: ({ signal }) => getCalculatorSettings(signal),
    select: (response) => response.data,
  });
}

export function useCalculatorSettings() {
  return useQuery(getCalculatorSettingsQueryOptions());
}
