import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Ends the session on the server (the token stops working everywhere at once). */
export function logoutUser(): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(apiPaths.auth.logout);
}

export function logoutUserMutationOptions() {
  return mutationOptions({ mutationKey: ['logout'], mutationFn: logoutUser });
}

export function useLogoutUser() {
  return useMutation(logoutUserMutationOptions());
}
