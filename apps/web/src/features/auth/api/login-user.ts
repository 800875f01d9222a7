import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResponseSchema, LoginBody } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Logs in with an e-mail or phone (any format) and a password; answers the token and the user. */
export function loginUser(body: LoginBody): Promise<AuthResponse> {
  return apiClient.post<AuthResponse>(apiPaths.auth.login, body);
}

export function loginUserMutationOptions() {
  return mutationOptions({ mutationKey: ['login'], mutationFn: loginUser });
}

export function useLoginUser() {
  return useMutation(loginUserMutationOptions());
}
