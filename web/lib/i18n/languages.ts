import { browserLanguage, isLanguage, type Language } from '../../../contract/languages';

export const LANGUAGE_STORAGE_KEY = 'language';
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' };

/** The language itself when we speak it, else English (e.g. for i18next's current language). */
export function languageOrEnglish(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** Stored choice, else the browser's language if we speak it, else English. */
export function detectInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  return isLanguage(stored) ? stored : browserLanguage(browserLanguages);
}
