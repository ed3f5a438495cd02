import { INVITATION_LIFETIME_DAYS } from '../../contract/club-admin-invitations';
import type { Language } from '../../contract/common';
import type { Translate } from '../i18n/translate';
import type { MailBlock, MailContent, MailDraft } from './layout';

interface Reader {
  to: string;
  firstName: string | null;
  language: Language;
}

/**
 * What every mail has around its body, in the reader's language: "Hello Anna," (without a first name, the part
 * of the address before the @), the signature, and the words under a button.
 */
export function frame(
  translate: Translate,
  reader: Reader,
  body: { subject: string; blocks: MailBlock[]; footnote?: string; greeting?: string },
): MailContent {
  return {
    to: reader.to,
    language: reader.language,
    greeting:
      body.greeting ??
      translate(reader.language, 'mail.greeting', { name: reader.firstName ?? reader.to.split('@')[0] ?? '' }),
    signature: translate(reader.language, 'mail.signature'),
    linkFallback: translate(reader.language, 'mail.linkFallback'),
    ...body,
  };
}

/** A mail that carries one link: why it came, the link, and what happens when it is ignored. */
const linkMail = (
  translate: Translate,
  reader: Reader & { url: string },
  texts: { subject: string; body: string; action: string; ignore: string },
) =>
  frame(translate, reader, {
    subject: texts.subject,
    blocks: [
      { paragraph: texts.body },
      { action: { label: texts.action, url: reader.url } },
      { paragraph: texts.ignore },
    ],
  });

export const verificationMail =
  (options: Reader & { url: string }): MailDraft =>
  (translate) => {
    const t = (key: string) => translate(options.language, key);
    return linkMail(translate, options, {
      subject: t('mail.verify.subject'),
      body: t('mail.verify.body'),
      action: t('mail.verify.action'),
      ignore: t('mail.verify.ignore'),
    });
  };

/** The link that confirms a new address for an existing account; the account keeps its address until it is opened. */
export const emailChangeMail =
  (options: Reader & { url: string }): MailDraft =>
  (translate) => {
    const t = (key: string) => translate(options.language, key);
    return linkMail(translate, options, {
      subject: t('mail.changeEmail.subject'),
      body: t('mail.changeEmail.body'),
      action: t('mail.changeEmail.action'),
      ignore: t('mail.changeEmail.ignore'),
    });
  };

/** The link to choose a new password; the mail says that nothing changes when it is ignored. */
export const passwordResetMail =
  (options: Reader & { url: string }): MailDraft =>
  (translate) => {
    const t = (key: string) => translate(options.language, key);
    return linkMail(translate, options, {
      subject: t('mail.passwordReset.subject'),
      body: t('mail.passwordReset.body'),
      action: t('mail.passwordReset.action'),
      ignore: t('mail.passwordReset.ignore'),
    });
  };

/**
 * Someone signed up with an address whose account is already confirmed: the owner learns it and how to get in,
 * while the sign-up form says the same as for a new address (it must not tell a stranger who has an account).
 */
export const accountExistsMail =
  (options: Reader & { loginUrl: string; resetUrl: string }): MailDraft =>
  (translate) => {
    const t = (key: string) => translate(options.language, key);
    return frame(translate, options, {
      subject: t('mail.accountExists.subject'),
      blocks: [
        { paragraph: t('mail.accountExists.body') },
        { action: { label: t('mail.accountExists.login'), url: options.loginUrl } },
        { paragraph: t('mail.accountExists.forgot') },
        { action: { label: t('mail.passwordReset.action'), url: options.resetUrl } },
        { paragraph: t('mail.accountExists.ignore') },
      ],
    });
  };

/**
 * Invites someone to become an admin of a club, with the link to accept or decline; until they accept, nothing changes.
 * Without an account, they sign up with this address first.
 */
export const clubAdminInvitationMail =
  (options: Reader & { club: string; inviter: string; url: string }): MailDraft =>
  (translate) => {
    const t = (key: string) =>
      translate(options.language, key, {
        club: options.club,
        inviter: options.inviter,
        email: options.to,
        count: INVITATION_LIFETIME_DAYS,
      });
    return frame(translate, options, {
      subject: t('mail.clubAdminInvitation.subject'),
      blocks: [
        { paragraph: t('mail.clubAdminInvitation.body') },
        { action: { label: t('mail.clubAdminInvitation.action'), url: options.url } },
        { paragraph: t('mail.clubAdminInvitation.howTo') },
        { paragraph: t('mail.clubAdminInvitation.notExpected') },
      ],
    });
  };
