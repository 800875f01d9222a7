// The service worker (docs/decisions/022-installable-app.md). The build writes it to dist/sw.js with the
// list of files every page starts with and a version that changes with them.
//
// - Files under /assets/ carry a hash in their name and never change: answered from the cache, fetched
//   once. The ones every page needs are fetched at install; the others as the visitor first uses them.
// - Pages come from the network, always (prices and listings change; the server renders them fresh).
//   When the network fails, the bilingual offline page is shown in their place.
// - API answers and pictures are not touched: they pass to the network as if no worker were there.

const SHELL_FILES = self.__SHELL_FILES__;
const VERSION = self.__SHELL_VERSION__;
const SHELL_CACHE = `shell-${VERSION}`;
// Hashed files stay valid across versions (their names change when their bytes do), so one cache serves
// every version; it is trimmed to the newest entries so an old phone's storage does not fill up.
const ASSET_CACHE = 'assets';
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      // The page request starts while the worker itself starts up, instead of after it (a cold worker
      // costs a cheap phone a noticeable moment on every visit).
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

/** Keeps a copy for next time; a phone whose storage is full simply does not keep it. */
async function keep(request, copy) {
  try {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, copy);
    await trim(cache);
  } catch {
    // Quota exceeded or storage unavailable: the answer was given already.
  }
}

async function fromCacheFirst(event) {
  const { request } = event;
  const kept = await caches.match(request).catch(() => undefined);
  if (kept) return kept;
  const answer = await fetch(request);
  // The script is answered first; the copy is written after, while the worker is kept alive for it.
  if (answer.ok) event.waitUntil(keep(request, answer.clone()));
  return answer;
}

async function pageOrOffline(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const offline = await caches.match('/offline.html');
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(event));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) event.respondWith(fromCacheFirst(event));
});
