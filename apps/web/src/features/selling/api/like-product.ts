import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type LikeResponse = RouteAnswer<'selling.like'>;

/** Likes (true) or unlikes (false) a public product; both are idempotent. */
export function likeProduct(id: string, liked: boolean): Promise<LikeResponse> {
  return callApi(liked ? 'selling.like' : 'selling.unlike', { params: { id } });
}

export function useLikeProduct() {
  return useMutation({ mutationFn: ({ id, liked }: { id: string; liked: boolean }) => likeProduct(id, liked) });
}
