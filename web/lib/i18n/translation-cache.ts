import type { Language } from '../../../contract/common';
import { textsPath, type TextPart } from '../../../contract/text-parts';
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

/** The main part keeps the key under which whole languages were kept before the parts: such an entry holds it. */
const cacheKey = (language: Language, part: TextPart) =>
  part === 'main' ? `translations_${language}` : `translations_${language}_${part}`;

export function readCachedTranslations(
  language: Language,
  part: TextPart,
  now = Date.now(),
  maxAgeMs = TRANSLATION_CACHE_MS,
): Translations | null {
  try {
    const raw = localStorage.getItem(cacheKey(language, part));
    if (!raw) return null;
    const entry = JSON.parse(raw) as CacheEntry;
    return now - entry.timestamp < maxAgeMs ? entry.translations : null;
  } catch {
    return null;
  }
}

function writeCache(language: Language, part: TextPart, translations: Translations) {
  try {
    localStorage.setItem(
      cacheKey(language, part),
      JSON.stringify({ translations, timestamp: Date.now() } satisfies CacheEntry),
    );
  } catch {
    // A full or blocked storage only costs a reload of the texts next time.
  }
}

/** A part of a language's texts from the server, kept for the next hour. */
export async function fetchTranslations(language: Language, part: TextPart): Promise<Translations> {
  const translations = await api<Translations>(textsPath(language, part));
  writeCache(language, part, translations);
  return translations;
}

/** The few texts the loading screen shows, asked for alone when the language is not kept. */
export const fetchFirstPaintTexts = (language: Language) =>
  api<Translations>('/api/translations', { query: { lang: language, keys: FIRST_PAINT_KEYS.join(',') } });

/** Whether the page's shell has already asked for a part of a language's texts (server/http/web-app.ts). */
export const askedForByTheShell = (language: Language, part: TextPart) =>
  [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].some(
    (link) => link.getAttribute('href') === textsPath(language, part),
  );

/**
 * A part of a language's texts from the one-hour cache, or from the server; from the server whenever the page's
 * shell has already asked for them (the answer is on its way, and up to date). When the server cannot be reached
 * (the installed app opened offline), older kept texts are better than a start-up failure.
 */
export async function loadTranslations(language: Language, part: TextPart): Promise<Translations> {
  const fresh = askedForByTheShell(language, part) ? null : readCachedTranslations(language, part);
  if (fresh) return fresh;
  try {
    return await fetchTranslations(language, part);
  } catch (error) {
    const kept = readCachedTranslations(language, part, Date.now(), Infinity);
    if (kept) return kept;
    throw error;
  }
}
