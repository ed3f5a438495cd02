import { createEmailVerificationToken } from 'better-auth/api';
import { languageSchema, type Language } from '../../contract/common';
import { EMAIL_CONFIRMED_PAGE } from '../../contract/auth-pages';
import type { AppConfig } from '../config/env';
import { createAttemptCounter, refuseTooMany, type LimitDeps } from '../http/rate-limit';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import type { Auth } from './auth';

/**
 * Links that confirm an address, per e-mail address and hour. Not multiplied by RATE_LIMIT_SCALE: that
 * scale is for many people behind one caller address, and an e-mail address is one person's inbox.
 */
const LINKS_PER_ADDRESS = 3;
const HOUR = 60 * 60_000;

/**
 * Counts one link mailed to an address in a budget of links; past the limit answers 429 too_many_links with
 * Retry-After. Counted whether or not an account has the address.
 */
function linksPerAddress(deps: LimitDeps, budget: string) {
  const links = createAttemptCounter(deps, { budget, limit: LINKS_PER_ADDRESS, windowMs: HOUR });
  return async (email: string) => {
    const wait = await links.count(email.trim().toLowerCase());
    if (wait !== null)
      refuseTooMany(
        'too_many_links',
        wait,
        `We have sent ${LINKS_PER_ADDRESS} links to this address in the last hour; please use the newest one or ask again later`,
      );
  };
}

/** Password reset links per address: strangers asking from many addresses do not fill one inbox. */
export const passwordResetLinks = (deps: LimitDeps) => ({ count: linksPerAddress(deps, 'password-reset-links') });

/** The fields of an account a mail needs (Better Auth's user, mapped to `profiles`). */
export interface LinkRecipient {
  id: string;
  email: string;
  firstName?: string | null;
  preferredLanguage?: string | null;
}

export const mailLanguage = (user: { preferredLanguage?: string | null }): Language =>
  languageSchema.catch('en').parse(user.preferredLanguage);

/**
 * Mails a new link that confirms the account's address and signs in: the same token and endpoint as the
 * link of Better Auth's sign-up mail, made here because Better Auth sends that link only once.
 */
export async function sendConfirmationLink(
  { config, mailer }: { config: AppConfig; mailer: Mailer },
  user: LinkRecipient,
) {
  const token = await createEmailVerificationToken(config.authSecret, user.email, undefined, undefined, {
    userId: user.id,
  });
  const url = `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_CONFIRMED_PAGE)}`;
  await mailer.send(
    verificationMail({ to: user.email, firstName: user.firstName ?? null, url, language: mailLanguage(user) }),
  );
}

/**
 * How many confirmation links an e-mail address gets. Every sign-up and every change to an address counts,
 * whether or not an account has it, so that the answers say nothing about who has an account; a sign-in
 * counts only when it sends a link (right password, address not confirmed).
 */
export function confirmationLinks(deps: LimitDeps & { config: AppConfig; mailer: Mailer; auth: Auth }) {
  // One budget in the database, whichever endpoint sends the link (Better Auth's, or a guest keeping its account).
  const count = linksPerAddress(deps, 'confirmation-links');
  return {
    count,
    /**
     * Better Auth refuses the right password of an unconfirmed address with 403 EMAIL_NOT_VERIFIED and sends
     * nothing: here that answer comes with a new link, or becomes a 429 when the address has had its links.
     */
    async afterSignIn(email: string, response: Response): Promise<Response> {
      if (response.status !== 403) return response;
      const { code } = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { code?: string };
      if (code !== 'EMAIL_NOT_VERIFIED') return response;
      await count(email);
      const found = await (await deps.auth.$context).internalAdapter.findUserByEmail(email.toLowerCase());
      if (found) await sendConfirmationLink(deps, found.user as LinkRecipient);
      return response;
    },
  };
}
