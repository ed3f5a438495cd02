import { toast } from '../lib/toast';
import { i18n } from '../lib/i18n/i18n';

/** An open tab asks for a new version this often; the browser also checks on every page load. */
const UPDATE_CHECK_MS = 60 * 60_000;
const UPDATE_TOAST_ID = 'service-worker-update';

/**
 * Links the web app manifest and registers the service worker of a production build, once the app has started: the
 * browser asks for the manifest and its icons after the page's own first requests, not among them (decision 0066).
 * When a new version of the app has been installed next to the running one, it offers to reload into it: the new
 * worker waits until the golfer chooses Reload.
 */
export function registerServiceWorker() {
  linkManifest();
  if ('serviceWorker' in navigator && import.meta.env.PROD) void register().catch(() => undefined);
}

function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

async function register() {
  const registration = await navigator.serviceWorker.register('/service-worker.js');
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: there is no older version to replace.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

function offerUpdate(worker: ServiceWorker) {
  toast.info(i18n.t('pwa.updateAvailable'), {
    id: UPDATE_TOAST_ID,
    duration: Infinity,
    action: { label: i18n.t('pwa.reload'), onClick: () => activate(worker) },
  });
}

/** The waiting worker takes over; the page reloads once it controls it, so page and worker are the same version. */
function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
