/**
 * What the service worker keeps of a listing the visitor opened, to read it without a connection
 * (apps/web/build/service-worker.js `readRecord`): written as the page shows it, so the kept copy reads the same.
 */
export interface ListingToKeep {
  id: string;
  /** Its page and its short link: either, opened offline, shows the kept copy. */
  path: string;
  shortPath: string;
  name: string;
  language: 'ar' | 'en';
  /** The price as the page writes it, or null when the seller gave none. */
  price: string | null;
  /** The seller's phone as the page shows and dials it (+967777123456). */
  phone: string | null;
  /** The smallest stored width of the first picture. */
  picture: string | null;
}

/**
 * Hands the listing to the service worker, which keeps the newest 20. Without a worker (development, a
 * browser that refused it) nothing is kept.
 */
export function rememberListing(listing: ListingToKeep): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'listing-viewed', listing }));
}

/** The narrowest picture of a srcset ("a.webp 320w, b.webp 640w" → a.webp), else the picture's own URL. */
export function smallestPicture(image: { url: string; srcSet: string } | undefined): string | null {
  if (!image) return null;
  const candidates = image.srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith('w'))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width!, 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates[0]?.url ?? image.url;
}
