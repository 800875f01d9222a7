import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CalculatorResultDto } from '@solar/shared/contract/calculator';
import { calculatorRequestOf, type CalculatorLink } from '@solar/shared/domain/calculator-link';
import { calcAppliances } from './calc-appliances.ts';
import { quickCalc } from './quick-calc.ts';

/**
 * The result a link opens (`/c/{code}`, or `/calculator?…&show=1`), as a query: the server that renders the
 * page asks for it, the page carries it, and the browser hydrates the same result without asking again
 * (docs/decisions/013-server-rendering.md). Answers of the visitor's own Calculate stay mutations.
 */
export function getCalculatorResultQueryOptions(link: CalculatorLink) {
  const request = calculatorRequestOf(link);
  return queryOptions({
    queryKey: ['calculator', 'result', request ?? null],
    queryFn: async (): Promise<CalculatorResultDto> => {
      if (!request) throw new Error('A calculator link without inputs has no result');
      const response = request.mode === 'quick' ? await quickCalc(request.body) : await calcAppliances(request.body);
      return response.data;
    },
    enabled: request !== undefined,
    // The same inputs give the same result until an admin changes the settings: a link reopened within
    // the hour is not calculated again.
    staleTime: 60 * 60 * 1000,
  });
}

/** On the server: the result of the page's link, fetched while the screen's code loads. */
export function prefetchCalculatorResult(queryClient: QueryClient, link: CalculatorLink) {
  if (calculatorRequestOf(link)) void queryClient.prefetchQuery(getCalculatorResultQueryOptions(link));
}

/** The result of a link; `isOpen` false asks for nothing (a link without `show`, a result closed). */
export function useCalculatorResult(link: CalculatorLink, isOpen: boolean) {
  const options = getCalculatorResultQueryOptions(link);
  return useQuery({ ...options, enabled: isOpen && options.enabled !== false });
}
