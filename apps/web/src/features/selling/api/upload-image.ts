import type { z } from 'zod';
import type { UploadResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { sendRequest } from '../utils/send-request.ts';

export type UploadImageResponse = z.infer<typeof UploadResponseSchema>;

/** Uploads one PNG or JPEG (≤ 5 MB) as multipart field `file`, reporting progress; answers its stored URL. */
export function uploadImage(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('file', file);
  return sendRequest<UploadImageResponse>(apiPaths.uploads.image, { method: 'POST', body, onUploadProgress: onProgress, signal });
}
