import type { Image } from '@solar/shared/contract/common';

/**
 * An uploaded listing picture's <img> attributes at `sizes`: the page's first (`isPriority`) is fetched at
 * once as its largest element, the others as they come near.
 */
export function pictureProps(image: Image, sizes: string, isPriority: boolean) {
  return {
    src: image.url,
    srcSet: image.srcSet,
    sizes,
    width: image.width,
    height: image.height,
    loading: isPriority ? 'eager' : 'lazy',
    fetchPriority: isPriority ? 'high' : 'auto',
    decoding: 'async',
  } as const;
}
