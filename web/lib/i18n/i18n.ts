import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, swissLanguageTag, type Language } from '../../../contract/languages';
import { LANGUAGE_STORAGE_KEY, detectInitialLanguage, languageOrEnglish } from './languages';
import { startupTexts } from './startup-texts';
import type { TextPart } from '../../../contract/text-parts';
import {
  askedForByTheShell,
  fetchFirstPaintTexts,
  loadTranslations,
  readCachedTranslations,
} from './translation-cache';

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

function addTexts(language: Language, texts: Record<string, string>) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** Other languages are preloaded this long after the start, out of the way of the first screen's requests. */
const PRELOAD_OTHER_LANGUAGES_MS = 3000;

const interfaceLanguage = (): Language => languageOrEnglish(i18n.language);
let textsOnTheWay: Promise<Record<string, string>> | null = null;

/**
 * Asks for the main texts of the interface language. main.tsx calls it before the first render, so that the texts
 * travel while the scripts start (on a visit through the network, the page's shell has asked for them already);
 * initI18n waits for the same request.
 */
export function requestTexts() {
  textsOnTheWay ??= loadTranslations(interfaceLanguage(), 'main');
  return textsOnTheWay;
}

/**
 * Sets up the interface language: the first-paint texts first (for the loading screen) when the main texts are
 * neither kept nor already asked for by the shell, then the main texts. The other languages' main texts are
 * preloaded in the background, English's also as the fallback for a text missing in a language (every text has
 * every language in the locale files: locales.test.ts).
 */
export async function initI18n(): Promise<I18n> {
  const language = interfaceLanguage();
  const main = requestTexts();
  if (!readCachedTranslations(language, 'main') && !askedForByTheShell(language, 'main'))
    addTexts(language, await fetchFirstPaintTexts(language).catch(() => ({})));
  addTexts(language, await main);
  document.documentElement.lang = swissLanguageTag(language);
  setTimeout(() => preloadOtherLanguages(language), PRELOAD_OTHER_LANGUAGES_MS);
  return i18n;
}

function preloadOtherLanguages(current: Language) {
  for (const other of languages) {
    if (other === current) continue;
    void loadTranslations(other, 'main')
      .then((texts) => other === 'en' && addTexts('en', texts))
      .catch(() => undefined);
  }
}

/**
 * The `pages` texts of each language, loaded or on their way (one request however many pages ask at once); once a
 * page has asked for them, a language chosen later brings them.
 */
const pageTexts = new Map<Language, Promise<void>>();

/**
 * The texts of the `pages` part in the interface language: the routes of the pages that show them wait for it
 * with their code. A failed load is forgotten, so that the next page asks again.
 */
export function loadPageTexts(): Promise<void> {
  const language = interfaceLanguage();
  const kept = pageTexts.get(language);
  if (kept) return kept;
  const loading = loadTranslations(language, 'pages').then((texts) => addTexts(language, texts));
  loading.catch(() => pageTexts.get(language) === loading && pageTexts.delete(language));
  pageTexts.set(language, loading);
  return loading;
}

let latestChoice: Language | null = null;

/**
 * Loads a language if needed, stores the choice and switches to it; false when a later call came first.
 * The choice is stored before the interface switches, because components that react to the switch read
 * it; when the texts of an earlier call arrive after a later call, only the later choice is applied.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  latestChoice = language;
  const parts: TextPart[] = pageTexts.size > 0 ? ['main', 'pages'] : ['main'];
  const texts = await Promise.all(parts.map((part) => loadTranslations(language, part)));
  if (latestChoice !== language) return false;
  for (const part of texts) addTexts(language, part);
  if (parts.includes('pages')) pageTexts.set(language, Promise.resolve());
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = swissLanguageTag(language);
  await i18n.changeLanguage(language);
  return true;
}
