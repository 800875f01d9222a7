import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type ResetTokenResponse = RouteAnswer<'auth.verifyForgotPassword'>;

/** Trades the password-reset code for a single-use reset token (15 minutes). */
export function verifyResetCode({ identifier, otp }: { identifier: string; otp: string }): Promise<ResetTokenResponse> {
  return callApi('auth.verifyForgotPassword', { params: { identifier }, body: { otp } });
}

export function verifyResetCodeMutationOptions() {
  return mutationOptions({ mutationKey: ['verify-reset-code'], mutationFn: verifyResetCode });
}

export function useVerifyResetCode() {
  return useMutation(verifyResetCodeMutationOptions());
}
