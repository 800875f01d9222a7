import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MessageResponse } from './logout-user.ts';

/** Sends a password-reset code (POST /auth/forgot-password); also the resend. */
export function requestPasswordReset(identifier: string): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(apiPaths.auth.forgotPassword, { identifier });
}

export function requestPasswordResetMutationOptions() {
  return mutationOptions({ mutationKey: ['request-password-reset'], mutationFn: requestPasswordReset });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
