// The app's service worker (decision 0024): the installable app opens without a network on any of its pages, and
// it never keeps personal data. vite-plugin-pwa compiles this file to /service-worker.js and puts every built file
// into self.__WB_MANIFEST, so each deployment is a changed worker: the browser installs it, and the page offers
// to reload into it (web/app/service-worker-updates.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** API answers (personal data) and the development tools always go to the network, pages included. */
const NETWORK_ONLY_PATHS = /^\/(api|dev)(\/|$)/;
/** The caches of the hand-written worker this one replaced, one per build: an installed app drops them once. */
const HAND_WRITTEN_WORKER_CACHES = 'swiss-tee-times-';

// Pages come from the network (a new deployment's page is shown at once); offline, the precached app shell opens
// and its router shows the page. Registered before the precache's route, so that "/" is not answered from it.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }), {
    denylist: [NETWORK_ONLY_PATHS],
  }),
);

// Every built file: scripts, styles, fonts, icons, the manifest and the shell. Hashed names never change their
// content, and the others carry a revision, so each is fetched once per deployment and answered from the cache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Course pictures are drawn from the club's name, which may change: the cached one is shown and refreshed behind.
// A bounded number, as the catalogue of clubs grows.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({ cacheName: 'course-pictures', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

// No skipWaiting on install: a new version waits until the page asks for it (the golfer chose Reload).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(HAND_WRITTEN_WORKER_CACHES)).map((name) => caches.delete(name)),
        ),
      ),
  );
});
clientsClaim();
