import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { UserResponse } from './get-profile.ts';

export interface UpdateProfileInput {
  name?: string;
  /** A URL answered by the image upload (only when the picture changed). */
  profileImageUrl?: string;
}

/** Changes the name and/or the picture; answers the updated user. */
export function updateProfile(body: UpdateProfileInput): Promise<UserResponse> {
  return callApi('auth.updateProfile', { body });
}

export function updateProfileMutationOptions() {
  return mutationOptions({ mutationKey: ['update-profile'], mutationFn: updateProfile });
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions());
}
