import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MessageResponse } from './logout-user.ts';

/** Sends a new sign-up code (at most once a minute: a 429 says how long to wait). */
export function requestOtp(identifier: string): Promise<MessageResponse> {
  return callApi('auth.requestOtp', { body: { identifier } });
}

export function requestOtpMutationOptions() {
  return mutationOptions({ mutationKey: ['request-otp'], mutationFn: requestOtp });
}

export function useRequestOtp() {
  return useMutation(requestOtpMutationOptions());
}
