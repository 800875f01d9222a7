import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { LoginBody } from '@solar/shared/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

export type AuthResponse = RouteAnswer<'auth.login'>;

/** Logs in with an e-mail or phone (any format) and a password; answers the token and the user. */
export function loginUser(body: LoginBody): Promise<AuthResponse> {
  return callApi('auth.login', { body });
}

export function loginUserMutationOptions() {
  return mutationOptions({ mutationKey: ['login'], mutationFn: loginUser });
}

export function useLoginUser() {
  return useMutation(loginUserMutationOptions());
}
