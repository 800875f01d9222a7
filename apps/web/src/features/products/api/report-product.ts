import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportProductBodySchema } from '@solar/shared/contract/products';
import { callApi } from '../../../lib/api-client.ts';

export type ReportProductBody = z.input<typeof ReportProductBodySchema>;

/** 201 with the server's thanks; 409 REPORT_ALREADY_OPEN when this visitor's report is still open; 429 when too many. */
export function reportProduct(id: string, body: ReportProductBody) {
  return callApi('products.report', { params: { id }, body });
}

export function useReportProduct(id: string) {
  return useMutation({ mutationFn: (body: ReportProductBody) => reportProduct(id, body) });
}
