import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, swissLanguageTag, type Language } from '../../../contract/languages';
import { LANGUAGE_STORAGE_KEY, detectInitialLanguage, languageOrEnglish } from './languages';
import { startupTexts } from './startup-texts';
import { FIRST_PAINT_KEYS, fetchTranslations, loadTranslations, readCachedTranslations } from './translation-cache';

export const i18n: I18n = i18next.createInstance();

// Initialised at once with only the start screens' texts, so that the loading screen can render; the
// other texts arrive in initI18n.
void i18n.use(initReactI18next).init({
  lng: detectInitialLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages ?? [navigator.language]),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    languages.map((language) => [language, { translation: { ...startupTexts[language] } }]),
  ),
  returnEmptyString: false,
  initAsync: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

function addLanguage(language: Language, translations: Record<string, string>) {
  i18n.addResourceBundle(language, 'translation', translations, true, true);
}

/** Other languages are preloaded this long after the start, out of the way of the first screen's requests. */
const PRELOAD_OTHER_LANGUAGES_MS = 3000;

const interfaceLanguage = (): Language => languageOrEnglish(i18n.language);
let textsOnTheWay: Promise<[Record<string, string>, Record<string, string> | null]> | null = null;

/**
 * Asks for the whole interface language (and English for missing texts). main.tsx calls it before the
 * first render, so that the texts travel while the scripts start; initI18n waits for the same request.
 */
export function requestTexts() {
  const language = interfaceLanguage();
  textsOnTheWay ??= Promise.all([
    loadTranslations(language),
    language === 'en' ? null : loadTranslations('en').catch(() => null),
  ]);
  return textsOnTheWay;
}

/**
 * Sets up the interface language: the first-paint texts first (for the loading screen),
 * then the whole language; the other languages are preloaded in the background.
 */
export async function initI18n(): Promise<I18n> {
  const language = interfaceLanguage();
  const whole = requestTexts();
  if (!readCachedTranslations(language)) {
    const firstPaint = await fetchTranslations(language, FIRST_PAINT_KEYS).catch(() => ({}));
    addLanguage(language, firstPaint);
  }
  const [texts, fallback] = await whole;
  addLanguage(language, texts);
  if (fallback) addLanguage('en', fallback);
  document.documentElement.lang = swissLanguageTag(language);
  setTimeout(() => preloadOtherLanguages(language), PRELOAD_OTHER_LANGUAGES_MS);
  return i18n;
}

function preloadOtherLanguages(current: Language) {
  for (const other of languages) {
    if (other !== current && !readCachedTranslations(other)) void fetchTranslations(other).catch(() => undefined);
  }
}

let latestChoice: Language | null = null;

/**
 * Loads a language if needed, stores the choice and switches to it; false when a later call came first.
 * The choice is stored before the interface switches, because components that react to the switch read
 * it; when the texts of an earlier call arrive after a later call, only the later choice is applied.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  latestChoice = language;
  const texts = await loadTranslations(language);
  if (latestChoice !== language) return false;
  addLanguage(language, texts);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = swissLanguageTag(language);
  await i18n.changeLanguage(language);
  return true;
}
