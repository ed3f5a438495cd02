import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { i18n } from '../lib/i18n/i18n';

/** An open tab asks for a new version this often; the browser also checks on every page load. */
const UPDATE_CHECK_MS = 60 * 60_000;
const UPDATE_TOAST_ID = 'service-worker-update';

/** How long the manifest and the worker wait, at most, for the first page's answers and then an idle moment. */
const SETTLED_WAIT_MS = 10_000;
const IDLE_WAIT_MS = 2_000;

/**
 * Links the web app manifest and registers the service worker of a production build once the page has loaded, the
 * app's first answers have come and the browser is idle: the manifest, its icons and the worker's copy of the app
 * (every file of the build) travel after the first page's code, answers and pictures, not among them (decision 0067).
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
  let done = false;
  const runWhenIdle = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(atTheLatest);
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    else setTimeout(task);
  };
  const whenSettled = () => {
    if (document.readyState === 'complete' && queryClient.isFetching() === 0) runWhenIdle();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(whenSettled);
  const atTheLatest = setTimeout(runWhenIdle, SETTLED_WAIT_MS);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
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
