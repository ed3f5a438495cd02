import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import type { Deps } from '../http/deps';
import { isBetaAccount } from '../modules/beta/service';
import { readAuthInput } from './auth-inputs';
import { authRateLimits } from './rate-limits';
import { readSessionUser } from './session';
import { withoutSessionToken } from './session-token';
import { createConfirmationLinks } from './verification-links';

/**
 * Every request to Better Auth's endpoints (/api/auth/*), in this order: the caller's budget, the contract,
 * the e-mail address's budget of links, Better Auth itself, and a new link after an unconfirmed sign-in.
 */
export function handleAuthRequests(deps: Deps) {
  const checkCallerLimit = authRateLimits(deps.config);
  const links = createConfirmationLinks(deps);
  return async (c: Context) => {
    checkCallerLimit(c);
    const input = await readAuthInput(c);
    if (input?.endpoint === 'sign-up/email') links.count(c, input.body.email);
    if (input?.endpoint === 'change-email') {
      await refuseForSharedAccount(c, deps);
      links.count(c, input.body.newEmail);
    }
    const response = await withoutSessionToken(await deps.auth.handler(c.req.raw));
    return input?.endpoint === 'sign-in/email' ? links.afterSignIn(c, input.body.email, response) : response;
  };
}

/** Everyone with the early-access password shares the beta account: nobody may take it away from the others. */
async function refuseForSharedAccount(c: Context, deps: Deps) {
  const user = await readSessionUser(c, deps.auth);
  if (user && isBetaAccount(user.email)) throw new AppError('forbidden', 'The shared beta account keeps its e-mail address');
}
