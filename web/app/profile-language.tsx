import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/languages';
import { changeLanguage, i18n } from '../lib/i18n/i18n';

/**
 * On a device where nobody chose a language yet, a signed-in user gets the language of their profile.
 * Decided once per user, when their profile arrives: afterwards the profile follows the interface
 * (the switcher saves the choice), so a profile that still holds the previous language while that save
 * is on its way must not switch the interface back.
 */
export function ProfileLanguage() {
  const { profile } = useAuth();
  const decidedFor = useRef<string | null>(null);
  const userId = profile?.id ?? null;
  const preferred = profile?.preferred_language;
  useEffect(() => {
    if (decidedFor.current === userId) return;
    decidedFor.current = userId;
    if (!userId) return;
    if (preferred && preferred !== i18n.language && !localStorage.getItem(LANGUAGE_STORAGE_KEY))
      void changeLanguage(preferred).catch(() => undefined);
  }, [userId, preferred]);
  return null;
}
