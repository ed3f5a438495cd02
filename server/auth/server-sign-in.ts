import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * `auth.api.signInUserById`: signs in a user whom our own server code has already let in (the beta
 * password), with Better Auth's own session row and session cookie, as its sign-in endpoints do.
 * Server-only: Better Auth never puts it on the HTTP router, so no request can reach it.
 */
export const serverSignIn = () =>
  ({
    id: 'server-sign-in',
    endpoints: {
      signInUserById: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such user' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
