import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompatibleResponse } from '@solar/shared/contract/compatibility';
import { LIMITS } from '@solar/shared/reference/limits';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function getCompatibleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'compatible', id] as const,
    queryFn: ({ signal }) => apiClient.get<CompatibleResponse>(apiPaths.products.compatible(id), { signal }),
    select: (response) => response.data,
    staleTime: LIMITS.detailStaleTimeMs,
  });
}

/** Public listings whose specifications fit this one's, each with the shared rules' verdict. */
export function useCompatible(id: string, isEnabled: boolean) {
  return useQuery({ ...getCompatibleQueryOptions(id), enabled: isEnabled });
}
