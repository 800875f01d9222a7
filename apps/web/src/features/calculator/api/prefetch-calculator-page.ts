import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { LANGUAGE_PARAM } from '../../../lib/i18n.ts';
import { fromLinkQuery, fromShortCode, isLinkInUse } from '../utils/share-state.ts';
import { prefetchCalculatorResult } from './get-calculator-result.ts';
import { getCalculatorSettingsQueryOptions } from './get-calculator-settings.ts';

/**
 * On the server, what a calculator address shows at once, asked for while the screen's code loads: the
 * settings a filled-in form estimates with, and the result a link opens. A short link whose code reads as
 * nothing (cut or mistyped) goes to the empty calculator in its language.
 */
export function prefetchCalculatorPage(queryClient: QueryClient, code: string | null, search: URLSearchParams): Response | null {
  const link = code === null ? fromLinkQuery(search) : fromShortCode(code);
  if (code !== null && !link.showResult) return redirect(paths.calculator.getHref({ [LANGUAGE_PARAM]: search.get(LANGUAGE_PARAM) ?? undefined }));
  if (isLinkInUse(link)) void queryClient.prefetchQuery(getCalculatorSettingsQueryOptions());
  if (link.showResult) prefetchCalculatorResult(queryClient, link);
  return null;
}
