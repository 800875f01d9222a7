import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type MessageResponse = RouteAnswer<'auth.logout'>;

/** Ends the session on the server (the token stops working everywhere at once). */
export function logoutUser(): Promise<MessageResponse> {
  return callApi('auth.logout');
}

export function logoutUserMutationOptions() {
  return mutationOptions({ mutationKey: ['logout'], mutationFn: logoutUser });
}

export function useLogoutUser() {
  return useMutation(logoutUserMutationOptions());
}
