import type { Language } from '../../contract/common';
import { translate } from '../i18n/translate';
import type { Mail } from './mailer';

export function verificationMail(options: { to: string; firstName: string | null; url: string; language: Language }): Mail {
  const t = (key: string, values?: Record<string, string>) => translate(options.language, key, values);
  const name = options.firstName ?? options.to.split('@')[0] ?? '';
  const text = [t('mail.greeting', { name }), '', t('mail.verify.body'), '', options.url, '', t('mail.verify.ignore'), '', t('mail.signature')].join('\n');
  return { to: options.to, subject: t('mail.verify.subject'), text };
}
