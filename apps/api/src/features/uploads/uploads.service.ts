import type { ImageStore } from '../../lib/image-store.ts';
import type { ProcessedImage } from '../../lib/images.ts';
import type { UserContext } from '../../lib/request-context.ts';
import * as repo from './uploads.repository.ts';

export type { UploadRow } from './uploads.repository.ts';
export { findOwnUpload, findOwnUploads, deleteOrphanProductUploads, releaseImages } from './uploads.repository.ts';
export { addMissingVariants } from './picture-variants.ts';

/** The upload key inside a picture URL the store made (`/uploads/<key>-<width>.webp`, or the bucket's), or undefined. */
export function uploadKeyFromUrl(store: ImageStore, url: string): string | undefined {
  return store.parse(url.trim())?.key;
}

/** Stores a processed picture's variants and records them as this user's upload. */
export async function storeUpload({ db, store, userId, now }: Pick<UserContext, 'db' | 'store' | 'userId' | 'now'>, processed: ProcessedImage) {
  const key = await store.save(processed.variants);
  const bytes = [...processed.variants.values()].reduce((sum, b) => sum + b.length, 0);
  const id = await repo.insertUpload(db, { userId, key, width: processed.width, height: processed.height, widths: [...processed.variants.keys()], bytes, createdAt: now });
  return { id, key };
}
