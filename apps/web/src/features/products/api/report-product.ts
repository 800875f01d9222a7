import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportProductBodySchema } from '@solar/shared/contract/products';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type ReportProductBody = z.input<typeof ReportProductBodySchema>;

/** 201 with the server's thanks; 409 REPORT_ALREADY_OPEN when this visitor's report is still open; 429 when too many. */
export function reportProduct(id: string, body: ReportProductBody): Promise<{ status: 'success'; message: string }> {
  return apiClient.post(apiPaths.products.report(id), body);
}

export function useReportProduct(id: string) {
  return useMutation({ mutationFn: (body: ReportProductBody) => reportProduct(id, body) });
}
