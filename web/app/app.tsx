import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { toasterWanted } from '../lib/toast';
import { ProfileLanguage } from './profile-language';
import { createRouter } from './router';

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

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
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
