import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The card the sign-in, sign-up and password pages sit in. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
    </main>
  );
}
