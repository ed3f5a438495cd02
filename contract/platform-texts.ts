import { z } from 'zod';
import { languages, languageSchema, perLanguage, type Language } from './common';
import { plainText } from './text';

/** The most texts one page of the list holds. */
export const PLATFORM_TEXTS_PAGE_SIZE = 200;

/**
 * The key of a new text: dotted words of letters, digits and _, as the product's keys are
 * (booking.confirmTitle, clubAdmin.dashboard.bookings_one). Texts seeded with other keys (canton names) stay editable.
 */
export const textKeySchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'must be at most 120 characters')
  .regex(
    /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/,
    'must be words of letters, digits and _ joined by dots, e.g. booking.confirmTitle',
  );

const textValueSchema = plainText(
  z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2000 characters'),
);

export const platformTextsQuerySchema = z.object({
  /** Part of the key or of a text in any language, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  /** Only keys without a text (absent or empty) in this language. */
  missing: languageSchema.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PLATFORM_TEXTS_PAGE_SIZE).default(PLATFORM_TEXTS_PAGE_SIZE),
});
export type PlatformTextsQuery = z.infer<typeof platformTextsQuerySchema>;

/** One key with its text in each language; null where the language has none. */
export const platformTextSchema = z.object({
  key: z.string(),
  ...perLanguage(z.string().nullable()),
  /** When a text of the key last changed (ISO). */
  updatedAt: z.string(),
});
export type PlatformText = z.infer<typeof platformTextSchema>;

export const platformTextsPageSchema = z.object({ total: z.number(), rows: z.array(platformTextSchema) });
export type PlatformTextsPage = z.infer<typeof platformTextsPageSchema>;

/** Sets the given languages of one key; a key that does not exist yet must follow textKeySchema. */
export const savePlatformTextSchema = z.object({
  key: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  values: z
    .object(perLanguage(textValueSchema.optional()))
    .refine(
      (values) => Object.values(values).some((value) => value !== undefined),
      'needs a text in at least one language',
    ),
});
export type SavePlatformText = z.infer<typeof savePlatformTextSchema>;

/** A new text, as the add form creates it. */
export const newPlatformTextSchema = savePlatformTextSchema.extend({ key: textKeySchema });

/** The names of a text's i18next placeholders ({{count}}, {{- name}}, {{price, currency}}), sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*-?\s*(\w+)[^{}]*\}\}/g)].map((match) => match[1]!))].sort();
}

/**
 * The translations of a save that would not keep exactly the placeholders of the English text: those saved,
 * and every stored one when the English text changes. `expected` are the English placeholders.
 */
export function placeholderMismatches(
  stored: Partial<Record<Language, string | null>>,
  values: SavePlatformText['values'],
) {
  const english = values.en ?? stored.en;
  if (!english) return [];
  const expected = placeholdersOf(english);
  return languages
    .filter((language) => language !== 'en' && (values[language] !== undefined || values.en !== undefined))
    .flatMap((language) => {
      const text = values[language] ?? stored[language];
      return text && placeholdersOf(text).join() !== expected.join() ? [{ language, expected }] : [];
    });
}
