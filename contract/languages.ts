/** The product's languages; kept free of zod so the first screen's JavaScript stays small. */
export const languages = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof languages)[number];

/** A language as Swiss readers' browsers, screen readers and Intl take it: de-CH, fr-CH, it-CH, en-CH. */
export const swissLanguageTag = (language: Language | string) => `${language}-CH`;
