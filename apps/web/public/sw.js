/* Sahm's service worker (spec.md §1: the site installs as a web app).
 *
 * - The app shell (index.html, the manifest and icons) is cached on install.
 * - Navigations go to the network first, so a new release shows at once; the
 *   fresh page replaces the cached shell, and offline the cached shell opens
 *   (the app's router takes it from there).
 * - Vite's hashed files under /assets/ never change, so they are served from
 *   the cache once fetched.
 * - /api/ and /socket.io/ are never touched: account data, balances and
 *   tokens must not be kept in a cache.
 */
const CACHE = 'sahm-shell-v1';
const SHELL = '/index.html';
const PRECACHE = [
  SHELL,
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-192.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
  '/icons/favicon-32.png',
];
/** Old hashed files pile up release after release; keep the newest ones. */
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('sahm-') && name !== CACHE).map((name) => caches.delete(name)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

function isApi(url) {
  return url.pathname.startsWith('/api/') || url.pathname === '/api' || url.pathname.startsWith('/socket.io/');
}

function isHtml(response) {
  return response.ok && response.type === 'basic' && (response.headers.get('content-type') || '').includes('text/html');
}

async function trimAssets(cache) {
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((request) => cache.delete(request)));
}

/** Network first; the answer becomes the cached shell; offline, the cached shell. */
async function navigation(event) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (isHtml(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(SHELL, copy)));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

/** Cache first, storing the file the first time it is fetched. */
async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      caches.open(CACHE).then(async (cache) => {
        await cache.put(event.request, copy);
        await trimAssets(cache);
      }),
    );
  }
  return response;
}

/** Network first with the cached copy as the offline answer (manifest, icons). */
async function networkFirst(event) {
  try {
    return await fetch(event.request);
  } catch (error) {
    const cached = await caches.match(event.request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;

  if (request.mode === 'navigate') event.respondWith(navigation(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event));
  else if (url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest') event.respondWith(networkFirst(event));
});
