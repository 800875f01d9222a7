import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LikeResponseSchema } from '@solar/shared/contract/selling';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type LikeResponse = z.infer<typeof LikeResponseSchema>;

/** Likes (true) or unlikes (false) a public product; both are idempotent. */
export function likeProduct(id: string, liked: boolean): Promise<LikeResponse> {
  const path = apiPaths.selling.like(id);
  return liked ? apiClient.post<LikeResponse>(path) : apiClient.delete<LikeResponse>(path);
}

export function useLikeProduct() {
  return useMutation({ mutationFn: ({ id, liked }: { id: string; liked: boolean }) => likeProduct(id, liked) });
}
