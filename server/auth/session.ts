import type { Context } from 'hono';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Reads the signed-in user from the session cookie, once per request. */
export async function readSessionUser(c: Context, auth: Auth): Promise<SessionUser | null> {
  const cached = c.get('sessionUser' as never) as SessionUser | null | undefined;
  if (cached !== undefined) return cached;
  // No session cookie, no database round trip.
  const session = c.req.header('cookie')?.includes('session_token')
    ? await auth.api.getSession({ headers: c.req.raw.headers })
    : null;
  const user = session
    ? {
        id: session.user.id,
        email: session.user.email,
        firstName: (session.user.firstName as string | null | undefined) ?? null,
        lastName: (session.user.lastName as string | null | undefined) ?? null,
      }
    : null;
  c.set('sessionUser' as never, user as never);
  return user;
}
