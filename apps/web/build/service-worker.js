// The service worker (docs/decisions/022-installable-app.md). The build writes it to dist/sw.js with the
// list of files every page starts with and a version that changes with them.
//
// - Files under /assets/ carry a hash in their name and never change: answered from the cache, fetched
//   once. The ones every page needs are fetched at install; the others as the visitor first uses them.
// - Pages come from the network, always (prices and listings change; the server renders them fresh).
//   When the network fails, the bilingual offline page is shown in their place.
// - API answers and pictures are not touched: they pass to the network as if no worker were there.
// - The last 20 listings a visitor opened are kept for reading offline (name, price, the seller's phone,
//   one small picture), sent by the listing's page; a listing page that cannot be fetched shows its kept
//   copy, marked as such, and the offline page lists what can be read (docs/decisions/022-installable-app.md).

const SHELL_FILES = self.__SHELL_FILES__;
const VERSION = self.__SHELL_VERSION__;
const SHELL_CACHE = `shell-${VERSION}`;
// Hashed files stay valid across versions (their names change when their bytes do), so one cache serves
// every version; it is trimmed to the newest entries so an old phone's storage does not fill up.
const ASSET_CACHE = 'assets';
const MAX_ASSETS = 80;
// Cache Storage rather than IndexedDB: the picture is a Response already, and one cache holds it beside
// its listing's record without a library or a schema to migrate.
const SAVED_CACHE = 'offline-listings';
const SAVED_PREFIX = '/offline/listings/';
const MAX_SAVED = 20;
const TEXTS = self.__OFFLINE_TEXTS__;

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

const recordKey = (id) => `${SAVED_PREFIX}${encodeURIComponent(id)}`;
const pictureKey = (id) => `${recordKey(id)}/picture`;

/** The kept listings, most recently opened first. */
async function savedListings() {
  const cache = await caches.open(SAVED_CACHE);
  const records = [];
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.endsWith('/picture')) continue;
    const answer = await cache.match(request);
    const record = await answer?.json().catch(() => undefined);
    if (record?.id) records.push(record);
  }
  return records.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

const isText = (value, max) => typeof value === 'string' && value.length <= max;

/** Only what the listing page sends (lib/offline-listings.ts), of sensible sizes; anything else is dropped. */
function readRecord(data) {
  const l = data?.listing;
  if (data?.type !== 'listing-viewed' || !l) return undefined;
  if (!isText(l.id, 100) || !isText(l.path, 300) || !isText(l.shortPath, 300) || !isText(l.name, 300)) return undefined;
  if (!(l.language === 'ar' || l.language === 'en')) return undefined;
  for (const field of ['price', 'phone', 'picture']) if (l[field] !== null && !isText(l[field], 2000)) return undefined;
  if (!l.path.startsWith('/') || !l.shortPath.startsWith('/')) return undefined;
  const { id, path, shortPath, name, language, price, phone, picture } = l;
  return { id, path, shortPath, name, language, price, phone, picture, savedAt: new Date().toISOString() };
}

/** Keeps a listing the visitor opened (a phone whose storage is full keeps what it can), then the newest 20. */
async function saveListing(record) {
  try {
    const cache = await caches.open(SAVED_CACHE);
    let hasPicture = false;
    if (record.picture) {
      const picture = await fetch(record.picture, { mode: 'cors', credentials: 'omit' }).catch(() => undefined);
      if (picture?.ok) {
        await cache.put(pictureKey(record.id), picture);
        hasPicture = true;
      }
    }
    const stored = { ...record, picture: hasPicture ? pictureKey(record.id) : null };
    await cache.put(recordKey(record.id), new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } }));
    const older = (await savedListings()).slice(MAX_SAVED);
    await Promise.all(older.flatMap((old) => [cache.delete(recordKey(old.id)), cache.delete(pictureKey(old.id))]));
  } catch {
    // Quota exceeded or storage unavailable: the listing is simply not kept.
  }
}

self.addEventListener('message', (event) => {
  const record = readRecord(event.data);
  if (record) event.waitUntil(saveListing(record));
});

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? '');
const dirOf = (language) => (language === 'ar' ? 'rtl' : 'ltr');

/** A date as the app writes it: the medium date in Yemen's time zone (apps/web/src/lib/format.ts). */
function formatDate(iso, language) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Aden' }).format(new Date(iso));
}

/** The kept copy of one listing, in the language it was read in (or the address's), marked as a kept copy. */
function savedCopy(record, language) {
  const t = TEXTS[language];
  const phone = record.phone
    ? `<p><a class="call" href="tel:${escapeHtml(record.phone)}"><span>${escapeHtml(t.call)}</span><bdi dir="ltr">${escapeHtml(record.phone)}</bdi></a></p>`
    : '';
  return `<article class="saved" lang="${language}" dir="${dirOf(language)}" aria-labelledby="saved-name">
      <p class="mark" role="status">${escapeHtml(t.savedCopy)} · <time datetime="${escapeHtml(record.savedAt)}">${escapeHtml(fill(t.savedOn, { date: formatDate(record.savedAt, language) }))}</time></p>
      ${record.picture ? `<img src="${escapeHtml(record.picture)}" alt="" width="160" height="120" />` : ''}
      <h1 id="saved-name" dir="auto">${escapeHtml(record.name)}</h1>
      <p class="price">${record.price ? `<bdi>${escapeHtml(record.price)}</bdi>` : escapeHtml(t.noPrice)}</p>
      ${phone}
    </article>`;
}

/** The list of kept listings, each a link that opens its kept copy while offline. */
function savedList(records, language) {
  const t = TEXTS[language];
  const items = records
    .map((r) => `<li><a href="${escapeHtml(r.path)}" dir="auto">${escapeHtml(r.name)}</a>${r.price ? ` · <bdi>${escapeHtml(r.price)}</bdi>` : ''}</li>`)
    .join('');
  return `<nav lang="${language}" dir="${dirOf(language)}" aria-labelledby="saved-heading">
      <h2 id="saved-heading">${escapeHtml(t.savedHeading)}</h2>
      ${records.length ? `<ul>${items}</ul>` : `<p>${escapeHtml(t.savedNone)}</p>`}
    </nav>`;
}

/** The language to write in: the address's `lang`, else the one the kept listing was read in, else Arabic. */
function pageLanguage(url, record) {
  const asked = url.searchParams.get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  return record?.language ?? 'ar';
}

/** The offline page, with the kept copy of the listing asked for (when kept) and the list of kept listings. */
async function offlineAnswer(url) {
  const offline = await caches.match('/offline.html');
  if (!offline) return undefined;
  const records = await savedListings().catch(() => []);
  const record = records.find((r) => r.path === url.pathname || r.shortPath === url.pathname);
  const language = pageLanguage(url, record);
  const html = (await offline.text())
    .replace('<!--saved-copy-->', record ? savedCopy(record, language) : '')
    .replace('<!--saved-list-->', savedList(records, language));
  const headers = new Headers(offline.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

async function pageOrOffline(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const offline = await offlineAnswer(new URL(event.request.url));
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(SAVED_PREFIX)) {
    event.respondWith(caches.match(request, { cacheName: SAVED_CACHE }).then((kept) => kept ?? new Response('', { status: 404 })));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(event));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) event.respondWith(fromCacheFirst(event));
});
