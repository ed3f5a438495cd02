import type { Context } from 'hono';
import { EMAIL_CONFIRMED_PAGE } from '../../../contract/auth-pages';
import { isGuestEmail } from '../../../contract/guest';
import type { KeepGuestAccount } from '../../../contract/me';
import type { SessionUser } from '../../auth/session';
import { confirmationLinks } from '../../auth/verification-links';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';

/**
 * A guest keeps its account, with its bookings: the password is set at once, and the address takes the guest
 * address's place when the link Better Auth sends to it is opened (as any change of address). Whether another
 * account has that address is not said: Better Auth answers alike and sends nothing then.
 */
export async function keepGuestAccount(
  deps: Deps,
  c: Context,
  user: SessionUser,
  { email, password }: KeepGuestAccount,
) {
  if (!isGuestEmail(user.email))
    throw new AppError('conflict', 'This account has an e-mail address of its own already');
  await confirmationLinks(deps).count(email);
  await setPassword(deps, user.id, password);
  await deps.auth.api.changeEmail({
    body: { newEmail: email, callbackURL: `${EMAIL_CONFIRMED_PAGE}?change=email` },
    headers: c.req.raw.headers,
  });
}

/** Better Auth's `setPassword` sets a password once; a guest who asks again (a mistyped address) chooses anew. */
async function setPassword(deps: Deps, userId: string, password: string) {
  const { internalAdapter, password: hasher } = await deps.auth.$context;
  const hash = await hasher.hash(password);
  if (await internalAdapter.findCredentialAccount(userId)) await internalAdapter.updatePassword(userId, hash);
  else await internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
}
