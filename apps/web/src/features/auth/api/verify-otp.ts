import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { AuthResponse } from './login-user.ts';

export interface VerifyOtpInput {
  /** The e-mail or phone the account was registered with. */
  identifier: string;
  otp: string;
}

/** Confirms the sign-up code; the account is then verified and signed in (token and user). */
export function verifyOtp({ identifier, otp }: VerifyOtpInput): Promise<AuthResponse> {
  return callApi('auth.verifyOtp', { params: { identifier }, body: { otp } });
}

export function verifyOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['verify-otp'], mutationFn: verifyOtp });
}

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
