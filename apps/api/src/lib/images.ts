import type sharpModule from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { IMAGE_WIDTHS, LIMITS } from '@solar/shared/reference/limits';
import { AppError } from './app-error.ts';

type SharpFactory = typeof sharpModule;
let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp and its libvips, loaded by the first picture the process handles: about 24 MiB of a server's memory
 * that most processes of the embedded default never need (docs/decisions/014-build-and-start.md). Its
 * operation cache is off: every picture is handled once, so a cache only holds memory.
 */
export function loadSharp(): Promise<SharpFactory> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

export interface ProcessedImage {
  /** WebP bytes per width; widths larger than the original are produced at the original size. */
  variants: Map<number, Buffer>;
  width: number;
  height: number;
}

/** One stored width of a picture `width` pixels wide: never enlarged, small ones a little more compressed. */
function encodeVariant(image: Sharp, target: number, width: number): Promise<Buffer> {
  return image
    .resize({ width: Math.min(target, width), withoutEnlargement: true })
    .webp({ quality: target <= 320 ? 70 : 78 })
    .toBuffer();
}

/**
 * A width added after a picture was stored, made from a stored variant at least as wide (its largest): the
 * upload itself is not kept, and the variant is already upright and free of metadata.
 */
export async function encodeAddedVariant(stored: Buffer, target: number, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return encodeVariant(sharp(stored, { limitInputPixels: LIMITS.maxImagePixels }), target, width);
}

/** PNG or JPEG, told from the file's first bytes, never from its name or declared type. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/** What the checks before decoding learnt of an upload: its upright size, as the stored widths will have it. */
export interface InspectedImage {
  width: number;
  height: number;
}

/**
 * The upload pipeline's checks (docs/product-decisions.md 3–4): type by magic bytes, size and pixel count,
 * all before decoding. Cheap: a web-only process answers the upload after these and leaves the encoding to
 * a worker (docs/decisions/037-read-replicas-and-roles.md).
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  if (bytes.length > LIMITS.maxImageBytes) throw new AppError('IMAGE_TOO_LARGE', 413);
  if (!sniffImageType(bytes)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED', 415);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 422);
  }
  if (!meta.width || !meta.height) throw new AppError('IMAGE_UNREADABLE', 422);
  if (meta.width * meta.height > LIMITS.maxImagePixels) throw new AppError('IMAGE_TOO_MANY_PIXELS', 413);
  // EXIF orientations 5–8 turn the picture a quarter, swapping its sides once rotated upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  const scale = Math.min(1, largest / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Each stored width of an inspected upload: auto-rotated and re-encoded to WebP, which drops EXIF and GPS data. */
export async function encodeImage(bytes: Buffer): Promise<Map<number, Buffer>> {
  const sharp = await loadSharp();
  try {
    const upright = sharp(bytes, { limitInputPixels: LIMITS.maxImagePixels }).rotate();
    const { width } = await upright.clone().metadata().then((m) => ({ width: (m.orientation ?? 1) >= 5 ? m.height! : m.width! }));
    const variants = new Map<number, Buffer>();
    await Promise.all(
      IMAGE_WIDTHS.map(async (target) => {
        variants.set(target, await encodeVariant(upright.clone(), target, width));
      }),
    );
    return new Map(IMAGE_WIDTHS.map((w) => [w, variants.get(w)!]));
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 422);
  }
}

/** The whole pipeline in the request: checked, then every width made. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { width, height } = await inspectImage(bytes);
  return { variants: await encodeImage(bytes), width, height };
}
