import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CalcBody, CalcResponseSchema } from '@solar/shared/contract/calculator';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type CalcAppliancesResponse = z.infer<typeof CalcResponseSchema>;

/** The appliance calculator: totals of the list and the system sized for them. */
export function calcAppliances(body: CalcBody): Promise<CalcAppliancesResponse> {
  return apiClient.post<CalcAppliancesResponse>(apiPaths.calculator.calc, body);
}

export function calcAppliancesMutationOptions() {
  return mutationOptions({ mutationKey: ['calculator', 'calc'], mutationFn: calcAppliances });
}

export function useCalcAppliances() {
  return useMutation(calcAppliancesMutationOptions());
}
