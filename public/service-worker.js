// The app's service worker. It takes control at once; caching of the app shell comes with the installable app.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
