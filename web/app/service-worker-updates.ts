import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { i18n } from '../lib/i18n/i18n';

/** An open tab asks for a new version this often; the browser also checks on every page load. */
const UPDATE_CHECK_MS = 60 * 60_000;
const UPDATE_TOAST_ID = 'service-worker-update';

/** How long the app's requests must have been quiet (the first page has what it asked for), and the longest wait. */
const QUIET_MS = 1_000;
const LONGEST_WAIT_MS = 10_000;

/**
 * Links the web app manifest and registers the service worker of a production build once the page has loaded and the
 * app's requests have been quiet for a second (at most 10 s after the start): the manifest, its icons and the
 * worker's copy of the app (every file of the build) travel after the first page's code, answers and pictures, not
 * among them (decision 0067).
 * When a new version of the app has been installed next to the running one, it offers to reload into it: the new
 * worker waits until the golfer chooses Reload.
 */
export function registerServiceWorker(queryClient: QueryClient) {
  afterTheFirstPage(queryClient, () => {
    linkManifest();
    if ('serviceWorker' in navigator && import.meta.env.PROD) void register().catch(() => undefined);
  });
}

function afterTheFirstPage(queryClient: QueryClient, task: () => void) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(quiet);
    clearTimeout(atTheLatest);
    task();
  };
  // Any change to the app's answers starts the quiet second again, once nothing is on its way.
  const startQuiet = () => {
    clearTimeout(quiet);
    if (!done && document.readyState === 'complete' && queryClient.isFetching() === 0)
      quiet = setTimeout(run, QUIET_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(startQuiet);
  const atTheLatest = setTimeout(run, LONGEST_WAIT_MS);
  if (document.readyState === 'complete') startQuiet();
  else window.addEventListener('load', startQuiet, { once: true });
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
