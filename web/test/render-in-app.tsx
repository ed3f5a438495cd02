import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';

/** A query client for a component test: no retries, and answers put in its cache stay fresh (not fetched again). */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/**
 * Renders a page or a component as the app does: with a query cache (`queryClient`, answers put in it first),
 * the signed-in state `auth` (the parts a test needs) and a router at `path`.
 */
export function renderInApp(
  ui: ReactNode,
  {
    queryClient = testQueryClient(),
    auth = {},
    path = '/',
  }: { queryClient?: QueryClient; auth?: Partial<AuthContextValue>; path?: string } = {},
) {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth as AuthContextValue}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The texts a control's aria-describedby points to, as a screen reader reads them: its hint and its error. */
export const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
