import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MessageResponse } from './logout-user.ts';

export interface ResetPasswordInput {
  identifier: string;
  /** The reset token (the spec's field name is `otp`). */
  resetToken: string;
  newPassword: string;
}

/** Sets the new password. It does not sign in, and every session of the account ends. */
export function resetPassword({ identifier, resetToken, newPassword }: ResetPasswordInput): Promise<MessageResponse> {
  return callApi('auth.resetPassword', { body: { identifier, otp: resetToken, newPassword } });
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
