import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { ProfileLanguage } from './profile-language';
import { createRouter } from './router';

/** Toasts with the spec's constants: bottom-right, 3 visible, 4 s, 14 px gap, 32 px offset, Alt+T. */
export function AppToaster() {
  return <Toaster position="bottom-right" visibleToasts={3} duration={4000} gap={14} offset={32} hotkey={['altKey', 'KeyT']} richColors closeButton />;
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
