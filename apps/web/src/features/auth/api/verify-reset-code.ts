import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetTokenResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type ResetTokenResponse = z.infer<typeof ResetTokenResponseSchema>;

/** Trades the password-reset code for a single-use reset token (15 minutes). */
export function verifyResetCode({ identifier, otp }: { identifier: string; otp: string }): Promise<ResetTokenResponse> {
  return apiClient.post<ResetTokenResponse>(apiPaths.auth.verifyForgotPassword(identifier), { otp });
}

export function verifyResetCodeMutationOptions() {
  return mutationOptions({ mutationKey: ['verify-reset-code'], mutationFn: verifyResetCode });
}

export function useVerifyResetCode() {
  return useMutation(verifyResetCodeMutationOptions());
}
