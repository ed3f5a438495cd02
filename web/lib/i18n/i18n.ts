import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '../../../contract/languages';
import { LANGUAGE_STORAGE_KEY, detectInitialLanguage, isLanguage } from './languages';
import { FIRST_PAINT_KEYS, fetchTranslations, loadTranslations, readCachedTranslations } from './translation-cache';

export const i18n: I18n = i18next.createInstance();

// Initialised at once without texts, so that the loading screen can render; texts arrive in initI18n.
void i18n.use(initReactI18next).init({
  lng: detectInitialLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages ?? [navigator.language]),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: {},
  returnEmptyString: false,
  initAsync: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

function addLanguage(language: Language, translations: Record<string, string>) {
  i18n.addResourceBundle(language, 'translation', translations, true, true);
}

/**
 * Sets up the interface language: the first-paint texts first (for the loading screen),
 * then the whole language; the other languages are preloaded in the background.
 */
export async function initI18n(): Promise<I18n> {
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!readCachedTranslations(language)) {
    const firstPaint = await fetchTranslations(language, FIRST_PAINT_KEYS).catch(() => ({}));
    addLanguage(language, firstPaint);
  }
  const [texts, fallback] = await Promise.all([loadTranslations(language), language === 'en' ? null : loadTranslations('en').catch(() => null)]);
  addLanguage(language, texts);
  if (fallback) addLanguage('en', fallback);
  document.documentElement.lang = language;
  preloadOtherLanguages(language);
  return i18n;
}

function preloadOtherLanguages(current: Language) {
  for (const other of languages) {
    if (other !== current && !readCachedTranslations(other)) void fetchTranslations(other).catch(() => undefined);
  }
}

/** Loads a language if needed, switches to it and stores the choice. */
export async function changeLanguage(language: Language) {
  addLanguage(language, await loadTranslations(language));
  await i18n.changeLanguage(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
}
