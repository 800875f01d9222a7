import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '@solar/shared/contract/auth-signup';
import { callApi } from '../../../lib/api-client.ts';

/** Creates the account (unverified) and sends a one-time code by SMS and e-mail. */
export function registerUser(body: RegisterBody): Promise<RegisterResponse> {
  return callApi('auth.register', { body });
}

export function registerUserMutationOptions() {
  return mutationOptions({ mutationKey: ['register'], mutationFn: registerUser });
}

export function useRegisterUser() {
  return useMutation(registerUserMutationOptions());
}
