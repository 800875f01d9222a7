import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { CalcBody } from '@solar/shared/contract/calculator';
import { callApi } from '../../../lib/api-client.ts';

export type CalcAppliancesResponse = RouteAnswer<'calculator.calc'>;

/** The appliance calculator: totals of the list and the system sized for them. */
export function calcAppliances(body: CalcBody): Promise<CalcAppliancesResponse> {
  return callApi('calculator.calc', { body });
}

export function calcAppliancesMutationOptions() {
  return mutationOptions({ mutationKey: ['calculator', 'calc'], mutationFn: calcAppliances });
}

export function useCalcAppliances() {
  return useMutation(calcAppliancesMutationOptions());
}
