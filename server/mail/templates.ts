import type { Language } from '../../contract/common';
import { translate } from '../i18n/translate';
import type { Mail } from './mailer';

/** "Hello Anna," or, without a first name, the part of the address before the @. */
const greeting = (options: { to: string; firstName: string | null; language: Language }) =>
  translate(options.language, 'mail.greeting', { name: options.firstName ?? options.to.split('@')[0] ?? '' });

export function verificationMail(options: { to: string; firstName: string | null; url: string; language: Language }): Mail {
  const t = (key: string) => translate(options.language, key);
  const text = [greeting(options), '', t('mail.verify.body'), '', options.url, '', t('mail.verify.ignore'), '', t('mail.signature')].join('\n');
  return { to: options.to, subject: t('mail.verify.subject'), text };
}

/** The link to choose a new password; the mail says that nothing changes when it is ignored. */
export function passwordResetMail(options: { to: string; firstName: string | null; url: string; language: Language }): Mail {
  const t = (key: string) => translate(options.language, key);
  const text = [greeting(options), '', t('mail.passwordReset.body'), '', options.url, '', t('mail.passwordReset.ignore'), '', t('mail.signature')].join('\n');
  return { to: options.to, subject: t('mail.passwordReset.subject'), text };
}

/** Tells someone a club admin added them as an admin of the club, with the link to the club area. */
export function newClubAdminMail(options: { to: string; firstName: string | null; club: string; url: string; language: Language }): Mail {
  const t = (key: string) => translate(options.language, key, { club: options.club });
  const text = [greeting(options), '', t('mail.clubAdmin.body'), '', options.url, '', t('mail.clubAdmin.notExpected'), '', t('mail.signature')].join('\n');
  return { to: options.to, subject: t('mail.clubAdmin.subject'), text };
}
