import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MessageResponse } from './logout-user.ts';

/** Sends a password-reset code (POST /auth/forgot-password); also the resend. */
export function requestPasswordReset(identifier: string): Promise<MessageResponse> {
  return callApi('auth.forgotPassword', { body: { identifier } });
}

export function requestPasswordResetMutationOptions() {
  return mutationOptions({ mutationKey: ['request-password-reset'], mutationFn: requestPasswordReset });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
