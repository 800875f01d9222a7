import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UploadResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** Uploads one PNG or JPEG (≤ 5 MB) as multipart field `file`; answers its stored URL. */
export function uploadProfileImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<UploadResponse>(apiPaths.uploads.image, body);
}

export function uploadProfileImageMutationOptions() {
  return mutationOptions({ mutationKey: ['upload-profile-image'], mutationFn: uploadProfileImage });
}

export function useUploadProfileImage() {
  return useMutation(uploadProfileImageMutationOptions());
}
