import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CalculatorSettingsResponseSchema } from '@solar/shared/contract/calculator';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type CalculatorSettingsResponse = z.infer<typeof CalculatorSettingsResponseSchema>;

/** Every setting the engine uses and the exchange rates: the instant estimate runs on them in the browser. */
export function getCalculatorSettings(signal?: AbortSignal): Promise<CalculatorSettingsResponse> {
  return apiClient.get<CalculatorSettingsResponse>(apiPaths.calculator.settings, { signal });
}

export function getCalculatorSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['calculator', 'settings'],
    queryFn: ({ signal }) => getCalculatorSettings(signal),
    select: (response) => response.data,
  });
}

/** `isEnabled`: false until the visitor starts using the calculator, so a glance at the page costs no request. */
export function useCalculatorSettings(isEnabled = true) {
  return useQuery({ ...getCalculatorSettingsQueryOptions(), enabled: isEnabled });
}
