import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from '../../../lib/api-client.ts';

export type UploadResponse = RouteAnswer<'uploads.image'>;

/** Uploads one PNG or JPEG (≤ 5 MB) as multipart field `file`; answers its stored URL. */
export function uploadProfileImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return callApi('uploads.image', { body });
}

export function uploadProfileImageMutationOptions() {
  return mutationOptions({ mutationKey: ['upload-profile-image'], mutationFn: uploadProfileImage });
}

export function useUploadProfileImage() {
  return useMutation(uploadProfileImageMutationOptions());
}
