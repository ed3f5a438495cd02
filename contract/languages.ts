/** The product's languages; kept free of zod so the first screen's JavaScript stays small. */
export const languages = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof languages)[number];
