import type { Language } from '../../../contract/languages';
import { loading as deLoading, loadingScreen as deLoadingScreen, startup as deStartup } from '../../../locales/de.json';
import { loading as enLoading, loadingScreen as enLoadingScreen, startup as enStartup } from '../../../locales/en.json';
import { loading as frLoading, loadingScreen as frLoadingScreen, startup as frStartup } from '../../../locales/fr.json';
import { loading as itLoading, loadingScreen as itLoadingScreen, startup as itStartup } from '../../../locales/it.json';

type Texts = Record<string, string>;

const withPrefix = (section: string, texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${section}.${key}`, text]));

/**
 * The slow-start and start-failure screens show before any text has come from the server (or when none
 * can come), so their texts travel in the bundle, in every language: only these parts of the locale
 * files, picked at build time. The server's texts replace them once loaded.
 */
export const startupTexts: Record<Language, Texts> = {
  en: { loading: enLoading, ...withPrefix('loadingScreen', enLoadingScreen), ...withPrefix('startup', enStartup) },
  de: { loading: deLoading, ...withPrefix('loadingScreen', deLoadingScreen), ...withPrefix('startup', deStartup) },
  fr: { loading: frLoading, ...withPrefix('loadingScreen', frLoadingScreen), ...withPrefix('startup', frStartup) },
  it: { loading: itLoading, ...withPrefix('loadingScreen', itLoadingScreen), ...withPrefix('startup', itStartup) },
};
