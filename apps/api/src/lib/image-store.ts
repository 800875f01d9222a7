import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@solar/shared/reference/limits';

/** Where processed pictures live. Local disk now; an object store can implement the same interface. */
export interface ImageStore {
  /** Stores the WebP variants under a new random key and returns it. */
  save(variants: ReadonlyMap<number, Buffer>, keyPrefix?: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** Resolves when pictures can be stored: the readiness check asks (features/health). */
  check(): Promise<void>;
  /** The public URL of one width of a stored picture. */
  url(key: string, width: number): string;
  /** The path on disk of a variant, for the static file server. */
  root: string;
}

const KEY_PATTERN = /^[a-z0-9-]{8,80}$/;

export function createDiskImageStore(root: string, publicPrefix = '/uploads'): ImageStore {
  return {
    root,
    async save(variants, keyPrefix = '') {
      await fs.mkdir(root, { recursive: true });
      const key = `${keyPrefix}${crypto.randomBytes(16).toString('hex')}`;
      await Promise.all(
        [...variants].map(([width, data]) => fs.writeFile(path.join(root, `${key}-${width}.webp`), data)),
      );
      return key;
    },
    async remove(key) {
      if (!KEY_PATTERN.test(key)) return;
      await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(root, `${key}-${w}.webp`), { force: true })));
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    url: (key, width) => `${publicPrefix}/${key}-${width}.webp`,
  };
}
