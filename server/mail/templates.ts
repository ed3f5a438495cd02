import { INVITATION_LIFETIME_DAYS } from '../../contract/club-admin-invitations';
import type { Language } from '../../contract/common';
import { translate } from '../i18n/translate';
import type { Mail } from './mailer';

/** "Hello Anna," or, without a first name, the part of the address before the @. */
const greeting = (options: { to: string; firstName: string | null; language: Language }) =>
  translate(options.language, 'mail.greeting', { name: options.firstName ?? options.to.split('@')[0] ?? '' });

export function verificationMail(options: {
  to: string;
  firstName: string | null;
  url: string;
  language: Language;
}): Mail {
  const t = (key: string) => translate(options.language, key);
  const text = [
    greeting(options),
    '',
    t('mail.verify.body'),
    '',
    options.url,
    '',
    t('mail.verify.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  return { to: options.to, subject: t('mail.verify.subject'), text };
}

/** The link that confirms a new address for an existing account; the account keeps its address until it is opened. */
export function emailChangeMail(options: {
  to: string;
  firstName: string | null;
  url: string;
  language: Language;
}): Mail {
  const t = (key: string) => translate(options.language, key);
  const text = [
    greeting(options),
    '',
    t('mail.changeEmail.body'),
    '',
    options.url,
    '',
    t('mail.changeEmail.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  return { to: options.to, subject: t('mail.changeEmail.subject'), text };
}

/**
 * Someone signed up with an address whose account is already confirmed: the owner learns it and how to get in,
 * while the sign-up form says the same as for a new address (it must not tell a stranger who has an account).
 */
export function accountExistsMail(options: {
  to: string;
  firstName: string | null;
  loginUrl: string;
  resetUrl: string;
  language: Language;
}): Mail {
  const t = (key: string) => translate(options.language, key);
  const text = [
    greeting(options),
    '',
    t('mail.accountExists.body'),
    '',
    t('mail.accountExists.login'),
    options.loginUrl,
    '',
    t('mail.accountExists.forgot'),
    options.resetUrl,
    '',
    t('mail.accountExists.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  return { to: options.to, subject: t('mail.accountExists.subject'), text };
}

/** The link to choose a new password; the mail says that nothing changes when it is ignored. */
export function passwordResetMail(options: {
  to: string;
  firstName: string | null;
  url: string;
  language: Language;
}): Mail {
  const t = (key: string) => translate(options.language, key);
  const text = [
    greeting(options),
    '',
    t('mail.passwordReset.body'),
    '',
    options.url,
    '',
    t('mail.passwordReset.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  return { to: options.to, subject: t('mail.passwordReset.subject'), text };
}

/**
 * Invites someone to become an admin of a club, with the link to accept or decline; until they accept, nothing changes.
 * Without an account, they sign up with this address first.
 */
export function clubAdminInvitationMail(options: {
  to: string;
  firstName: string | null;
  club: string;
  inviter: string;
  url: string;
  language: Language;
}): Mail {
  const t = (key: string) =>
    translate(options.language, key, {
      club: options.club,
      inviter: options.inviter,
      email: options.to,
      count: INVITATION_LIFETIME_DAYS,
    });
  const text = [
    greeting(options),
    '',
    t('mail.clubAdminInvitation.body'),
    '',
    options.url,
    '',
    t('mail.clubAdminInvitation.howTo'),
    '',
    t('mail.clubAdminInvitation.notExpected'),
    '',
    t('mail.signature'),
  ].join('\n');
  return { to: options.to, subject: t('mail.clubAdminInvitation.subject'), text };
}
