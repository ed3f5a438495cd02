// The app's service worker: the installable app opens without a network, and it never keeps personal data.
// The build (scripts/service-worker-build.ts) replaces BUILD with this version's id and the app shell's hashed
// files, so each deployment is a changed worker: the browser installs it, and the page offers to reload into it.
const BUILD = { id: 'development', shell: [] };

const CACHE_PREFIX = 'swiss-tee-times-';
const CACHE = `${CACHE_PREFIX}${BUILD.id}`;
const SHELL = '/';
const PRECACHE = [
  SHELL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
  ...BUILD.shell,
];

// No skipWaiting here: a new version waits until the page asks for it (the golfer chose Reload).
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // API answers (personal data), development tools, other sites and writes always go straight to the network.
  if (request.method !== 'GET' || url.origin !== self.location.origin || /^\/(api|dev)(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/images/')) event.respondWith(staleWhileRevalidate(event, request));
});

/** Pages come from the network; offline, the cached app shell opens and its router shows the page. */
async function networkFirstShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await (await caches.open(CACHE)).match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

/** Hashed assets and icons never change under their name: the cached copy is the right one. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await remember(cache, request, response);
  return response;
}

/** Course pictures are drawn from the club's name, which may change: show the cached one, refresh it behind. */
async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request).then(async (response) => {
    await remember(cache, request, response);
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

/** Keeps a successful answer; a full storage only means it is fetched again next time. */
async function remember(cache, request, response) {
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
}
