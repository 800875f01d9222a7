import type { z } from 'zod';
import type { UploadResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../config/paths.ts';
import { apiClient } from './api-client.ts';

export type UploadImageResponse = z.infer<typeof UploadResponseSchema>;

/**
 * Uploads one PNG or JPEG (≤ 5 MB) as multipart field `file`; answers its stored URL, which a save then
 * names. The seller's photos and the console's pictures both come here; `onProgress`, when given, is
 * told the fraction sent so far.
 */
export function uploadImage(file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<UploadImageResponse>(apiPaths.uploads.image, body, { onUploadProgress: options.onProgress, signal: options.signal });
}
