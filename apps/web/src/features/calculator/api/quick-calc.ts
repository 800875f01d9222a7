import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QuickCalcBody, QuickCalcResponseSchema } from '@solar/shared/contract/calculator';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type QuickCalcResponse = z.infer<typeof QuickCalcResponseSchema>;

/** The quick calculator: a system sized from the daily energy. */
export function quickCalc(body: QuickCalcBody): Promise<QuickCalcResponse> {
  return apiClient.post<QuickCalcResponse>(apiPaths.calculator.quickCalc, body);
}

export function quickCalcMutationOptions() {
  return mutationOptions({ mutationKey: ['calculator', 'quick-calc'], mutationFn: quickCalc });
}

export function useQuickCalc() {
  return useMutation(quickCalcMutationOptions());
}
