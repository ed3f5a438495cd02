import type { ReactNode } from 'react';
import { GolfSwingLoader } from './ui/golf-swing-loader';

/** A whole page while its data loads. */
export function PageLoading() {
  return (
    <main className="flex flex-1 items-center justify-center p-10">
      <GolfSwingLoader />
    </main>
  );
}

/** A whole page that could not be shown, with what the user can do next. */
export function PageProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
