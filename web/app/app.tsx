import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth-provider';
import { toasterWanted } from '../lib/toast';
import { ProfileLanguage } from './profile-language';
import type { AppRouter } from './router';

const Toasts = lazy(async () => ({ default: (await import('./toaster')).AppToasterNow }));

/** The toaster mounts with the first toast, so sonner is not part of the first screen. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts onListening={toasterWanted.mounted} />
    </Suspense>
  ) : null;
}

/** The query cache and the router are made at start-up (see main.tsx), before the texts are there. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ProfileLanguage />
        <RouterProvider router={router} />
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
