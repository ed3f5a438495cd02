/** The product's languages; kept free of zod so the first screen's JavaScript stays small. */
export const languages = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof languages)[number];

/** A language as Swiss readers' browsers, screen readers and Intl take it: de-CH, fr-CH, it-CH, en-CH. */
export const swissLanguageTag = (language: Language | string) => `${language}-CH`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of a browser's languages (navigator.languages, or an Accept-Language header's tags in its order) that
 * we speak, else English. The app and the server's page shell pick the same, so that the texts the shell asks
 * for first are the ones the app reads.
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const prefix = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(prefix)) return prefix;
  }
  return 'en';
}

/** An Accept-Language header's tags in the browser's order ("de-CH,de;q=0.9,en;q=0.8" gives de-CH, de, en). */
export const acceptedLanguageTags = (header: string | undefined) =>
  (header ?? '').split(',').map((entry) => entry.split(';')[0]!.trim());
