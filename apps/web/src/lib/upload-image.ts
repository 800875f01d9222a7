import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import { callApi } from './api-client.ts';

export type UploadImageResponse = RouteAnswer<'uploads.image'>;

/**
 * Uploads one PNG or JPEG (≤ 5 MB) as multipart field `file`; answers its stored URL, which a save then
 * names. The seller's photos and the console's pictures both come here; `onProgress`, when given, is
 * told the fraction sent so far.
 */
export function uploadImage(file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('file', file);
  return callApi('uploads.image', { body, onUploadProgress: options.onProgress, signal: options.signal });
}
