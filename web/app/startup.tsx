import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FullLoadingScreen } from '../components/full-loading-screen';
import { StartupFailure } from '../components/startup-failure';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { registerServiceWorker } from './service-worker-updates';

export const START_DELAY_MS = 100;
export const LANGUAGE_SETUP_TIMEOUT_MS = 15_000;
/** How long the start waits for a signed-in golfer's own data; a slower answer shows on the page when it comes. */
export const SIGNED_IN_WAIT_MS = 2_000;

/** `promise`, or nothing once `ms` have passed. */
const atMost = (promise: Promise<void>, ms: number) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The spec's start: wait 100 ms, set up the language within 15 s, register the service worker (which waits for the
 * first page's answers, web/app/service-worker-updates.ts), render the app.
 * It also waits for `signedIn`, settled once who is signed in, their profile and favourites are known (asked for
 * while the script started, web/main.tsx), for at most SIGNED_IN_WAIT_MS: the first screen then shows a golfer's
 * name and hearts at once, and is not built a second time, the whole layout, when they come.
 */
export function Startup({
  children,
  signedIn,
  queryClient,
}: {
  children: ReactNode;
  signedIn: Promise<void>;
  queryClient: QueryClient;
}) {
  const [state, setState] = useState<{ phase: 'loading' | 'ready' } | { phase: 'failed'; error: string }>({
    phase: 'loading',
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      withTimeout(
        Promise.all([initI18n(), atMost(signedIn, SIGNED_IN_WAIT_MS)]),
        LANGUAGE_SETUP_TIMEOUT_MS,
        i18n.t('startup.timeout'),
      )
        .then(() => {
          registerServiceWorker(queryClient);
          // Rendered as a transition: React yields to the browser while it builds the first screen.
          startTransition(() => setState({ phase: 'ready' }));
        })
        .catch((error: Error) => setState({ phase: 'failed', error: error.message }));
    }, START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, queryClient]);
  if (state.phase === 'failed') return <StartupFailure error={state.error} />;
  if (state.phase === 'loading') return <FullLoadingScreen />;
  return children;
}
