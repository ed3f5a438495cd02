import { languages, type Language } from '../../../contract/languages';

export const LANGUAGE_STORAGE_KEY = 'language';
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language itself when we speak it, else English (e.g. for i18next's current language). */
export function languageOrEnglish(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** Stored choice, else the browser's language if we speak it, else English. */
export function detectInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const prefix = tag.toLowerCase().split('-')[0];
    if (isLanguage(prefix)) return prefix;
  }
  return 'en';
}
