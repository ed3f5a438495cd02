import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { profiles, sessions } from '../db/schema';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** What reading a session needs from Better Auth's configuration: read once per server. */
interface SessionKeys {
  cookieName: string;
  secret: string;
  /** A session whose expiry is nearer than this is due to be extended by Better Auth (ms). */
  refreshWithin: number;
}

const sessionKeys = new WeakMap<Auth, Promise<SessionKeys>>();

function keysOf(auth: Auth): Promise<SessionKeys> {
  let keys = sessionKeys.get(auth);
  if (!keys) {
    keys = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      refreshWithin: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
    }));
    sessionKeys.set(auth, keys);
  }
  return keys;
}

/**
 * The session token of a signed cookie value (`token.signature`, the signature an HMAC-SHA256 of the token
 * with the auth secret, in base64), or null when the signature does not match: as Better Auth signs it.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session of a token with its account, in one statement. */
const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_with_user'),
);

/**
 * Reads the signed-in user from the session cookie, once per request. A current session is read here in one
 * statement: Better Auth's `getSession` takes two, and with its request machinery and asynchronous Web Crypto
 * it was a third of the server's CPU per booking request (decision 0033). A session Better Auth must act on (expired:
 * deleted; due to be extended: extended) goes through Better Auth's `getSession`, as does any doubt.
 */
export async function readSessionUser(c: Context, auth: Auth, db: Db): Promise<SessionUser | null> {
  const cached = c.get('sessionUser' as never) as SessionUser | null | undefined;
  if (cached !== undefined) return cached;
  const user = await currentUser(c, auth, db);
  c.set('sessionUser' as never, user as never);
  return user;
}

async function currentUser(c: Context, auth: Auth, db: Db): Promise<SessionUser | null> {
  const keys = await keysOf(auth);
  const value = getCookie(c, keys.cookieName);
  // No session cookie, no database round trip; a forged one is refused as Better Auth refuses it.
  if (!value) return null;
  const token = verifiedToken(value, keys.secret);
  if (!token) return null;
  const [row] = await sessionWithUser(db).execute({ token });
  if (!row) return null;
  // Compared with the real time, as Better Auth does: a session's life is not the booking clock's.
  if (row.expiresAt.getTime() - Date.now() > keys.refreshWithin)
    return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName };
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session
    ? {
        id: session.user.id,
        email: session.user.email,
        firstName: (session.user.firstName as string | null | undefined) ?? null,
        lastName: (session.user.lastName as string | null | undefined) ?? null,
      }
    : null;
}
