import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type AdminCalculatorSettingsResponse = RouteAnswer<'admin.calculatorSettings'>;

export const adminCalculatorSettingsQueryKey = ['admin', 'calculator-settings'] as const;

/** Every setting of the calculator engine, as stored (never from a cache: the console edits them). */
export function getCalculatorSettings(signal?: AbortSignal): Promise<AdminCalculatorSettingsResponse> {
  return callApi('admin.calculatorSettings', { signal });
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
