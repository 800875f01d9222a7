import type { ListingToKeep } from './remember-listing.ts';

/** A listing the service worker keeps for reading offline; `picture` is its kept copy's address. */
export interface SavedListing extends ListingToKeep {
  savedAt: string;
}

const SAVED_CACHE = 'offline-listings';

/** The kept listings, most recently opened first (none where the browser keeps no Cache Storage). */
export async function readSavedListings(): Promise<SavedListing[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SAVED_CACHE))) return [];
  const cache = await caches.open(SAVED_CACHE);
  const records: SavedListing[] = [];
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.endsWith('/picture')) continue;
    const record = (await (await cache.match(request))?.json().catch(() => undefined)) as SavedListing | undefined;
    if (record?.id) records.push(record);
  }
  return records.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
