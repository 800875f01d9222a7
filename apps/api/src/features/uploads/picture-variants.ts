import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_WIDTHS } from '@solar/shared/reference/limits';
import type { Db } from '../../db/client.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { encodeAddedVariant } from '../../lib/images.ts';
import { setUploadWidths, uploadsLackingWidths } from './uploads.repository.ts';

export interface VariantBatch {
  /** Pictures given every width they lacked. */
  added: number;
  /** Pictures whose stored variants could not be read (left as they are, with the widths they have). */
  skipped: number;
  /** The last upload looked at, where the next batch starts; null when this batch reached the end. */
  next: string | null;
}

/**
 * Gives stored pictures the widths added since they were stored (docs/decisions/024-picture-widths-and-city-counts.md):
 * up to `limit` uploads after `after`, in id order, each missing width made from the smallest stored
 * variant at least as wide (else the largest) and written under the same key, then added to the row's
 * `widths`, which is what answers offer in a srcset. A picture whose files are gone is skipped, never
 * retried in the same pass.
 */
export async function addMissingVariants(db: Db, store: ImageStore, log: FastifyBaseLogger, { after, limit }: { after: string | null; limit: number }): Promise<VariantBatch> {
  const rows = await uploadsLackingWidths(db, IMAGE_WIDTHS, after, limit);
  let added = 0;
  let skipped = 0;
  for (const row of rows) {
    const stored = [...row.widths].sort((a, b) => a - b);
    const missing = IMAGE_WIDTHS.filter((w) => !stored.includes(w));
    let made = 0;
    for (const target of missing) {
      const source = stored.find((w) => w >= target) ?? stored.at(-1);
      const bytes = source === undefined ? undefined : await store.read(row.key, source);
      if (!bytes) break;
      await store.saveVariant(row.key, target, await encodeAddedVariant(bytes, target, row.width));
      made += 1;
    }
    if (made < missing.length) {
      skipped += 1;
      log.warn({ upload: row.id, key: row.key }, 'a stored picture could not be read: its added widths were not made');
      continue;
    }
    const widths = [...new Set([...stored, ...missing])].sort((a, b) => a - b);
    // Released while its widths were being made (its listing deleted): the files just written go too.
    if (!(await setUploadWidths(db, row.id, widths))) await store.remove(row.key);
    else added += 1;
  }
  return { added, skipped, next: rows.length === limit ? rows.at(-1)!.id : null };
}
