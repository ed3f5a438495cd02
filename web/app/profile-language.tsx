import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth/auth-context';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/languages';
import { changeLanguage } from '../lib/i18n/i18n';

/** On a device where nobody chose a language yet, a signed-in user gets the language of their profile. */
export function ProfileLanguage() {
  const { profile } = useAuth();
  const { i18n } = useTranslation();
  const preferred = profile?.preferred_language;
  useEffect(() => {
    if (preferred && preferred !== i18n.language && !localStorage.getItem(LANGUAGE_STORAGE_KEY)) void changeLanguage(preferred).catch(() => undefined);
  }, [preferred, i18n.language]);
  return null;
}
