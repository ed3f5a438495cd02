import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

/**
 * Toasts through sonner, which loads with the first toast instead of with the first screen. The app's
 * toaster mounts once sonner is asked for (`useToasterWanted`), and a toast waits until it listens.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let loading: Promise<Sonner> | null = null;

function sonner(): Promise<Sonner> {
  loading ??= import('sonner').then(async (module) => {
    wanted = true;
    for (const listener of listeners) listener();
    await mounted;
    return module.toast;
  });
  return loading;
}

const show =
  <K extends 'success' | 'error' | 'info'>(kind: K) =>
  (...args: Parameters<Sonner[K]>): void => {
    void sonner().then((toast) => (toast[kind] as (...input: Parameters<Sonner[K]>) => unknown)(...args));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** For the app's toaster: whether a toast was asked for, so that it mounts. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
  /** Called by the toaster once it listens for toasts. */
  mounted: () => markMounted(),
};
