import { queryOptions } from '@tanstack/react-query';
import { SESSION_PATH } from '../../../contract/first-paint';
import { SAME_FOR_EVERYONE } from '../query-client';

export interface Session {
  user: { id: string; email: string; name: string };
  session: { id: string; expiresAt: string };
}

/**
 * Who is signed in, read from Better Auth's own endpoint with a plain fetch: the first screen needs to know
 * this, but not the Better Auth client, which loads only when someone signs in, up or out.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  meta: SAME_FOR_EVERYONE,
  queryFn: async ({ signal }): Promise<Session | null> => {
    // The credentials of the shell's preload (server/http/web-app.ts): a fetch that differs would ask again.
    const response = await fetch(SESSION_PATH, { credentials: 'include', signal });
    if (!response.ok) throw new Error(`session ${response.status}`);
    return (await response.json()) as Session | null;
  },
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
});

/** The Better Auth client, loaded on first use. */
export const loadAuthClient = async () => (await import('./auth-client')).authClient;
