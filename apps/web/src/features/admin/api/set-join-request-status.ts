import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequestStatus } from '@solar/shared/contract/admin-directory';
import { callApi } from '../../../lib/api-client.ts';
import { refreshDirectory } from './directory-entries.ts';
import type { AdminJoinRequestResponse } from './get-join-request.ts';

/** Marks a join request handled or dismissed, or moves it back to new to undo a slip. */
export function setJoinRequestStatus(id: string, status: JoinRequestStatus): Promise<AdminJoinRequestResponse> {
  return callApi('admin.joinRequestStatus', { params: { id }, body: { status } });
}

export function useSetJoinRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JoinRequestStatus }) => setJoinRequestStatus(id, status),
    onSuccess: () => refreshDirectory(queryClient, null),
  });
}
