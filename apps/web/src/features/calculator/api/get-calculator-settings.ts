import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type CalculatorSettingsResponse = RouteAnswer<'calculator.settings'>;

/** Every setting the engine uses and the exchange rates: the instant estimate runs on them in the browser. */
export function getCalculatorSettings(signal?: AbortSignal): Promise<CalculatorSettingsResponse> {
  return callApi('calculator.settings', { signal });
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
