import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { callApi } from '../../../lib/api-client.ts';

/** What the list asks the API for: the system voltage, the inverter's least size, the battery type, the place. */
function candidatesQuery(result: CalculatorResult) {
  return {
    systemVoltage: String(result.system.systemVoltage),
    minInverterW: String(result.inverter.recommendedW),
    panelW: String(result.pv.recommendedPanelW),
    batteryType: result.battery.type,
    governorate: result.userInput.governorate ?? undefined,
  };
}

export function getShoppingCandidatesQueryOptions(result: CalculatorResult) {
  const query = candidatesQuery(result);
  return queryOptions({
    queryKey: ['calculator', 'shopping-candidates', query],
    queryFn: ({ signal }) => callApi('products.shoppingCandidates', { query, signal }),
    select: (response) => response.data,
  });
}

/** Listings with specifications that can fill a result's shopping list, the buyer's governorate's among them. */
export function useShoppingCandidates(result: CalculatorResult) {
  return useQuery(getShoppingCandidatesQueryOptions(result));
}
