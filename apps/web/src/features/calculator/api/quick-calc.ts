import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { QuickCalcBody } from '@solar/shared/contract/calculator';
import { callApi } from '../../../lib/api-client.ts';

export type QuickCalcResponse = RouteAnswer<'calculator.quickCalc'>;

/** The quick calculator: a system sized from the daily energy. */
export function quickCalc(body: QuickCalcBody): Promise<QuickCalcResponse> {
  return callApi('calculator.quickCalc', { body });
}

export function quickCalcMutationOptions() {
  return mutationOptions({ mutationKey: ['calculator', 'quick-calc'], mutationFn: quickCalc });
}

export function useQuickCalc() {
  return useMutation(quickCalcMutationOptions());
}
