import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newPictureKey, type ImageStore } from '../../lib/image-store.ts';
import { encodeImage, type InspectedImage, type ProcessedImage } from '../../lib/images.ts';
import type { UserContext } from '../../lib/request-context.ts';
import * as repo from './uploads.repository.ts';

/** The job that makes a waiting upload's widths (a worker runs it). */
export const MAKE_PICTURE_JOB = 'make-picture';

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

/**
 * A web-only process's upload: checked, kept as sent and recorded under a new key with no width yet; a worker
 * makes the widths (`makeWaitingPicture`), and the URLs answered now are the ones they will have.
 */
export async function storeWaitingUpload({ db, userId, now, jobs }: Pick<UserContext, 'db' | 'userId' | 'now' | 'jobs'>, inspected: InspectedImage, bytes: Buffer) {
  const key = newPictureKey();
  const id = await withTransaction(db, async (tx) => {
    const uploadId = await repo.insertUpload(tx, { userId, key, width: inspected.width, height: inspected.height, widths: [], bytes: bytes.length, createdAt: now });
    await repo.insertPictureOriginal(tx, uploadId, bytes);
    await jobs.enqueue(tx, MAKE_PICTURE_JOB, { uploadId }, { dedupeKey: `${MAKE_PICTURE_JOB}:${uploadId}` });
    return uploadId;
  });
  return { id, key };
}

/** The worker's half: every width made from the kept upload and stored under its key, then the upload forgotten. */
export async function makeWaitingPicture(db: Db, store: ImageStore, log: FastifyBaseLogger, uploadId: string): Promise<void> {
  const original = await repo.findPictureOriginal(db, uploadId);
  if (!original) return;
  let variants: Map<number, Buffer>;
  try {
    variants = await encodeImage(original.bytes);
  } catch (error) {
    // Passed the checks but cannot be decoded: nothing will ever be made of it; the clean-up takes the row.
    if (!(error instanceof AppError)) throw error;
    log.warn({ upload: uploadId }, 'an upload could not be decoded: no width was made');
    await repo.deletePictureOriginal(db, uploadId);
    return;
  }
  await Promise.all([...variants].map(([width, bytes]) => store.saveVariant(original.key, width, bytes)));
  const widths = [...variants.keys()].sort((a, b) => a - b);
  // Released while its widths were being made (its listing deleted): the files just written go too.
  if (!(await repo.setUploadWidths(db, uploadId, widths))) await store.remove(original.key);
  await repo.deletePictureOriginal(db, uploadId);
}
