import type { Context } from 'hono';
import { isGuestEmail } from '../../contract/guest';
import { isDemoAccount } from '../db/seed/demo-accounts';
import { AppError } from '../http/app-error';
import type { Deps } from '../http/deps';
import { readAuthInput } from './auth-inputs';
import { authRateLimits } from './rate-limits';
import { readSessionUser } from './session';
import { withoutSessionToken } from './session-token';
import { confirmationLinks, passwordResetLinks } from './verification-links';

/**
 * Every request to Better Auth's endpoints (/api/auth/*), in this order: the caller's budget, the contract,
 * the e-mail address's budget of links (confirmation or password reset), Better Auth itself, and a new
 * link after an unconfirmed sign-in.
 */
export function handleAuthRequests(deps: Deps) {
  const checkCallerLimit = authRateLimits(deps);
  const links = confirmationLinks(deps);
  const resetLinks = passwordResetLinks(deps);
  return async (c: Context) => {
    await checkCallerLimit(c);
    const input = await readAuthInput(c);
    // A database seeded on a developer's machine and then deployed still lets nobody in with a published password.
    if (input?.endpoint === 'sign-in/email' && !deps.config.onLoopback && isDemoAccount(input.body.email)) {
      throw new AppError('forbidden', "Demo accounts sign in only on a developer's own machine");
    }
    if (input?.endpoint === 'sign-up/email') await links.count(input.body.email);
    if (input?.endpoint === 'request-password-reset') await resetLinks.count(input.body.email);
    if (input?.endpoint === 'change-email') {
      await refuseForGuests(c, deps);
      await links.count(input.body.newEmail);
    }
    const response = await withoutSessionToken(await deps.auth.handler(c.req.raw));
    return input?.endpoint === 'sign-in/email' ? links.afterSignIn(input.body.email, response) : response;
  };
}

/** A guest has no address of its own to change: it keeps its account with an address and a password (POST /api/me/guest-account). */
async function refuseForGuests(c: Context, deps: Deps) {
  const user = await readSessionUser(c, deps.auth, deps.database.db);
  if (user && isGuestEmail(user.email))
    throw new AppError(
      'forbidden',
      'A guest account has no e-mail address to change: keep the account with an address and a password instead',
    );
}
