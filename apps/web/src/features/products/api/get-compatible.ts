import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@solar/shared/reference/limits';
import { callApi } from '../../../lib/api-client.ts';

export function getCompatibleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'compatible', id] as const,
    queryFn: ({ signal }) => callApi('products.compatible', { params: { id }, signal }),
    select: (response) => response.data,
    staleTime: LIMITS.detailStaleTimeMs,
  });
}

/** Public listings whose specifications fit this one's, each with the shared rules' verdict. */
export function useCompatible(id: string, isEnabled: boolean) {
  return useQuery({ ...getCompatibleQueryOptions(id), enabled: isEnabled });
}
