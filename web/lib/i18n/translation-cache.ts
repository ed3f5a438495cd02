import type { Language } from '../../../contract/common';
import { api } from '../api-client';

export const TRANSLATION_CACHE_MS = 60 * 60 * 1000;

/** The keys the first paint needs, fetched before the rest (spec). */
export const FIRST_PAINT_KEYS = [
  'nav.home',
  'nav.login',
  'nav.signup',
  'nav.bookNow',
  'nav.findTeeTimes',
  'common.loading',
  'common.error',
  'loading',
];

type Translations = Record<string, string>;
interface CacheEntry {
  translations: Translations;
  timestamp: number;
}

const cacheKey = (language: Language) => `translations_${language}`;

export function readCachedTranslations(
  language: Language,
  now = Date.now(),
  maxAgeMs = TRANSLATION_CACHE_MS,
): Translations | null {
  try {
    const raw = localStorage.getItem(cacheKey(language));
    if (!raw) return null;
    const entry = JSON.parse(raw) as CacheEntry;
    return now - entry.timestamp < maxAgeMs ? entry.translations : null;
  } catch {
    return null;
  }
}

function writeCache(language: Language, translations: Translations) {
  try {
    localStorage.setItem(
      cacheKey(language),
      JSON.stringify({ translations, timestamp: Date.now() } satisfies CacheEntry),
    );
  } catch {
    // A full or blocked storage only costs a reload of the texts next time.
  }
}

export async function fetchTranslations(language: Language, keys?: string[]): Promise<Translations> {
  const translations = await api<Translations>('/api/translations', {
    query: { lang: language, keys: keys?.join(',') },
  });
  if (!keys) writeCache(language, translations);
  return translations;
}

/**
 * The whole language from the one-hour cache, or from the server. When the server cannot be reached (the installed
 * app opened offline), older kept texts are better than a start-up failure.
 */
export async function loadTranslations(language: Language): Promise<Translations> {
  const fresh = readCachedTranslations(language);
  if (fresh) return fresh;
  try {
    return await fetchTranslations(language);
  } catch (error) {
    const kept = readCachedTranslations(language, Date.now(), Infinity);
    if (kept) return kept;
    throw error;
  }
}
