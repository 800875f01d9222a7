import type { S3StoreOptions } from '../config/env.ts';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@solar/shared/reference/limits';

/**
 * Where processed pictures live (docs/decisions/020-picture-storage.md): the local disk by default, or an
 * S3-compatible object store every process shares. Either way a picture's URL starts with a public base
 * (`/uploads` on disk, MEDIA_PUBLIC_URL for the object store: the bucket, or a CDN in front of it).
 */
export interface ImageStore {
  kind: 'disk' | 's3';
  /** Stores the WebP variants under a new random key and returns it. */
  save(variants: ReadonlyMap<number, Buffer>, keyPrefix?: string): Promise<string>;
  /** Adds one width to a stored picture (a width introduced after it was stored: features/uploads/picture-variants.ts). */
  saveVariant(key: string, width: number, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** The bytes of one width of a stored picture; undefined when there is no such picture. */
  read(key: string, width: number): Promise<Buffer | undefined>;
  /** Resolves when pictures can be stored: the readiness check asks (features/health). */
  check(): Promise<void>;
  /** The public URL of one width of a stored picture. */
  url(key: string, width: number): string;
  /** The key and width behind a URL this store made; undefined for anything else. */
  parse(url: string): { key: string; width: number } | undefined;
  /** The folder the server itself serves pictures from, on disk only. */
  localRoot?: string;
}

const KEY_PATTERN = /^[a-z0-9-]{8,80}$/;
const fileName = (key: string, width: number) => `${key}-${width}.webp`;

/** The key and width behind a picture's file name (`{key}-{width}.webp`, on disk and in a bucket); undefined for any other file. */
export function pictureFile(name: string): { key: string; width: number } | undefined {
  const match = /^([a-z0-9-]{8,80})-(\d{2,4})\.webp$/.exec(name);
  return match ? { key: match[1]!, width: Number(match[2]) } : undefined;
}
const newKey = (prefix: string) => `${prefix}${crypto.randomBytes(16).toString('hex')}`;
/** A new picture key, for an upload whose widths are made later under it. */
export const newPictureKey = () => newKey('');

/**
 * Reads `{base}/{key}-{width}.webp` back into its parts. A base that is a path (`/uploads` on disk) also
 * matches under any origin, as the web app may send the absolute form of a picture it shows.
 */
function parser(base: string) {
  const pattern = new RegExp(`^${base.startsWith('/') ? '(?:https?://[^/]+)?' : ''}${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([a-z0-9-]{8,80})-(\\d{2,4})\\.webp$`);
  return (url: string) => {
    const match = pattern.exec(url);
    return match ? { key: match[1]!, width: Number(match[2]) } : undefined;
  };
}

export function createDiskImageStore(root: string, publicPrefix = '/uploads'): ImageStore {
  return {
    kind: 'disk',
    localRoot: root,
    async save(variants, keyPrefix = '') {
      await fs.mkdir(root, { recursive: true });
      const key = newKey(keyPrefix);
      await Promise.all([...variants].map(([width, data]) => fs.writeFile(path.join(root, fileName(key, width)), data)));
      return key;
    },
    async saveVariant(key, width, data) {
      if (!KEY_PATTERN.test(key)) throw new Error(`not a picture key: ${key}`);
      await fs.writeFile(path.join(root, fileName(key, width)), data);
    },
    async remove(key) {
      if (!KEY_PATTERN.test(key)) return;
      await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(root, fileName(key, w)), { force: true })));
    },
    async read(key, width) {
      if (!KEY_PATTERN.test(key)) return undefined;
      return fs.readFile(path.join(root, fileName(key, width))).catch(() => undefined);
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    url: (key, width) => `${publicPrefix}/${fileName(key, width)}`,
    parse: parser(publicPrefix),
  };
}

/**
 * Pictures in an S3-compatible bucket. Objects are written once under a random key and never change, so
 * they carry a year of immutable caching; the browser fetches them from `publicUrl`, never through the API.
 */
export async function createS3ImageStore(options: S3StoreOptions): Promise<ImageStore> {
  // Loaded only when a bucket is configured: the SDK holds about 20 MiB the embedded default never needs.
  const { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    maxAttempts: 3,
  });
  const base = options.publicUrl.replace(/\/$/, '');
  const put = (key: string, width: number, data: Buffer) =>
    client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: fileName(key, width),
        Body: data,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  return {
    kind: 's3',
    async save(variants, keyPrefix = '') {
      const key = newKey(keyPrefix);
      await Promise.all([...variants].map(([width, data]) => put(key, width, data)));
      return key;
    },
    async saveVariant(key, width, data) {
      if (!KEY_PATTERN.test(key)) throw new Error(`not a picture key: ${key}`);
      await put(key, width, data);
    },
    async remove(key) {
      if (!KEY_PATTERN.test(key)) return;
      await client.send(
        new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: IMAGE_WIDTHS.map((w) => ({ Key: fileName(key, w) })), Quiet: true } }),
      );
    },
    async read(key, width) {
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: fileName(key, width) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
    url: (key, width) => `${base}/${fileName(key, width)}`,
    parse: parser(base),
  };
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export async function createImageStore(config: { dataDir: string; storage: { kind: 'disk' } | ({ kind: 's3' } & S3StoreOptions) }): Promise<ImageStore> {
  return config.storage.kind === 's3' ? createS3ImageStore(config.storage) : createDiskImageStore(path.join(config.dataDir, 'uploads'));
}
