import type { z } from 'zod';
import type { UploadResponseSchema } from '@solar/shared/contract/auth';
import { apiPaths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type UploadAdminImageResponse = z.infer<typeof UploadResponseSchema>;

/**
 * Uploads one PNG or JPEG (≤ 5 MB) as multipart field `file`; answers its stored URL, which a save then
 * names. Through the api-client (no progress events): console pictures are few and admins on a fair line.
 */
export function uploadAdminImage(file: File, signal?: AbortSignal): Promise<UploadAdminImageResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<UploadAdminImageResponse>(apiPaths.uploads.image, body, { signal });
}
