import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DismissReportsResponse } from '@solar/shared/contract/admin';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { removeReportGroup, reportsQueryKey } from './get-reports.ts';

/** Closes every open report on a listing without touching the listing. */
export function dismissReports(productId: string): Promise<DismissReportsResponse> {
  return callApi('admin.dismissReports', { params: { id: productId } });
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: async (_response, productId) => {
      removeReportGroup(queryClient, productId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
