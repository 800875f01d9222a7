import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { JoinRequestBody, JoinRequestResponse } from '@solar/shared/contract/directory';
import { callApi } from '../../../lib/api-client.ts';

/** Sends a request to join the directory as an engineer or a shop; admins review it. */
export function sendJoinRequest(body: JoinRequestBody): Promise<JoinRequestResponse> {
  return callApi('directory.requestJoin', { body });
}

export function sendJoinRequestMutationOptions() {
  return mutationOptions({ mutationKey: ['directory', 'request-join'], mutationFn: sendJoinRequest });
}

export function useSendJoinRequest() {
  return useMutation(sendJoinRequestMutationOptions());
}
